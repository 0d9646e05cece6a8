import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findChromium } from '../../../../scripts/chromium.mjs';

type RunVariable = 'CHROME_PATH' | 'E2E_BASE_URL' | 'E2E_DATA_DIR';

/** A value of this run, as the runner put it in the environment. */
export function fromRun(name: RunVariable): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the specs with npm run test:e2e`);
  return value;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Chromium, the server's address and its data directory. Playwright loads the config in the
 * runner and again in every worker: the runner picks the values once and puts them in the
 * environment, which the web server and the workers inherit.
 */
export async function prepareRun(): Promise<{ chromium: string; baseUrl: string }> {
  if (process.env.TEST_WORKER_INDEX === undefined) {
    const chromium = findChromium();
    if (!chromium) process.exit(1);
    // A free port and a directory of its own, so two runs on one machine never meet.
    const port = await freePort();
    process.env.CHROME_PATH = chromium;
    process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
    process.env.E2E_DATA_DIR = path.join(
      tmpdir(),
      `propdesk-e2e-${randomBytes(6).toString('hex')}`,
    );
  }
  return { chromium: fromRun('CHROME_PATH'), baseUrl: fromRun('E2E_BASE_URL') };
}
