import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_SCOPES } from '@propdesk/shared';
import { properties } from '../../db/schema';
import {
  createAdmin,
  createAgent,
  DEMO_ACCOUNTS,
  createTestApp,
  type TestApp,
} from '../../test/helper';
import { jpegImage } from '../../test/images';
import { approve, createListing, refs } from '../../test/listings';
import { createResoSourceWorker } from '.';

let t: TestApp;
let root: string;
let demoAdmin: string;
let sandboxAdmin: string;
let moderator: string;
let clientId: string;
let clientSecret: string;

type Agent = Awaited<ReturnType<typeof createAgent>>;
let agentA: Agent;
let agentB: Agent;
let sandboxAgent: Agent;
const demoListings: string[] = [];

beforeAll(async () => {
  // The sandbox site replicates from the demo site's own feed, served on loopback.
  t = await createTestApp({ REMOTE_FETCH_ALLOW: '127.0.0.1' });
  root = await t.app.listen({ host: '127.0.0.1', port: 0 });
  // The test runs replications with a worker of its own.
  await t.app.resoSources.stop();
  [demoAdmin, sandboxAdmin, moderator, agentA, agentB, sandboxAgent] = await Promise.all([
    createAdmin(t, 'demo').then((s) => s.token),
    createAdmin(t, 'sandbox').then((s) => s.token),
    t.login(DEMO_ACCOUNTS.moderator.email, DEMO_ACCOUNTS.moderator.password).then((s) => s.token),
    createAgent(t, 'demo'),
    createAgent(t, 'demo'),
    createAgent(t, 'sandbox'),
  ]);
  const client = await t.request('POST', '/api/v2/feed-clients', {
    token: demoAdmin,
    body: { name: 'Sandbox replication', scopes: [...FEED_SCOPES] },
  });
  expect(client.status).toBe(201);
  ({ clientId, clientSecret } = client.body);

  const demo = await refs(t, 'demo');
  const place = { type: await demo.type('House'), suburb: await demo.suburb('Avondale') };
  for (const [agent, price] of [
    [agentA, 800],
    [agentA, 950],
    [agentB, 700],
  ] as const) {
    const listing = await createListing(t, agent, place, { price, name: `Cottage ${price}` });
    await approve(t, moderator, listing.publicId);
    demoListings.push(listing.publicId);
  }
});
afterAll(() => t.close());

const sources = '/api/v2/reso-sources';
const asSandbox = () => ({ token: sandboxAdmin, tenant: 'sandbox' });

async function replicate(sourceId: string) {
  const asked = await t.request('POST', `${sources}/${sourceId}/run`, asSandbox());
  expect(asked.status).toBe(202);
  expect(asked.body.source.runRequested).toBe(true);
  const worker = createResoSourceWorker(t.app.modules.resoSources);
  expect(await worker.drain()).toBe(1);
  await worker.stop();
  const runs = await t.request('GET', `${sources}/${sourceId}/runs`, asSandbox());
  expect(runs.status).toBe(200);
  const run = await t.request(
    'GET',
    `${sources}/${sourceId}/runs/${runs.body.items[0].publicId}`,
    asSandbox(),
  );
  expect(run.status).toBe(200);
  return run.body as {
    run: Record<string, number | string | null>;
    items: { listingKey: string; outcome: string; reasons: string[]; listingPublicId: string }[];
  };
}

const counts = (run: Record<string, unknown>) => ({
  created: run.created,
  updated: run.updated,
  archived: run.archived,
  skipped: run.skipped,
  failed: run.failed,
});

async function sandboxListings() {
  const sandbox = await refs(t, 'sandbox');
  return t.db
    .select()
    .from(properties)
    .where(and(eq(properties.tenantId, sandbox.tenantId), eq(properties.source, 'reso')));
}

describe('replicating another RESO server', () => {
  let sourceId: string;

  it('connects a source: the secret is never answered, and the test finds the resources', async () => {
    const created = await t.request('POST', sources, {
      ...asSandbox(),
      body: {
        name: 'Demo feed',
        serviceRoot: `${root}/demo/reso/odata`,
        tokenUrl: `${root}/demo/reso/token`,
        clientId,
        clientSecret,
      },
    });
    expect(created.status).toBe(201);
    expect(JSON.stringify(created.body)).not.toContain(clientSecret);
    expect(created.body).toMatchObject({ status: 'active', everyMinutes: 15, cursor: null });
    sourceId = created.body.publicId;

    const tested = await t.request('POST', `${sources}/${sourceId}/test`, asSandbox());
    expect(tested.status).toBe(200);
    expect(tested.body.resources).toEqual(expect.arrayContaining(['Property', 'Member', 'Office']));
    expect(tested.body.counts).toEqual({ Property: 3, Member: 2, Office: 2 });

    const remote = await t.request('GET', `${sources}/${sourceId}/members`, asSandbox());
    expect(remote.status).toBe(200);
    expect(remote.body.members.map((m: { key: string }) => m.key).sort()).toEqual(
      [agentA.publicId, agentB.publicId].sort(),
    );
    expect(remote.body.members.every((m: { agentId: null }) => m.agentId === null)).toBe(true);

    const mapped = await t.request('PUT', `${sources}/${sourceId}/mapping`, {
      ...asSandbox(),
      body: {
        entries: [{ kind: 'Member', remoteKey: agentA.publicId, agentId: sandboxAgent.publicId }],
      },
    });
    expect(mapped.status).toBe(200);
    expect(mapped.body.entries).toEqual([
      { kind: 'Member', remoteKey: agentA.publicId, agentId: sandboxAgent.publicId },
    ]);
  });

  it("copies the mapped agent's live listings in review, and skips the unmapped one with a reason", async () => {
    const { run, items } = await replicate(sourceId);
    expect(run.status).toBe('finished');
    expect(counts(run)).toEqual({ created: 2, updated: 0, archived: 0, skipped: 1, failed: 0 });
    const skipped = items.find((i) => i.outcome === 'skipped')!;
    expect(skipped.listingKey).toBe(demoListings[2]);
    expect(skipped.reasons[0]).toContain(`member '${agentB.publicId}'`);

    const copied = await sandboxListings();
    expect(copied.map((p) => p.agentReference).sort()).toEqual(demoListings.slice(0, 2).sort());
    for (const listing of copied) {
      expect(listing).toMatchObject({ published: 'REVIEW', source: 'reso', category: 'RENT' });
      expect(listing.currency).toBe('USD');
    }
    expect(copied.map((p) => p.price).sort()).toEqual([800, 950]);

    const source = await t.request('GET', `${sources}/${sourceId}`, asSandbox());
    expect(source.body).toMatchObject({ listingsCount: 2, lastError: null, runRequested: false });
    expect(source.body.cursor.listingKey).toBe(demoListings[2]);
  });

  it('a second run with nothing new changes nothing', async () => {
    const before = await sandboxListings();
    const { run } = await replicate(sourceId);
    expect(counts(run)).toEqual({ created: 0, updated: 0, archived: 0, skipped: 0, failed: 0 });
    const after = await sandboxListings();
    expect(after.map((p) => p.updatedAt.getTime()).sort()).toEqual(
      before.map((p) => p.updatedAt.getTime()).sort(),
    );
  });

  it("mapping another member brings in that member's listings, and leaves the others unchanged", async () => {
    const mapped = await t.request('PUT', `${sources}/${sourceId}/mapping`, {
      ...asSandbox(),
      body: {
        entries: [
          { kind: 'Member', remoteKey: agentA.publicId, agentId: sandboxAgent.publicId },
          { kind: 'Office', remoteKey: agentB.code, agentId: sandboxAgent.publicId },
        ],
      },
    });
    expect(mapped.status).toBe(200);
    const { run, items } = await replicate(sourceId);
    expect(counts(run)).toEqual({ created: 1, updated: 0, archived: 0, skipped: 0, failed: 0 });
    expect(run.unchanged).toBe(2);
    expect(items.map((i) => i.listingKey)).toEqual([demoListings[2]]);
  });

  it('a changed listing that stays live updates only its copy', async () => {
    const changed = await t.request('PUT', `/properties/ids/${demoListings[0]}/update`, {
      token: agentA.token,
      body: { price: 875 },
    });
    expect(changed.status).toBe(200);
    // A price change does not send a live listing back to review.
    expect(changed.body.published).toBe('APPROVED');
    const { run, items } = await replicate(sourceId);
    expect(counts(run)).toEqual({ created: 0, updated: 1, archived: 0, skipped: 0, failed: 0 });
    expect(items.map((i) => i.listingKey)).toEqual([demoListings[0]]);
    const copy = (await sandboxListings()).find((p) => p.agentReference === demoListings[0])!;
    expect(copy.price).toBe(875);
  });

  it('an archived listing is archived in the copy', async () => {
    const archived = await t.request('PUT', `/properties/ids/${demoListings[1]}/update`, {
      token: agentA.token,
      body: { archived: true },
    });
    expect(archived.status).toBe(200);
    const { run, items } = await replicate(sourceId);
    expect(counts(run)).toEqual({ created: 0, updated: 0, archived: 1, skipped: 0, failed: 0 });
    expect(items[0]).toMatchObject({ listingKey: demoListings[1], outcome: 'archived' });
    const copy = (await sandboxListings()).find((p) => p.agentReference === demoListings[1])!;
    expect(copy.archived).toBe(true);
  });

  it('a refused secret fails the run with a clear error and keeps the cursor', async () => {
    const before = (await t.request('GET', `${sources}/${sourceId}`, asSandbox())).body;
    const changed = await t.request('PATCH', `${sources}/${sourceId}`, {
      ...asSandbox(),
      body: { clientSecret: 'not-the-secret' },
    });
    expect(changed.status).toBe(200);
    const { run } = await replicate(sourceId);
    expect(run.status).toBe('failed');
    expect(run.error).toMatch(/token endpoint refused the credentials \(401\).*invalid_client/);
    const after = (await t.request('GET', `${sources}/${sourceId}`, asSandbox())).body;
    expect(after.cursor).toEqual(before.cursor);
    expect(after.lastError).toBe(run.error);
    const tested = await t.request('POST', `${sources}/${sourceId}/test`, asSandbox());
    expect(tested.status).toBe(422);
    expect(tested.body.message).toContain('(401)');
  });

  it('pauses and deletes a source', async () => {
    const paused = await t.request('PATCH', `${sources}/${sourceId}`, {
      ...asSandbox(),
      body: { status: 'paused' },
    });
    expect(paused.body.status).toBe('paused');
    const listed = await t.request('GET', sources, asSandbox());
    expect(listed.body.items.map((s: { publicId: string }) => s.publicId)).toEqual([sourceId]);
    const deleted = await t.request('DELETE', `${sources}/${sourceId}`, asSandbox());
    expect(deleted.status).toBe(204);
    expect((await t.request('GET', `${sources}/${sourceId}`, asSandbox())).status).toBe(404);
    // The listings it brought in stay.
    expect(await sandboxListings()).toHaveLength(3);
  });
});

describe('RESO sources: input and access', () => {
  const body = () => ({
    name: `Feed ${Math.random().toString(36).slice(2, 8)}`,
    serviceRoot: 'https://feed.example.com/demo/reso/odata',
    tokenUrl: 'https://feed.example.com/demo/reso/token',
    clientId: 'abc',
    clientSecret: 'def',
    // Not run by the schedule while the other tests run theirs.
    status: 'paused',
  });

  it('refuses bad input with the field, and a second source of the same name', async () => {
    for (const bad of [
      { serviceRoot: 'ftp://feed.example.com/odata' },
      { tokenUrl: 'https://user:pw@feed.example.com/token' },
      { everyMinutes: 1 },
      { name: '' },
      { extra: true },
    ]) {
      const res = await t.request('POST', sources, { ...asSandbox(), body: { ...body(), ...bad } });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const first = body();
    expect((await t.request('POST', sources, { ...asSandbox(), body: first })).status).toBe(201);
    const again = await t.request('POST', sources, {
      ...asSandbox(),
      body: { ...body(), name: first.name.toUpperCase() },
    });
    expect(again.status).toBe(409);
  });

  it('refuses a mapping to an agent of another site, and a private address at test time', async () => {
    const made = await t.request('POST', sources, {
      ...asSandbox(),
      body: { ...body(), serviceRoot: 'http://10.0.0.1/odata', tokenUrl: 'http://10.0.0.1/token' },
    });
    const id = made.body.publicId;
    const mapping = await t.request('PUT', `${sources}/${id}/mapping`, {
      ...asSandbox(),
      body: { entries: [{ kind: 'Member', remoteKey: 'X', agentId: agentA.publicId }] },
    });
    expect(mapping.status).toBe(400);
    expect(mapping.body.details[0].path).toBe('entries.0.agentId');
    const tested = await t.request('POST', `${sources}/${id}/test`, asSandbox());
    expect(tested.status).toBe(422);
    expect(tested.body.message).toContain('is not allowed');
  });

  it("is for the site's admins only: moderators and agents refused, another site's unknown", async () => {
    const made = await t.request('POST', sources, { ...asSandbox(), body: body() });
    const id = made.body.publicId;
    expect((await t.request('GET', sources, { token: moderator })).status).toBe(403);
    expect((await t.request('GET', sources, { token: agentA.token })).status).toBe(403);
    expect(
      (await t.request('GET', `${sources}/${id}`, { token: sandboxAgent.token, tenant: 'sandbox' }))
        .status,
    ).toBe(403);
    const asAgent = { token: sandboxAgent.token, tenant: 'sandbox' };
    const verify = await t.request('POST', `${sources}/${id}/test`, asAgent);
    expect(verify.status, JSON.stringify(verify.body)).toBe(403);
    const mapping = await t.request('PUT', `${sources}/${id}/mapping`, {
      ...asAgent,
      body: { entries: [] },
    });
    expect(mapping.status, JSON.stringify(mapping.body)).toBe(403);
    const other = await t.request('GET', `${sources}/${id}`, { token: demoAdmin });
    expect(other.status).toBe(404);
    expect((await t.request('POST', `${sources}/${id}/run`, { token: demoAdmin })).status).toBe(
      404,
    );
    expect((await t.request('GET', sources, { token: demoAdmin })).body.items).toEqual([]);
  });
});

/** A Property record of another server: a house in Avondale listed by member M1. */
const remoteListing = (key: string, modified: string, more: Record<string, unknown> = {}) => ({
  ListingKey: key,
  ModificationTimestamp: modified,
  StandardStatus: 'Active',
  ListAgentKey: 'M1',
  PropertyType: 'Residential',
  PropertySubType: 'Single Family Residence',
  ListPrice: 120000,
  Country: 'ZW',
  City: 'Harare',
  SubdivisionName: 'Avondale',
  Latitude: -17.8,
  Longitude: 31.04,
  Media: [],
  ...more,
});

/** A remote server on loopback: `answer` serves its feed, and /token a token for it. */
async function remoteServer(
  answer: (url: URL, send: (status: number, body: unknown) => void) => void,
) {
  const server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/token') return send(200, { access_token: 'tok', expires_in: 3600 });
    if (req.headers.authorization !== 'Bearer tok') return send(401, {});
    answer(url, send);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close() {
      server.closeAllConnections();
      return new Promise<void>((done) => server.close(() => done()));
    },
  };
}

describe('a remote server that fails', () => {
  let server: Server;
  let remote: string;
  let mode: 'ok' | '503' | '429' | 'slow' = '503';
  let photo: Buffer;
  const at = (minute: number) => `2026-11-20T10:0${minute}:00.000Z`;
  const listing = (key: string, minute: number, more: Record<string, unknown> = {}) =>
    remoteListing(key, at(minute), more);
  const pages = () => [
    [listing('A', 1, { SubdivisionName: 'Nowhere' }), listing('B', 2)],
    [listing('C', 3, { Media: [{ MediaURL: `${remote}/photo.jpg`, Order: 1 }] })],
  ];

  beforeAll(async () => {
    photo = await jpegImage(800, 600);
    server = createServer((req, res) => {
      const url = new URL(req.url!, 'http://x');
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(body));
      };
      if (url.pathname === '/token') return send(200, { access_token: 'tok', expires_in: 3600 });
      if (url.pathname === '/photo.jpg') {
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        return res.end(photo);
      }
      if (req.headers.authorization !== 'Bearer tok') return send(401, {});
      if (url.pathname === '/odata/EntityEvent') return send(200, { value: [] });
      if (url.pathname !== '/odata/Property') return send(404, {});
      const since = /ModificationTimestamp ge (\S+)/.exec(
        url.searchParams.get('$filter') ?? '',
      )?.[1];
      const page = Number(url.searchParams.get('page') ?? '0');
      if (page === 1 && mode === '503') return send(503, {});
      if (page === 1 && mode === '429') return send(429, {}, { 'retry-after': '30' });
      if (page === 1 && mode === 'slow') return; // never answers
      const value = pages()[page]!.filter((r) => !since || r.ModificationTimestamp >= since);
      send(200, {
        value,
        ...(page === 0 && { '@odata.nextLink': `${remote}/odata/Property?page=1` }),
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    remote = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((done) => server.close(() => done()));
  });

  it('records a failed record and goes on; 503, 429 and a timeout end the run with the cursor kept', async () => {
    const made = await t.request('POST', sources, {
      ...asSandbox(),
      body: {
        name: 'Flaky MLS',
        serviceRoot: `${remote}/odata`,
        tokenUrl: `${remote}/token`,
        clientId: 'id',
        clientSecret: 'secret',
      },
    });
    const id = made.body.publicId;
    // Not scheduled before anything is mapped.
    const idle = createResoSourceWorker(t.app.modules.resoSources);
    expect(await idle.drain()).toBe(0);
    await idle.stop();
    await t.request('PUT', `${sources}/${id}/mapping`, {
      ...asSandbox(),
      body: { entries: [{ kind: 'Member', remoteKey: 'M1', agentId: sandboxAgent.publicId }] },
    });

    const first = await replicate(id);
    expect(first.run).toMatchObject({ status: 'failed', error: 'The server failed (503)' });
    expect(counts(first.run)).toEqual({
      created: 1,
      updated: 0,
      archived: 0,
      skipped: 0,
      failed: 1,
    });
    expect(first.items.find((i) => i.listingKey === 'A')!.reasons).toEqual([
      "No suburb of this site is named 'Nowhere, Harare, ZW'",
    ]);
    const cursor = { modificationTimestamp: at(2), listingKey: 'B' };
    expect((await t.request('GET', `${sources}/${id}`, asSandbox())).body.cursor).toEqual(cursor);

    mode = '429';
    const second = await replicate(id);
    expect(second.run.error).toBe('The server asked to slow down (429): retry after 30 s');
    expect(counts(second.run)).toEqual({
      created: 0,
      updated: 0,
      archived: 0,
      skipped: 0,
      failed: 0,
    });

    mode = 'slow';
    const settings = t.app.modules.resoSources.config.remoteFetch;
    const timeoutMs = settings.timeoutMs;
    settings.timeoutMs = 300;
    try {
      const third = await replicate(id);
      expect(third.run.error).toMatch(/took too long to answer$/);
    } finally {
      settings.timeoutMs = timeoutMs;
    }
    const source = (await t.request('GET', `${sources}/${id}`, asSandbox())).body;
    expect(source.cursor).toEqual(cursor);
    expect(source.lastError).toMatch(/took too long/);

    // Two requests at once ask for one run; it goes on from the cursor and fetches the photo.
    mode = 'ok';
    const asked = await Promise.all([
      t.request('POST', `${sources}/${id}/run`, asSandbox()),
      t.request('POST', `${sources}/${id}/run`, asSandbox()),
    ]);
    expect(asked.map((r) => r.status)).toEqual([202, 202]);
    const fourth = await replicate(id);
    expect(fourth.run.status).toBe('finished');
    expect(counts(fourth.run)).toEqual({
      created: 1,
      updated: 0,
      archived: 0,
      skipped: 0,
      failed: 0,
    });
    expect(fourth.items).toEqual([
      expect.objectContaining({ listingKey: 'C', outcome: 'created', reasons: [] }),
    ]);
    const runs = (await t.request('GET', `${sources}/${id}/runs`, asSandbox())).body.items;
    expect(runs).toHaveLength(4);
    const photos = await t.request(
      'GET',
      `/properties/ids/${fourth.items[0]!.listingPublicId}/get`,
      {
        token: sandboxAgent.token,
        tenant: 'sandbox',
      },
    );
    expect(photos.status).toBe(200);
    expect(photos.body.images.GENERAL).toHaveLength(1);
    expect(photos.body).toMatchObject({ source: 'reso', agentReference: 'C' });
  });
});

describe('a remote server that keeps to $top (no nextLink past it)', () => {
  // 200 records of a member not mapped here, then one of the mapped member: one query of 200
  // does not reach it.
  const records = Array.from({ length: 201 }, (_, i) =>
    remoteListing(
      `TOP-${String(i).padStart(3, '0')}`,
      new Date(Date.UTC(2026, 10, 21, 0, 0, i)).toISOString(),
      {
        ListAgentKey: i < 200 ? 'MX' : 'M1',
      },
    ),
  );
  const asked: string[] = [];
  const events: { EntityEventSequence: number; ResourceName: string; ResourceRecordKey: string }[] =
    [];
  const eventsAsked: string[] = [];
  let server: Awaited<ReturnType<typeof remoteServer>>;
  beforeAll(async () => {
    server = await remoteServer((url, send) => {
      if (url.pathname === '/odata/EntityEvent') {
        const filter = url.searchParams.get('$filter');
        if (!filter) return send(200, { value: events.slice(-1) });
        eventsAsked.push(filter);
        const after = Number(/EntityEventSequence gt (\d+)/.exec(filter)?.[1]);
        const top = Number(url.searchParams.get('$top'));
        return send(200, {
          value: events.filter((e) => e.EntityEventSequence > after).slice(0, top),
        });
      }
      if (url.pathname !== '/odata/Property') return send(404, {});
      asked.push(url.searchParams.get('$filter') ?? '');
      const since = /ModificationTimestamp ge (\S+)/.exec(
        url.searchParams.get('$filter') ?? '',
      )?.[1];
      const top = Number(url.searchParams.get('$top'));
      send(200, {
        value: records.filter((r) => !since || r.ModificationTimestamp >= since).slice(0, top),
      });
    });
  });
  afterAll(() => server.close());

  it('asks again from the cursor until a query comes back short', async () => {
    const made = await t.request('POST', sources, {
      ...asSandbox(),
      body: {
        name: 'Strict MLS',
        serviceRoot: `${server.url}/odata`,
        tokenUrl: `${server.url}/token`,
        clientId: 'id',
        clientSecret: 'secret',
      },
    });
    const id = made.body.publicId;
    await t.request('PUT', `${sources}/${id}/mapping`, {
      ...asSandbox(),
      body: { entries: [{ kind: 'Member', remoteKey: 'M1', agentId: sandboxAgent.publicId }] },
    });
    const { run, items } = await replicate(id);
    expect(run.status).toBe('finished');
    expect(counts(run)).toEqual({ created: 1, updated: 0, archived: 0, skipped: 200, failed: 0 });
    expect(items.find((i) => i.outcome === 'created')!.listingKey).toBe('TOP-200');
    // The second query starts at the 200th record, and brings 2: short, so the run ends.
    expect(asked).toEqual(['', `ModificationTimestamp ge ${records[199]!.ModificationTimestamp}`]);

    // 201 events, the last one withdrawing the listing: one query of 200 does not reach it.
    for (let sequence = 1; sequence <= 201; sequence++) {
      events.push({
        EntityEventSequence: sequence,
        ResourceName: 'Property',
        ResourceRecordKey:
          sequence === 201 ? 'TOP-200' : `TOP-${String(sequence - 1).padStart(3, '0')}`,
      });
    }
    eventsAsked.length = 0;
    const second = await replicate(id);
    expect(second.run.status).toBe('finished');
    expect(counts(second.run)).toMatchObject({ created: 0, archived: 1 });
    expect(second.items.find((i) => i.outcome === 'archived')!.listingKey).toBe('TOP-200');
    expect(eventsAsked).toEqual(['EntityEventSequence gt 0', 'EntityEventSequence gt 200']);
  });
});
