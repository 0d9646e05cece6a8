import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './infra/db';
import { DEMO_ACCOUNTS } from './test/helper';
import { startServer, type ServerProcess } from './test/server-process';

let dataDir: string;
let server: ServerProcess | undefined;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'propdesk-shutdown-'));
});

afterAll(async () => {
  await server?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('stores the views it still holds when it is told to stop, and exits cleanly', async () => {
    server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const { base } = server;

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
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(server.output()).toContain('shutting down');

    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const result: unknown = await database.db.execute(
        sql`SELECT v.views FROM property_view_counts v JOIN properties p ON p.id = v.property_id
            WHERE p.public_id = ${listing.publicId}`,
      );
      expect((result as { rows: { views: number }[] }).rows[0]?.views).toBe(5);
    } finally {
      await database.close();
    }
  }, 120_000);
});
