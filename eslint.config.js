// One lint setup for the whole tree. Besides the usual rules it enforces the
// architecture's import boundaries as path zones (import-x/no-restricted-paths),
// on resolved files, so an alias (@/…), a relative path and a dynamic import()
// are all caught alike:
//  - the web never imports the api, and shared code imports neither app;
//  - a web feature never imports another; components/ and lib/ import no feature
//    (app/ composes the features: the router and the layouts);
//  - the api's lib/ never imports its features, and an api feature never
//    imports another; the money domain (src/money/) is called by features and
//    lib/ alike and imports no feature;
//  - only repositories (and the db layer itself, start-up and tests) import
//    the database layer; type-only imports of the Database type are fine.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const featuresOf = (dir) =>
  readdirSync(`${root}/${dir}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Each feature of `dir` may import only itself among the features there. */
const featuresApart = (dir, message) =>
  featuresOf(dir).map((feature) => ({
    target: `${dir}/${feature}`,
    from: dir,
    except: [`./${feature}`],
    message,
  }));

const zones = [
  {
    target: 'apps/web',
    from: 'apps/api',
    message: 'The web never imports the api; share through packages/shared.',
  },
  {
    target: 'packages/shared',
    from: 'apps',
    message: 'Shared code depends on nothing of the apps.',
  },
  ...featuresApart(
    'apps/web/src/features',
    'Web features do not import each other: move the shared piece to @/components or @/lib.',
  ),
  {
    target: ['apps/web/src/components', 'apps/web/src/lib'],
    from: 'apps/web/src/features',
    message: 'components/ and lib/ serve the features and import none of them.',
  },
  {
    target: 'apps/api/src/lib',
    from: 'apps/api/src/features',
    message: "The api's lib/ serves the features and imports none of them.",
  },
  {
    target: 'apps/api/src/money',
    from: 'apps/api/src/features',
    message: 'The money domain serves the features and imports none of them.',
  },
  ...featuresApart(
    'apps/api/src/features',
    'An api feature does not reach into another; move the shared piece to lib/ or packages/shared.',
  ),
];

const dbLayer = {
  group: ['**/db/*', '**/db/**', '!**/db/database'],
  message: 'Only repositories touch the database layer (SQL lives in *-repository.ts).',
  allowTypeImports: true,
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'apps/web/prerender-dist/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx,js,mjs}', 'packages/**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/web/tsconfig.json',
            'apps/api/tsconfig.json',
            'packages/shared/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // better-auth reads and writes its tables through its drizzle adapter:
    // handing it the schema makes create-auth.ts its repository.
    files: ['apps/api/src/features/**/*.ts', 'apps/api/src/money/**/*.ts'],
    ignores: [
      'apps/api/src/features/**/*-repository.ts',
      'apps/api/src/features/accounts/create-auth.ts',
      'apps/api/src/money/**/*-repository.ts',
      // A unit test checks the transition tables against the schema's lists.
      'apps/api/src/money/**/*.test.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [dbLayer] }] },
  },
);
