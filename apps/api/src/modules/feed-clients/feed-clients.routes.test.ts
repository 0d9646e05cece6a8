import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../config';
import { feedClients } from '../../db/schema';
import { inSiteScope } from '../../infra/data-scope';
import {
  createAdmin,
  createTestApp,
  DEMO_ACCOUNTS,
  expectError,
  setSiteLanguages,
  type TestApp,
} from '../../test/helper';

let t: TestApp;
let adminToken: string;
let sandboxAdminToken: string;
let moderatorToken: string;
let agentToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const { moderator, agent, admin } = DEMO_ACCOUNTS;
  adminToken = (await t.login(admin.email, admin.password)).token;
  sandboxAdminToken = (await createAdmin(t, 'sandbox')).token;
  moderatorToken = (await t.login(moderator.email, moderator.password)).token;
  agentToken = (await t.login(agent.email, agent.password)).token;
});
afterAll(() => t.close());

let names = 0;
const create = (body: unknown, token = adminToken, tenant = 'demo') =>
  t.request('POST', '/api/v2/feed-clients', { token, tenant, body });
const newClient = async (scopes = ['Property', 'Media']) => {
  const res = await create({ name: `Portal ${++names}`, scopes });
  expect(res.status).toBe(201);
  return res.body as {
    client: { publicId: string; name: string };
    clientId: string;
    clientSecret: string;
  };
};
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const token = (
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  site = 'demo',
) =>
  t.app.inject({
    method: 'POST',
    url: `/${site}/reso/token`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: form(fields),
  });
const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

describe('feed clients: admins create, list and revoke', () => {
  it('creates a client and answers its id and secret once; the list never shows them', async () => {
    const res = await create({ name: '  Harare Homes  ', scopes: ['Property', 'Media'] });
    expect(res.status).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({
      client: {
        name: 'Harare Homes',
        scopes: ['Property', 'Media'],
        lastUsedAt: null,
        revokedAt: null,
      },
      clientId: expect.stringMatching(/^[0-9A-Za-z]{24}$/),
      clientSecret: expect.stringMatching(/^[\w-]{43}$/),
    });
    const [row] = await t.db
      .select()
      .from(feedClients)
      .where(sql`${feedClients.publicId} = ${res.body.client.publicId}`);
    expect(row!.secretHash).not.toContain(res.body.clientSecret);
    expect(row!.createdBy).not.toBeNull();
    const list = await t.request('GET', '/api/v2/feed-clients/all', { token: adminToken });
    expect(list.status).toBe(200);
    const entry = list.body.content.find(
      (c: { publicId: string }) => c.publicId === res.body.client.publicId,
    );
    expect(entry).toEqual(res.body.client);
    expect(JSON.stringify(list.body)).not.toContain(res.body.clientSecret);
    expect(JSON.stringify(list.body)).not.toContain(res.body.clientId);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [unknown, string, string][] = [
      [{ name: ' ', scopes: ['Property'] }, 'name', 'Name is required'],
      [{ name: 'A', scopes: ['Property'] }, 'name', 'Name must be at least 2 characters'],
      [
        { name: 'x'.repeat(81), scopes: ['Property'] },
        'name',
        'Name must be at most 80 characters',
      ],
      [{ name: 'Portal', scopes: [] }, 'scopes', 'Choose at least one scope'],
      [{ name: 'Portal' }, 'scopes', 'Choose at least one scope'],
      [{ name: 'Portal', scopes: ['Leads'] }, 'scopes.0', 'Choose scopes from the list'],
      [{ name: 'Portal', scopes: ['Media', 'Media'] }, 'scopes', 'Each scope can be chosen once'],
    ];
    for (const [body, path, message] of cases) {
      const res = await create(body);
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.body.details).toContainEqual({ path, message });
    }
    expectError(
      await t.request('POST', '/api/v2/feed-clients', {
        token: adminToken,
        body: '{"name":',
        headers: { 'content-type': 'application/json' },
      }),
      400,
      'MALFORMED_JSON',
    );
  });

  it('keeps names unique among clients in use: of two creates at once, one is 409', async () => {
    const body = { name: 'Twin portal', scopes: ['Property'] };
    const [a, b] = await Promise.all([create(body), create({ ...body, name: 'TWIN PORTAL' })]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const refused = a.status === 409 ? a : b;
    expectError(refused, 409, 'CONFLICT', 'A feed client in use has this name already');
    const made = a.status === 201 ? a : b;
    await t.request('POST', `/api/v2/feed-clients/ids/${made.body.client.publicId}/revoke`, {
      token: adminToken,
    });
    expect((await create(body)).status).toBe(201);
  });

  it('revokes once: a second revoke, even at the same time, answers the same revocation', async () => {
    const { client } = await newClient();
    const url = `/api/v2/feed-clients/ids/${client.publicId}/revoke`;
    const [a, b] = await Promise.all([
      t.request('POST', url, { token: adminToken }),
      t.request('POST', url, { token: adminToken }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.revokedAt).toEqual(expect.any(String));
    expect(b.body.revokedAt).toBe(a.body.revokedAt);
    const again = await t.request('POST', url, { token: adminToken });
    expect(again.body.revokedAt).toBe(a.body.revokedAt);
    expectError(
      await t.request('POST', '/api/v2/feed-clients/ids/nope/revoke', { token: adminToken }),
      404,
      'NOT_FOUND',
      'Feed client not found',
    );
  });

  it("lets only the site's admins in; another site's admin never sees this site's clients", async () => {
    const { client } = await newClient();
    const list = '/api/v2/feed-clients/all';
    expectError(await t.request('GET', list), 401, 'UNAUTHENTICATED');
    for (const who of [moderatorToken, agentToken]) {
      expectError(
        await t.request('GET', list, { token: who }),
        403,
        'FORBIDDEN',
        'Only admins can manage feed clients',
      );
      expectError(await create({ name: 'Sneaky', scopes: ['Property'] }, who), 403, 'FORBIDDEN');
      expectError(
        await t.request('POST', `/api/v2/feed-clients/ids/${client.publicId}/revoke`, {
          token: who,
        }),
        403,
        'FORBIDDEN',
      );
    }
    const theirs = await t.request('GET', list, { token: sandboxAdminToken, tenant: 'sandbox' });
    expect(theirs.body.content).toEqual([]);
    expectError(
      await t.request('POST', `/api/v2/feed-clients/ids/${client.publicId}/revoke`, {
        token: sandboxAdminToken,
        tenant: 'sandbox',
      }),
      404,
      'NOT_FOUND',
    );
    expectError(await t.request('GET', list, { token: sandboxAdminToken }), 403, 'TENANT_MISMATCH');
  });

  it("answers in the reader's language from the API's catalogs", async () => {
    await setSiteLanguages(t, adminToken, 'en', ['en', 'fr', 'ar']);
    const res = await t.request('POST', '/api/v2/feed-clients', {
      token: adminToken,
      headers: { 'accept-language': 'fr' },
      body: { name: '', scopes: [] },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Le nom est obligatoire' },
        { path: 'scopes', message: 'Choisissez au moins une portée' },
      ]),
    );
    const asModerator = await t.request('GET', '/api/v2/feed-clients/all', {
      token: moderatorToken,
      headers: { 'accept-language': 'ar' },
    });
    expect(asModerator.body.message).toBe('يمكن للمسؤولين فقط إدارة عملاء الموجز');
    await setSiteLanguages(t, adminToken, 'en', ['en']);
  });

  it('pages past 100 clients, 20 a page, newest first, each client once', async () => {
    const made: string[] = [];
    for (let batch = 0; batch < 7; batch++) {
      const created = await Promise.all(
        Array.from({ length: 15 }, (_, i) =>
          create(
            { name: `Many ${batch}-${i}`, scopes: ['Property'] },
            sandboxAdminToken,
            'sandbox',
          ),
        ),
      );
      for (const res of created) {
        expect(res.status).toBe(201);
        made.push(res.body.client.publicId);
      }
    }
    const seen: { publicId: string; createdAt: string }[] = [];
    let page = 0;
    let totalPages = 1;
    while (page < totalPages) {
      const res = await t.request('GET', `/api/v2/feed-clients/all?page=${page}`, {
        token: sandboxAdminToken,
        tenant: 'sandbox',
      });
      expect(res.status).toBe(200);
      expect(res.body.size).toBe(20);
      expect(res.body.content.length).toBeLessThanOrEqual(20);
      ({ totalPages } = res.body);
      expect(res.body.totalElements).toBeGreaterThanOrEqual(105);
      seen.push(...res.body.content);
      page += 1;
    }
    expect(totalPages).toBeGreaterThanOrEqual(6);
    const ids = seen.map((c) => c.publicId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(made));
    const times = seen.map((c) => c.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const past = await t.request('GET', `/api/v2/feed-clients/all?page=${totalPages}`, {
      token: sandboxAdminToken,
      tenant: 'sandbox',
    });
    expect(past.body.content).toEqual([]);
    expectError(
      await t.request('GET', '/api/v2/feed-clients/all?size=201', {
        token: sandboxAdminToken,
        tenant: 'sandbox',
      }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('logs who created and who revoked a client, by its name and never its secret', async () => {
    const c = await newClient(['Property']);
    const id = c.client.publicId;
    const entries = async () =>
      (
        await t.request('GET', '/api/v2/audit/all?entity=feed_client&size=100', {
          token: adminToken,
        })
      ).body.content.filter((e: { entityId: string }) => e.entityId === id);
    expect(await entries()).toEqual([
      expect.objectContaining({
        entity: 'feed_client',
        action: 'create',
        changes: {
          name: { before: null, after: c.client.name },
          scopes: { before: null, after: ['Property'] },
        },
      }),
    ]);
    // Two revokes at once (a double click): one revocation, one entry.
    const revoke = () =>
      t.request('POST', `/api/v2/feed-clients/ids/${id}/revoke`, { token: adminToken });
    const [first, second] = await Promise.all([revoke(), revoke()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const logged = await entries();
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      action: 'revoke',
      user: expect.objectContaining({ role: 'ADMIN' }),
      changes: {
        name: { before: c.client.name, after: c.client.name },
        revokedAt: { before: null, after: first.body.revokedAt },
      },
    });
    const written = JSON.stringify(logged);
    expect(written).not.toContain(c.clientSecret);
    expect(written).not.toContain(c.clientId);
  });

  it('logs nothing for a create the name check refuses', async () => {
    const c = await newClient();
    const count = async () =>
      (await t.request('GET', '/api/v2/audit/all?entity=feed_client', { token: adminToken })).body
        .totalElements;
    const before = await count();
    expect((await create({ name: c.client.name, scopes: ['Media'] })).status).toBe(409);
    expect(await count()).toBe(before);
  });

  it.runIf(testDatabaseUrl())("PostgreSQL's row wall hides another site's clients", async () => {
    await newClient();
    const sandbox = await t.db.execute<{ id: number }>(
      sql`SELECT id FROM tenants WHERE slug = 'sandbox'`,
    );
    const sandboxId = ((sandbox as { rows?: { id: number }[] }).rows ?? [])[0]!.id;
    const seen = await inSiteScope(sandboxId, () => t.db.select().from(feedClients).execute());
    expect(seen.every((row) => row.tenantId === sandboxId)).toBe(true);
  });
});

describe('POST /:tenant/reso/token (OAuth2 client credentials)', () => {
  it('answers a bearer token for an hour with the client id and secret in the form', async () => {
    const c = await newClient();
    const res = await token({
      grant_type: 'client_credentials',
      client_id: c.clientId,
      client_secret: c.clientSecret,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'Property Media',
    });
  });

  it('accepts HTTP Basic client authentication and a narrower scope', async () => {
    const c = await newClient();
    const res = await token(
      { grant_type: 'client_credentials', scope: 'Media' },
      { authorization: basic(c.clientId, c.clientSecret) },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().scope).toBe('Media');
  });

  it("answers errors in RFC 6749's shape", async () => {
    const c = await newClient();
    const good = { grant_type: 'client_credentials', client_id: c.clientId };
    const cases: [Promise<{ statusCode: number; json(): unknown }>, number, string][] = [
      [token({ ...good, client_secret: 'wrong' }), 401, 'invalid_client'],
      [
        token({ ...good, client_id: 'nobody', client_secret: c.clientSecret }),
        401,
        'invalid_client',
      ],
      [token({ grant_type: 'client_credentials' }), 401, 'invalid_client'],
      [
        token({ ...good, grant_type: 'password', client_secret: c.clientSecret }),
        400,
        'unsupported_grant_type',
      ],
      [token({ client_id: c.clientId, client_secret: c.clientSecret }), 400, 'invalid_request'],
      [token({ ...good, client_secret: c.clientSecret, scope: 'Member' }), 400, 'invalid_scope'],
      [
        token(
          { ...good, client_secret: c.clientSecret },
          { authorization: basic(c.clientId, c.clientSecret) },
        ),
        400,
        'invalid_request',
      ],
      [
        t.app.inject({
          method: 'POST',
          url: '/demo/reso/token',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `${form({ ...good, client_secret: c.clientSecret })}&grant_type=client_credentials`,
        }),
        400,
        'invalid_request',
      ],
      [
        t.app.inject({
          method: 'POST',
          url: '/demo/reso/token',
          payload: { ...good, client_secret: c.clientSecret },
        }),
        400,
        'invalid_request',
      ],
      [
        t.app.inject({
          method: 'POST',
          url: '/demo/reso/token',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'x'.repeat(20_000),
        }),
        400,
        'invalid_request',
      ],
      [token({ ...good, client_secret: c.clientSecret }, {}, 'nowhere'), 404, 'invalid_request'],
      [token({ ...good, client_secret: c.clientSecret }, {}, 'sandbox'), 401, 'invalid_client'],
      [
        token({ ...good, client_secret: c.clientSecret }, {}, 'x'.repeat(900)),
        400,
        'invalid_request',
      ],
      [token({ ...good, client_secret: c.clientSecret }, {}, ''), 404, 'invalid_request'],
    ];
    for (const [response, status, error] of cases) {
      const res = await response;
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status,
        body: {
          error,
          error_description: expect.stringMatching(/^[\x20-\x21\x23-\x5b\x5d-\x7e]+$/),
        },
      });
    }
    const viaBasic = await token(
      { grant_type: 'client_credentials' },
      { authorization: basic(c.clientId, 'wrong') },
    );
    expect(viaBasic.statusCode).toBe(401);
    expect(viaBasic.headers['www-authenticate']).toMatch(/^Basic/);
  });

  it('refuses a revoked client', async () => {
    const c = await newClient();
    await t.request('POST', `/api/v2/feed-clients/ids/${c.client.publicId}/revoke`, {
      token: adminToken,
    });
    const res = await token({
      grant_type: 'client_credentials',
      client_id: c.clientId,
      client_secret: c.clientSecret,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('invalid_client');
  });
});

describe('POST /:tenant/reso/token: the rate limit', () => {
  const fromAddress = (ip: string, fields: Record<string, string>, headers = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/demo/reso/token',
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: form(fields),
    });
  const credentials = (c: { clientId: string; clientSecret: string }, secret = c.clientSecret) => ({
    grant_type: 'client_credentials',
    client_id: c.clientId,
    client_secret: secret,
  });
  const expectSlowDown = (res: Awaited<ReturnType<typeof fromAddress>>) => {
    expect(res.statusCode).toBe(429);
    expect(res.headers['cache-control']).toBe('no-store');
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(res.json()).toEqual({
      error: 'slow_down',
      error_description: `Too many token requests; try again in ${wait} seconds`,
    });
  };

  it('refuses an address past the limit with 429 slow_down; other addresses go on', async () => {
    const limit = t.config.feedTokenLimitPerMinute;
    const c = await newClient();
    for (let i = 0; i < limit; i++) {
      const guess = await fromAddress('203.0.113.7', credentials(c, `guess-${i}`));
      expect(guess.statusCode).toBe(401);
    }
    // Past the limit even the right secret waits: the count comes before the check.
    expectSlowDown(await fromAddress('203.0.113.7', credentials(c)));
    const other = await newClient();
    expect((await fromAddress('203.0.113.8', credentials(other))).statusCode).toBe(200);
  });

  it('refuses a client id past the limit from any address; another client is unaffected', async () => {
    const limit = t.config.feedTokenLimitPerMinute;
    const [c, other] = [await newClient(), await newClient()];
    for (let i = 0; i < limit; i++) {
      const res = await fromAddress(`198.51.100.${i + 1}`, credentials(c, `guess-${i}`));
      expect(res.statusCode).toBe(401);
    }
    expectSlowDown(
      await fromAddress(
        '192.0.2.1',
        { grant_type: 'client_credentials' },
        {
          authorization: basic(c.clientId, c.clientSecret),
        },
      ),
    );
    expect((await fromAddress('192.0.2.1', credentials(other))).statusCode).toBe(200);
  });
});
