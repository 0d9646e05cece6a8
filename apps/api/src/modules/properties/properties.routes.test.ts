import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, propertyFeatures, propertyImages, propertyViewCounts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { approve, cast, createListing, refs, validListing } from '../../test/listings';

let t: TestApp;
let who: Awaited<ReturnType<typeof cast>>;
let place: { type: string; suburb: string };
let r: Awaited<ReturnType<typeof refs>>;

beforeAll(async () => {
  t = await createTestApp();
  who = await cast(t);
  r = await refs(t);
  place = { type: await r.type('House'), suburb: await r.suburb('Avondale') };
});
afterAll(() => t.close());

const createPath = (agentId: string, type = place.type, suburb = place.suburb) =>
  `/agents/${agentId}/types/ids/${type}/suburbs/ids/${suburb}/properties/create`;

const create = (body: unknown, token = who.agentA.token, agentId = who.agentA.publicId) =>
  t.request('POST', createPath(agentId), { token, body });

describe('POST /agents/{agentId}/types/ids/{typeId}/suburbs/ids/{suburbId}/properties/create', () => {
  it('creates a listing in REVIEW with the spec defaults and names', async () => {
    const res = await create({
      name: 'Sunny cottage',
      category: 'RENT',
      currency: 'usd',
      priceType: 'TOTAL',
      latitude: -17.8,
      longitude: 31.04,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Sunny cottage',
      title: 'Sunny cottage',
      views: 0,
      typeId: place.type,
      suburb: place.suburb,
      category: 'RENT',
      areaType: 'HECTARE',
      priceType: 'TOTAL',
      currency: 'USD',
      vatable: false,
      serviced: false,
      serviceCharge: 0,
      displayMap: false,
      published: 'REVIEW',
      listingCategory: 'FEATURED',
      archived: false,
      profilePhoto: null,
      agent: { publicId: who.agentA.publicId },
      defaultCurrency: { code: 'USD' },
      location: { city: 'Harare', suburb: 'Avondale', country: 'Zimbabwe' },
      features: [],
      images: {},
      metaTags: '',
      rejectionReason: null,
    });
    expect(res.body.code).toMatch(/^PR-[A-HJ-NP-Z2-9]{6}$/);
    expect(res.body.publicId).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(res.body.completion).toBeGreaterThan(0);
    expect(res.body.completion).toBeLessThan(100);
  });

  it('keeps every field sent, normalises keywords and stores the year built', async () => {
    const res = await create(
      validListing({
        title: 'Cottage for rent in Avondale',
        serviced: true,
        serviceCharge: 40,
        vatable: true,
        displayMap: true,
        altitude: 1490,
        metaTags: ' Garden , QUIET,garden ',
        listingCategory: 'STANDARD',
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Cottage for rent in Avondale',
      description: validListing().description,
      area: 120,
      areaType: 'SQUARE_METRES',
      built: '2015-01-01T00:00:00.000Z',
      price: 800,
      serviced: true,
      serviceCharge: 40,
      vatable: true,
      displayMap: true,
      altitude: 1490,
      latitude: -17.7997,
      longitude: 31.0386,
      metaTags: 'garden,quiet',
      listingCategory: 'STANDARD',
    });
  });

  it('gives every listing a different code', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) codes.add((await create(validListing())).body.code);
    expect(codes.size).toBe(5);
  });

  it('ignores read-only fields (views, code, agent) and refuses publishing', async () => {
    const ignored = await create({
      ...validListing(),
      views: 99,
      code: 'HACKED',
      agent: { publicId: who.agentB.publicId },
      completion: 100,
    });
    expect(ignored.status).toBe(201);
    expect(ignored.body).toMatchObject({ views: 0, agent: { publicId: who.agentA.publicId } });
    expect(ignored.body.code).not.toBe('HACKED');
    expect(ignored.body.completion).toBeLessThan(100);

    const review = await create(validListing({ published: 'REVIEW' }));
    expect(review.status).toBe(201);
    const approved = await create(validListing({ published: 'APPROVED' }));
    expect(approved.status).toBe(403);
    expect(approved.body.message).toBe('Only moderators can change whether a listing is published');
  });

  describe('validation', () => {
    it.each<[string, Record<string, unknown>, string]>([
      ['category missing', { category: undefined }, 'Select a category'],
      ['category unknown', { category: 'LEASE' }, 'Must be one of RENT, SALE, QUICK_RENT'],
      ['price type missing', { priceType: undefined }, 'Select a price type'],
      ['price type unknown', { priceType: 'MONTHLY' }, 'Must be one of TOTAL, UNIT'],
      ['currency missing', { currency: undefined }, 'Select a currency'],
      ['currency malformed', { currency: 'US' }, 'Select a currency'],
      ['latitude missing', { latitude: undefined }, 'Latitude is required'],
      ['longitude missing', { longitude: undefined }, 'Longitude is required'],
      ['latitude out of range', { latitude: -91 }, 'Latitude must be between -90 and 90'],
      ['longitude out of range', { longitude: 181 }, 'Longitude must be between -180 and 180'],
      ['name missing', { name: undefined }, 'Enter the property name'],
      ['name blank', { name: '   ' }, 'Enter the property name'],
      ['phone in description', { description: 'Call 0772 123 456' }, 'Phone number detected'],
      ['dashed phone', { description: 'Ring +263-77-123-4567 now' }, 'Phone number detected'],
      ['email in description', { description: 'Mail john@gmail.com' }, 'Email detected'],
      ['obfuscated email', { description: 'john [at] gmail [dot] com' }, 'Email detected'],
      ['negative price', { price: -1 }, 'Price cannot be negative'],
      ['negative area', { area: -1 }, 'Area cannot be negative'],
      ['negative service charge', { serviced: true, serviceCharge: -5 }, 'cannot be negative'],
      [
        'service charge when not serviced',
        { serviceCharge: 20 },
        'Service charge applies only to serviced properties',
      ],
      ['area unit unknown', { areaType: 'ARPENT' }, 'Must be one of'],
      ['year built too early', { built: '1700' }, 'Year built must be between'],
      ['year built garbage', { built: 'last year' }, 'Enter the year built (YYYY) or a date'],
      ['altitude out of range', { altitude: 20000 }, 'Altitude is out of range'],
      ['price as text', { price: '800' }, 'Price must be a number'],
      ['latitude as text', { latitude: '-17.8' }, 'Latitude must be a number'],
      ['archived as text', { archived: 'yes' }, 'boolean'],
      ['name too long', { name: 'x'.repeat(121) }, 'Name must be at most 120 characters'],
      ['title too long', { title: 'x'.repeat(161) }, 'Title must be at most 160 characters'],
      [
        'description too long',
        { description: 'a '.repeat(2501) },
        'Description must be at most 5000 characters',
      ],
      ['keywords too long', { metaTags: 'k'.repeat(1001) }, 'Keywords must be at most 1000'],
      [
        'too many keywords',
        { metaTags: Array.from({ length: 21 }, (_, i) => `t${i}`).join(',') },
        'At most 20 keywords',
      ],
    ])('refuses %s', async (_label, override, message) => {
      const body: Record<string, unknown> = validListing(override);
      for (const [k, v] of Object.entries(override)) if (v === undefined) delete body[k];
      const res = await create(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(res.body.details ?? res.body.message)).toContain(message);
    });

    it('accepts prices, years and plot numbers that only look like phone numbers', async () => {
      const res = await create(
        validListing({ description: 'Asking USD 1 250 000. Stand 1234567, built 2019-2020.' }),
      );
      expect(res.status).toBe(201);
    });

    it('refuses a currency the listing country does not use', async () => {
      const res = await create(validListing({ currency: 'KES' }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Currency must be one of USD, ZWG');
    });

    it('refuses a body that is not JSON or not an object', async () => {
      const notJson = await t.request('POST', createPath(who.agentA.publicId), {
        token: who.agentA.token,
        body: '{"name":',
        headers: { 'content-type': 'application/json' },
      });
      expect(notJson.status).toBe(400);
      const array = await create([validListing()]);
      expect(array.status).toBe(400);
    });

    it('answers 404 with the spec message for an unknown type, and for an unknown suburb', async () => {
      const type = await t.request('POST', createPath(who.agentA.publicId, 'nope', place.suburb), {
        token: who.agentA.token,
        body: validListing(),
      });
      expect(type.status).toBe(404);
      expect(type.body.message).toBe('You have not selected a valid type');
      const suburb = await t.request('POST', createPath(who.agentA.publicId, place.type, 'nope'), {
        token: who.agentA.token,
        body: validListing(),
      });
      expect(suburb.status).toBe(404);
      expect(suburb.body.message).toBe('Suburb not found');
    });

    it('refuses oversized ids in the path', async () => {
      const res = await t.request('POST', createPath(who.agentA.publicId, 'x'.repeat(65)), {
        token: who.agentA.token,
        body: validListing(),
      });
      expect(res.status).toBe(400);
    });
  });

  describe('permissions', () => {
    it('needs a signed-in caller', async () => {
      const res = await t.request('POST', createPath(who.agentA.publicId), {
        body: validListing(),
      });
      expect(res.status).toBe(401);
    });

    it.each(['customer', 'moderator'] as const)('refuses a %s', async (role) => {
      const res = await create(validListing(), who[role].token, who.agentA.publicId);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Only agents can manage listings');
    });

    it("refuses an agent creating under another agent's id", async () => {
      const res = await create(validListing(), who.agentB.token, who.agentA.publicId);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You can only create listings under your own agent id');
    });

    it("does not let another tenant's agent use this tenant's types or token", async () => {
      const other = who.otherTenantAgent;
      const inOwnTenant = await t.request('POST', createPath(other.publicId), {
        token: other.token,
        tenant: 'sandbox',
        body: validListing(),
      });
      expect(inOwnTenant.status).toBe(404);
      const wrongHeader = await t.request('POST', createPath(other.publicId), {
        token: other.token,
        body: validListing(),
      });
      expect(wrongHeader.status).toBe(403);
      expect(wrongHeader.body.code).toBe('TENANT_MISMATCH');
    });
  });
});

describe('GET /properties/ids/{id}/get', () => {
  let review: string;
  let live: string;
  let archived: string;
  beforeAll(async () => {
    review = (await createListing(t, who.agentA, place)).publicId;
    live = (await createListing(t, who.agentA, place)).publicId;
    archived = (await createListing(t, who.agentA, place, { archived: true })).publicId;
    await approve(t, who.moderator.token, live);
    await approve(t, who.moderator.token, archived);
  });

  const get = (id: string, token?: string, tenant?: string) =>
    t.request('GET', `/properties/ids/${id}/get`, { token, tenant });

  it.each<[string, 'review' | 'live' | 'archived', number[]]>([
    // anonymous, customer, agent A (owner), agent B, moderator, other tenant
    ['under review', 'review', [404, 404, 200, 404, 200, 404]],
    ['approved', 'live', [200, 200, 200, 200, 200, 404]],
    ['archived', 'archived', [404, 404, 200, 404, 200, 404]],
  ])(
    'a listing %s: anonymous, customer, owner, agent B, moderator, other tenant',
    async (_l, key, expected) => {
      const id = { review, live, archived }[key];
      const statuses = [
        (await get(id)).status,
        (await get(id, who.customer.token)).status,
        (await get(id, who.agentA.token)).status,
        (await get(id, who.agentB.token)).status,
        (await get(id, who.moderator.token)).status,
        (await get(id, who.otherTenantAgent.token, 'sandbox')).status,
      ];
      expect(statuses).toEqual(expected);
    },
  );

  it('says Property not found for hidden and unknown listings alike', async () => {
    expect((await get(review)).body.message).toBe('Property not found');
    expect((await get('unknown-id')).body.message).toBe('Property not found');
  });

  it('refuses a token of another tenant on this tenant', async () => {
    const res = await get(live, who.otherTenantAgent.token);
    expect(res.status).toBe(403);
  });

  it('counts public reads as views, but not the agent or moderators reading', async () => {
    const id = (await createListing(t, who.agentA, place)).publicId;
    await approve(t, who.moderator.token, id);
    expect((await get(id)).body.views).toBe(1);
    expect((await get(id, who.customer.token)).body.views).toBe(2);
    expect((await get(id, who.agentB.token)).body.views).toBe(3);
    expect((await get(id, who.agentA.token)).body.views).toBe(3);
    expect((await get(id, who.moderator.token)).body.views).toBe(3);

    await t.app.modules.properties.views.flush();
    const [stored] = await t.db
      .select({ views: propertyViewCounts.views })
      .from(propertyViewCounts)
      .innerJoin(properties, eq(properties.id, propertyViewCounts.propertyId))
      .where(eq(properties.publicId, id));
    expect(stored!.views).toBe(3);
    expect((await get(id, who.agentA.token)).body.views).toBe(3);
  });

  it("counts views without writing the listing's row, so searches keep reading the index alone", async () => {
    const id = (await createListing(t, who.agentA, place)).publicId;
    await approve(t, who.moderator.token, id);
    // The row's version: any write to it, even of an unindexed column, makes a new one.
    const version = async () => {
      const result = await t.db.execute(
        sql`SELECT xmin::text AS version FROM properties WHERE public_id = ${id}`,
      );
      return (result as { rows: { version: string }[] }).rows[0]!.version;
    };
    const before = await version();
    await get(id);
    await get(id);
    await t.app.modules.properties.views.flush();
    expect(await version()).toBe(before);
    expect((await get(id, who.agentA.token)).body.views).toBe(2);
  });

  it('a view read just before its listing is deleted is dropped, not an error', async () => {
    const listing = await createListing(t, who.agentA, place);
    await approve(t, who.moderator.token, listing.publicId);
    await get(listing.publicId);
    const [row] = await t.db
      .delete(properties)
      .where(eq(properties.publicId, listing.publicId))
      .returning({ id: properties.id });
    await t.app.modules.properties.views.flush();
    const counted = await t.db
      .select()
      .from(propertyViewCounts)
      .where(eq(propertyViewCounts.propertyId, row!.id));
    expect(counted).toEqual([]);
  });

  it('returns its images grouped by location, and only its own', async () => {
    const p = await createListing(t, who.agentA, place);
    const other = await createListing(t, who.agentA, place);
    const rows = await t.db
      .select({ id: properties.id, publicId: properties.publicId, tenantId: properties.tenantId })
      .from(properties)
      .where(eq(properties.tenantId, r.tenantId));
    const idOf = (publicId: string) => rows.find((x) => x.publicId === publicId)!;
    const image = (publicId: string, location: string, name: string) => ({
      propertyId: idOf(publicId).id,
      tenantId: idOf(publicId).tenantId,
      location,
      name,
      fileDownloadUri: `/files/${name}`,
      variants: { thumbnail: `/files/t-${name}` },
    });
    await t.db
      .insert(propertyImages)
      .values([
        image(p.publicId, 'GENERAL', 'front.webp'),
        image(p.publicId, 'BEDROOM', 'main-bedroom.webp'),
        image(p.publicId, 'GENERAL', 'garden.webp'),
        image(other.publicId, 'GENERAL', 'not-mine.webp'),
      ]);
    const res = await get(p.publicId, who.agentA.token);
    expect(res.body.images).toEqual({
      GENERAL: [
        {
          name: 'front.webp',
          fileDownloadUri: '/files/front.webp',
          variants: { thumbnail: '/files/t-front.webp' },
          order: 1,
        },
        {
          name: 'garden.webp',
          fileDownloadUri: '/files/garden.webp',
          variants: { thumbnail: '/files/t-garden.webp' },
          order: 3,
        },
      ],
      BEDROOM: [
        {
          name: 'main-bedroom.webp',
          fileDownloadUri: '/files/main-bedroom.webp',
          variants: { thumbnail: '/files/t-main-bedroom.webp' },
          order: 2,
        },
      ],
    });
    const list = await t.request('POST', '/properties/search/detailed', {
      token: who.agentA.token,
      body: { code: p.code },
    });
    expect(list.body.content[0].images.GENERAL).toHaveLength(2);
  });

  it('answers repeated anonymous reads from a short cache, still counting each view', async () => {
    const p = await createListing(t, who.agentA, place);
    await approve(t, who.moderator.token, p.publicId);
    const first = await get(p.publicId);
    const second = await get(p.publicId);
    expect(second.body).toEqual(first.body);
    expect(second.headers['content-type']).toContain('application/json');
    await t.app.modules.properties.views.flush();
    expect((await get(p.publicId, who.agentA.token)).body.views).toBe(2);

    // An edit clears the cache at once.
    await t.request('PUT', `/properties/ids/${p.publicId}/update`, {
      token: who.agentA.token,
      body: { price: 1234 },
    });
    expect((await get(p.publicId)).body.price).toBe(1234);
  });

  it('does not count reads of listings the public cannot see', async () => {
    await get(review, who.agentA.token);
    expect((await get(review, who.agentA.token)).body.views).toBe(0);
  });
});

describe('PUT /properties/ids/{id}/update', () => {
  const update = (id: string, body: unknown, token = who.agentA.token) =>
    t.request('PUT', `/properties/ids/${id}/update`, { token, body });

  it('changes only what is sent', async () => {
    const p = await createListing(t, who.agentA, place);
    const res = await update(p.publicId, { price: 950, displayMap: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ price: 950, displayMap: true, name: p.name, title: p.title });
    expect(res.body.code).toBe(p.code);
  });

  it('defaults an emptied title to the name', async () => {
    const p = await createListing(t, who.agentA, place, { title: 'Custom title' });
    const res = await update(p.publicId, { title: '', name: 'New name' });
    expect(res.body).toMatchObject({ title: 'New name', name: 'New name' });
  });

  it('moves a listing to another type and suburb, and checks the currency there', async () => {
    const p = await createListing(t, who.agentA, place);
    const sandton = await r.suburb('Sandton');
    const res = await update(p.publicId, {
      typeId: await r.type('Cottage'),
      suburb: sandton,
      currency: 'ZAR',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      typeId: await r.type('Cottage'),
      suburb: sandton,
      currency: 'ZAR',
      location: { suburb: 'Sandton', city: 'Johannesburg', country: 'South Africa' },
      defaultCurrency: { code: 'ZAR' },
    });
    const mismatch = await update(p.publicId, { suburb: place.suburb });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('Currency must be one of USD, ZWG');
  });

  it('answers 404 for an unknown type or suburb', async () => {
    const p = await createListing(t, who.agentA, place);
    const type = await update(p.publicId, { typeId: 'nope' });
    expect(type.status).toBe(404);
    expect(type.body.message).toBe('You have not selected a valid type');
    expect((await update(p.publicId, { suburb: 'nope' })).status).toBe(404);
    expect((await update('nope', { price: 1 })).status).toBe(404);
  });

  it('validates what is sent with the same rules as creation', async () => {
    const p = await createListing(t, who.agentA, place);
    const cases: [unknown, string][] = [
      [{ description: 'whatsapp 0772 123 456' }, 'Phone number detected'],
      [{ description: 'john at gmail dot com' }, 'Email detected'],
      [{ price: -3 }, 'Price cannot be negative'],
      [{ latitude: 100 }, 'Latitude must be between -90 and 90'],
      [{ category: 'ANY' }, 'Must be one of'],
      [{ name: 'x'.repeat(121) }, 'Name must be at most 120 characters'],
      [{ serviceCharge: 10 }, 'Service charge applies only to serviced properties'],
      [{ archived: 1 }, 'boolean'],
    ];
    for (const [body, message] of cases) {
      const res = await update(p.publicId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
  });

  it('drops the service charge when serviced is turned off', async () => {
    const p = await createListing(t, who.agentA, place, { serviced: true, serviceCharge: 30 });
    const res = await update(p.publicId, { serviced: false });
    expect(res.body).toMatchObject({ serviced: false, serviceCharge: 0 });
  });

  it('ignores read-only fields and refuses a change of published', async () => {
    const p = await createListing(t, who.agentA, place);
    const ignored = await update(p.publicId, { code: 'X', views: 5, agent: { publicId: 'x' } });
    expect(ignored.status).toBe(200);
    expect(ignored.body).toMatchObject({ code: p.code, views: 0 });
    expect((await update(p.publicId, { published: 'REVIEW' })).status).toBe(200);
    const publish = await update(p.publicId, { published: 'APPROVED' });
    expect(publish.status).toBe(403);
  });

  it('archives and restores a listing', async () => {
    const p = await createListing(t, who.agentA, place);
    expect((await update(p.publicId, { archived: true })).body.archived).toBe(true);
    expect((await update(p.publicId, { archived: false })).body.archived).toBe(false);
  });

  describe('edits to an approved listing', () => {
    it.each<[string, Record<string, unknown>, 'APPROVED' | 'REVIEW']>([
      ['price', { price: 1200 }, 'APPROVED'],
      ['area', { area: 300 }, 'APPROVED'],
      ['archived', { archived: true }, 'APPROVED'],
      ['flags', { vatable: true, displayMap: true }, 'APPROVED'],
      ['the same description', { description: validListing().description }, 'APPROVED'],
      ['description', { description: 'Now with a new kitchen.' }, 'REVIEW'],
      ['title', { title: 'Brand new title' }, 'REVIEW'],
      ['name', { name: 'Renamed' }, 'REVIEW'],
      ['keywords', { metaTags: 'new,tags' }, 'REVIEW'],
      ['category', { category: 'SALE' }, 'REVIEW'],
      ['coordinates', { latitude: -17.81 }, 'REVIEW'],
    ])('%s leaves it %s', async (_label, body, expected) => {
      const p = await createListing(t, who.agentA, place);
      await approve(t, who.moderator.token, p.publicId);
      const res = await update(p.publicId, body);
      expect(res.status).toBe(200);
      expect(res.body.published).toBe(expected);
    });
  });

  describe('permissions', () => {
    let live: string;
    let review: string;
    beforeAll(async () => {
      live = (await createListing(t, who.agentA, place)).publicId;
      review = (await createListing(t, who.agentA, place)).publicId;
      await approve(t, who.moderator.token, live);
    });

    it('anonymous: 401', async () => {
      expect((await t.request('PUT', `/properties/ids/${live}/update`, { body: {} })).status).toBe(
        401,
      );
    });

    it.each<[string, 'customer' | 'agentB' | 'moderator', number, number]>([
      ['customer', 'customer', 403, 404],
      ['agent B', 'agentB', 403, 404],
      ['moderator', 'moderator', 403, 403],
    ])('%s: approved %i, under review %i', async (_l, role, onLive, onReview) => {
      const a = await update(live, { price: 1 }, who[role].token);
      expect(a.status).toBe(onLive);
      if (onLive === 403) expect(a.body.message).toBe('Not your property');
      expect((await update(review, { price: 1 }, who[role].token)).status).toBe(onReview);
    });

    it('other tenant: 404 in its own tenant', async () => {
      const res = await t.request('PUT', `/properties/ids/${live}/update`, {
        token: who.otherTenantAgent.token,
        tenant: 'sandbox',
        body: { price: 1 },
      });
      expect(res.status).toBe(404);
    });
  });
});

describe('DELETE /properties/ids/{id}/delete', () => {
  const del = (id: string, token = who.agentA.token) =>
    t.request('DELETE', `/properties/ids/${id}/delete`, { token });

  async function withImage(publicId: string, file: string) {
    const [p] = await t.db.select().from(properties).where(eq(properties.publicId, publicId));
    await t.app.storage.put(file, Buffer.from('image bytes'), 'image/webp');
    await t.db.insert(propertyImages).values({
      propertyId: p!.id,
      tenantId: p!.tenantId,
      location: 'GENERAL',
      name: file.split('/').pop()!,
      fileDownloadUri: t.app.storage.urlFor(file),
      variants: {},
    });
    return p!;
  }

  it('deletes the listing, its features, images and files', async () => {
    const p = await createListing(t, who.agentA, place);
    const feature = await r.feature('BEDROOM');
    await t.request('POST', `/properties/ids/${p.publicId}/features/all/create`, {
      token: who.agentA.token,
      body: { bulk: [{ featureId: feature, quantity: 2 }] },
    });
    const file = `test/${p.publicId}/one.webp`;
    const row = await withImage(p.publicId, file);

    const res = await del(p.publicId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ publicId: p.publicId, message: 'Property deleted' });
    expect(
      (await t.request('GET', `/properties/ids/${p.publicId}/get`, { token: who.agentA.token }))
        .status,
    ).toBe(404);
    expect(await t.app.storage.read(file)).toBeUndefined();
    const features = await t.db
      .select()
      .from(propertyFeatures)
      .where(eq(propertyFeatures.propertyId, row.id));
    const images = await t.db
      .select()
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, row.id));
    expect([features.length, images.length]).toEqual([0, 0]);
  });

  it("stops with 'Could not delete image' when a file cannot be removed, and keeps the listing", async () => {
    const p = await createListing(t, who.agentA, place);
    const file = `test/${p.publicId}/stuck.webp`;
    await withImage(p.publicId, file);
    const storage = t.app.storage as { remove: (key: string) => Promise<void> };
    const remove = storage.remove;
    storage.remove = async () => {
      throw new Error('storage is down');
    };
    try {
      const res = await del(p.publicId);
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('Could not delete image');
    } finally {
      storage.remove = remove;
    }
    expect(
      (await t.request('GET', `/properties/ids/${p.publicId}/get`, { token: who.agentA.token }))
        .status,
    ).toBe(200);
    expect(await t.app.storage.read(file)).toBeDefined();
    expect((await del(p.publicId)).status).toBe(200);
    expect(await t.app.storage.read(file)).toBeUndefined();
  });

  it('permissions: anonymous 401, customer/agent B/moderator refused, other tenant 404', async () => {
    const p = await createListing(t, who.agentA, place);
    await approve(t, who.moderator.token, p.publicId);
    expect((await t.request('DELETE', `/properties/ids/${p.publicId}/delete`)).status).toBe(401);
    expect((await del(p.publicId, who.customer.token)).status).toBe(403);
    expect((await del(p.publicId, who.agentB.token)).status).toBe(403);
    expect((await del(p.publicId, who.moderator.token)).status).toBe(403);
    const other = await t.request('DELETE', `/properties/ids/${p.publicId}/delete`, {
      token: who.otherTenantAgent.token,
      tenant: 'sandbox',
    });
    expect(other.status).toBe(404);
    const hidden = await createListing(t, who.agentA, place);
    expect((await del(hidden.publicId, who.agentB.token)).status).toBe(404);
    expect((await del('unknown')).status).toBe(404);
  });
});
