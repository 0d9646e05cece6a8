import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './infra/db';
import { DEMO_ACCOUNTS } from './test/helper';

const entry = path.join(import.meta.dirname, 'server.ts');
let dataDir: string;
let server: ChildProcess | undefined;
let output = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function start(port: number): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'graceful-shutdown-test-secret-of-32-characters',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return child;
}

async function waitForReady(base: string, child: ChildProcess) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    const ok = await fetch(`${base}/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server was not ready:\n${output}`);
}

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'propdesk-shutdown-'));
});

afterAll(() => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('stores the views it still holds when it is told to stop, and exits cleanly', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = (server = start(port));
    await waitForReady(base, child);

    const call = async (method: string, url: string, body?: unknown, token?: string) => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: {
          'x-tenant': 'demo',
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...(token && { authorization: `Bearer ${token}` }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json: unknown = await res.json();
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
      return json as Record<string, any>;
    };
    const signIn = async (account: { email: string; password: string }) =>
      (await call('POST', '/auth/authenticate', {
        username: account.email,
        password: account.password,
      })) as { token: string };

    const agent = await signIn(DEMO_ACCOUNTS.agent);
    const moderator = await signIn(DEMO_ACCOUNTS.moderator);
    const agentId = JSON.parse(Buffer.from(agent.token.split('.')[1]!, 'base64url').toString())
      .agentId as string;
    const types = await call('GET', '/api/v2/types/all');
    const house = types.content.find((t: { name: string }) => t.name === 'House').publicId;
    const countries = await call('GET', '/api/v2/countries');
    const zimbabwe = countries.content.find((c: { code: string }) => c.code === 'ZW').publicId;
    const cities = await call('GET', `/api/v2/countries/ids/${zimbabwe}/cities/all`);
    const harare = cities.content.find((c: { name: string }) => c.name === 'Harare').publicId;
    const suburbs = await call('GET', `/api/v2/cities/ids/${harare}/suburbs`);
    const avondale = suburbs.content.find((s: { name: string }) => s.name === 'Avondale');
    const listing = await call(
      'POST',
      `/agents/${agentId}/types/ids/${house}/suburbs/ids/${avondale.publicId}/properties/create`,
      {
        name: 'Garden house',
        category: 'SALE',
        price: 250000,
        currency: 'USD',
        priceType: 'TOTAL',
        latitude: avondale.latitude,
        longitude: avondale.longitude,
      },
      agent.token,
    );
    await call('POST', `/properties/ids/${listing.publicId}/approve`, undefined, moderator.token);

    for (let i = 0; i < 5; i++) await call('GET', `/properties/ids/${listing.publicId}/get`);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('shutting down');

    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const result: unknown = await database.db.execute(
        sql`SELECT views FROM properties WHERE public_id = ${listing.publicId}`,
      );
      expect((result as { rows: { views: number }[] }).rows[0]?.views).toBe(5);
    } finally {
      await database.close();
    }
  }, 120_000);
});
