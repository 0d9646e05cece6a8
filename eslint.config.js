import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { tableOwnership } from './tooling/table-ownership.js';
import { importCyclesPlugin } from './tooling/eslint-rules/type-import-cycles.js';
import lingui from 'eslint-plugin-lingui';
import { TRANSLATED, unlocalizedStrings } from './tooling/translated.js';

// Paths are read from the working directory (the repository root for `npm run lint`), so the
// rule tests can lint a fixture tree laid out like the repository with this same config.
const API = 'apps/api/src';
const WEB = 'apps/web/src';

/** The folders directly under `dir` (modules, features): each is one domain. */
function domains(dir) {
  const full = path.resolve(dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * Modules whose job is SQL over several owners' tables (a search joining listings, features,
 * places and agents; a dashboard's counts): unlike other modules, read models may read other
 * modules' tables, and their index.ts header (or the read model file's, under read-models/)
 * names the tables they read and why. They write only through the owners' entries.
 */
const READ_MODELS = [
  'listing-duplicates',
  'listing-performance',
  'property-search',
  'saved-searches',
  'favourites',
  'property-moderation',
  'reso',
  'listing-export',
  // Not a read model: bulk actions on an agent's listings, through the entries above.
  'listing-bulk',
  'read-models',
];
/** Read models that sit lower in the layers: tags counts the listings' keywords. */
const LOWER_READ_MODELS = ['tags'];

/**
 * The API's modules from the bottom up. A module may use the modules listed before it (through
 * their public entry), never one listed after it, so no two modules ever depend on each other,
 * even by way of others. A new module takes its place in this list; until it does, it may use
 * every listed module and none may use it.
 */
const MODULE_LAYERS = [
  'audit',
  'tenants',
  'locations',
  'property-types',
  'users',
  'feed-clients',
  'auth',
  'agents',
  'customers',
  'accounts',
  'notices',
  'property-view-counts',
  'properties',
  'features',
  'images',
  'amenities',
  'tags',
  'places',
  'units',
  'events',
  'banners',
  'geo',
  'leads',
  'articles',
  'seo',
  'brochures',
  'listing-imports',
  'reso-sources',
  // The read models (READ_MODELS), on top: each may use every module below it.
  'listing-duplicates',
  'listing-performance',
  'property-search',
  'saved-searches',
  'favourites',
  'property-moderation',
  'reso',
  'listing-export',
  // Not a read model: bulk actions on an agent's listings, through the entries above.
  'listing-bulk',
  // People's rights over their data: every module's provider, through the entries above.
  'privacy',
  'read-models',
];

const modules = domains(`${API}/modules`);
const features = domains(`${WEB}/features`);
const publicEntries = modules.map((name) => `./${name}/index.ts`);
/** Each module's tables (relative to modules/), which only read models import from outside. */
const tableFiles = modules.map((name) => `./${name}/${name}.tables.ts`);
/** The tables of mechanisms (infra/<name>.tables.ts, next to infra/<name>.ts). */
const infraTableFiles = existsSync(path.resolve(`${API}/infra`))
  ? readdirSync(path.resolve(`${API}/infra`))
      .filter((name) => name.endsWith('.tables.ts'))
      .map((name) => `./${name}`)
  : [];

/** The modules `name` may use: those below it in MODULE_LAYERS. */
function modulesBelow(name) {
  const layer = MODULE_LAYERS.indexOf(name);
  const listed = modules.filter((other) => MODULE_LAYERS.includes(other));
  return layer === -1 ? listed : listed.filter((other) => MODULE_LAYERS.indexOf(other) < layer);
}

/** The boundaries of the API and the dashboard (docs/adding-a-module.md explains them). */
const boundaryZones = [
  {
    target: `${API}/infra`,
    from: `${API}/modules`,
    message: 'infra/ is below the modules: pass what it needs from app.ts instead.',
  },
  {
    target: `${API}/lib`,
    from: [`${API}/infra`, `${API}/modules`, `${API}/db`],
    message: 'lib/ holds pure helpers that depend on nothing of the app.',
  },
  {
    target: `${API}/db/schema.ts`,
    from: [`${API}/modules`, `${API}/infra`],
    except: [...tableFiles, ...infraTableFiles],
    message:
      "db/schema.ts only re-exports the owners' tables (*.tables.ts) and depends on no module.",
  },
  {
    target: `${API}/db/migrations`,
    from: [`${API}/modules`, `${API}/seed`],
    message: 'The migrations depend on no module.',
  },
  {
    // The seed composes modules like app.ts does, beside it: modules' public entries, infra, lib
    // and the db/schema barrel (it reads reference rows it made); no module imports it.
    target: `${API}/seed`,
    from: `${API}/modules`,
    except: publicEntries,
    message: "The seed uses a module's public entry (modules/<name>/index.ts) only.",
  },
  ...modules.map((name) => ({
    target: `${API}/modules/${name}`,
    from: `${API}/modules`,
    except: [
      `./${name}`,
      ...modulesBelow(name).map((other) => `./${other}/index.ts`),
      ...(name === 'read-models' || [...READ_MODELS, ...LOWER_READ_MODELS].includes(name)
        ? tableFiles
        : []),
    ],
    message:
      "A module uses another only through its public entry (import '../<module>'), and only " +
      'one below it in MODULE_LAYERS (eslint.config.js).',
  })),
  {
    target: [`${API}/*.ts`, `${API}/modules/index.ts`, `${API}/test`],
    from: `${API}/modules`,
    except: [...publicEntries, './index.ts'],
    message: 'Compose modules through their public entries (modules/<name>/index.ts).',
  },
  ...features.map((name) => ({
    target: `${WEB}/features/${name}`,
    from: `${WEB}/features`,
    except: [`./${name}`],
    message: 'A feature never imports another feature: compose them in app/.',
  })),
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'Features are composed by app/, never the other way round.',
  },
  {
    target: [`${WEB}/lib`, `${WEB}/components`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'lib/ and components/ are shared by every feature and import none.',
  },
];

/** Files type-checked by a tsconfig.json: the type-aware rules apply to these. */
const typedFiles = [
  'apps/api/src/**/*.ts',
  'apps/web/src/**/*.{ts,tsx}',
  'apps/web/e2e/**/*.ts',
  'packages/shared/src/**/*.ts',
];

const ONLY_CONFIG_READS_ENV = {
  object: 'process',
  property: 'env',
  message: 'Only config.ts reads process.env.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '.test-artifacts/**',
      'apps/web/src/lib/api-types.ts',
      'tooling/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Parse TypeScript dependencies too, or import-x/no-cycle cannot follow them.
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: {
      propdesk: { rules: { ...importCyclesPlugin.rules, 'table-ownership': tableOwnership } },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // import-x/no-cycle skips `import type` and cannot be told not to: this one sees them.
      'propdesk/type-import-cycles': 'error',
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'propdesk/table-ownership': ['error', { readModels: [...READ_MODELS, ...LOWER_READ_MODELS] }],
    },
  },
  {
    files: typedFiles,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: process.cwd() },
    },
    rules: {
      // Type-aware rules that catch real bugs: promises nobody awaits or that land where a
      // callback's result is ignored, awaiting what is not a promise, casts that do nothing,
      // switches that miss a case, and throwing what is not an Error.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/prefer-promise-reject-errors': 'error',
      '@typescript-eslint/no-base-to-string': 'error',
      '@typescript-eslint/no-for-in-array': 'error',
      '@typescript-eslint/no-implied-eval': 'error',
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
      '@typescript-eslint/no-redundant-type-constituents': 'error',
    },
  },
  {
    // How messages are written: whole sentences with named placeholders, macros where they work.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { lingui },
    rules: {
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-expression-in-message': 'error',
      'lingui/no-trans-inside-trans': 'error',
      'lingui/no-single-tag-to-translate': 'error',
    },
  },
  {
    // Translated files render no word of their own: each comes from the catalogs.
    files: TRANSLATED,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'lingui/no-unlocalized-strings': ['error', unlocalizedStrings] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // One picker for the whole product: it brings its styles, so no page shows it unstyled.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/date-time-picker.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@mantine/dates', '@mantine/dates/styles.css'].map((name) => ({
            name,
            message: "Use components/date-time-picker.tsx, which loads the pickers' styles.",
          })),
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/config.ts'],
    rules: { 'no-restricted-properties': ['error', ONLY_CONFIG_READS_ENV] },
  },
  {
    // The API's test files share one module graph per worker (vitest.config.ts), where a mock
    // would not reach the app: only a *.mocks.test.ts file, run in a graph of its own, mocks.
    files: ['apps/api/src/**/*.test.ts'],
    ignores: ['**/*.mocks.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ONLY_CONFIG_READS_ENV,
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message:
            'Mock modules in a *.mocks.test.ts file, which runs in a module graph of its own.',
        })),
      ],
    },
  },
  {
    // Tests read loosely typed JSON bodies.
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/api/src/test/**', '**/e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  { files: ['**/*.config.{js,ts}', '**/vite.config.ts'], rules: { 'no-restricted-syntax': 'off' } },
);
