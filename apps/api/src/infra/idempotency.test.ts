import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, properties } from '../db/schema';
import { createTestApp, type TestApp } from '../test/helper';
import { cast, refs, validListing } from '../test/listings';
import { jpegImage } from '../test/images';
import { upload } from '../test/uploads';
import { sweepIdempotencyKeys } from './idempotency';

let t: TestApp;
let who: Awaited<ReturnType<typeof cast>>;
let createUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  who = await cast(t);
  const r = await refs(t);
  const [type, suburb] = [await r.type('House'), await r.suburb('Avondale')];
  createUrl = `/agents/${who.agentA.publicId}/types/ids/${type}/suburbs/ids/${suburb}/properties/create`;
});
afterAll(() => t.close());

const create = (key: string | undefined, body: unknown, token = who.agentA.token) =>
  t.request('POST', createUrl, {
    token,
    body,
    ...(key !== undefined && { headers: { 'idempotency-key': key } }),
  });

const listingsNamed = async (name: string) =>
  (await t.db.select().from(properties).where(eq(properties.name, name))).length;

describe('Idempotency-Key on create operations', () => {
  it('ten identical create-listing requests at once with one key make one listing', async () => {
    const body = validListing({ name: 'Ten taps, one home' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => create('8f1c2a70-tap-ten', body)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    const ids = new Set(answers.map((a) => a.body.publicId));
    expect(ids.size).toBe(1);
    expect(await listingsNamed('Ten taps, one home')).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
  }, 30_000);

  it('a replay answers the first answer, status and body, without running again', async () => {
    const body = validListing({ name: 'Replayed home' });
    const first = await create('"replay-1"', body);
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await create('replay-1', body);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await listingsNamed('Replayed home')).toBe(1);
  });

  it('the same key with another body answers 422, and nothing is made', async () => {
    await create('reused-key', validListing({ name: 'First use' }));
    const res = await create('reused-key', validListing({ name: 'Second use' }));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      'This Idempotency-Key was used for another request: use a new key for a new request',
    );
    expect(await listingsNamed('Second use')).toBe(0);
  });

  it('keys are per caller: another agent with the same key makes their own listing', async () => {
    const mine = await create('shared-key', validListing({ name: 'Per caller' }));
    const otherUrl = createUrl.replace(who.agentA.publicId, who.agentB.publicId);
    const theirs = await t.request('POST', otherUrl, {
      token: who.agentB.token,
      body: validListing({ name: 'Per caller' }),
      headers: { 'idempotency-key': 'shared-key' },
    });
    expect(theirs.status).toBe(201);
    expect(theirs.body.publicId).not.toBe(mine.body.publicId);
  });

  it('a refused request frees its key: corrected, it runs under the same key', async () => {
    const refused = await create('fix-and-retry', validListing({ name: 'x'.repeat(300) }));
    expect(refused.status).toBe(400);
    const fixed = await create('fix-and-retry', validListing({ name: 'Fixed home' }));
    expect(fixed.status).toBe(201);
  });

  it('refuses a malformed key with 400', async () => {
    const res = await create('has space', validListing({ name: 'Bad key' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Idempotency-Key must be 1 to 255 visible characters');
    expect((await create('k'.repeat(256), validListing({ name: 'Bad key' }))).status).toBe(400);
  });

  it('without a key every request runs, as before', async () => {
    const body = validListing({ name: 'No key' });
    await Promise.all([create(undefined, body), create(undefined, body)]);
    expect(await listingsNamed('No key')).toBe(2);
  });

  it('an upload with a key stores its photos once', async () => {
    const listing = await create(undefined, validListing({ name: 'Upload once' }));
    const photo = await jpegImage(800, 500);
    const url = `/properties/ids/${listing.body.publicId}/locations/ids/BEDROOM/files/upload`;
    const send = () =>
      upload(t, url, [{ data: photo }], {
        token: who.agentA.token,
        headers: { 'idempotency-key': 'upload-once' },
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body).toEqual(a.body);
    const images = await t.request('GET', `/properties/ids/${listing.body.publicId}/images/all`, {
      token: who.agentA.token,
    });
    expect(JSON.stringify(images.body).match(/\.jpg"/g)?.length ?? 0).toBeGreaterThan(0);
    const names = new Set(
      [...JSON.stringify(images.body).matchAll(/"name":"([^"]+)"/g)].map((m) => m[1]),
    );
    expect(names.size).toBe(1);
  }, 30_000);

  it('a replay while the first request still runs waits, then answers 409', async () => {
    const body = validListing({ name: 'Still running' });
    await create('still-running', body);
    // As if the first request were still being processed (its answer not kept yet).
    await t.db
      .update(idempotencyKeys)
      .set({ status: null, body: null, lockedUntil: sql`now() + interval '1 hour'` })
      .where(eq(idempotencyKeys.key, 'still-running'));
    const started = Date.now();
    const res = await create('still-running', body);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'A request with this Idempotency-Key is still being processed: try again in a moment',
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_000);
    expect(await listingsNamed('Still running')).toBe(1);
  }, 30_000);

  it('answers kept for a day are swept, and the key runs again after', async () => {
    const body = validListing({ name: 'Swept key' });
    await create('swept-key', body);
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, 'swept-key'));
    expect(await sweepIdempotencyKeys(t.db)).toBeGreaterThanOrEqual(1);
    expect(
      await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'swept-key')),
    ).toEqual([]);
    expect((await create('swept-key', body)).status).toBe(201);
    expect(await listingsNamed('Swept key')).toBe(2);
  });

  it('the API document names the header on every create operation, with its 409 and 422', () => {
    const served: unknown = t.app.swagger();
    const document = served as {
      paths: Record<
        string,
        Record<string, { parameters?: { $ref?: string }[]; responses: object }>
      >;
      components: { parameters: Record<string, { name: string }> };
    };
    const creates = Object.values(document.paths).flatMap((operations) =>
      Object.entries(operations)
        .filter(([method, op]) => method === 'post' && '201' in op.responses)
        .map(([, op]) => op),
    );
    expect(creates.length).toBeGreaterThanOrEqual(25);
    for (const op of creates) {
      expect(op.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['409', '422']));
    }
    expect(document.components.parameters.IdempotencyKey!.name).toBe('Idempotency-Key');
  });
});
