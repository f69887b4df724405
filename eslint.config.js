// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Server modules: each uses another only through that module's public face
// (its index.ts), never through its repository (SQL over the module's own tables).
const serverModulesDir = 'apps/server/src/modules';
const serverModules = existsSync(serverModulesDir)
  ? readdirSync(serverModulesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const repositoriesOf = (module) =>
  readdirSync(`${serverModulesDir}/${module}`)
    .filter((f) => f.endsWith('.repository.ts'))
    .map((f) => `./${serverModulesDir}/${module}/${f}`);

const foldersIn = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

const featuresDir = 'apps/web/src/features';
const features = foldersIn(featuresDir);

const consoleFeaturesDir = 'apps/console/src/features';
const consoleFeatures = foldersIn(consoleFeaturesDir);

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', 'data/**', 'apps/server/drizzle/**', 'coverage/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // A player's browser loads the player area of the contracts only: its calls without zod,
      // and no staff or provider schema (issue 12).
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@wps/contracts', message: 'The web client imports @wps/contracts/player.' }],
          // …and the sealing of encrypted calls (`@wps/contracts/seal`, on jose), loaded when a call needs it.
          patterns: [
            { group: ['@wps/contracts/*', '!@wps/contracts/player', '!@wps/contracts/seal'], message: 'The web client imports @wps/contracts/player.' },
          ],
        },
      ],
      // Code flows one way: shared (components, lib, styles, locales) -> features -> app.
      // Features never import each other; app/ composes them (bulletproof-react).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./${featuresDir}/${feature}`,
              from: `./${featuresDir}`,
              except: [`./${feature}`],
              message: 'Features must not import each other; compose them in src/app.',
            })),
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/locales'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code must not depend on features or the app layer.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features must not depend on the app layer.',
            },
          ],
        },
      ],
    },
  },
  {
    // The operator console: its own app in the browser, laid out like the player site.
    files: ['apps/console/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Staff screens load the staff area of the contracts only: no player or provider code, no whole barrel.
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@wps/contracts', message: 'The console imports @wps/contracts/staff.' }],
          patterns: [
            { group: ['@wps/contracts/*', '!@wps/contracts/staff'], message: 'The console imports @wps/contracts/staff.' },
            { group: ['@wps/web*', '@wps/server*', '**/apps/web/**', '**/apps/server/**'], message: 'The console shares code through packages (@wps/ui, @wps/contracts/staff).' },
          ],
        },
      ],
      // Code flows one way: shared (components, lib, locales, styles) -> features -> app.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...consoleFeatures.map((feature) => ({
              target: `./${consoleFeaturesDir}/${feature}`,
              from: `./${consoleFeaturesDir}`,
              except: [`./${feature}`],
              message: 'Features must not import each other; compose them in src/app.',
            })),
            {
              target: ['./apps/console/src/components', './apps/console/src/lib', './apps/console/src/locales'],
              from: ['./apps/console/src/features', './apps/console/src/app'],
              message: 'Shared code must not depend on features or the app layer.',
            },
            {
              target: './apps/console/src/features',
              from: './apps/console/src/app',
              message: 'Features must not depend on the app layer.',
            },
          ],
        },
      ],
    },
  },
  {
    // @wps/ui: what the player site and the console share; it depends on neither app nor on the contracts.
    files: ['packages/ui/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Shared UI depends on no app and on no package of ours but the browser-safe player area of the contracts (SPEC.md §9 constants).
      'no-restricted-imports': ['error', { patterns: [{ group: ['@wps/*', '!@wps/contracts', '@wps/contracts/*', '!@wps/contracts/player', '**/apps/**'] }] }],
    },
  },
  {
    // The contracts and fair packages are shared by web, server and tests; they depend on neither.
    files: ['packages/contracts/**/*.ts', 'packages/fair/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@wps/server*', '@wps/web*', '**/apps/**'] }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@wps/web*', '**/apps/web/**'] }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: serverModules.map((module) => ({
            target: `./${serverModulesDir}/${module}`,
            from: serverModules.filter((other) => other !== module).flatMap(repositoriesOf),
            message: "A module uses another through its public face (index.ts), never through its repository: export what others need from the module's index.ts.",
          })),
        },
      ],
    },
  },
);
