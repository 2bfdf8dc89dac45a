// One lint setup for the whole tree. Besides the usual rules it enforces the
// architecture's import boundaries (issue 2):
//  - the web never imports the api;
//  - only repositories (and the db layer itself, start-up and tests) import
//    the database layer; type-only imports of the Database type are fine;
//  - a feature does not reach into another feature's internals.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const dbLayer = {
  group: ['**/db/*', '**/db/**', '!**/db/database'],
  message: 'Only repositories touch the database layer (SQL lives in *-repository.ts).',
  allowTypeImports: true,
};
const otherFeatures = {
  group: ['../*/*', '!../../**', '../../features/*/*'],
  message: "A feature does not reach into another feature's internals; move the shared piece to lib/ or packages/shared.",
};

const webNeverImportsApi = { group: ['@waka/api', '@waka/api/**', '**/api/src/**'], message: 'The web never imports the api; share through packages/shared.' };

export default tseslint.config(
  { ignores: ['**/dist/**', 'apps/web/prerender-dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [webNeverImportsApi] }],
    },
  },
  {
    // app/ composes the features (router, layouts); a feature never reaches into another.
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            webNeverImportsApi,
            { group: ['@/features/*/**'], message: "Features do not import each other (bulletproof-react): move the shared piece to @/components or @/lib." },
            { group: ['../../**'], message: 'Import shared web code as @/components/… or @/lib/…; features do not reach into each other.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/features/**/*.ts'],
    ignores: ['apps/api/src/features/**/*-repository.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [dbLayer, otherFeatures] }] },
  },
  {
    // better-auth reads and writes its tables through its drizzle adapter:
    // handing it the schema is its repository.
    files: ['apps/api/src/features/**/*-repository.ts', 'apps/api/src/features/accounts/create-auth.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherFeatures] }] },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/**', '@waka/api', '@waka/web'], message: 'Shared code depends on nothing of the apps.' }] }],
    },
  },
);
