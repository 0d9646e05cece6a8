// Playwright's web server for the browser specs: builds what is stale, then runs the real server
// at E2E_BASE_URL with a fresh DATA_DIR (E2E_DATA_DIR), and removes that directory once the
// server has stopped.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../../../scripts/build-state.mjs';
import { ensureBuilt } from '../../../../scripts/ensure-built.mjs';

const { E2E_BASE_URL: baseUrl, E2E_DATA_DIR: dataDir } = process.env;
if (!baseUrl || !dataDir) {
  process.stderr.write('E2E_BASE_URL and E2E_DATA_DIR are not set: run npm run test:e2e\n');
  process.exit(2);
}

const useBundle = existsSync(path.join(root, 'apps/api/build.mjs'));
ensureBuilt(useBundle ? ['web', 'api'] : ['web']);

mkdirSync(dataDir);
// The server gets its own copy of the built dashboard, so a rebuild elsewhere in the work tree
// (another run, a developer's build) cannot pull files from under a running spec.
const webDist = path.join(dataDir, 'web');
try {
  cpSync(path.join(root, 'apps/web/dist'), webDist, { recursive: true });
} catch (error) {
  rmSync(dataDir, { recursive: true, force: true });
  throw error;
}

const env = { ...process.env };
for (const key of Object.keys(env)) {
  if (/^(DATABASE_URL|TEST_DATABASE_URL|SMTP_URL|S3_|JWT_SECRET|WEB_DIST|E2E_)/.test(key)) {
    delete env[key];
  }
}
Object.assign(env, {
  NODE_ENV: 'production',
  PORT: new URL(baseUrl).port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: baseUrl,
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'true',
  // Specs count site-wide listings: they make the ones they need.
  SEED_DEMO_LISTINGS: 'false',
  WEB_DIST: webDist,
  // Every spec signs up from 127.0.0.1; the limit itself is covered by the API tests.
  SIGNUP_LIMIT: '1000',
  // Every spec sends its questions and viewing requests from 127.0.0.1 too.
  LEAD_LIMIT_PER_ADDRESS: '1000',
  LEAD_LIMIT_PER_EMAIL: '1000',
  // And asks for its password reset links from 127.0.0.1.
  RESET_LIMIT_PER_ADDRESS: '1000',
  // No load balancer waits on it: SIGTERM stops it at once.
  SHUTDOWN_DRAIN_MS: '0',
  // The RESO sources spec replicates one site from another's feed on this very server (loopback).
  REMOTE_FETCH_ALLOW: new URL(baseUrl).hostname,
});
const args = useBundle
  ? ['--enable-source-maps', path.join(root, 'apps/api/dist/server.js')]
  : [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'apps/api/src/server.ts')];
const server = spawn(process.execPath, args, {
  cwd: root,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
process.stdout.write(`server (pid ${server.pid}) on ${baseUrl}, data in ${dataDir}\n`);

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  setTimeout(() => server.kill('SIGKILL'), 10_000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(stopping ? 0 : (code ?? 1));
});
