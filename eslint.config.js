import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importBoundaries from './eslint-rules/importBoundaries.js';

// The direction of imports of DESIGN.md: domain <- machines <- src, and domain <- machines <- server.
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
      'dist-server/',
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
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name='expect'] > CallExpression.arguments[callee.property.name='every']",
          message: '`[].every(…)` is true for an empty list: use `expect(list).toAllSatisfy(…)`.',
        },
      ],
    },
  },
  {
    // Playwright's expect has no toAllSatisfy: the list is asserted non-empty, then each item.
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name='expect'] > CallExpression.arguments[callee.property.name='every']",
          message: '`[].every(…)` is true for an empty list: assert the list is not empty, then each item.',
        },
      ],
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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: [serverOnly, ['**/server/**']].flat(), message: 'The SPA never imports the server.' },
            {
              group: ['@hookform/resolvers/zod'],
              message:
                "Take zodResolver from src/components/form/schemaValidation: it puts the forms' messages in place.",
            },
          ],
        },
      ],
    },
  },
  {
    // Inside the SPA: app/ is the top and may import everything (so may kit/, the gallery of the
    // product's components); a feature never imports another
    // (what two features share moves down to components/ or lib/); the shared layers never reach up.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries: importBoundaries },
    rules: {
      'boundaries/import-boundaries': [
        'error',
        [
          {
            from: ['src/features/*'],
            to: ['src/features/*'],
            message: 'A feature never imports another: move what both use to src/components or src/lib.',
          },
          {
            from: ['src/features'],
            to: ['src/app'],
            message:
              'A feature never imports the app shell (router, layouts): what it needs lives in src/lib.',
          },
          {
            from: ['src/components', 'src/lib', 'src/api', 'src/security'],
            to: ['src/app', 'src/features'],
            message: 'Shared code never imports the app shell or a feature: move what it needs down.',
          },
          {
            // The living kit (src/kit) shows the features' and the shared layers' components: it
            // sits above them, like the app shell, and only the router imports it.
            from: ['src/features', 'src/components', 'src/lib', 'src/api', 'src/security'],
            to: ['src/kit'],
            message:
              'Only the app shell imports the living kit (src/kit): it shows the others, never the reverse.',
          },
        ],
      ],
    },
  },
  {
    // The server applies status changes through the same pure machines the SPA offers them from
    // (machines/ hold no React: see their rule above); nothing else of the SPA.
    files: ['server/**/*.ts'],
    rules: restrict([ui, ['**/src/**']].flat(), 'The server never imports the SPA.'),
  },
  {
    // The platform (database, access, authentication, HTTP machinery) serves every area and knows
    // none; only the drizzle schema index and the seed gather the areas' tables.
    files: ['server/{db,access,auth,http}/**/*.ts'],
    ignores: ['server/db/schema.ts', 'server/db/seed.ts', 'server/db/seed-cli.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [ui, ['**/src/**', '**/machines/**']].flat(),
              message: 'The server never imports the SPA.',
            },
            {
              group: ['**/modules/**'],
              message:
                'The platform never imports an area (server/modules): move what it needs down, or inject it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Plain scripts the browser runs as they are (e.g. the pre-paint preferences script).
    files: ['public/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
);
