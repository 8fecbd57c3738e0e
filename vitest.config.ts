import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'domain/**/*.test.ts',
      'machines/**/*.test.ts',
      'server/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
      'tests/api/**/*.test.ts',
      'tests/model/**/*.test.ts',
      'tests/start/**/*.test.ts',
      'scripts/**/*.test.ts',
      'eslint-rules/**/*.test.js',
    ],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
