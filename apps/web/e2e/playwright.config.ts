import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, defaultContextOptions } from './support/browser';
import { e2eArtifacts, repoRoot } from './support/paths';
import { prepareRun } from './support/run';

const run = await prepareRun();

/** Browser specs in Debian's Chromium against the real server: `npm run test:e2e`. */
export default defineConfig({
  testDir: import.meta.dirname,
  testMatch: '*.e2e.ts',
  // Every spec shares one server, whose embedded database serialises queries. On two cores two
  // workers were faster, but a multi-tab spec then failed now and then: the idle lock of the
  // second tab fired while the machine was too busy.
  fullyParallel: false,
  workers: 1,
  timeout: 90_000,
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
