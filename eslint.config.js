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
    files: ['test/**'],
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
);
