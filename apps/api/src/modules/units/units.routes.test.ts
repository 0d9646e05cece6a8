import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitImages, units } from '../../db/schema';
import { createTestApp, expectError, type TestApp, type TestResponse } from '../../test/helper';
import { json } from '../../test/api-body';
import { gifImage, jpegImage } from '../../test/images';
import { approve, cast, createListing, refs } from '../../test/listings';
import { upload } from '../../test/uploads';

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

const flat = {
  title: 'Flat 2B',
  area: 84.5,
  available: true,
  furnished: true,
  description: 'Two bedrooms, north facing.',
  deposit: 1200,
  rentalPrice: 600.5,
  rentToOwnPrice: 750,
  serviceCharge: 45,
  salePrice: 0,
};

const createPath = (listing: string) => `/api/v2/properties/ids/${listing}/units`;
const listPath = (listing: string, query = '') => `/properties/${listing}/units${query}`;

const list = (listing: string, query = '', token?: string, tenant?: string) =>
  t.request('GET', listPath(listing, query), { token, tenant });
const get = (id: string, token?: string, tenant?: string) =>
  t.request('GET', `/units/${id}`, { token, tenant });
const create = (listing: string, body: unknown, token = who.agentA.token, tenant?: string) =>
  t.request('POST', createPath(listing), { token, body, tenant });
// The owner's writes; other callers' are sent with t.request, so no default token can hide them.
const update = (id: string, body: unknown) =>
  t.request('PUT', `/units/${id}`, { token: who.agentA.token, body });
const remove = (id: string) => t.request('DELETE', `/units/${id}`, { token: who.agentA.token });
const removeImage = (id: string, name: string) =>
  t.request('DELETE', `/units/${id}/images/delete?Filename=${encodeURIComponent(name)}`, {
    token: who.agentA.token,
  });
const addPhotos = async (id: string, n = 1) =>
  upload(
    t,
    `/units/${id}/files/upload`,
    await Promise.all(
      Array.from({ length: n }, () => jpegImage(1000, 625).then((data) => ({ data }))),
    ),
    { token: who.agentA.token },
  );

async function createOk(listing: string, body: unknown = flat) {
  return json(await create(listing, body), 'createUnit', 201);
}

/** A listing of agent A in review, and a live one, each with one unit. */
async function listings() {
  const review = await createListing(t, who.agentA, place);
  const live = await createListing(t, who.agentA, place);
  await approve(t, who.moderator.token, live.publicId);
  return {
    review: { listing: review.publicId, unit: (await createOk(review.publicId)).publicId },
    live: { listing: live.publicId, unit: (await createOk(live.publicId)).publicId },
  };
}

const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT/);
const outcome = (res: TestResponse) => ({ status: res.status, message: res.body.message });

describe('POST /api/v2/properties/ids/{id}/units', () => {
  it('adds a unit with the listing currency, and the defaults for what is left out', async () => {
    const p = await createListing(t, who.agentA, place);
    const res = await create(p.publicId, { ...flat, title: '  Flat 2B  ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      ...flat,
      publicId: expect.stringMatching(/^[0-9A-Za-z]{16}$/),
      propertyId: p.publicId,
      currency: 'USD',
      images: [],
      createdAt: ISO,
      updatedAt: ISO,
    });
    const bare = await create(p.publicId, { title: 'Shop 1', publicId: 'mine', unknown: 1 });
    expect(bare.status).toBe(201);
    expect(bare.body).toMatchObject({
      title: 'Shop 1',
      area: null,
      available: true,
      furnished: false,
      description: '',
      deposit: 0,
      rentalPrice: 0,
      rentToOwnPrice: 0,
      serviceCharge: 0,
      salePrice: 0,
    });
    expect(bare.body.publicId).not.toBe('mine');
  });

  it.each([
    [{ title: undefined }, 'title', 'Title is required'],
    [{ title: '   ' }, 'title', 'Title is required'],
    [{ deposit: -1 }, 'deposit', 'Deposit cannot be negative'],
    [{ salePrice: 1e13 }, 'salePrice', 'Sale price is too large'],
    [{ rentalPrice: 10.123 }, 'rentalPrice', 'Rental price can have at most 2 decimals'],
    [{ area: 1e10 }, 'area', 'Area is too large'],
    [{ serviceCharge: '45' }, 'serviceCharge', 'Service charge must be a number'],
    [{ description: 'Call 0772 123 456 to view' }, 'description', 'Phone number detected'],
    [{ description: 'Write to me at jo@example.com' }, 'description', 'Email detected'],
  ])('refuses %j with the field message', async (overrides, path, message) => {
    const p = await createListing(t, who.agentA, place);
    const body = expectError(
      await create(p.publicId, { ...flat, ...overrides }),
      400,
      'VALIDATION_FAILED',
    );
    expect(body.details).toContainEqual({ path, message });
    expect((await list(p.publicId, '', who.agentA.token)).body.totalElements).toBe(0);
  });

  it('refuses a body that is not JSON, and no body', async () => {
    const p = await createListing(t, who.agentA, place);
    const res = await t.app.inject({
      method: 'POST',
      url: createPath(p.publicId),
      headers: {
        'x-tenant': 'demo',
        authorization: `Bearer ${who.agentA.token}`,
        'content-type': 'application/json',
      },
      payload: '{"title": "Flat',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().statusCode).toBe(400);
    expect((await create(p.publicId, undefined)).status).toBe(400);
  });

  it('holds at most 200 units per listing', async () => {
    const p = await createListing(t, who.agentA, place);
    const first = await createOk(p.publicId);
    const [row] = await t.db.select().from(units).where(eq(units.publicId, first.publicId));
    await t.db.insert(units).values(
      Array.from({ length: 199 }, (_, i) => ({
        tenantId: row!.tenantId,
        propertyId: row!.propertyId,
        publicId: `bulk${p.publicId.slice(0, 8)}${String(i).padStart(4, '0')}`,
        title: `Unit ${i}`,
      })),
    );
    expectError(
      await create(p.publicId, flat),
      400,
      'VALIDATION_FAILED',
      'A listing can have at most 200 units',
    );
  });

  it('lets only the listing agent add units', async () => {
    const { review, live } = await listings();
    const cases: [string | undefined, string | undefined, string, number, string][] = [
      [undefined, undefined, live.listing, 401, 'UNAUTHENTICATED'],
      [who.customer.token, undefined, live.listing, 403, 'FORBIDDEN'],
      [who.moderator.token, undefined, review.listing, 403, 'FORBIDDEN'],
      [who.agentB.token, undefined, review.listing, 404, 'NOT_FOUND'],
      [who.agentB.token, undefined, live.listing, 403, 'FORBIDDEN'],
      [who.otherTenantAgent.token, 'sandbox', live.listing, 404, 'NOT_FOUND'],
      [who.otherTenantAgent.token, undefined, live.listing, 403, 'TENANT_MISMATCH'],
    ];
    for (const [token, tenant, listing, status, code] of cases) {
      const res = await t.request('POST', createPath(listing), { token, tenant, body: flat });
      expectError(res, status, code);
    }
    expect((await create(review.listing, { title: 'x' }, who.customer.token)).body.message).toBe(
      'Only agents can manage units',
    );
    expect((await create('nope', { title: 'x' }, who.moderator.token)).body.message).toBe(
      'Only agents can manage units',
    );
    expect((await create(live.listing, flat, who.agentB.token)).body.message).toBe(
      'Not your property',
    );
    expect((await create(review.listing, flat, who.agentB.token)).body.message).toBe(
      'Property not found',
    );
    expect((await list(live.listing)).body.totalElements).toBe(1);
  });
});

describe('GET /properties/{id}/units and /units/{id}', () => {
  it('answers the unit, and refuses unknown ids', async () => {
    const { live } = await listings();
    const res = await get(live.unit);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...flat, publicId: live.unit, propertyId: live.listing });
    expectError(await get('NoSuchUnit0000000'), 404, 'NOT_FOUND', 'Unit not found');
    expectError(await get('x'.repeat(65)), 400, 'VALIDATION_FAILED');
    expectError(await list('NoSuchListing0000'), 404, 'NOT_FOUND', 'Property not found');
  });

  it('pages 25 units by 10 in creation order, ties by creation, nothing twice', async () => {
    const p = await createListing(t, who.agentA, place);
    const made: string[] = [];
    for (let i = 0; i < 25; i++)
      made.push((await createOk(p.publicId, { title: `U${i}` })).publicId);
    const pages = [];
    for (const page of [1, 2, 3]) {
      const res = await list(p.publicId, `?page=${page}`, who.agentA.token);
      expect(res.status).toBe(200);
      pages.push(res.body);
    }
    expect(
      pages.map((b) => [b.page, b.size, b.totalElements, b.totalPages, b.content.length]),
    ).toEqual([
      [1, 10, 25, 3, 10],
      [2, 10, 25, 3, 10],
      [3, 10, 25, 3, 5],
    ]);
    expect(pages.flatMap((b) => b.content.map((u: { publicId: string }) => u.publicId))).toEqual(
      made,
    );
    expect((await list(p.publicId, '?page=4', who.agentA.token)).body.content).toEqual([]);

    // The same creation time for all: the order still holds still, page after page.
    const [row] = await t.db.select().from(units).where(eq(units.publicId, made[0]!));
    await t.db
      .update(units)
      .set({ createdAt: row!.createdAt })
      .where(eq(units.propertyId, row!.propertyId));
    const again = [];
    for (const page of [1, 2, 3]) {
      const res = await list(p.publicId, `?page=${page}&elementPerPage=10`, who.agentA.token);
      again.push(...json(res, 'listUnits', 200).content.map((u) => u.publicId));
    }
    expect(again).toEqual(made);
    const desc = await list(p.publicId, '?direction=desc&elementPerPage=50', who.agentA.token);
    expect(json(desc, 'listUnits', 200).content.map((u) => u.publicId)).toEqual(made.toReversed());
  });

  it('sorts by title, rental price and sale price', async () => {
    const p = await createListing(t, who.agentA, place);
    await createOk(p.publicId, { title: 'B', rentalPrice: 300, salePrice: 5 });
    await createOk(p.publicId, { title: 'C', rentalPrice: 100, salePrice: 9 });
    await createOk(p.publicId, { title: 'A', rentalPrice: 200, salePrice: 1 });
    const titles = async (query: string) =>
      json(await list(p.publicId, query, who.agentA.token), 'listUnits', 200).content.map(
        (u) => u.title,
      );
    expect(await titles('?key=title')).toEqual(['A', 'B', 'C']);
    expect(await titles('?key=rentalPrice&direction=desc')).toEqual(['B', 'A', 'C']);
    expect(await titles('?key=salePrice')).toEqual(['A', 'B', 'C']);
    expect(await titles('?elementPerPage=2&page=2')).toEqual(['A']);
  });

  it.each(['?page=0', '?elementPerPage=51', '?elementPerPage=0', '?key=price', '?direction=up'])(
    'refuses the query %s',
    async (query) => {
      const p = await createListing(t, who.agentA, place);
      expectError(await list(p.publicId, query, who.agentA.token), 400, 'VALIDATION_FAILED');
    },
  );

  it("follows the listing's visibility", async () => {
    const { review, live } = await listings();
    const callers: [string, string | undefined, string | undefined, number, number][] = [
      // name, token, tenant, status on the listing in review, status on the live listing
      ['anonymous', undefined, undefined, 404, 200],
      ['owner', who.agentA.token, undefined, 200, 200],
      ['another agent', who.agentB.token, undefined, 404, 200],
      ['customer', who.customer.token, undefined, 404, 200],
      ['moderator', who.moderator.token, undefined, 200, 200],
      ['another site', who.otherTenantAgent.token, 'sandbox', 404, 404],
    ];
    for (const [name, token, tenant, inReview, whenLive] of callers) {
      const seen = [
        (await list(review.listing, '', token, tenant)).status,
        (await get(review.unit, token, tenant)).status,
        (await list(live.listing, '', token, tenant)).status,
        (await get(live.unit, token, tenant)).status,
      ];
      expect({ name, seen }).toEqual({ name, seen: [inReview, inReview, whenLive, whenLive] });
    }
    expect((await get(review.unit)).body.message).toBe('Unit not found');
    expect((await list(review.listing)).body.message).toBe('Property not found');
    expectError(await get(live.unit, who.otherTenantAgent.token), 403, 'TENANT_MISMATCH');
  });
});

describe('PUT and DELETE /units/{id}', () => {
  it('replaces every field, and deletes', async () => {
    const { review } = await listings();
    const res = await update(review.unit, { title: 'Flat 2B (renovated)', rentalPrice: 650 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Flat 2B (renovated)',
      rentalPrice: 650,
      area: null,
      furnished: false,
      deposit: 0,
      description: '',
    });
    expect((await get(review.unit, who.agentA.token)).body).toEqual(res.body);
    expectError(await update(review.unit, { ...flat, deposit: -5 }), 400, 'VALIDATION_FAILED');
    expect((await remove(review.unit)).body).toEqual({
      publicId: review.unit,
      message: 'Unit deleted',
    });
    expectError(await get(review.unit, who.agentA.token), 404, 'NOT_FOUND', 'Unit not found');
    expectError(await remove(review.unit), 404, 'NOT_FOUND', 'Unit not found');
    expectError(await update(review.unit, flat), 404, 'NOT_FOUND', 'Unit not found');
  });

  it('lets only the listing agent change or delete a unit', async () => {
    const { review, live } = await listings();
    const cases: [string | undefined, string | undefined, string, number, string][] = [
      ['', undefined, live.unit, 401, ''],
      [who.customer.token, undefined, live.unit, 403, 'Only agents can manage units'],
      [who.moderator.token, undefined, review.unit, 403, 'Only agents can manage units'],
      [who.agentB.token, undefined, review.unit, 404, 'Unit not found'],
      [who.agentB.token, undefined, live.unit, 403, 'Not your property'],
      [who.otherTenantAgent.token, 'sandbox', live.unit, 404, 'Unit not found'],
    ];
    for (const [token, tenant, id, status, message] of cases) {
      // An empty token sends no Authorization header.
      for (const res of [
        await t.request('PUT', `/units/${id}`, { token, tenant, body: flat }),
        await t.request('DELETE', `/units/${id}`, { token, tenant }),
        await t.request('DELETE', `/units/${id}/images/delete?Filename=abcdefghij0123456789.jpg`, {
          token,
          tenant,
        }),
        await upload(t, `/units/${id}/files/upload`, [{ data: await jpegImage(1000, 625) }], {
          token,
          tenant,
        }),
      ]) {
        expect(outcome(res)).toEqual({ status, message: expect.stringContaining(message) });
      }
    }
    expect((await get(live.unit)).body.title).toBe(flat.title);
    expect((await get(review.unit, who.agentA.token)).body.title).toBe(flat.title);
  });
});

describe('unit photos', () => {
  const stored = (listing: string, unit: string) =>
    t.app.storage.list(`properties/demo/${listing}/units/${unit}/`);

  it('stores photos like listing photos, and deletes one', async () => {
    const { review } = await listings();
    const res = await addPhotos(review.unit, 2);
    expect(res.status).toBe(201);
    const unit = json(res, 'uploadUnitImages', 201);
    expect(unit.publicId).toBe(review.unit);
    expect(unit.images).toHaveLength(2);
    const first = unit.images[0]!;
    const second = unit.images[1]!;
    expect(first).toEqual({
      name: expect.stringMatching(/^[A-Za-z0-9]{20}\.jpg$/),
      fileDownloadUri: expect.stringContaining(`/units/${review.unit}/`),
      variants: {
        thumbnail: expect.stringContaining('-thumbnail.webp'),
        card: expect.stringContaining('-card.webp'),
        full: expect.stringContaining('-full.webp'),
      },
    });
    expect(await stored(review.listing, review.unit)).toHaveLength(8);
    expect((await list(review.listing, '', who.agentA.token)).body.content[0].images).toEqual(
      res.body.images,
    );

    const after = await removeImage(review.unit, first.name);
    expect(after.status).toBe(200);
    expect(after.body.images).toEqual([second]);
    expect(await stored(review.listing, review.unit)).toHaveLength(4);
    expect(outcome(await removeImage(review.unit, first.name))).toEqual({
      status: 404,
      message: 'Image not found',
    });
    expect(outcome(await removeImage(review.unit, '../../secret.jpg'))).toEqual({
      status: 400,
      message: 'Invalid file name',
    });
  });

  it('refuses files that are not photos, or too small, and keeps nothing of them', async () => {
    const { review } = await listings();
    const gif = await upload(
      t,
      `/units/${review.unit}/files/upload`,
      [{ data: await gifImage(1000, 625) }],
      { token: who.agentA.token },
    );
    expect(outcome(gif)).toEqual({
      status: 415,
      message: 'Only JPEG, PNG and WebP images are accepted',
    });
    const small = await upload(
      t,
      `/units/${review.unit}/files/upload`,
      [{ data: await jpegImage(1000, 625) }, { data: await jpegImage(640, 400) }],
      { token: who.agentA.token },
    );
    expect(small.status).toBe(400);
    expect(small.body.message).toMatch(/at least 800x500/);
    const none = await upload(t, `/units/${review.unit}/files/upload`, [], {
      token: who.agentA.token,
    });
    expect(outcome(none)).toEqual({ status: 400, message: 'Choose at least one image to upload' });
    expect(await stored(review.listing, review.unit)).toEqual([]);
    expect((await get(review.unit, who.agentA.token)).body.images).toEqual([]);
  });

  it('holds at most 10 photos per unit, counting earlier uploads', async () => {
    const { review } = await listings();
    expect(outcome(await addPhotos(review.unit, 11))).toEqual({
      status: 400,
      message: 'You can add at most 10 images at a time',
    });
    expect((await addPhotos(review.unit, 8)).status).toBe(201);
    expect(outcome(await addPhotos(review.unit, 3))).toEqual({
      status: 400,
      message: 'A unit holds at most 10 images: 2 more can be added',
    });
    expect((await addPhotos(review.unit, 2)).status).toBe(201);
    expect(outcome(await addPhotos(review.unit, 1))).toEqual({
      status: 400,
      message: 'A unit already holds 10 images: delete one to add another',
    });
    expect(await stored(review.listing, review.unit)).toHaveLength(40);
  });

  it('deletes the files with the unit, and keeps the unit when storage fails', async () => {
    const { review } = await listings();
    await addPhotos(review.unit, 2);
    const storage = t.app.storage;
    const realRemove = storage.remove;
    storage.remove = async () => {
      throw new Error('storage is unreachable');
    };
    try {
      expect(outcome(await remove(review.unit))).toEqual({
        status: 503,
        message: 'Could not delete image',
      });
    } finally {
      storage.remove = realRemove;
    }
    expect((await get(review.unit, who.agentA.token)).body.images).toHaveLength(2);
    expect((await remove(review.unit)).status).toBe(200);
    expect(await stored(review.listing, review.unit)).toEqual([]);
  });

  it('goes with its listing: rows and files; the listing stays while a file cannot go', async () => {
    const { review } = await listings();
    const second = (await createOk(review.listing, { title: 'Flat 3' })).publicId;
    const photos = [
      ...(await addPhotos(review.unit, 1)).body.images,
      ...(await addPhotos(second, 2)).body.images,
    ].map((image: { name: string }) => image.name);
    expect(photos).toHaveLength(3);
    const deleteListing = () =>
      t.request('DELETE', `/properties/ids/${review.listing}/delete`, { token: who.agentA.token });

    const storage = t.app.storage;
    const realRemove = storage.remove;
    storage.remove = async () => {
      throw new Error('storage is unreachable');
    };
    try {
      expect(outcome(await deleteListing())).toEqual({
        status: 503,
        message: 'Could not delete image',
      });
    } finally {
      storage.remove = realRemove;
    }
    expect((await list(review.listing, '', who.agentA.token)).body.totalElements).toBe(2);

    expect((await deleteListing()).status).toBe(200);
    expect(await t.app.storage.list(`properties/demo/${review.listing}/`)).toEqual([]);
    const left = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(units)
      .where(sql`${units.publicId} in (${review.unit}, ${second})`);
    expect(left[0]!.n).toBe(0);
    const images = await t.db
      .select({ name: unitImages.name })
      .from(unitImages)
      .where(inArray(unitImages.name, photos));
    expect(images).toEqual([]);
    expectError(await get(review.unit, who.agentA.token), 404, 'NOT_FOUND');
  });
});
