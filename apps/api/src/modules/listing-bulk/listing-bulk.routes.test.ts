import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BULK_LISTINGS } from '@propdesk/shared';
import { properties, propertyImages } from '../../db/schema';
import { createAgent, createTestApp, expectError, type TestApp } from '../../test/helper';
import { approve, cast, createListing, insertTestProperty, refs } from '../../test/listings';

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

type Agent = Awaited<ReturnType<typeof createAgent>>;

const post = (path: string, body: unknown, token: string | undefined) =>
  t.request('POST', `/api/v2/properties/${path}`, token ? { token, body } : { body });

async function listingsOf(agent: Agent, count: number) {
  const made: string[] = [];
  for (let i = 0; i < count; i++) {
    made.push((await createListing(t, agent, place, { name: `Bulk ${i}` })).publicId);
  }
  return made;
}

const readAs = (id: string, token: string) =>
  t.request('GET', `/properties/ids/${id}/get`, { token });

/** The site log's newest rows of one action about one listing. */
async function auditRows(entityId: string, action: string) {
  const res = await t.request('GET', `/api/v2/audit/all?size=100&action=${action}`, {
    token: who.moderator.token,
  });
  expect(res.status).toBe(200);
  return (res.body.content as { entityId: string }[]).filter((row) => row.entityId === entityId);
}

describe('POST /api/v2/properties/selection', () => {
  it("gives the ids of the agent's own listings the filters find, newest first", async () => {
    const agent = await createAgent(t);
    const [a, b, c] = await listingsOf(agent, 3);
    await t.request('PUT', `/properties/ids/${b}/update`, {
      token: agent.token,
      body: { archived: true },
    });
    await listingsOf(who.agentB, 1);
    const all = await post('selection', {}, agent.token);
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ ids: [c, b, a], capped: false });
    const archived = await post('selection', { archived: true }, agent.token);
    expect(archived.body.ids).toEqual([b]);
    const named = await post('selection', { title: 'bulk', archived: false }, agent.token);
    expect(named.body.ids).toEqual([c, a]);
  });

  it(`holds at most ${MAX_BULK_LISTINGS} ids and says when more match`, async () => {
    const agent = await createAgent(t);
    for (let i = 0; i <= MAX_BULK_LISTINGS; i++) await insertTestProperty(t, agent.publicId);
    const res = await post('selection', {}, agent.token);
    expect(res.body.ids).toHaveLength(MAX_BULK_LISTINGS);
    expect(res.body.capped).toBe(true);
  });

  it('is for agents only', async () => {
    expectError(await post('selection', {}, undefined), 401, 'UNAUTHENTICATED');
    expect((await post('selection', {}, who.customer.token)).status).toBe(403);
    expect((await post('selection', {}, who.moderator.token)).status).toBe(403);
    expect((await post('selection', { minPrice: 'cheap' }, who.agentA.token)).status).toBe(400);
  });
});

describe('archive and restore in bulk', () => {
  it('archives each listing once, says which were already archived, and logs each', async () => {
    const agent = await createAgent(t);
    const [a, b, c] = await listingsOf(agent, 3);
    await approve(t, who.moderator.token, a!);
    await t.request('PUT', `/properties/ids/${c}/update`, {
      token: agent.token,
      body: { archived: true },
    });
    const res = await post('bulk/archive', { ids: [a, b, c] }, agent.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ action: 'archive', done: 2, unchanged: 1, failed: 0 });
    expect(res.body.results).toEqual([
      { publicId: a, name: 'Bulk 0', outcome: 'DONE', message: null },
      { publicId: b, name: 'Bulk 1', outcome: 'DONE', message: null },
      { publicId: c, name: 'Bulk 2', outcome: 'UNCHANGED', message: 'Already archived' },
    ]);
    for (const id of [a, b, c]) {
      expect((await readAs(id!, agent.token)).body.archived).toBe(true);
    }
    // The live one is gone from the public site.
    expect((await t.request('GET', `/properties/ids/${a}/get`)).status).toBe(404);
    expect(await auditRows(a!, 'archive')).toHaveLength(1);

    const back = await post('bulk/restore', { ids: [a, b] }, agent.token);
    expect(back.body).toMatchObject({ action: 'restore', done: 2, unchanged: 0 });
    expect((await t.request('GET', `/properties/ids/${a}/get`)).status).toBe(200);
    const again = await post('bulk/restore', { ids: [a] }, agent.token);
    expect(again.body.results[0]).toMatchObject({ outcome: 'UNCHANGED', message: 'Not archived' });
  });

  it("changes nothing when one id is not the agent's, and says which, as for an unknown one", async () => {
    const agent = await createAgent(t);
    const [mine] = await listingsOf(agent, 1);
    const [theirs] = await listingsOf(who.agentB, 1);
    const res = await post('bulk/archive', { ids: [mine, theirs, 'nope'] }, agent.token);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Some of the listings were not found');
    expect(res.body.details).toEqual([
      { path: 'ids.1', message: 'Property not found' },
      { path: 'ids.2', message: 'Property not found' },
    ]);
    expect((await readAs(mine!, agent.token)).body.archived).toBe(false);
    expect((await readAs(theirs!, who.agentB.token)).body.archived).toBe(false);
  });

  it('refuses an empty, repeated or oversized selection, and callers who are not agents', async () => {
    const [id] = await listingsOf(who.agentA, 1);
    const cases: [unknown, string][] = [
      [{}, 'Select at least one listing'],
      [{ ids: [] }, 'Select at least one listing'],
      [{ ids: [id, id] }, 'Each listing may be named only once'],
      [
        { ids: Array.from({ length: MAX_BULK_LISTINGS + 1 }, (_, i) => `id-${i}`) },
        `At most ${MAX_BULK_LISTINGS} listings at a time`,
      ],
      [{ ids: 'all' }, 'Select at least one listing'],
    ];
    for (const [body, message] of cases) {
      const res = await post('bulk/archive', body, who.agentA.token);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expectError(await post('bulk/archive', { ids: [id] }, undefined), 401, 'UNAUTHENTICATED');
    for (const token of [who.customer.token, who.moderator.token, who.otherTenantAgent.token]) {
      expect((await post('bulk/archive', { ids: [id] }, token)).status).toBeGreaterThanOrEqual(403);
    }
    expect((await readAs(id!, who.agentA.token)).body.archived).toBe(false);
  });
});

describe('delete in bulk', () => {
  it('deletes only when the number typed is the number selected', async () => {
    const agent = await createAgent(t);
    const ids = await listingsOf(agent, 2);
    for (const confirm of [1, 3, undefined, '2']) {
      const res = await post('bulk/delete', { ids, confirm }, agent.token);
      expect(res.status, String(confirm)).toBe(400);
    }
    const wrong = await post('bulk/delete', { ids, confirm: 3 }, agent.token);
    expect(wrong.body.details).toContainEqual({
      path: 'confirm',
      message: 'The number typed is not the number of listings selected',
    });
    for (const id of ids) expect((await readAs(id, agent.token)).status).toBe(200);

    const res = await post('bulk/delete', { ids, confirm: 2 }, agent.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ action: 'delete', done: 2, unchanged: 0, failed: 0 });
    for (const id of ids) {
      expect((await readAs(id, agent.token)).status).toBe(404);
      expect(await auditRows(id, 'delete')).toHaveLength(1);
    }
  });

  it('reports the listing whose photo cannot be removed and deletes the others', async () => {
    const agent = await createAgent(t);
    const [stuck, free] = await listingsOf(agent, 2);
    const [row] = await t.db.select().from(properties).where(eq(properties.publicId, stuck!));
    const file = `test/${stuck}/stuck.webp`;
    await t.app.storage.put(file, Buffer.from('image bytes'), 'image/webp');
    await t.db.insert(propertyImages).values({
      propertyId: row!.id,
      tenantId: row!.tenantId,
      location: 'GENERAL',
      name: 'stuck.webp',
      fileDownloadUri: t.app.storage.urlFor(file),
      variants: {},
    });
    const storage = t.app.storage as { remove: (key: string) => Promise<void> };
    const remove = storage.remove;
    storage.remove = async (key) => {
      if (key.includes('stuck')) throw new Error('storage is down');
      return remove.call(storage, key);
    };
    try {
      const res = await post('bulk/delete', { ids: [stuck, free], confirm: 2 }, agent.token);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ done: 1, failed: 1 });
      expect(res.body.results[0]).toEqual({
        publicId: stuck,
        name: 'Bulk 0',
        outcome: 'FAILED',
        message: 'Could not delete image',
      });
    } finally {
      storage.remove = remove;
    }
    expect((await readAs(stuck!, agent.token)).status).toBe(200);
    expect((await readAs(free!, agent.token)).status).toBe(404);
  });

  it('two tabs deleting the same listings at once delete each once, with one audit entry', async () => {
    const agent = await createAgent(t);
    const ids = await listingsOf(agent, 3);
    const answers = await Promise.all([
      post('bulk/delete', { ids, confirm: 3 }, agent.token),
      post('bulk/delete', { ids, confirm: 3 }, agent.token),
    ]);
    for (const res of answers) expect([200, 404]).toContain(res.status);
    const done = answers
      .filter((res) => res.status === 200)
      .flatMap((res) => res.body.results as { outcome: string }[])
      .filter((r) => r.outcome === 'DONE');
    expect(done).toHaveLength(3);
    for (const res of answers.filter((a) => a.status === 200)) expect(res.body.failed).toBe(0);
    for (const id of ids) {
      expect((await readAs(id, agent.token)).status).toBe(404);
      expect(await auditRows(id, 'delete')).toHaveLength(1);
    }
  });
});
