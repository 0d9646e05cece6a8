// npm run test:e2e: builds what is stale, starts the real server on a free port with a fresh
// DATA_DIR, runs apps/web/e2e/*.e2e.ts in Debian's Chromium with playwright-core (through
// vitest, one file at a time), stops the server by its PID and prints "e2e: N passed, M failed".
// Extra arguments go to vitest as file filters: `npm run test:e2e -- lock-screen`.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './build-state.mjs';
import { findChromium } from './chromium.mjs';
import { ensureBuilt } from './ensure-built.mjs';

const artifacts = path.join(root, '.test-artifacts');
mkdirSync(artifacts, { recursive: true });
const say = (line) => process.stdout.write(`${line}\n`);

function finish(passed, failed, code) {
  say(`e2e: ${passed} passed, ${failed} failed`);
  process.exit(code);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForReady(url, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${url}/ready`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server was not ready after ${timeoutMs / 1000} s`);
}

function stopServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      try {
        process.kill(server.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, 10_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    process.kill(server.pid, 'SIGTERM');
  });
}

const chromium = findChromium() ?? finish(0, 1, 1);
const useBundle = existsSync(path.join(root, 'apps/api/build.mjs'));
ensureBuilt(useBundle ? ['web', 'api'] : ['web']);

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'propdesk-e2e-'));
// The server gets its own copy of the built dashboard, so a rebuild elsewhere in the work tree
// (another run, a developer's build) cannot pull files from under a running spec.
const webDist = path.join(dataDir, 'web');
cpSync(path.join(root, 'apps/web/dist'), webDist, { recursive: true });
const serverEnv = { ...process.env };
for (const key of Object.keys(serverEnv)) {
  if (/^(DATABASE_URL|TEST_DATABASE_URL|SMTP_URL|S3_|JWT_SECRET|WEB_DIST)/.test(key)) {
    delete serverEnv[key];
  }
}
Object.assign(serverEnv, {
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: baseUrl,
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'true',
  WEB_DIST: webDist,
  // Every spec signs up from 127.0.0.1; the limit itself is covered by the API tests.
  SIGNUP_LIMIT: '1000',
});
const serverArgs = useBundle
  ? ['--enable-source-maps', path.join(root, 'apps/api/dist/server.js')]
  : [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'apps/api/src/server.ts')];
const server = spawn(process.execPath, serverArgs, {
  cwd: root,
  env: serverEnv,
  stdio: ['ignore', 'ignore', 'inherit'],
});
say(`e2e: server (pid ${server.pid}) on ${baseUrl}, data in ${dataDir}`);

let passed = 0;
let failed = 0;
let code = 1;
try {
  await waitForReady(baseUrl, server, 90_000);
  const report = path.join(artifacts, 'e2e-report.json');
  rmSync(report, { force: true });
  const vitest = spawnSync(
    path.join(root, 'node_modules/.bin/vitest'),
    [
      'run',
      '--config',
      path.join(root, 'apps/web/e2e/vitest.config.ts'),
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${report}`,
      ...process.argv.slice(2),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: baseUrl,
        E2E_DATA_DIR: dataDir,
        E2E_ARTIFACTS: artifacts,
        CHROME_PATH: chromium,
      },
    },
  );
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed = json.numPassedTests;
    // A file that fails before its tests run (a broken hook, a syntax error) counts once.
    failed = json.numFailedTests || json.numFailedTestSuites || 0;
    if (json.numTotalTests === 0) failed += 1;
  } else {
    failed += 1;
  }
  code = vitest.status === 0 && failed === 0 ? 0 : 1;
} catch (error) {
  process.stderr.write(`e2e: ${error.message}\n`);
  failed += 1;
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
finish(passed, failed, code);
