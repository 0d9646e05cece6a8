// The real server for the page benchmark: the production build on 127.0.0.1, a free port, a
// fresh data directory with the demo accounts, and its own copy of the built dashboard.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt } from '../../scripts/ensure-built.mjs';
import { freePort } from '../free-port';

export const root = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  baseUrl: string;
  /** The built dashboard the server sends (a copy of apps/web/dist). */
  webDist: string;
  stop(): Promise<void>;
}

async function waitUntilReady(baseUrl: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('The server stopped while starting');
    const ready = await fetch(`${baseUrl}/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer ${baseUrl}/ready within 90 s`);
}

/** Builds what is stale, then starts `apps/api/dist/server.js` and waits until it is ready. */
export async function startServer(): Promise<RunningServer> {
  ensureBuilt(['web', 'api']);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'propdesk-bench-web-'));
  // A rebuild elsewhere in the work tree during the run cannot pull files from under the pages.
  const webDist = path.join(dataDir, 'web');
  cpSync(path.join(root, 'apps/web/dist'), webDist, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (/^(DATABASE_URL|SMTP_URL|S3_|JWT_SECRET|WEB_DIST)/.test(key)) delete env[key];
  }
  const server = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(root, 'apps/api/dist/server.js')],
    {
      cwd: root,
      env: {
        ...env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        WEB_DIST: webDist,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        // Measured on the same data every run: no demo listings.
        SEED_DEMO_LISTINGS: 'false',
        // No load balancer waits on it: SIGTERM stops it at once.
        SHUTDOWN_DRAIN_MS: '0',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  // Ctrl+C or an error thrown past the caller: the server never outlives the benchmark.
  const killNow = () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    removeData();
  };
  process.once('exit', killNow);

  const stop = async () => {
    process.off('exit', killNow);
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    removeData();
  };

  try {
    await waitUntilReady(baseUrl, () => server.exitCode !== null || server.signalCode !== null);
  } catch (error) {
    await stop();
    throw error;
  }
  process.stdout.write(`Server (pid ${server.pid}) on ${baseUrl}, data in ${dataDir}\n`);
  return { baseUrl, webDist, stop };
}
