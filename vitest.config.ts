import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'domain/**/*.test.ts',
      'machines/**/*.test.ts',
      'server/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
      'tests/api/**/*.test.ts',
      'tests/faults/**/*.test.ts',
      'tests/model/**/*.test.ts',
      'tests/start/**/*.test.ts',
      'scripts/**/*.test.ts',
      'eslint-rules/**/*.test.js',
      'tests/support/**/*.test.ts',
    ],
    setupFiles: ['tests/support/matchers.ts', 'tests/support/domTesting.ts'],
    globalSetup: ['tests/support/seededTemplate.setup.ts'],
    // A stray `.only` would let CI pass having run one test (Vitest's default, spelled out).
    allowOnly: !process.env.CI,
    // Vitest's default keeps a core for itself (one worker on two cores), but its own process
    // mostly waits while the suites run: the API suites' databases want every core.
    maxWorkers: availableParallelism(),
    // A safety net, not a budget (those are the bench scripts): suites looping over every
    // resource took over 20 s with both workers on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
