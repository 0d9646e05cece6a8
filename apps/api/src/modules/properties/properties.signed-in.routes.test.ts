import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { properties, users } from '../../db/schema';
import { openDatabase, type DatabaseHandle } from '../../infra/db';
import { VersionWatch } from '../../infra/version-watch';
import { createCustomer, createTestApp, decodeToken, type TestApp } from '../../test/helper';
import { jpegImage } from '../../test/images';
import { approve, cast, createListing, refs, type Agent } from '../../test/listings';
import { upload } from '../../test/uploads';
import { PrivateResponses } from '../../infra/answer-cache';

// Signed-in listing reads are answered from each caller's own cached answers, with ETags. What
// holds: the bytes are the ones the plain path computes, every write shows at the next read, and
// nobody is answered with an entry made for someone else.

let t: TestApp;
/** The same API with no signed-in answer cache (SIGNED_IN_CACHE_MB=0), on the same database. */
let plain: FastifyInstance;
let plainDatabase: DatabaseHandle | undefined;
let who: Awaited<ReturnType<typeof cast>>;
let place: { type: string; suburb: string };
let tenantId: number;

beforeAll(async () => {
  t = await createTestApp();
  who = await cast(t);
  const r = await refs(t);
  tenantId = r.tenantId;
  place = { type: await r.type('House'), suburb: await r.suburb('Avondale') };
  // On PostgreSQL a second process with its own connections; PGlite opens in one process only.
  plainDatabase = t.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: t.databaseUrl, poolSize: 2 })
    : undefined;
  plain = await buildApp({ ...t.config, signedInCacheBytes: 0 }, plainDatabase ?? t.database, {
    logger: false,
  });
  await plain.ready();
});
afterAll(async () => {
  await plain?.close();
  await plainDatabase?.close();
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

type Method = 'GET' | 'POST';

function send(
  app: FastifyInstance,
  token: string | undefined,
  method: Method,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
  tenant = 'demo',
) {
  return app.inject({
    method,
    url,
    headers: {
      'x-tenant': tenant,
      ...(token && { authorization: `Bearer ${token}` }),
      ...headers,
    },
    ...(body !== undefined && { payload: body as object }),
  });
}

/** Both apps' unsaved view counts written, so both read the same counts from the database. */
async function flushViews() {
  await t.app.modules.properties.views.flush();
  await plain.modules.properties.views.flush();
}

/**
 * The plain path's answer, then this app's computed answer and its cached one: the same status
 * and the same bytes, each time. The two apps each count a view for a counted read, so the
 * computed answers agree; the cached one is the computed one's bytes.
 */
async function expectSameBytes(token: string, method: Method, url: string, body?: unknown) {
  const reference = await send(plain, token, method, url, body);
  const computed = await send(t.app, token, method, url, body);
  const cached = await send(t.app, token, method, url, body);
  const label = `${method} ${url} ${JSON.stringify(body ?? '')}`;
  expect(computed.statusCode, label).toBe(reference.statusCode);
  expect(computed.body, label).toBe(reference.body);
  expect(cached.statusCode, label).toBe(computed.statusCode);
  expect(cached.body, label).toBe(computed.body);
  if (computed.statusCode === 200) {
    expect(cached.headers.etag).toBe(computed.headers.etag);
    expect(reference.headers.etag).toBe(computed.headers.etag);
    expect(computed.headers['cache-control']).toBe('private, no-store');
  }
  return computed;
}

describe('signed-in listing reads', () => {
  let live: { publicId: string };
  let inReview: { publicId: string };
  let other: { publicId: string };

  beforeAll(async () => {
    live = await createListing(t, who.agentA, place, { name: 'Signed-in cottage', price: 900 });
    await approve(t, who.moderator.token, live.publicId);
    inReview = await createListing(t, who.agentA, place, { name: 'Signed-in draft' });
    other = await createListing(t, who.agentB, place, { name: 'Other agent cottage' });
    await approve(t, who.moderator.token, other.publicId);
  });

  const reads = (): [Method, string, unknown?][] => [
    ['POST', '/properties/search/detailed?page=1&elementPerPage=20', {}],
    ['POST', '/properties/search/detailed?key=price&direction=asc', { title: 'cottage' }],
    ['POST', '/properties/search/detailed?page=2&elementPerPage=1', { published: 'ANY' }],
    ['GET', `/api/v2/agents/ids/${who.agentA.publicId}/properties?page=1&size=20`],
    ['GET', `/properties/ids/${live.publicId}/similar?limit=6`],
    // Reads that count a view last, so the lists above show the same counts in both apps.
    ['GET', `/properties/ids/${inReview.publicId}/get`],
    ['GET', `/properties/ids/${other.publicId}/get`],
    ['GET', `/properties/ids/${live.publicId}/get`],
  ];

  const callers = () =>
    [
      ['the owner', who.agentA.token],
      ['another agent', who.agentB.token],
      ['a customer', who.customer.token],
      ['a moderator', who.moderator.token],
    ] as const;

  async function expectAllSame() {
    for (const [name, token] of callers()) {
      await flushViews();
      for (const [method, url, body] of reads()) {
        await expectSameBytes(token, method, url, body).catch((error: Error) => {
          throw new Error(`${name}: ${error.message}`);
        });
      }
    }
  }

  it('answers every caller with the bytes the plain path computes, before and after writes', async () => {
    await expectAllSame();

    // Writes through the API: a price, a feature, a photo, an approval, an archive.
    const price = await t.request('PUT', `/properties/ids/${live.publicId}/update`, {
      token: who.agentA.token,
      body: { price: 950 },
    });
    expect(price.status).toBe(200);
    const bedroom = await (await refs(t)).feature('BEDROOM');
    const feature = await t.request(
      'POST',
      `/properties/ids/${live.publicId}/features/all/create`,
      { token: who.agentA.token, body: { bulk: [{ featureId: bedroom, quantity: 2 }] } },
    );
    expect(feature.status).toBe(201);
    const photo = await upload(
      t,
      `/properties/ids/${live.publicId}/files/upload`,
      [{ data: await jpegImage(800, 500) }],
      { token: who.agentA.token },
    );
    expect(photo.status).toBe(201);
    await approve(t, who.moderator.token, inReview.publicId);
    const archived = await t.request('PUT', `/properties/ids/${other.publicId}/update`, {
      token: who.agentB.token,
      body: { archived: true },
    });
    expect(archived.status).toBe(200);
    // The plain app hears of them as another process would (PGlite has none to poll).
    await plain.modules.properties.changed(tenantId);

    await expectAllSame();
  });

  it('answers 304 to a GET naming the ETag it holds, until the answer changes', async () => {
    const url = `/properties/ids/${inReview.publicId}/get`;
    const first = await send(t.app, who.agentA.token, 'GET', url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    for (const held of [etag, `W/${etag}`, `"elsewhere", ${etag}`, '*']) {
      const again = await send(t.app, who.agentA.token, 'GET', url, undefined, {
        'if-none-match': held,
      });
      expect(again.statusCode, held).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    // The plain path computes the answer and still spares the body.
    const computedTag = (await send(plain, who.agentA.token, 'GET', url)).headers.etag as string;
    const computed = await send(plain, who.agentA.token, 'GET', url, undefined, {
      'if-none-match': computedTag,
    });
    expect(computed.statusCode).toBe(304);
    // Another caller whose answer differs gets it whole.
    const staff = await send(t.app, who.moderator.token, 'GET', url, undefined, {
      'if-none-match': `"${'x'.repeat(27)}"`,
    });
    expect(staff.statusCode).toBe(200);

    await t.request('PUT', `/properties/ids/${inReview.publicId}/update`, {
      token: who.agentA.token,
      body: { price: 1234 },
    });
    const changed = await send(t.app, who.agentA.token, 'GET', url, undefined, {
      'if-none-match': etag,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().price).toBe(1234);

    // A search is a POST: it is answered whole whatever the request names.
    const search = '/properties/search/detailed';
    const page = await send(t.app, who.agentA.token, 'POST', search, {});
    const repeat = await send(
      t.app,
      who.agentA.token,
      'POST',
      search,
      {},
      {
        'if-none-match': page.headers.etag as string,
      },
    );
    expect(repeat.statusCode).toBe(200);
    expect(repeat.body).toBe(page.body);
  });

  it('gives no caller an entry made for another, on any site', async () => {
    const search = (token: string, tenant = 'demo') =>
      send(t.app, token, 'POST', '/properties/search/detailed', {}, {}, tenant);
    const ids = (res: LightMyRequestResponse) =>
      (res.json().content as { publicId: string }[]).map((l) => l.publicId);
    const draft = await createListing(t, who.agentA, place, { name: 'Nobody else sees me' });
    const own = await search(who.agentA.token);
    expect(ids(own)).toContain(draft.publicId);
    expect(ids(await search(who.agentA.token))).toContain(draft.publicId);
    for (const token of [who.agentB.token, who.customer.token]) {
      expect(ids(await search(token))).not.toContain(draft.publicId);
      const read = await send(t.app, token, 'GET', `/properties/ids/${draft.publicId}/get`);
      expect(read.statusCode).toBe(404);
    }
    const elsewhere = await search(who.otherTenantAgent.token, 'sandbox');
    expect(elsewhere.statusCode).toBe(200);
    expect(ids(elsewhere)).not.toContain(draft.publicId);
    // A session of another site is refused before any answer is looked up.
    const crossed = await search(who.otherTenantAgent.token);
    expect(crossed.statusCode).toBe(403);
  });

  it('shows a write made through the API at the next read', async () => {
    const p = await createListing(t, who.agentA, place, { name: 'Write then read' });
    const url = `/properties/ids/${p.publicId}/get`;
    const read = async (token = who.agentA.token) => (await send(t.app, token, 'GET', url)).json();
    const listed = async () =>
      (
        await send(t.app, who.agentA.token, 'POST', '/properties/search/detailed', {
          title: 'Write then read',
        })
      ).json().content[0];
    expect((await read()).price).toBe(800);
    expect((await listed()).price).toBe(800);

    await t.request('PUT', `/properties/ids/${p.publicId}/update`, {
      token: who.agentA.token,
      body: { price: 810 },
    });
    expect((await read()).price).toBe(810);
    expect((await listed()).price).toBe(810);

    const pool = await (await refs(t)).feature('POOL');
    await t.request('POST', `/properties/ids/${p.publicId}/features/all/create`, {
      token: who.agentA.token,
      body: { bulk: [{ featureId: pool }] },
    });
    expect((await read()).features.map((f: { name: string }) => f.name)).toContain('POOL');

    await upload(
      t,
      `/properties/ids/${p.publicId}/files/upload`,
      [{ data: await jpegImage(800, 500) }],
      {
        token: who.agentA.token,
      },
    );
    expect((await read()).images.GENERAL).toHaveLength(1);
    expect((await listed()).images.GENERAL).toHaveLength(1);

    expect((await send(t.app, who.customer.token, 'GET', url)).statusCode).toBe(404);
    await approve(t, who.moderator.token, p.publicId);
    expect((await read(who.customer.token)).published).toBe('APPROVED');
    await t.request('POST', `/properties/ids/${p.publicId}/reject`, {
      token: who.moderator.token,
      body: { reason: 'Needs a better photo' },
    });
    expect((await read()).rejectionReason).toBe('Needs a better photo');
    expect((await send(t.app, who.customer.token, 'GET', url)).statusCode).toBe(404);

    await t.request('DELETE', `/properties/ids/${p.publicId}/delete`, { token: who.agentA.token });
    expect((await send(t.app, who.agentA.token, 'GET', url)).statusCode).toBe(404);
    expect(await listed()).toBeUndefined();
  });

  it('answers a repeat read from the cache until the listings version moves', async () => {
    const url = `/properties/ids/${live.publicId}/get`;
    const first = await send(t.app, who.agentA.token, 'GET', url);
    // Written behind the API's back: no process is told, so the cached answer stands.
    await t.db
      .update(properties)
      .set({ name: 'Renamed behind the API' })
      .where(eq(properties.publicId, live.publicId));
    expect((await send(t.app, who.agentA.token, 'GET', url)).body).toBe(first.body);
    await t.app.modules.properties.changed(tenantId);
    const after = await send(t.app, who.agentA.token, 'GET', url);
    expect(after.json().name).toBe('Renamed behind the API');
  });

  it("shows a view count at most the answer's lifetime old", async () => {
    const url = `/properties/ids/${live.publicId}/get`;
    const views = async () => (await send(t.app, who.agentA.token, 'GET', url)).json().views;
    vi.useFakeTimers({ toFake: ['Date'] });
    const before = await views();
    await send(t.app, who.customer.token, 'GET', url);
    await send(t.app, who.customer.token, 'GET', url);
    expect(await views()).toBe(before);
    vi.setSystemTime(Date.now() + PrivateResponses.TTL_MS);
    await new Promise((r) => setTimeout(r, 5)); // the caches read the clock at most once a ms
    expect(await views()).toBe(before + 2);
  });
});

describe('changes to an account', () => {
  const waitFor = async (check: () => Promise<boolean>) => {
    const started = Date.now();
    while (!(await check()) && Date.now() - started < 5 * VersionWatch.CHECK_MS) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await check()).toBe(true);
    return Date.now() - started;
  };

  it('take effect within about a second: a role given and taken, an account deleted', async () => {
    const agent: Agent = who.agentA;
    const draft = await createListing(t, agent, place, { name: 'Staff only sight' });
    const person = await createCustomer(t);
    const publicId = decodeToken(person.token).sub as string;
    const url = `/properties/ids/${draft.publicId}/get`;
    const status = async () => (await send(t.app, person.token, 'GET', url)).statusCode;
    expect(await status()).toBe(404);
    expect(await status()).toBe(404);

    const setRoles = (roles: string[]) =>
      t.db
        .update(users)
        .set({ roles })
        .where(eq(users.publicId, publicId))
        .then(() => undefined);
    await setRoles(['MODERATOR']);
    expect(await waitFor(async () => (await status()) === 200)).toBeLessThan(
      3 * VersionWatch.CHECK_MS,
    );
    await setRoles(['CUSTOMER']);
    expect(await waitFor(async () => (await status()) === 404)).toBeLessThan(
      3 * VersionWatch.CHECK_MS,
    );

    await t.db.delete(users).where(eq(users.publicId, publicId));
    expect(await waitFor(async () => (await status()) === 401)).toBeLessThan(
      3 * VersionWatch.CHECK_MS,
    );
    // Reads that do not keep recent look-ups see it at once, as before.
    const me = await t.request('GET', `/auth/users/names/${encodeURIComponent(person.email)}/get`, {
      token: person.token,
    });
    expect(me.status).toBe(401);
  });
});
