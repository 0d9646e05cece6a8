import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testDatabaseUrl } from '../../config';
import { listingsVersions } from '../../db/schema';
import { openDatabase, type DatabaseHandle } from '../../infra/db';
import { createTestApp, type TestApp } from '../../test/helper';
import { approve, cast, createListing, refs } from '../../test/listings';
import { SharedVersions } from './properties.versions';

let t: TestApp;
let who: Awaited<ReturnType<typeof cast>>;
let place: { type: string; suburb: string };

beforeAll(async () => {
  t = await createTestApp();
  who = await cast(t);
  const r = await refs(t);
  place = { type: await r.type('House'), suburb: await r.suburb('Avondale') };
});
afterAll(() => t.close());

const search = (body: unknown, token?: string) =>
  t.request('POST', '/properties/search?elementPerPage=50', { body, ...(token && { token }) });

describe('public response cache', () => {
  it('still refuses a bad request that follows a cached good one', async () => {
    expect((await search({ category: 'RENT' })).status).toBe(200);
    expect((await search({ category: 'RENT' })).status).toBe(200);
    const bad = await search({ category: 'CASTLE' });
    expect(bad.status).toBe(400);
    expect((await search({ category: 'CASTLE' })).status).toBe(400);
  });

  it('answers but never caches a request padded past the key limit', async () => {
    const { tenantId } = await refs(t);
    const responses = t.app.modules.properties.answers.public;
    const padded = { category: 'SALE', padding: 'x'.repeat(3000) };
    expect((await search(padded)).status).toBe(200);
    expect((await search(padded)).status).toBe(200);
    // The key names the reader's negotiated language (the site's default, English, here).
    const key = (body: unknown) =>
      `POST /properties/search?elementPerPage=50 en ${JSON.stringify(body)}`;
    expect(responses.get(tenantId, key(padded))).toBeUndefined();
    expect(responses.get(tenantId, key({ category: 'SALE' }))).toBeUndefined();
    await search({ category: 'SALE' });
    expect(responses.get(tenantId, key({ category: 'SALE' }))).toBeDefined();
  });

  it('shows a newly approved listing to anonymous callers at once', async () => {
    const p = await createListing(t, who.agentA, place, { name: 'Fresh cache cottage' });
    const before = await search({ title: 'Fresh cache cottage' });
    expect(before.body.content).toHaveLength(0);
    await approve(t, who.moderator.token, p.publicId);
    const after = await search({ title: 'Fresh cache cottage' });
    expect(after.body.content.map((l: { publicId: string }) => l.publicId)).toEqual([p.publicId]);
  });

  it('keeps each site apart: the same request answers per site', async () => {
    const p = await createListing(t, who.agentA, place, { name: 'Only in demo' });
    await approve(t, who.moderator.token, p.publicId);
    const body = { title: 'Only in demo' };
    const demo = await t.request('POST', '/properties/search', { body });
    expect(demo.body.content).toHaveLength(1);
    const sandbox = await t.request('POST', '/properties/search', { tenant: 'sandbox', body });
    expect(sandbox.status).toBe(200);
    expect(sandbox.body.content).toHaveLength(0);
  });

  it('counts every view of a listing read by many at once', async () => {
    const p = await createListing(t, who.agentA, place);
    await approve(t, who.moderator.token, p.publicId);
    const reads = await Promise.all(
      Array.from({ length: 8 }, () => t.request('GET', `/properties/ids/${p.publicId}/get`)),
    );
    expect(reads.map((r) => r.status)).toEqual(Array(8).fill(200));
    await t.app.modules.properties.views.flush();
    const own = await t.request('GET', `/properties/ids/${p.publicId}/get`, {
      token: who.agentA.token,
    });
    expect(own.body.views).toBe(8);
  });

  it('never answers a signed-in agent from the anonymous cache', async () => {
    const p = await createListing(t, who.agentA, place, { name: 'Agent only view' });
    const anonymous = await t.request('GET', `/properties/ids/${p.publicId}/get`);
    expect(anonymous.status).toBe(404);
    const own = await t.request('GET', `/properties/ids/${p.publicId}/get`, {
      token: who.agentA.token,
    });
    expect(own.status).toBe(200);
    expect((await t.request('GET', `/properties/ids/${p.publicId}/get`)).status).toBe(404);
  });
});

describe('listings changed by another server process', () => {
  const postgres = !!testDatabaseUrl();
  let other: FastifyInstance;
  let otherDatabase: DatabaseHandle;

  beforeAll(async () => {
    if (!t.databaseUrl) return;
    otherDatabase = await openDatabase({ kind: 'postgres', url: t.databaseUrl, poolSize: 2 });
    other = await buildApp(t.config, otherDatabase, { logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await otherDatabase?.close();
  });

  const readThroughOther = async (id: string) => {
    const res = await other.inject({
      method: 'GET',
      url: `/properties/ids/${id}/get`,
      headers: { 'x-tenant': 'demo' },
    });
    return res.json();
  };

  it.runIf(postgres)('are seen by this process within about a second', async () => {
    const p = await createListing(t, who.agentA, place, { price: 700 });
    await approve(t, who.moderator.token, p.publicId);
    expect((await readThroughOther(p.publicId)).price).toBe(700);
    // Let the other process take its first look at the version, then cache the answer.
    await new Promise((r) => setTimeout(r, SharedVersions.CHECK_MS + 100));
    expect((await readThroughOther(p.publicId)).price).toBe(700);

    const edited = await t.request('PUT', `/properties/ids/${p.publicId}/update`, {
      token: who.agentA.token,
      body: { price: 650 },
    });
    expect(edited.status).toBe(200);
    const [row] = await t.db
      .select()
      .from(listingsVersions)
      .where(eq(listingsVersions.tenantId, (await refs(t)).tenantId));
    expect(row!.version).toBeGreaterThan(0);

    const started = Date.now();
    let price = 700;
    while (price !== 650 && Date.now() - started < 5 * SharedVersions.CHECK_MS) {
      await new Promise((r) => setTimeout(r, 50));
      price = (await readThroughOther(p.publicId)).price;
    }
    expect(price).toBe(650);
    expect(Date.now() - started).toBeLessThan(3 * SharedVersions.CHECK_MS);
  });

  it.runIf(postgres)('are seen at the first read of a process idle for a second', async () => {
    const p = await createListing(t, who.agentA, place, { price: 900 });
    await approve(t, who.moderator.token, p.publicId);
    const { tenantId } = await refs(t);
    // Read until the other process holds the answer under the version it has looked at last.
    for (const wait of [0, SharedVersions.CHECK_MS + 100, 100]) {
      await new Promise((r) => setTimeout(r, wait));
      expect((await readThroughOther(p.publicId)).price).toBe(900);
    }
    // The key names the reader's negotiated language: the site's default, English, here.
    const key = `GET /properties/ids/${p.publicId}/get en `;
    expect(other.modules.properties.answers.public.get(tenantId, key)).toBeDefined();

    await new Promise((r) => setTimeout(r, SharedVersions.CHECK_MS + 100));
    const edited = await t.request('PUT', `/properties/ids/${p.publicId}/update`, {
      token: who.agentA.token,
      body: { price: 850 },
    });
    expect(edited.status).toBe(200);
    expect((await readThroughOther(p.publicId)).price).toBe(850);
  });
});
