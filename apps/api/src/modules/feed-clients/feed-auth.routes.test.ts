import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { feedClients } from '../../db/schema';
import { registerAuth } from '../../infra/auth';
import { registerErrorHandling } from '../../infra/errors';
import { createTenantCache, registerTenancy } from '../../infra/tenant';
import { feedToken } from '../../test/feed';
import { createTestApp, DEMO_ACCOUNTS, expectError, type TestApp } from '../../test/helper';
import { findTenant } from '../tenants';
import { findActorAccount } from '../users';
import { feedClientLookups } from '.';
import { RECENT_FEED_CLIENT_MS } from './feed-clients.recent';

const LIMIT = 5;
let t: TestApp;
/** A server with the app's tenancy and sign-in checks, and a throwaway feed route. */
let feed: FastifyInstance;
const logLines: Record<string, unknown>[] = [];
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ FEED_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  adminToken = (await t.login(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).token;
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  feed = Fastify({ logger: { level: 'info', stream } });
  registerErrorHandling(feed);
  await feed.register(async (api) => {
    registerTenancy(api, createTenantCache(), (slug) => findTenant(t.app.modules.base, slug));
    registerAuth(
      api,
      t.config,
      (tenantId, publicId) => findActorAccount(t.db, tenantId, publicId),
      feedClientLookups(t.db),
      t.app.modules.auth.endedSessions,
    );
    api.get('/:tenant/reso/probe', { config: { tenant: 'path', auth: 'feed' } }, (request) => ({
      client: request.feedClient,
      actor: request.actor,
    }));
    api.get('/api/v2/probe', (request) => ({ actor: request.actor?.publicId }));
  });
  await feed.ready();
});
afterAll(async () => {
  await feed?.close();
  await t?.close();
});

/** The throwaway route's answer as the test helper reads one. */
const answer = (res: { statusCode: number; json(): any; headers: Record<string, unknown> }) => ({
  status: res.statusCode,
  body: res.json(),
  headers: res.headers,
});
const probe = async (token?: string, site = 'demo') =>
  answer(
    await feed.inject({
      url: `/${site}/reso/probe`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    }),
  );

async function newClient(scopes = ['Property', 'Media']) {
  const res = await t.request('POST', '/api/v2/feed-clients', {
    token: adminToken,
    body: { name: `Probe ${Math.random()}`, scopes },
  });
  const form = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: res.body.clientId,
    client_secret: res.body.clientSecret,
  });
  const issued = await t.app.inject({
    method: 'POST',
    url: '/demo/reso/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  return { publicId: res.body.client.publicId as string, token: issued.json().access_token };
}

const lastUsed = async (publicId: string) => {
  const list = await t.request('GET', '/api/v2/feed-clients/all?size=100', { token: adminToken });
  return list.body.content.find((c: { publicId: string }) => c.publicId === publicId).lastUsedAt as
    string | null;
};

describe("auth: 'feed'", () => {
  it('lets a client of the site in with its token, as request.feedClient', async () => {
    const c = await newClient();
    const res = await probe(c.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      client: {
        id: expect.any(Number),
        publicId: c.publicId,
        tenantId: expect.any(Number),
        name: expect.stringMatching(/^Probe /),
        scopes: ['Property', 'Media'],
      },
      actor: null,
    });
  });

  it('names the client on the request log line', async () => {
    const c = await newClient();
    await probe(c.token);
    const completed = logLines.filter(
      (l) => l.msg === 'request completed' && l.feedClient === c.publicId,
    );
    expect(completed).toHaveLength(1);
  });

  it('keeps when the client last called, written at most once a minute', async () => {
    const c = await newClient();
    expect(await lastUsed(c.publicId)).toBeNull();
    await probe(c.token);
    const first = await lastUsed(c.publicId);
    expect(first).toEqual(expect.any(String));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await probe(c.token);
    expect(await lastUsed(c.publicId)).toBe(first);
  });

  it('refuses no token, a dashboard token, a forged one and another site (401)', async () => {
    const c = await newClient();
    expectError(await probe(), 401, 'UNAUTHENTICATED');
    const noToken = await probe();
    expect(noToken.headers['www-authenticate']).toMatch(/^Bearer/);
    expectError(await probe(adminToken), 401, 'TOKEN_INVALID');
    expectError(await probe(`${c.token.slice(0, -2)}xx`), 401, 'TOKEN_INVALID');
    expectError(await probe(c.token, 'sandbox'), 401, 'TOKEN_INVALID');
    const sandboxToken = await feedToken(t.app, 'sandbox');
    expect((await probe(sandboxToken, 'sandbox')).status).toBe(200);
    expectError(await probe(sandboxToken), 401, 'TOKEN_INVALID');
  });

  it('refuses a feed token on dashboard routes', async () => {
    const c = await newClient();
    const res = answer(
      await feed.inject({
        url: '/api/v2/probe',
        headers: { 'x-tenant': 'demo', authorization: `Bearer ${c.token}` },
      }),
    );
    expectError(res, 401, 'TOKEN_INVALID');
    const real = await t.request('GET', '/api/v2/feed-clients/all', { token: c.token });
    expectError(real, 401, 'TOKEN_INVALID');
  });

  it("stops a revoked client's token at once", async () => {
    const c = await newClient();
    expect((await probe(c.token)).status).toBe(200);
    await t.request('POST', `/api/v2/feed-clients/ids/${c.publicId}/revoke`, { token: adminToken });
    expectError(await probe(c.token), 401, 'TOKEN_INVALID', 'This feed client has been revoked');
  });

  it('keeps a client read for a few seconds: a revoke made elsewhere counts within RECENT_FEED_CLIENT_MS', async () => {
    const c = await newClient();
    expect((await probe(c.token)).status).toBe(200);
    // Revoked by another server process: this one learns of it when its read expires.
    await t.db
      .update(feedClients)
      .set({ revokedAt: sql`now()` })
      .where(eq(feedClients.publicId, c.publicId));
    expect((await probe(c.token)).status).toBe(200);
    const later = Date.now() + RECENT_FEED_CLIENT_MS + 1;
    vi.spyOn(Date, 'now').mockImplementation(() => later);
    try {
      expectError(await probe(c.token), 401, 'TOKEN_INVALID', 'This feed client has been revoked');
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('refuses a token kept in memory right after its client is revoked here', async () => {
    const c = await newClient();
    for (let i = 0; i < 2; i++) expect((await probe(c.token)).status).toBe(200);
    const revoked = await t.request('POST', `/api/v2/feed-clients/ids/${c.publicId}/revoke`, {
      token: adminToken,
    });
    expect(revoked.status).toBe(200);
    expectError(await probe(c.token), 401, 'TOKEN_INVALID', 'This feed client has been revoked');
    expectError(
      await t.request('GET', '/demo/reso/client', { tenant: null, token: c.token }),
      401,
      'TOKEN_INVALID',
    );
  });

  it('limits each client on its own: past the limit, 429 with Retry-After', async () => {
    const [a, b] = await Promise.all([newClient(), newClient()]);
    for (let i = 0; i < LIMIT; i++) expect((await probe(a.token)).status).toBe(200);
    const refused = await probe(a.token);
    expectError(refused, 429, 'TOO_MANY_REQUESTS');
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect((await probe(b.token)).status).toBe(200);
  });

  it('gives the test helper a working token', async () => {
    const res = await probe(await feedToken(t.app));
    expect(res.status).toBe(200);
    expect(res.body.client.scopes).toEqual(['Property', 'Media', 'Member', 'Office', 'OpenHouse']);
  });

  it('answers a client who it is at GET /:tenant/reso/client, until it is revoked', async () => {
    const c = await newClient(['Property']);
    const me = await t.request('GET', '/demo/reso/client', { tenant: null, token: c.token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      publicId: c.publicId,
      name: expect.any(String),
      scopes: ['Property'],
    });
    expectError(
      await t.request('GET', '/demo/reso/client', { tenant: null, token: adminToken }),
      401,
      'TOKEN_INVALID',
    );
    await t.request('POST', `/api/v2/feed-clients/ids/${c.publicId}/revoke`, { token: adminToken });
    expectError(
      await t.request('GET', '/demo/reso/client', { tenant: null, token: c.token }),
      401,
      'TOKEN_INVALID',
    );
  });
});
