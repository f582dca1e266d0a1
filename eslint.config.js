// ESLint 9 flat config. Not type-aware on purpose: `npm run typecheck` covers types, this stays fast.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/build/',
      '**/.react-router/',
      '**/node_modules/',
      '**/.node/',
      '**/reports/',
      '**/test-results/',
      '**/playwright-report/',
      '**/coverage/',
      '**/data/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore marks a parameter or binding that is deliberately unused.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          args: 'after-used',
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },

  // Node: the BFF, the sandbox bank, tests and scripts.
  {
    files: ['server/**', 'sandbox/**', 'test/**', 'scripts/**', 'shared/**', '*.{js,mjs,cjs,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['test/**', '**/*.test.{ts,tsx}', 'app/**/test-helpers/**'],
    languageOptions: { globals: { ...globals.jest } },
  },

  // Browser: the React Router app (server-rendered too, so both sets of globals apply).
  {
    files: ['app/**', 'test/unit/**/*.tsx'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'test/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['app/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },

  // The server boundary (docs/decisions/043-app-folder-and-server-boundary.md). Route modules run on the server and
  // in the browser; React Router's build drops their loaders and actions from the browser's copy and refuses to
  // bundle any module named *.server.ts (or under a .server/ folder) that is still imported after that. So app/
  // reaches server-only code only through *.server.ts modules (types excepted: they are erased), and server/ never
  // imports app/ (it takes the built app through server/app-bundle.ts). shared/ imports neither.
  {
    files: ['app/**/*.{ts,tsx}'],
    // Tests and their helpers run under jest only, never in a bundle.
    ignores: ['app/**/*.server.{ts,tsx}', 'app/**/*.test.{ts,tsx}', 'app/**/test-helpers/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '!**/*.server.ts', '!**/*.server.tsx'],
              allowTypeImports: true,
              message:
                'A module that can reach the browser imports server code only through a *.server.ts module (types excepted).',
            },
            {
              group: ['node:*'],
              message: 'Node built-ins belong in *.server.ts modules: this module can reach the browser.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**', '#app/*'],
              message:
                'server/ never imports the route tree: the built app reaches the server through server/app-bundle.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**', '**/server/**'],
              message: 'shared/ is imported by both sides and imports neither.',
            },
          ],
        },
      ],
    },
  },
);
