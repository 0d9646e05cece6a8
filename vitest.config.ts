import babel from '@rolldown/plugin-babel';
import { getConfig } from '@lingui/conf';
import { linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

// Lingui suggests its native macro transform; its per-platform binary (@lingui/native-tools 0.2)
// is newer than the Babel path we use, which the docs and the build both cover.
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';
const linguiConfigPath = 'apps/web/lingui.config.ts';

const MOCKING = 'apps/api/src/**/*.mocks.test.ts';

const apiTests = {
  include: ['apps/api/src/**/*.test.ts'],
  exclude: ['**/*.crash.test.ts', '**/*.cluster.test.ts', '**/*.backup.test.ts'],
  globalSetup: ['apps/api/src/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
  // Two files at once on two cores: each has its own database, and on PostgreSQL half of a
  // test's time is the server's (Vitest's default keeps a core free: one file).
  maxWorkers: 2,
};

export default defineConfig({
  test: {
    projects: [
      {
        // The web app's Lingui macros, compiled as the build does (apps/web/vite.config.ts).
        plugins: [
          babel({
            presets: [
              linguiTransformerBabelPreset(
                { linguiConfig: getConfig({ configPath: linguiConfigPath }) },
                { configPath: linguiConfigPath },
              ),
            ],
          }),
        ],
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/vite-plugins/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          setupFiles: ['apps/web/src/test/english.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          // The lint rules shown failing on fixtures: ESLint with type information, knip and
          // Spectral in child processes, heavy enough to run apart from the unit tests.
          name: 'tooling',
          include: ['tooling/**/*.test.ts'],
          // The lint fixtures are files to lint, not tests (one is named as a test on purpose).
          exclude: ['tooling/lint-fixtures/**'],
          environment: 'node',
          testTimeout: 120_000,
          // Vitest keeps one core for itself by default; its children do the work here.
          maxWorkers: 2,
        },
      },
      {
        test: {
          ...apiTests,
          name: 'api',
          exclude: [...apiTests.exclude, MOCKING],
          // Each file builds its own app on its own database, so a worker's files share the
          // loaded modules: the app is imported once per worker, not once per file (a third of
          // the suite's time). A file that mocks a module is named *.mocks.test.ts (lint asks).
          isolate: false,
        },
      },
      {
        // Files that replace a module with vi.mock, each in a module graph of its own, where the
        // app they build sees the mock (`--project 'api*'` runs both API projects).
        test: { ...apiTests, name: 'api-mocks', include: [MOCKING] },
      },
      {
        test: {
          // Real server processes killed with SIGKILL and restarted (`npm run test:crash`).
          name: 'crash',
          include: ['apps/api/src/**/*.crash.test.ts'],
          testTimeout: 900_000,
          hookTimeout: 120_000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
      {
        test: {
          // A running server backed up under load and restored (`npm run test:backup`).
          name: 'backup',
          include: ['apps/api/src/**/*.backup.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
      {
        test: {
          // Several server processes on one PostgreSQL and one S3 bucket (`npm run test:cluster`).
          name: 'cluster',
          include: ['apps/api/src/**/*.cluster.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 180_000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
    ],
  },
});
