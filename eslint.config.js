// Lint rules for the whole monorepo. Import boundaries follow DESIGN §2:
// domain ← clinical ← server; domain ← web; inside web, app/ composes features/, and components/ and
// lib/ stay below both. The web's shared server calls (api/, one home per resource, ADR 0039) sit
// between: features and app use them; they use only lib/ and domain.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const restrictedImports = (patterns) => ['error', { patterns }];
const webFeatures = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webNeverImports = {
  group: ['@labwise/server', '@labwise/clinical', '**/apps/server/**', 'pg', 'drizzle-orm*', 'node:*'],
  message: 'the web app never imports server or database code.',
};

const serverNeverImports = { group: ['@labwise/web', '**/apps/web/**', 'react*'], message: 'the server never imports web code.' };
const drizzleOnlyInRepositories = {
  group: ['drizzle-orm', 'drizzle-orm/*'],
  message: 'queries live in repositories (repository.ts or <thing>-repository.ts): call a named repository function from here.',
};
const schemaTablesOnlyInRepositories = {
  group: ['**/db/schema', '**/db/schema/*'],
  allowTypeImports: true,
  message: 'tables are for repositories; outside them import only their types (import type).',
};
// Where the server may use drizzle-orm and the schema's tables.
const serverDatabaseFiles = [
  'apps/server/src/**/repository.ts',
  'apps/server/src/**/*-repository.ts',
  'apps/server/src/**/repository/**',
  'apps/server/src/db/**',
  // The policy module answers "who may see what" as SQL conditions that repositories add to
  // their queries (patientScope, orderScope, …), so it builds them with drizzle.
  'apps/server/src/auth/scopes.ts',
  'apps/server/src/**/*.test.ts',
  'apps/server/test/**',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'scripts/*.test.ts', 'scripts/*.d.mts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      // Fastify plugins and hooks are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['apps/server/src/identity/assets/**', 'apps/web/public/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Tests read JSON answers whose shape they assert; `any` there is checked by the assertions.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/*.config.*', 'apps/server/src/cli/**', 'apps/server/src/db/seed/cli.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['packages/domain/**'],
    rules: {
      'no-restricted-imports': restrictedImports([
        { group: ['@labwise/*', 'node:*', 'fs', 'path', 'pg', 'drizzle-orm*', 'react*'], message: 'domain is pure: no I/O, no other workspace.' },
      ]),
    },
  },
  {
    files: ['packages/clinical/**'],
    rules: {
      'no-restricted-imports': restrictedImports([
        { group: ['@labwise/server', '@labwise/web', 'node:*', 'fs', 'pg', 'drizzle-orm*', 'react*'], message: 'clinical is pure: it may use domain only.' },
      ]),
    },
  },
  {
    files: ['apps/server/**'],
    rules: { 'no-restricted-imports': restrictedImports([serverNeverImports]) },
  },
  {
    // DESIGN §2: routes are thin, services hold the rules, repositories alone talk to the database.
    // A later config object replaces this rule for the files it matches, so the web restriction is
    // repeated here; the files where drizzle belongs are left out and keep only that one.
    files: ['apps/server/src/**/*.ts'],
    ignores: serverDatabaseFiles,
    rules: { 'no-restricted-imports': restrictedImports([serverNeverImports, drizzleOnlyInRepositories, schemaTablesOnlyInRepositories]) },
  },
  {
    files: ['apps/web/**/*.ts', 'apps/web/**/*.tsx'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrictedImports([webNeverImports]),
    },
  },
  {
    // Build-time Vite plugins run in Node, never in the browser.
    files: ['apps/web/vite-plugins/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-restricted-imports': 'off' },
  },
  // Each feature may use components/ and lib/ but neither the app layer nor another feature.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': restrictedImports([
        webNeverImports,
        { group: ['**/app/**', '**/app'], message: 'features must not import the app layer (app composes features).' },
        {
          group: webFeatures.filter((other) => other !== feature).flatMap((other) => [`../${other}/**`, `../../${other}/**`, `../../../${other}/**`, `**/features/${other}/**`]),
          message: 'features do not import each other: move shared code to lib/ or components/, or compose in app/.',
        },
      ]),
    },
  })),
  {
    files: ['apps/web/src/api/**'],
    rules: {
      'no-restricted-imports': restrictedImports([
        webNeverImports,
        {
          group: ['**/features/**', '**/app/**', '**/components/**'],
          message: 'api/ holds the shared server calls: it uses lib/ and domain only; features and app use it.',
        },
      ]),
    },
  },
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: {
      'no-restricted-imports': restrictedImports([
        webNeverImports,
        {
          group: ['**/features/**', '**/app/**', '../api/**', '../../api/**'],
          message: 'components and lib are shared: they import neither features, nor app, nor the api/ layer above them.',
        },
      ]),
    },
  },
  {
    // Small files with one purpose: a warning at 300 lines of code, and `npm run lint` allows no
    // warning. Tests and the clinical knowledge base's data tables (findings, conditions, the
    // evaluation sets, the results table, the lexicon) are data, not logic, and are left out.
    files: ['apps/**/*.ts', 'apps/**/*.tsx', 'packages/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts', 'scripts/**/*.mjs'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'packages/clinical/src/kb/**',
      'packages/clinical/eval/**',
      'packages/clinical/src/results/table.ts',
      'packages/clinical/src/parse/lexicon.ts',
      'packages/clinical/src/engine/test-fixtures.ts',
    ],
    rules: { 'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
);
