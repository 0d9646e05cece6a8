import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { features, properties, propertyFeatures, propertyImages } from '../../db/schema';
import { createAgent, createTestApp, DEMO_ACCOUNTS, type TestApp } from '../../test/helper';
import { jpegImage } from '../../test/images';
import { approve, createListing, insertTestProperty, refs } from '../../test/listings';
import { feedToken } from '../../test/feed';
import { upload } from '../../test/uploads';
import { RESO_DEFAULT_PAGE, RESO_MAX_PAGE, RESO_ROUTE_CONFIG } from '.';

let t: TestApp;
/** A feed client's token: every scope of the demo site. */
let feed: string;
let moderator: string;
let admin: string;
let agent: Awaited<ReturnType<typeof createAgent>>;
let idle: Awaited<ReturnType<typeof createAgent>>;
/** Live listings of `agent`: a house for sale, a flat to rent, land for sale. */
const live: Record<'house' | 'flat' | 'land', string> = { house: '', flat: '', land: '' };
/** Listings the feed never shows. */
const hidden: Record<'draft' | 'archived' | 'rejected' | 'otherSite', string> = {
  draft: '',
  archived: '',
  rejected: '',
  otherSite: '',
};

const ROOT = '/demo/reso/odata';
const get = (path: string) => t.request('GET', path, { tenant: null, token: feed });
/** A collection's address with its query options, encoded as a client would. */
const query = (resource: string, options: Record<string, string | number | boolean>) =>
  `${ROOT}/${resource}?${Object.entries(options)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&')}`;
const mine = `ListAgentKey eq '__AGENT__'`;
const ofAgent = (filter?: string) =>
  [mine.replace('__AGENT__', agent.publicId), filter].filter(Boolean).join(' and ');

/** Every record of a collection, following @odata.nextLink to the end. */
async function everything(path: string) {
  const records: Record<string, unknown>[] = [];
  let next: string | undefined = path;
  let pages = 0;
  while (next) {
    const res = await get(next.replace(t.config.publicUrl, ''));
    expect(res.status).toBe(200);
    records.push(...res.body.value);
    next = res.body['@odata.nextLink'];
    expect(++pages).toBeLessThan(500);
  }
  return { records, pages };
}

/** A small well-formedness check: tags nest and close, attributes are quoted, & is escaped. */
function expectWellFormedXml(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const body = xml.replace(/^<\?xml[^?]*\?>/, '');
  const stack: string[] = [];
  for (const [, closing, name, attributes, selfClosing] of body.matchAll(
    /<(\/?)([A-Za-z_][\w.:-]*)([^<>]*?)(\/?)>/g,
  )) {
    expect(attributes!.replace(/\s+[\w.:-]+="[^"<]*"/g, '').trim()).toBe('');
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name!);
  }
  expect(stack).toEqual([]);
  expect(body.replace(/<[^>]*>/g, '').trim()).toBe('');
  expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
}

beforeAll(async () => {
  t = await createTestApp();
  feed = await feedToken(t.app);
  moderator = (await t.login(DEMO_ACCOUNTS.moderator.email, DEMO_ACCOUNTS.moderator.password))
    .token;
  admin = (await t.login(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).token;
  agent = await createAgent(t);
  idle = await createAgent(t);
  const r = await refs(t);
  const avondale = await r.suburb('Avondale');
  const make = async (type: string, overrides: Record<string, unknown>, who = agent) =>
    (await createListing(t, who, { type: await r.type(type), suburb: avondale }, overrides))
      .publicId as string;
  live.house = await make('House', {
    category: 'SALE',
    price: 250000,
    area: 320,
    areaType: 'SQUARE_METRES',
    built: '2001',
    tourUrl: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
  });
  live.flat = await make('Studio', {
    category: 'RENT',
    price: 800,
    area: 900,
    areaType: 'SQUARE_FEET',
    built: '2012',
  });
  live.land = await make('Land', {
    category: 'SALE',
    price: 60000,
    area: 2,
    areaType: 'HECTARE',
    built: '2020',
  });
  for (const id of Object.values(live)) await approve(t, moderator, id);
  hidden.draft = await make('House', {});
  hidden.archived = await make('House', {});
  await approve(t, moderator, hidden.archived);
  const archive = await t.request('PUT', `/properties/ids/${hidden.archived}/update`, {
    token: agent.token,
    body: { archived: true },
  });
  expect(archive.status).toBe(200);
  hidden.rejected = await make('House', {});
  const reject = await t.request('POST', `/properties/ids/${hidden.rejected}/reject`, {
    token: moderator,
    body: { reason: 'The photos are blurred' },
  });
  expect(reject.status).toBe(200);
  // The idle agent's only listing is a draft: neither they nor their agency are in the feed.
  await make('Apartment', {}, idle);
  const sandboxAgent = await createAgent(t, 'sandbox');
  hidden.otherSite = (
    await insertTestProperty(t, sandboxAgent.publicId, { tenant: 'sandbox', published: 'APPROVED' })
  ).publicId;
  // The house's photos: a photo and a floor plan, as the image pipeline stores them.
  const [house] = await t.db.select().from(properties).where(eq(properties.publicId, live.house));
  // Its features: four bedrooms, a fireplace inside, a garage outside.
  for (const [name, quantity] of [
    ['BEDROOM', 4],
    ['FIREPLACE', 1],
    ['GARAGE', 2],
  ] as const) {
    const [feature] = await t.db
      .select()
      .from(features)
      .where(and(eq(features.tenantId, house!.tenantId), eq(features.name, name)));
    await t.db
      .insert(propertyFeatures)
      .values({ propertyId: house!.id, featureId: feature!.id, quantity });
  }
  for (const [name, location] of [
    ['p1.jpg', 'GENERAL'],
    ['p2.jpg', 'FLOOR_PLAN'],
  ] as const) {
    await t.db.insert(propertyImages).values({
      tenantId: house!.tenantId,
      propertyId: house!.id,
      location,
      name: `${live.house}-${name}`,
      fileDownloadUri: `/files/properties/demo/${live.house}/${name}`,
      variants: { full: `/files/properties/demo/${live.house}/full-${name}.webp` },
    });
  }
});
afterAll(() => t.close());

describe('access', () => {
  it("takes the site from the path and the caller from a feed client's token", async () => {
    expect(RESO_ROUTE_CONFIG).toEqual({ tenant: 'path', auth: 'feed' });
    // X-Tenant naming another site changes nothing: the path names the site.
    const res = await t.request('GET', `${ROOT}/Property?$top=1&$select=ListingKey`, {
      tenant: 'sandbox',
      token: feed,
    });
    expect(res.status).toBe(200);
    expect(res.body['@odata.context']).toBe(`${t.config.publicUrl}${ROOT}/$metadata#Property`);
    // No token, a dashboard session or a broken token: 401, in OData's shape.
    for (const token of [undefined, agent.token, 'not.a.token']) {
      for (const path of [ROOT, `${ROOT}/$metadata`, `${ROOT}/Member('${agent.publicId}')`]) {
        const refused = await t.request('GET', path, { tenant: null, token });
        expect(refused.status).toBe(401);
        expect(refused.headers['odata-version']).toBe('4.0');
        expect(Object.keys(refused.body)).toEqual(['error']);
      }
    }
  });

  it("answers a resource outside the client's scopes with 403", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/feed-clients',
      headers: { 'x-tenant': 'demo', authorization: `Bearer ${admin}` },
      payload: { name: 'Media only', scopes: ['Media'] },
    });
    expect(res.statusCode).toBe(201);
    const { clientId, clientSecret } = res.json<{ clientId: string; clientSecret: string }>();
    const token = await t.app.inject({
      method: 'POST',
      url: '/demo/reso/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: clientId,
        client_secret: clientSecret,
      }).toString(),
    });
    const mediaOnly = token.json<{ access_token: string }>().access_token;
    for (const resource of ['Property', 'EntityEvent', 'Member', 'Office']) {
      const refused = await t.request('GET', `${ROOT}/${resource}`, {
        tenant: null,
        token: mediaOnly,
      });
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('Forbidden');
    }
    for (const path of [`${ROOT}/Media?$top=1`, `${ROOT}/Lookup?$top=1`, `${ROOT}/$metadata`]) {
      const allowed = await t.request('GET', path, { tenant: null, token: mediaOnly });
      expect(allowed.status).toBe(200);
    }
  });
});

describe('the service document and the metadata', () => {
  it('lists the resources, with OData-Version 4.0', async () => {
    const res = await get(ROOT);
    expect(res.status).toBe(200);
    expect(res.headers['odata-version']).toBe('4.0');
    expect(res.body['@odata.context']).toBe(`${t.config.publicUrl}/demo/reso/odata/$metadata`);
    expect(res.body.value.map((v: { name: string }) => v.name)).toEqual([
      'Property',
      'Media',
      'Member',
      'Office',
      'Lookup',
      'EntityEvent',
    ]);
  });

  it.each([`${ROOT}/$metadata`, `${ROOT}/$metadata?$format=application/xml`])(
    'answers well-formed EDMX declaring every mapped field at %s',
    async (path) => {
      const res = await t.app.inject({
        method: 'GET',
        url: path,
        headers: { authorization: `Bearer ${feed}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['odata-version']).toBe('4.0');
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      const xml = res.body;
      expectWellFormedXml(xml);
      expect(xml).toContain('<edmx:Edmx Version="4.0"');
      const service = (await get(ROOT)).body.value as { name: string }[];
      for (const { name } of service) {
        const type = new RegExp(`<EntityType Name="${name}">([\\s\\S]*?)</EntityType>`).exec(xml);
        expect(type, name).not.toBeNull();
        expect(xml).toContain(`<EntitySet Name="${name}" EntityType="org.reso.metadata.${name}"`);
        // Every field a record carries is declared in its entity type.
        const records = await get(`${ROOT}/${name}?$top=1`);
        expect(records.body.value.length, `${name} has records`).toBe(1);
        for (const field of Object.keys(records.body.value[0])) {
          expect(type![1], `${name}.${field}`).toContain(`<Property Name="${field}" `);
        }
      }
      expect(xml).toMatch(
        /<Property Name="StandardStatus" Type="Edm.String" Nullable="false">\s*<Annotation Term="RESO.OData.Metadata.LookupName" String="StandardStatus"\/>/,
      );
      expect(xml).toContain('<Key><PropertyRef Name="ListingKey"/></Key>');
      expect(xml).toContain(
        '<NavigationProperty Name="Media" Type="Collection(org.reso.metadata.Media)"/>',
      );
    },
  );

  it('refuses another $format of the metadata in OData’s shape', async () => {
    const res = await get(`${ROOT}/$metadata?$format=json`);
    expect(res.status).toBe(400);
    expect(res.headers['odata-version']).toBe('4.0');
    expect(res.body).toEqual({
      error: { code: 'BadRequest', message: 'The metadata is XML only', target: '$format' },
    });
  });
});

describe('errors in OData’s shape', () => {
  it.each([
    ['an unknown resource', `${ROOT}/Houses`, 404],
    ['an unknown key', `${ROOT}/Property('nope')`, 404],
    ['a deeper path', `${ROOT}/Property('x')/Media`, 404],
    ['an unknown site', '/nowhere/reso/odata/Property', 404],
    ['a site name over the router’s limit', `/${'x'.repeat(900)}/reso/odata`, 400],
    ['an address that is not a valid URL', `${ROOT}/Property%E0%A4%A`, 400],
    ['an address without a site', '//reso/odata/Property', 404],
    ['an unknown field in $filter', query('Property', { $filter: 'Colour eq 1' }), 400],
    [
      'an unknown field on an empty collection',
      query('Property', { $filter: 'ListPrice lt 0 and Colour eq 1' }),
      400,
    ],
    ['an unknown field in $select', query('Media', { $select: 'MediaKey,Colour' }), 400],
    ['an unknown option', query('Member', { $levels: 2 }), 501],
    ['a function', query('Property', { $filter: "contains(City,'Har')" }), 501],
    ['a lambda on a field', query('Property', { $filter: "City/any(c:c eq 'Harare')" }), 400],
    ['an order on a collection', query('Property', { $orderby: 'InteriorFeatures' }), 400],
    ['a malformed $filter', query('Office', { $filter: "OfficeKey eq 'x" }), 400],
    ['a wrong literal', query('Property', { $filter: "ListPrice gt 'cheap'" }), 400],
    ['a negative $top', query('Lookup', { $top: -1 }), 400],
    ['$expand of a resource without expansions', query('Member', { $expand: 'Media' }), 400],
  ])('%s', async (_what, path, status) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(res.headers['odata-version']).toBe('4.0');
    expect(Object.keys(res.body)).toEqual(['error']);
    expect(res.body.error).toEqual({
      code: expect.any(String),
      message: expect.any(String),
      ...(res.body.error.target !== undefined && { target: expect.any(String) }),
    });
  });

  it.each([
    ['POST', `${ROOT}/EntityEvent`],
    ['PATCH', `${ROOT}/EntityEvent('1')`],
    ['DELETE', `${ROOT}/Property('x')`],
    ['PUT', `${ROOT}/Media('x')`],
  ])('refuses %s %s: the feed is read only', async (method, path) => {
    const res = await t.request(method, path, { tenant: null, token: feed, body: {} });
    expect(res.status).toBe(405);
    expect(res.headers['odata-version']).toBe('4.0');
    expect(res.body).toEqual({
      error: { code: 'MethodNotAllowed', message: 'The feed is read only' },
    });
  });

  it('names the unknown field as the target', async () => {
    const res = await get(query('Property', { $filter: 'ListPrice lt 0 and Colour eq 1' }));
    expect(res.body.error.target).toBe('Colour');
  });
});

describe('only what the public may see', () => {
  it('has every live listing of the site and no draft, archived, rejected or other site’s one', async () => {
    const { records } = await everything(query('Property', { $select: 'ListingKey' }));
    const keys = records.map((r) => r.ListingKey);
    for (const id of Object.values(live)) expect(keys).toContain(id);
    for (const id of Object.values(hidden)) expect(keys).not.toContain(id);
    expect(new Set(keys).size).toBe(keys.length);
    for (const id of Object.values(hidden)) {
      expect((await get(`${ROOT}/Property('${id}')`)).status).toBe(404);
    }
  });

  it('has the agents and agencies of live listings only, without private details', async () => {
    const member = await get(`${ROOT}/Member('${agent.publicId}')`);
    expect(member.status).toBe(200);
    expect(member.body).toMatchObject({
      MemberKey: agent.publicId,
      MemberMlsId: agent.code,
      OfficeKey: agent.code,
      MemberStatus: 'Active',
    });
    // What the agent's public profile shows: no email, no personal names.
    expect(Object.keys(member.body).sort()).toEqual(
      [
        '@odata.context',
        'MemberKey',
        'MemberMlsId',
        'MemberFullName',
        'MemberOfficePhone',
        'MemberStatus',
        'OfficeKey',
        'OfficeName',
        'OriginalEntryTimestamp',
        'ModificationTimestamp',
      ].sort(),
    );
    expect((await get(`${ROOT}/Member('${idle.publicId}')`)).status).toBe(404);
    expect((await get(`${ROOT}/Office('${agent.code}')`)).body.OfficeKey).toBe(agent.code);
    expect((await get(`${ROOT}/Office('${idle.code}')`)).status).toBe(404);
  });

  it('has the photos of live listings only, at absolute public addresses', async () => {
    const { records } = await everything(
      query('Media', { $filter: `ResourceRecordKey eq '${live.house}'` }),
    );
    expect(records).toEqual([
      expect.objectContaining({
        MediaKey: `${live.house}-p1.jpg`,
        ResourceName: 'Property',
        MediaURL: `${t.config.publicUrl}/files/properties/demo/${live.house}/full-p1.jpg.webp`,
        Order: 1,
        MediaCategory: 'Photo',
        ShortDescription: 'General',
      }),
      expect.objectContaining({
        Order: 2,
        MediaCategory: 'Floor Plan',
        ShortDescription: 'Floor Plan',
      }),
    ]);
  });
});

describe('a record by its key', () => {
  it('answers the listing under Data Dictionary names', async () => {
    const res = await get(`${ROOT}/Property('${live.house}')`);
    expect(res.status).toBe(200);
    expect(res.headers['odata-version']).toBe('4.0');
    expect(res.body).toMatchObject({
      '@odata.context': `${t.config.publicUrl}${ROOT}/$metadata#Property/$entity`,
      ListingKey: live.house,
      StandardStatus: 'Active',
      PropertyType: 'Residential',
      PropertySubType: 'Single Family Residence',
      ListPrice: 250000,
      LivingArea: 320,
      LivingAreaUnits: 'Square Meters',
      LotSizeArea: null,
      YearBuilt: 2001,
      City: 'Harare',
      SubdivisionName: 'Avondale',
      Country: 'ZW',
      ListAgentKey: agent.publicId,
      ListOfficeKey: agent.code,
      PhotosCount: 2,
      BedroomsTotal: 4,
      InteriorFeatures: ['Fireplace'],
      ExteriorFeatures: ['Garage'],
      VirtualTourURLUnbranded: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
    });
    expect(res.body.ModificationTimestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(res.body.ListingContractDate).toMatch(/^\d{4}-\d\d-\d\d$/);
    const land = (await get(`${ROOT}/Property('${live.land}')`)).body;
    expect(land).toMatchObject({
      PropertyType: 'Land',
      LivingArea: null,
      LotSizeArea: 20000,
      LotSizeUnits: 'Square Meters',
      VirtualTourURLUnbranded: null,
    });
    const flat = (
      await get(`${ROOT}/Property('${live.flat}')?$select=PropertyType,LivingAreaUnits`)
    ).body;
    expect(flat).toEqual({
      '@odata.context': expect.any(String),
      PropertyType: 'Residential Lease',
      LivingAreaUnits: 'Square Feet',
    });
    const none = (await get(`${ROOT}/Property('${live.flat}')?$select=InteriorFeatures`)).body;
    expect(none.InteriorFeatures).toEqual([]);
  });

  it('filters on a collection with any and all', async () => {
    const keys = async (filter: string) =>
      (await get(query('Property', { $filter: ofAgent(filter), $select: 'ListingKey' }))).body.value
        .map((r: { ListingKey: string }) => r.ListingKey)
        .sort();
    expect(await keys("InteriorFeatures/any(f: f eq 'Fireplace')")).toEqual([live.house]);
    expect(await keys('InteriorFeatures/any()')).toEqual([live.house]);
    expect(await keys("InteriorFeatures/all(f: f ne 'Fireplace')")).toEqual(
      [live.flat, live.land].sort(),
    );
  });

  it('expands a listing’s media', async () => {
    const res = await get(`${ROOT}/Property('${live.house}')?$select=ListingKey&$expand=Media`);
    expect(res.body.Media.map((m: { Order: number }) => m.Order)).toEqual([1, 2]);
  });
});

describe('query options', () => {
  it('$select answers the chosen fields only', async () => {
    const res = await get(
      query('Property', { $filter: ofAgent(), $select: 'ListingKey,ListPrice' }),
    );
    expect(res.body.value).toHaveLength(3);
    for (const record of res.body.value)
      expect(Object.keys(record)).toEqual(['ListingKey', 'ListPrice']);
  });

  it.each(['Property', 'Media', 'Member', 'Office', 'Lookup', 'EntityEvent'])(
    '$top and $skip page %s on a stable order without overlap',
    async (resource) => {
      const four = (await get(query(resource, { $top: 4 }))).body.value;
      const first = (await get(query(resource, { $top: 2 }))).body.value;
      const second = (await get(query(resource, { $top: 2, $skip: 2 }))).body.value;
      expect([...first, ...second]).toEqual(four);
      expect(new Set(four.map((r: object) => JSON.stringify(r))).size).toBe(four.length);
    },
  );

  it('$orderby orders by numbers and timestamps, ties by the key', async () => {
    const prices = (
      await get(query('Property', { $filter: ofAgent(), $orderby: 'ListPrice desc' }))
    ).body.value.map((r: { ListPrice: number }) => r.ListPrice);
    expect(prices).toEqual([250000, 60000, 800]);
    const stamps = (
      await get(query('Property', { $orderby: 'ModificationTimestamp asc', $top: 50 }))
    ).body.value.map((r: { ModificationTimestamp: string }) => r.ModificationTimestamp);
    expect(stamps).toEqual([...stamps].sort());
    const filtered = (
      await get(query('Property', { $filter: ofAgent(), $orderby: 'ModificationTimestamp desc' }))
    ).body.value.map((r: { ModificationTimestamp: string }) => r.ModificationTimestamp);
    expect(filtered).toEqual([...filtered].sort().reverse());
  });

  // RESO's certification orders every resource by its ModificationTimestamp; Lookup's is one
  // time for all its records, and a field of one value (StandardStatus) orders as well: ties by key.
  it.each([
    ['Property', 'ModificationTimestamp', 'ListingKey'],
    ['Media', 'ModificationTimestamp', 'MediaKey'],
    ['Member', 'ModificationTimestamp', 'MemberKey'],
    ['Office', 'ModificationTimestamp', 'OfficeKey'],
    ['Lookup', 'ModificationTimestamp', 'LookupKey'],
    ['Property', 'StandardStatus', 'ListingKey'],
    ['Media', 'ResourceName', 'MediaKey'],
  ])('$orderby on %s.%s asc and desc, ties by the key', async (resource, field, key) => {
    const byKey = (await get(query(resource, { $top: 20, $select: key }))).body.value;
    for (const direction of ['asc', 'desc']) {
      const res = await get(
        query(resource, {
          $orderby: `${field} ${direction}`,
          $top: 20,
          $select: `${key},${field}`,
        }),
      );
      expect(res.status).toBe(200);
      expect(res.headers['odata-version']).toBe('4.0');
      const values = res.body.value.map((r: Record<string, string>) => r[field]);
      const sorted = [...values].sort();
      expect(values).toEqual(direction === 'asc' ? sorted : sorted.reverse());
      if (new Set(values).size === 1) {
        expect(res.body.value.map((r: Record<string, string>) => r[key])).toEqual(
          byKey.map((r: Record<string, string>) => r[key]),
        );
      }
    }
  });

  it('$count=true counts what the filter keeps, whatever the page', async () => {
    const res = await get(query('Property', { $filter: ofAgent(), $count: true, $top: 1 }));
    expect(res.body['@odata.count']).toBe(3);
    expect(res.body.value).toHaveLength(1);
    const none = await get(query('Property', { $filter: ofAgent('ListPrice lt 0'), $count: true }));
    expect(none.body).toMatchObject({ '@odata.count': 0, value: [] });
  });

  const keysOf = async (filter: string) =>
    (await get(query('Property', { $filter: ofAgent(filter), $select: 'ListingKey' }))).body.value
      .map((r: { ListingKey: string }) => r.ListingKey)
      .sort();
  const sorted = (...ids: string[]) => [...ids].sort();

  it.each([
    ['integer', 'YearBuilt ge 2012', ['flat', 'land']],
    ['integer ne', 'YearBuilt ne 2012', ['house', 'land']],
    ['decimal', 'ListPrice gt 1000 and ListPrice le 250000', ['house', 'land']],
    ['decimal lt', 'ListPrice lt 60000', ['flat']],
    ['decimal eq', 'ListPrice eq 60000', ['land']],
    ['date', 'ListingContractDate le 2999-01-01', ['house', 'flat', 'land']],
    ['date in the past', 'ListingContractDate lt 2000-01-01', []],
    ['date-time', 'ModificationTimestamp gt 2000-01-01T00:00:00Z', ['house', 'flat', 'land']],
    ['now()', 'OriginalEntryTimestamp gt now()', []],
    ['string', "PropertyType eq 'Land'", ['land']],
    ['string in', "PropertyType in ('Land', 'Residential Lease')", ['flat', 'land']],
    ['or', "PropertyType eq 'Land' or YearBuilt eq 2001", ['house', 'land']],
    ['not', "not(PropertyType eq 'Land')", ['house', 'flat']],
    ['null', 'LivingArea eq null', ['land']],
  ] as const)('$filter on %s: %s', async (_type, filter, expected) => {
    expect(await keysOf(filter)).toEqual(sorted(...expected.map((k) => live[k])));
  });

  it('$filter works on every resource', async () => {
    const media = await get(
      query('Media', { $filter: `ResourceRecordKey eq '${live.house}' and Order eq 2` }),
    );
    expect(media.body.value.map((m: { MediaKey: string }) => m.MediaKey)).toEqual([
      `${live.house}-p2.jpg`,
    ]);
    const member = await get(query('Member', { $filter: `MemberKey eq '${agent.publicId}'` }));
    expect(member.body.value).toHaveLength(1);
    const office = await get(query('Office', { $filter: `OfficeKey ne '${agent.code}'` }));
    expect(office.body.value.map((o: { OfficeKey: string }) => o.OfficeKey)).not.toContain(
      agent.code,
    );
    const lookup = await get(query('Lookup', { $filter: "LookupName eq 'StandardStatus'" }));
    expect(lookup.body.value).toEqual([
      expect.objectContaining({ LookupKey: 'StandardStatus:Active', LookupValue: 'Active' }),
    ]);
    const features = await get(
      query('Lookup', { $filter: "LookupName in ('InteriorOrRoomFeatures', 'ExteriorFeatures')" }),
    );
    const keys = features.body.value.map((l: { LookupKey: string }) => l.LookupKey);
    expect(keys).toContain('InteriorOrRoomFeatures:Fireplace');
    expect(keys).toContain('ExteriorFeatures:Garage');
    expect(keys).not.toContain('InteriorOrRoomFeatures:Bedroom');
    const events = await get(
      query('EntityEvent', { $filter: `ResourceRecordKey eq '${live.house}'` }),
    );
    expect(events.body.value.length).toBeGreaterThan(0);
  });

  it('$expand=Media adds each listing’s photos', async () => {
    const res = await get(
      query('Property', { $filter: ofAgent(), $expand: 'Media', $select: 'ListingKey' }),
    );
    const media = Object.fromEntries(
      res.body.value.map((r: { ListingKey: string; Media: unknown[] }) => [r.ListingKey, r.Media]),
    );
    expect(media[live.house]).toHaveLength(2);
    expect(media[live.flat]).toEqual([]);
    expect(Object.keys(res.body.value[0])).toEqual(['ListingKey', 'Media']);
  });
});

describe('server-driven paging', () => {
  it('caps a page and links the next one until the end', async () => {
    const { records: all } = await everything(query('Lookup', { $top: 1000 }));
    const pages = t.app.modules.reso.pages;
    t.app.modules.reso.pages = { max: 5, default: 3 };
    try {
      const first = await get(`${ROOT}/Lookup`);
      expect(first.body.value).toHaveLength(3);
      expect(first.body['@odata.nextLink']).toBe(`${t.config.publicUrl}${ROOT}/Lookup?$skip=3`);
      const paged = await everything(`${ROOT}/Lookup?$count=true`);
      expect(paged.records).toEqual(all);
      expect(paged.pages).toBe(Math.ceil(all.length / 3));
      // $top above the maximum: pages of the maximum, as many records as asked in all.
      const capped = await everything(query('Lookup', { $top: 12 }));
      expect(capped.records).toEqual(all.slice(0, 12));
      expect(capped.pages).toBe(3);
    } finally {
      t.app.modules.reso.pages = pages;
    }
    expect(pages).toEqual({ max: RESO_MAX_PAGE, default: RESO_DEFAULT_PAGE });
  });
});

describe('replication', () => {
  const latest = async () =>
    (await get(query('Property', { $orderby: 'ModificationTimestamp desc', $top: 1 }))).body
      .value[0].ModificationTimestamp as string;
  const changedSince = async (stamp: string) =>
    (
      await get(
        query('Property', { $filter: `ModificationTimestamp gt ${stamp}`, $select: 'ListingKey' }),
      )
    ).body.value.map((r: { ListingKey: string }) => r.ListingKey);
  const lastEvent = async () =>
    (await get(query('EntityEvent', { $orderby: 'EntityEventSequence desc', $top: 1 }))).body
      .value[0].EntityEventSequence as number;

  it('answers what changed since the last copy: edits and photos, and withdrawals as events', async () => {
    let stamp = await latest();
    expect(await changedSince(stamp)).toEqual([]);

    // An edit that keeps the listing live.
    const edit = await t.request('PUT', `/properties/ids/${live.flat}/update`, {
      token: agent.token,
      body: { price: 850 },
    });
    expect(edit.status).toBe(200);
    expect(await changedSince(stamp)).toEqual([live.flat]);
    stamp = await latest();

    // A new photo: the listing's updated_at stays, its ModificationTimestamp moves.
    const photo = await upload(
      t,
      `/properties/ids/${live.land}/files/upload`,
      [{ data: await jpegImage(800, 500), filename: 'plot.jpg' }],
      { token: agent.token },
    );
    expect(photo.status).toBe(201);
    expect(await changedSince(stamp)).toEqual([live.land]);
    const land = (await get(`${ROOT}/Property('${live.land}')?$expand=Media`)).body;
    expect(land.PhotosCount).toBe(1);
    expect(land.Media[0].MediaURL).toMatch(new RegExp(`^${t.config.publicUrl}/files/`));

    // A withdrawal: the listing leaves the feed, and an event names it.
    const sequence = await lastEvent();
    const archive = await t.request('PUT', `/properties/ids/${live.flat}/update`, {
      token: agent.token,
      body: { archived: true },
    });
    expect(archive.status).toBe(200);
    const events = await get(
      query('EntityEvent', { $filter: `EntityEventSequence gt ${sequence}` }),
    );
    expect(events.body.value).toEqual([
      {
        EntityEventSequence: expect.any(Number),
        ResourceName: 'Property',
        ResourceRecordKey: live.flat,
        ResourceRecordUrl: `${t.config.publicUrl}${ROOT}/Property('${live.flat}')`,
      },
    ]);
    expect((await get(`${ROOT}/Property('${live.flat}')`)).status).toBe(404);
    const byKey = await get(`${ROOT}/EntityEvent(${events.body.value[0].EntityEventSequence})`);
    expect(byKey.body.ResourceRecordKey).toBe(live.flat);
  });

  it('keeps a draft’s history out of the events', async () => {
    const events = await get(
      query('EntityEvent', { $filter: `ResourceRecordKey eq '${hidden.draft}'` }),
    );
    expect(events.body.value).toEqual([]);
    const [row] = await t.db
      .select({ published: properties.published })
      .from(properties)
      .where(and(eq(properties.publicId, hidden.draft)));
    expect(row!.published).toBe('REVIEW');
  });
});

describe('generated $filter expressions', () => {
  const pieces = [
    'ListPrice',
    'YearBuilt',
    'ModificationTimestamp',
    'ListingContractDate',
    'PropertyType',
    'Media/any(m:m/Order eq 1)',
    'Colour',
    ' eq ',
    ' ne ',
    ' gt ',
    ' le ',
    ' and ',
    ' or ',
    ' in ',
    'not(',
    '(',
    ')',
    ',',
    '1',
    '-2.5',
    '1e999',
    '99999999999999999999',
    "'Land'",
    "'it''s'",
    "'",
    '2026-11-27',
    '2026-13-45',
    '2026-11-27T10:00:00Z',
    '2026-11-27T25:00:00+01:00',
    'now()',
    'null',
    'true',
    '\u0000',
    '%',
  ];
  it('answers 200, 400 or 501 in OData’s shape, never 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 9 }),
        async (parts) => {
          const res = await get(query('Property', { $filter: parts.join(''), $top: 1 }));
          expect([200, 400, 501], parts.join('')).toContain(res.status);
          if (res.status !== 200) expect(Object.keys(res.body)).toEqual(['error']);
        },
      ),
      { numRuns: 300 },
    );
    const nul = await get(query('Property', { $filter: "PropertyType eq 'a\u0000b'" }));
    expect(nul.status).toBe(400);
    expect(Object.keys(nul.body)).toEqual(['error']);
  });
});
