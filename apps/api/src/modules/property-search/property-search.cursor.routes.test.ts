import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, propertyViewCounts } from '../../db/schema';
import { createTestApp, expectError, type TestApp } from '../../test/helper';
import { approve, cast, createListing, refs } from '../../test/listings';

let t: TestApp;
let who: Awaited<ReturnType<typeof cast>>;
let place: { type: string; suburb: string };
/** Agent A's 45 listings, in creation order. */
let made: string[] = [];

const KEYS = ['createdAt', 'updatedAt', 'name', 'title', 'code', 'price', 'views', 'completion'];

beforeAll(async () => {
  t = await createTestApp();
  who = await cast(t);
  const r = await refs(t);
  place = { type: await r.type('House'), suburb: await r.suburb('Avondale') };
  for (let i = 0; i < 45; i++) {
    // Repeated names, titles and prices, and listings without a price: ties and nulls to seek past.
    const p = await createListing(t, who.agentA, place, {
      name: `Cottage ${String.fromCharCode(65 + (i % 7))}`,
      title: i % 3 ? `Garden house ${i % 5}` : '',
      price: i % 4 === 0 ? null : 500 + (i % 6) * 50,
    });
    made.push(p.publicId);
  }
  // Views and completion vary a little too (views are written by the view counter, not an edit).
  for (const [i, id] of made.entries()) {
    if (i % 5 === 0) {
      const [row] = await t.db
        .update(properties)
        .set({ completion: sql`${properties.completion} + ${i % 3}` })
        .where(eq(properties.publicId, id))
        .returning({ id: properties.id, tenantId: properties.tenantId });
      if (i > 0) {
        await t.db
          .insert(propertyViewCounts)
          .values({ tenantId: row!.tenantId, propertyId: row!.id, views: i });
      }
    }
  }
});
afterAll(() => t.close());

interface Page {
  content: { publicId: string }[];
  totalElements: number;
  nextCursor: string | null;
}

const search = (query: string, token = who.agentA.token, body: unknown = {}) =>
  t.request<Page>('POST', `/properties/search/detailed?${query}`, { token, body });

const ids = (page: Page) => page.content.map((p) => p.publicId);

/** Pages through with the cursor, `between` running after each page; every page's ids. */
async function scroll(order: string, size: number, between?: (pageNo: number) => Promise<void>) {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const after: string = cursor ? `&after=${encodeURIComponent(cursor)}` : '';
    const res = await search(`${order}&elementPerPage=${size}${after}`);
    expect(res.status).toBe(200);
    pages.push(ids(res.body));
    cursor = res.body.nextCursor;
    await between?.(pages.length);
  } while (cursor && pages.length < 50);
  return pages;
}

describe('POST /properties/search/detailed?after=', () => {
  it('scrolls through all 45 listings once, 20 at a time', async () => {
    const pages = await scroll('key=createdAt&direction=asc', 20);
    expect(pages.map((p) => p.length)).toEqual([20, 20, 5]);
    expect(pages.flat()).toEqual(made);
    const first = await search('key=createdAt&direction=asc&elementPerPage=20');
    expect(first.body.totalElements).toBe(45);
    expect(first.body.nextCursor).toEqual(expect.any(String));
  });

  it('ends with a null cursor on a page that is not full, and on an exactly full last page', async () => {
    const pages = await scroll('key=createdAt&direction=desc', 15);
    expect(pages.map((p) => p.length)).toEqual([15, 15, 15, 0]);
    expect(pages.flat()).toEqual(made.toReversed());
  });

  it.each(KEYS.flatMap((key) => [`${key}:asc`, `${key}:desc`]))(
    'follows the offset order exactly for %s',
    async (order) => {
      const [key, direction] = order.split(':');
      const query = `key=${key}&direction=${direction}`;
      const whole = await search(`${query}&elementPerPage=50`);
      expect(whole.body.content).toHaveLength(45);
      const pages = await scroll(query, 7);
      expect(pages.flat()).toEqual(ids(whole.body));
    },
  );

  it('repeats and skips nothing when listings are deleted, added or archived meanwhile', async () => {
    const extra = await createListing(t, who.agentA, place, { name: 'Extra one' });
    const all = [...made, extra.publicId];
    const gone: string[] = [];
    const pages = await scroll('key=createdAt&direction=asc', 20, async (pageNo) => {
      if (pageNo !== 1) return;
      // One already seen and one not yet seen go; one is archived; a new one arrives at the end.
      for (const id of [all[3]!, all[30]!]) {
        const res = await t.request('DELETE', `/properties/ids/${id}/delete`, {
          token: who.agentA.token,
        });
        expect(res.status).toBe(200);
        gone.push(id);
      }
      const archived = await t.request('PUT', `/properties/ids/${all[25]}/update`, {
        token: who.agentA.token,
        body: { archived: true },
      });
      expect(archived.status).toBe(200);
      all.push((await createListing(t, who.agentA, place, { name: 'Latest' })).publicId);
    });
    const seen = pages.flat();
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(all.filter((id) => id !== all[30]));
    expect(seen).toContain(all[3]);
    made = made.filter((id) => !gone.includes(id));
  });

  it('keeps the filters: a cursor shows nobody more than the filter would', async () => {
    const mine = await search('key=createdAt&direction=asc&elementPerPage=5');
    const cursor = encodeURIComponent(mine.body.nextCursor!);
    const other = await createListing(t, who.agentB, place);
    const forB = await search(
      `key=createdAt&direction=asc&elementPerPage=50&after=${cursor}`,
      who.agentB.token,
    );
    expect(ids(forB.body)).toEqual([other.publicId]);
    const anonymous = await t.request<Page>(
      'POST',
      `/properties/search/detailed?key=createdAt&direction=asc&elementPerPage=50&after=${cursor}`,
      { body: {} },
    );
    expect(anonymous.status).toBe(200);
    expect(ids(anonymous.body)).toEqual([]);
    await approve(t, who.moderator.token, made[10]!);
    const live = await t.request<Page>(
      'POST',
      `/properties/search/detailed?key=createdAt&direction=asc&elementPerPage=50&after=${cursor}`,
      { body: {} },
    );
    expect(ids(live.body)).toEqual([made[10]]);
    const filtered = await search(
      `key=createdAt&direction=asc&elementPerPage=50&after=${cursor}`,
      who.agentA.token,
      { published: 'APPROVED' },
    );
    expect(ids(filtered.body)).toEqual([made[10]]);
  });

  it("refuses a cursor it did not make, or one for another order, with 'Invalid cursor'", async () => {
    const first = await search('key=name&direction=asc&elementPerPage=5');
    const cursor = first.body.nextCursor!;
    const [body, signature] = cursor.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify(['name', 'asc', "x'; drop table", 1])).toString(
      'base64url',
    );
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    for (const bad of [
      'garbage',
      `${body}.${flipped}`,
      `${forged}.${signature}`,
      `${body}`,
      `${body}.${signature}.x`,
      '.',
    ]) {
      const res = await search(`key=name&direction=asc&after=${encodeURIComponent(bad)}`);
      expectError(res, 400, 'VALIDATION_FAILED', 'Invalid cursor');
    }
    expectError(
      await search(`key=title&direction=asc&after=${encodeURIComponent(cursor)}`),
      400,
      'VALIDATION_FAILED',
      /^Invalid cursor: it continues the order name asc/,
    );
    expectError(
      await search(`key=name&direction=desc&after=${encodeURIComponent(cursor)}`),
      400,
      'VALIDATION_FAILED',
      /^Invalid cursor/,
    );
    expectError(await search(`after=${'x'.repeat(1025)}`), 400, 'VALIDATION_FAILED');
  });

  it('reads a cursor made by another server process with the same secret', async () => {
    const other = await createTestApp();
    try {
      const first = await search('key=createdAt&direction=asc&elementPerPage=5');
      const res = await other.request(
        'POST',
        `/properties/search/detailed?key=createdAt&direction=asc&after=${encodeURIComponent(first.body.nextCursor!)}`,
        { body: {} },
      );
      expect(res.status).toBe(200);
    } finally {
      await other.close();
    }
  });
});
