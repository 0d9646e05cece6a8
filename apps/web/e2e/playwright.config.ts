import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, defaultContextOptions } from './support/browser';
import { e2eArtifacts, repoRoot } from './support/paths';
import { prepareRun } from './support/run';

const run = await prepareRun();

/**
 * Specs that change what every other spec reads, or read what every other spec writes: they run
 * one at a time once the others have finished, whatever their outcome. site-settings renames the
 * demo site; content-admin publishes articles and banners (the blog's and the home's contents);
 * audit expects the newest listing row of the site's log to be its own; site-watermark re-renders
 * every photo of the sandbox site under new addresses.
 */
const SITE_WIDE = [
  'site-settings.e2e.ts',
  'content-admin.e2e.ts',
  'audit.e2e.ts',
  'site-watermark.e2e.ts',
];

/** Browser specs in Debian's Chromium against the real server: `npm run test:e2e`. */
export default defineConfig({
  testDir: import.meta.dirname,
  testMatch: '*.e2e.ts',
  // Every spec shares one built server. Each makes the accounts and listings it changes, so two
  // files run at once (on two cores, a third of the time less than one at a time; see
  // docs/testing.md); the tests of one file run in order. E2E_WORKERS=1 runs one at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    { name: 'specs', testIgnore: SITE_WIDE, teardown: 'site-wide' },
    { name: 'site-wide', testMatch: SITE_WIDE, workers: 1 },
  ],
  timeout: 90_000,
  // A screen's first content after a navigation: on a CI machine with both cores taken by the
  // browsers and the server it can take longer than Playwright's 5 s default (docs/testing.md).
  expect: { timeout: 15_000 },
  outputDir: e2eArtifacts.results,
  reporter: [
    ['list'],
    ['json', { outputFile: e2eArtifacts.jsonReport }],
    ['html', { outputFolder: e2eArtifacts.htmlReport, open: 'never' }],
  ],
  use: {
    ...defaultContextOptions,
    baseURL: run.baseUrl,
    headless: true,
    launchOptions: { executablePath: run.chromium, args: CHROMIUM_ARGS },
    // What playwright-core allows a single wait outside the test runner.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: { mode: 'only-on-failure', fullPage: true },
  },
  webServer: {
    command: 'node apps/web/e2e/support/start-server.mjs',
    cwd: repoRoot,
    url: `${run.baseUrl}/ready`,
    timeout: 90_000,
    reuseExistingServer: false,
    // Shows the build's output; start-server.mjs keeps the server's own stdout log out.
    stdout: 'pipe',
    // Lets the server close its database and start-server.mjs remove the data directory.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
