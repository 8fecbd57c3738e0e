import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The direction of imports of DESIGN.md: domain <- machines <- src, and domain <- server.
const ui = [
  'react',
  'react-dom',
  'react-dom/*',
  '@chakra-ui/*',
  '@emotion/*',
  'react-router',
  'react-i18next',
  '@xstate/react',
  '@tanstack/react-query',
  '@casl/react',
];
const serverOnly = [
  'fastify',
  'fastify-*',
  '@fastify/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'pg',
  '@electric-sql/*',
  '@node-rs/*',
  'pino',
];
const restrict = (groups, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
});

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      '.tmp/',
      'node_modules/',
      'src/api/schema.d.ts',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: restrict(
      [ui, serverOnly, ['**/server/**', '**/src/**', '**/machines/**', 'xstate']].flat(),
      'domain/ is pure rules: no UI, server or machine imports.',
    ),
  },
  {
    files: ['machines/**/*.ts'],
    rules: restrict(
      [ui, serverOnly, ['**/server/**', '**/src/**']].flat(),
      'machines/ hold no React and no server code.',
    ),
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([serverOnly, ['**/server/**']].flat(), 'The SPA never imports the server.'),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict([ui, ['**/src/**', '**/machines/**']].flat(), 'The server never imports the SPA.'),
  },
  {
    // Plain scripts the browser runs as they are (e.g. the pre-paint preferences script).
    files: ['public/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
);
