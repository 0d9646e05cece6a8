import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amenities } from '../../db/schema';
import { createTestApp, expectError, type TestApp } from '../../test/helper';
import { json } from '../../test/api-body';
import { approve, cast, createListing, refs } from '../../test/listings';

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

// The test listings stand at -17.7997, 31.0386 (validListing).
const school = {
  name: 'Avondale Primary School',
  type: 'SCHOOL',
  description: 'Grades 1 to 7',
  latitude: -17.7935,
  longitude: 31.0452,
  altitude: 1485,
};
const mall = { type: 'MALL', latitude: -17.8292, longitude: 31.0522 };
const hospital = { type: 'HOSPITAL', latitude: -17.7997, longitude: 31.0486 };

const listPath = (id: string) => `/properties/ids/${id}/amenities/all`;
const createPath = (id: string) => `/properties/ids/${id}/amenities/create`;
const updatePath = (id: string) => `/amenities/ids/${id}/update`;
const deletePath = (id: string) => `/amenities/ids/${id}/delete`;

const list = (id: string, token?: string, tenant?: string) =>
  t.request('GET', listPath(id), { token, tenant });
const create = (id: string, body: unknown, token = who.agentA.token, tenant?: string) =>
  t.request('POST', createPath(id), { token, body, tenant });
const update = (id: string, body: unknown, token = who.agentA.token, tenant?: string) =>
  t.request('PUT', updatePath(id), { token, body, tenant });
const remove = (id: string, token = who.agentA.token, tenant?: string) =>
  t.request('DELETE', deletePath(id), { token, tenant });

async function createOk(listingId: string, body: unknown) {
  return json(await create(listingId, body), 'createAmenity', 201);
}

/** A live listing of agent A, with one amenity. */
async function liveWithAmenity() {
  const p = await createListing(t, who.agentA, place);
  await approve(t, who.moderator.token, p.publicId);
  return { p, amenity: await createOk(p.publicId, school) };
}

const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT/);

describe('POST /properties/ids/{id}/amenities/create', () => {
  it('adds an amenity with its distance from the listing and the defaults', async () => {
    const p = await createListing(t, who.agentA, place);
    const res = await create(p.publicId, school);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      ...school,
      publicId: expect.stringMatching(/^[0-9A-Za-z]{16}$/),
      distance: 0.98,
      active: true,
      createdAt: ISO,
      updatedAt: ISO,
    });
    const bare = await create(p.publicId, { ...mall, name: '  ', active: false });
    expect(bare.status).toBe(201);
    expect(bare.body).toMatchObject({
      name: '',
      description: '',
      altitude: null,
      active: false,
      distance: 3.58,
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a missing type', { type: undefined }, 'type', 'Select the amenity type'],
    ['an empty type', { type: '' }, 'type', 'Select the amenity type'],
    [
      'an unknown type',
      { type: 'PARK' },
      'type',
      'Must be one of SCHOOL, WORSHIP_CENTER, HOSPITAL, HIGHWAY, MALL, HOTEL',
    ],
    ['a missing latitude', { latitude: undefined }, 'latitude', 'Amenity requires a location'],
    ['a null longitude', { longitude: null }, 'longitude', 'Amenity requires a location'],
    ['a latitude as text', { latitude: '-17.8' }, 'latitude', 'Latitude must be a number'],
    [
      'a latitude out of range',
      { latitude: 90.5 },
      'latitude',
      'Latitude must be between -90 and 90',
    ],
    [
      'a longitude out of range',
      { longitude: -180.1 },
      'longitude',
      'Longitude must be between -180 and 180',
    ],
    ['an altitude out of range', { altitude: 9001 }, 'altitude', 'Altitude is out of range'],
    ['a long name', { name: 'n'.repeat(121) }, 'name', 'Name must be at most 120 characters'],
    [
      'a long description',
      { description: 'd'.repeat(501) },
      'description',
      'Description must be at most 500 characters',
    ],
    [
      'active as text',
      { active: 'yes' },
      'active',
      'Invalid input: expected boolean, received string',
    ],
  ])('refuses %s with 400 and the field', async (_label, overrides, path, message) => {
    const p = await createListing(t, who.agentA, place);
    const body = expectError(
      await create(p.publicId, { ...school, ...overrides }),
      400,
      'VALIDATION_FAILED',
    );
    expect(body.details).toEqual([{ path, message }]);
    expect((await list(p.publicId, who.agentA.token)).body).toEqual([]);
  });

  it('refuses malformed JSON and a bad listing id', async () => {
    const p = await createListing(t, who.agentA, place);
    expectError(
      await t.request('POST', createPath(p.publicId), {
        token: who.agentA.token,
        body: '{"type": "SCHOOL"',
        headers: { 'content-type': 'application/json' },
      }),
      400,
      'MALFORMED_JSON',
    );
    expectError(await create('x'.repeat(65), school), 400, 'VALIDATION_FAILED');
    expectError(await create('NoSuchListing000', school), 404, 'NOT_FOUND', 'Property not found');
  });

  it('refuses the 51st amenity of a listing, even when sent at once', async () => {
    const p = await createListing(t, who.agentA, place);
    const results = await Promise.all(
      Array.from({ length: 51 }, (_, i) => create(p.publicId, { ...hospital, name: `H${i}` })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(50);
    const [refused] = results.filter((r) => r.status !== 201);
    expectError(refused!, 400, 'VALIDATION_FAILED', 'A listing can have at most 50 amenities');
    expect((await list(p.publicId, who.agentA.token)).body).toHaveLength(50);
  });

  it('permission matrix', async () => {
    const p = await createListing(t, who.agentA, place);
    const hidden = await createListing(t, who.agentA, place);
    await approve(t, who.moderator.token, p.publicId);
    expectError(
      await t.request('POST', createPath(p.publicId), { body: school }),
      401,
      'UNAUTHENTICATED',
    );
    const onlyAgents = 'Only agents can manage amenities';
    expectError(await create(p.publicId, school, who.customer.token), 403, 'FORBIDDEN', onlyAgents);
    expectError(
      await create(p.publicId, school, who.moderator.token),
      403,
      'FORBIDDEN',
      onlyAgents,
    );
    expectError(
      await create(p.publicId, school, who.agentB.token),
      403,
      'FORBIDDEN',
      'Not your property',
    );
    expectError(
      await create(hidden.publicId, school, who.agentB.token),
      404,
      'NOT_FOUND',
      'Property not found',
    );
    expectError(
      await create(p.publicId, school, who.otherTenantAgent.token, 'sandbox'),
      404,
      'NOT_FOUND',
      'Property not found',
    );
    expectError(
      await create(p.publicId, school, who.otherTenantAgent.token),
      403,
      'TENANT_MISMATCH',
    );
    expect((await list(p.publicId)).body).toEqual([]);
    expect((await create(p.publicId, school)).status).toBe(201);
    expect((await create(hidden.publicId, school)).status).toBe(201);
  });
});

describe('GET /properties/ids/{id}/amenities/all', () => {
  it('answers the amenities nearest first, with distances from where the listing is now', async () => {
    const p = await createListing(t, who.agentA, place);
    for (const body of [mall, school, hospital]) await createOk(p.publicId, body);
    const res = await list(p.publicId, who.agentA.token);
    expect(res.status).toBe(200);
    expect(json(res, 'listAmenities', 200).map((a) => [a.type, a.distance])).toEqual([
      ['SCHOOL', 0.98],
      ['HOSPITAL', 1.06],
      ['MALL', 3.58],
    ]);

    const moved = await t.request('PUT', `/properties/ids/${p.publicId}/update`, {
      token: who.agentA.token,
      body: { latitude: mall.latitude, longitude: mall.longitude },
    });
    expect(moved.status).toBe(200);
    const after = await list(p.publicId, who.agentA.token);
    expect(json(after, 'listAmenities', 200).map((a) => [a.type, a.distance])).toEqual([
      ['MALL', 0],
      ['HOSPITAL', 3.3],
      ['SCHOOL', 4.04],
    ]);
  });

  it('follows the listing visibility rule', async () => {
    const p = await createListing(t, who.agentA, place);
    await createOk(p.publicId, school);
    const hiddenCases: [string | undefined, string | undefined][] = [
      [undefined, undefined],
      [who.customer.token, undefined],
      [who.agentB.token, undefined],
      [who.otherTenantAgent.token, 'sandbox'],
    ];
    for (const [token, tenant] of hiddenCases) {
      expectError(await list(p.publicId, token, tenant), 404, 'NOT_FOUND', 'Property not found');
    }
    expect((await list(p.publicId, who.agentA.token)).body).toHaveLength(1);
    expect((await list(p.publicId, who.moderator.token)).body).toHaveLength(1);

    await approve(t, who.moderator.token, p.publicId);
    for (const token of [undefined, who.customer.token, who.agentB.token, who.moderator.token]) {
      const res = await list(p.publicId, token);
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(1);
    }
    expectError(await list(p.publicId, who.otherTenantAgent.token, 'sandbox'), 404, 'NOT_FOUND');
    expectError(await list(p.publicId, who.otherTenantAgent.token), 403, 'TENANT_MISMATCH');
    expectError(await list(p.publicId, `${who.agentA.token}x`), 401, 'TOKEN_INVALID');

    const archived = await t.request('PUT', `/properties/ids/${p.publicId}/update`, {
      token: who.agentA.token,
      body: { archived: true },
    });
    expect(archived.status).toBe(200);
    expectError(await list(p.publicId), 404, 'NOT_FOUND');
    expect((await list(p.publicId, who.agentA.token)).status).toBe(200);
  });

  it('answers 404 for an unknown listing and 400 for an oversized id', async () => {
    expectError(await list('NoSuchListing000'), 404, 'NOT_FOUND', 'Property not found');
    expectError(await list('x'.repeat(65)), 400, 'VALIDATION_FAILED');
  });
});

describe('PUT /amenities/ids/{id}/update', () => {
  it('replaces every editable field, defaults included, and keeps the id', async () => {
    const { p, amenity } = await liveWithAmenity();
    const res = await update(amenity.publicId, { ...hospital, active: false });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...hospital,
      publicId: amenity.publicId,
      name: '',
      description: '',
      altitude: null,
      active: false,
      distance: 1.06,
      createdAt: amenity.createdAt,
      updatedAt: ISO,
    });
    expect((await list(p.publicId)).body).toEqual([res.body]);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a missing type', { type: undefined }, 'type', 'Select the amenity type'],
    ['a missing latitude', { latitude: undefined }, 'latitude', 'Amenity requires a location'],
    [
      'an unknown type',
      { type: 'CHURCH' },
      'type',
      'Must be one of SCHOOL, WORSHIP_CENTER, HOSPITAL, HIGHWAY, MALL, HOTEL',
    ],
    [
      'a longitude out of range',
      { longitude: 200 },
      'longitude',
      'Longitude must be between -180 and 180',
    ],
  ])('refuses %s with 400 and changes nothing', async (_label, overrides, path, message) => {
    const { p, amenity } = await liveWithAmenity();
    const body = expectError(
      await update(amenity.publicId, { ...school, ...overrides }),
      400,
      'VALIDATION_FAILED',
    );
    expect(body.details).toEqual([{ path, message }]);
    expect((await list(p.publicId)).body).toEqual([amenity]);
  });

  it('answers 404 for an unknown amenity and 400 for an oversized id', async () => {
    expectError(await update('NoSuchAmenity000', school), 404, 'NOT_FOUND', 'Amenity not found');
    expectError(await update('x'.repeat(65), school), 400, 'VALIDATION_FAILED');
  });

  it('permission matrix', async () => {
    const { p, amenity } = await liveWithAmenity();
    const hidden = await createListing(t, who.agentA, place);
    const hiddenAmenity = await createOk(hidden.publicId, school);
    const changed = { ...school, name: 'Renamed' };
    expectError(
      await t.request('PUT', updatePath(amenity.publicId), { body: changed }),
      401,
      'UNAUTHENTICATED',
    );
    const onlyAgents = 'Only agents can manage amenities';
    expectError(
      await update(amenity.publicId, changed, who.customer.token),
      403,
      'FORBIDDEN',
      onlyAgents,
    );
    expectError(
      await update(amenity.publicId, changed, who.moderator.token),
      403,
      'FORBIDDEN',
      onlyAgents,
    );
    expectError(
      await update(amenity.publicId, changed, who.agentB.token),
      403,
      'FORBIDDEN',
      'Not your property',
    );
    expectError(
      await update(hiddenAmenity.publicId, changed, who.agentB.token),
      404,
      'NOT_FOUND',
      'Amenity not found',
    );
    expectError(
      await update(amenity.publicId, changed, who.otherTenantAgent.token, 'sandbox'),
      404,
      'NOT_FOUND',
      'Amenity not found',
    );
    expect((await list(p.publicId)).body).toEqual([amenity]);
    const own = await update(amenity.publicId, changed);
    expect(own.status).toBe(200);
    expect(own.body.name).toBe('Renamed');
  });
});

describe('DELETE /amenities/ids/{id}/delete', () => {
  it('deletes the amenity, then answers 404 for it', async () => {
    const { p, amenity } = await liveWithAmenity();
    const res = await remove(amenity.publicId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ publicId: amenity.publicId, message: 'Amenity deleted' });
    expect((await list(p.publicId)).body).toEqual([]);
    expectError(await remove(amenity.publicId), 404, 'NOT_FOUND', 'Amenity not found');
    expectError(await remove('x'.repeat(65)), 400, 'VALIDATION_FAILED');
  });

  it('permission matrix', async () => {
    const { p, amenity } = await liveWithAmenity();
    const hidden = await createListing(t, who.agentA, place);
    const hiddenAmenity = await createOk(hidden.publicId, school);
    expectError(await t.request('DELETE', deletePath(amenity.publicId)), 401, 'UNAUTHENTICATED');
    const onlyAgents = 'Only agents can manage amenities';
    expectError(await remove(amenity.publicId, who.customer.token), 403, 'FORBIDDEN', onlyAgents);
    expectError(await remove(amenity.publicId, who.moderator.token), 403, 'FORBIDDEN', onlyAgents);
    expectError(
      await remove(amenity.publicId, who.agentB.token),
      403,
      'FORBIDDEN',
      'Not your property',
    );
    expectError(
      await remove(hiddenAmenity.publicId, who.agentB.token),
      404,
      'NOT_FOUND',
      'Amenity not found',
    );
    expectError(
      await remove(amenity.publicId, who.otherTenantAgent.token, 'sandbox'),
      404,
      'NOT_FOUND',
      'Amenity not found',
    );
    expect((await list(p.publicId)).body).toHaveLength(1);
    expect((await remove(amenity.publicId)).status).toBe(200);
  });
});

describe('deleting a listing', () => {
  it('deletes its amenities', async () => {
    const { p, amenity } = await liveWithAmenity();
    const gone = await t.request('DELETE', `/properties/ids/${p.publicId}/delete`, {
      token: who.agentA.token,
    });
    expect(gone.status).toBe(200);
    const rows = await t.db
      .select()
      .from(amenities)
      .where(eq(amenities.publicId, amenity.publicId));
    expect(rows).toEqual([]);
    expectError(await update(amenity.publicId, school), 404, 'NOT_FOUND', 'Amenity not found');
    expectError(await list(p.publicId, who.agentA.token), 404, 'NOT_FOUND');
  });
});
