import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm } from '@propdesk/shared';
import { cities, suburbs } from '../../db/schema';
import { newPublicId } from '../../lib/ids';
import {
  createAdmin,
  createTestApp,
  DEMO_ACCOUNTS,
  expectError,
  type TestApp,
} from '../../test/helper';
import { cast, refs } from '../../test/listings';
import { createTenant } from '../tenants';

interface Found {
  display_name: string;
  name: string;
  lat: number;
  lon: number;
  boundingbox: [number, number, number, number];
  kind: string;
  countryId?: string;
  cityId?: string;
  suburbId?: string;
}

const search = (q: string, extra = '') =>
  `/api/v2/places/search?q=${encodeURIComponent(q)}${extra}`;
const reverse = (lat: number | string, lon: number | string) =>
  `/api/v2/places/reverse?lat=${lat}&lon=${lon}`;

/** Adds a suburb to a city of the tenant, straight in the database. */
async function addSuburb(
  t: TestApp,
  tenant: string,
  city: string,
  suburb: { name: string; latitude: number; longitude: number },
) {
  const { tenantId } = await refs(t, tenant);
  const [row] = await t.db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.tenantId, tenantId), eq(cities.name, city)));
  const publicId = newPublicId();
  await t.db.insert(suburbs).values({ tenantId, publicId, cityId: row!.id, ...suburb });
  return publicId;
}

/** Twelve suburbs 'Extension 1' to 'Extension 12' in Bulawayo: more matches than a page. */
async function addExtensions(t: TestApp) {
  const added: Record<string, string> = {};
  for (let n = 1; n <= 12; n++) {
    added[`extension${n}`] = await addSuburb(t, 'demo', 'Bulawayo', {
      name: `Extension ${n}`,
      latitude: -20.2 - n / 100,
      longitude: 28.6,
    });
  }
  return added;
}

const MABELREIGN = { name: 'Mabelreign', latitude: -17.7837, longitude: 30.9956 };
const SANDBOX_HAMLET = { name: 'Sandbox Hamlet', latitude: -15.0, longitude: 28.0 };

describe("place search and lookup on the site's own places", () => {
  let t: TestApp;
  let who: Awaited<ReturnType<typeof cast>>;
  let ids: Record<string, string>;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    who = await cast(t);
    token = who.agentA.token;
    const demo = await refs(t);
    ids = {
      mabelreign: await addSuburb(t, 'demo', 'Harare', MABELREIGN),
      avila: await addSuburb(t, 'demo', 'Harare', {
        name: 'Ávila Park',
        latitude: -17.86,
        longitude: 31.0,
      }),
      harareGardens: await addSuburb(t, 'demo', 'Harare', {
        name: 'Harare Gardens',
        latitude: -17.83,
        longitude: 31.045,
      }),
      oldHarare: await addSuburb(t, 'demo', 'Harare', {
        name: 'Old Harare',
        latitude: -17.88,
        longitude: 31.06,
      }),
      nairobiWest: await addSuburb(t, 'demo', 'Nairobi', {
        name: 'Nairobi West',
        latitude: -1.3087,
        longitude: 36.8245,
      }),
      sandboxHamlet: await addSuburb(t, 'sandbox', 'Lusaka', SANDBOX_HAMLET),
      ...(await addExtensions(t)),
      avondale: await demo.suburb('Avondale'),
      harare: await demo.city('Harare'),
    };
  });
  afterAll(() => t.close());

  const get = (url: string, options: { token?: string; tenant?: string } = { token }) =>
    t.request('GET', url, options);
  const names = (body: Found[]) => body.map((p) => p.name);

  describe('GET /api/v2/places/search', () => {
    it('finds suburbs with Nominatim-style fields and their public ids', async () => {
      const res = await get(search('Mabel'));
      expect(res.status).toBe(200);
      const countries = (await get('/api/v2/countries/')).body.content as {
        publicId: string;
        name: string;
      }[];
      expect(res.body).toEqual([
        {
          display_name: 'Mabelreign, Harare, Zimbabwe',
          name: 'Mabelreign',
          lat: MABELREIGN.latitude,
          lon: MABELREIGN.longitude,
          boundingbox: [-17.7937, -17.7737, 30.9856, 31.0056].map((n) => expect.closeTo(n, 6)),
          kind: 'suburb',
          countryId: countries.find((c) => c.name === 'Zimbabwe')!.publicId,
          cityId: ids.harare,
          suburbId: ids.mabelreign,
        },
      ]);
    });

    it.each([
      ['avila', ['Ávila Park']],
      ['ÁVILA', ['Ávila Park']],
      ['  avIla   p ', ['Ávila Park']],
      ['pleasant', ['Mount Pleasant']],
      ['MOUNT PLEA', ['Mount Pleasant']],
      ['xq', []],
      ['ount', []],
    ])(
      'matches %j by the start of the name or a word, case and accents ignored',
      async (q, expected) => {
        const res = await get(search(q));
        expect(res.status).toBe(200);
        expect(names(res.body)).toEqual(expected);
      },
    );

    it('ranks whole names, then name starts, then word starts; then shorter names', async () => {
      expect(names((await get(search('park'))).body)).toEqual([
        'Parktown',
        'Parkhurst',
        'Parklands',
        'Ávila Park',
        'Milton Park',
        'Rhodes Park',
      ]);
      const harare = (await get(search('harare'))).body as Found[];
      expect(harare.map((p) => [p.name, p.kind])).toEqual([
        ['Harare', 'city'],
        ['Harare Gardens', 'suburb'],
        ['Old Harare', 'suburb'],
      ]);
      expect(harare[0]).toMatchObject({
        display_name: 'Harare, Zimbabwe',
        cityId: ids.harare,
        countryId: expect.any(String),
      });
      expect(harare[0]).not.toHaveProperty('suburbId');
    });

    it('puts suburbs before cities on an equal match', async () => {
      expect(names((await get(search('nairo'))).body)).toEqual(['Nairobi West', 'Nairobi']);
      expect(names((await get(search('nairobi'))).body)).toEqual(['Nairobi', 'Nairobi West']);
    });

    it('finds a country, boxed around its places', async () => {
      const [zimbabwe, ...rest] = (await get(search('zimb'))).body as Found[];
      expect(rest).toEqual([]);
      expect(zimbabwe).toMatchObject({
        name: 'Zimbabwe',
        display_name: 'Zimbabwe',
        kind: 'country',
      });
      expect(zimbabwe).not.toHaveProperty('cityId');
      const [south, north, west, east] = zimbabwe!.boundingbox;
      // Harare's and Bulawayo's suburbs lie inside.
      expect(south).toBeLessThan(-20.2);
      expect(north).toBeGreaterThan(-17.75);
      expect(west).toBeLessThan(28.5);
      expect(east).toBeGreaterThan(31.12);
      expect(zimbabwe!.lat).toBeCloseTo((south + north) / 2, 6);
      expect(zimbabwe!.lon).toBeCloseTo((west + east) / 2, 6);
    });

    it('answers at most `limit` places, 10 by default', async () => {
      const many = (await get(search('ext'))).body as Found[];
      expect(names(many)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => `Extension ${n}`));
      const two = await get(search('ext', '&limit=2'));
      expect(two.body).toEqual(many.slice(0, 2));
      expect((await get(search('ext', '&limit=20'))).body).toHaveLength(12);
    });

    it("never answers another site's places", async () => {
      expect((await get(search('sandbox'))).body).toEqual([]);
      const avondale = (await get(search('avondale'))).body as Found[];
      expect(avondale.map((p) => p.suburbId)).toEqual([ids.avondale]);
      const sandboxAgent = who.otherTenantAgent.token;
      const own = await get(search('sandbox'), { token: sandboxAgent, tenant: 'sandbox' });
      expect(own.body.map((p: Found) => p.suburbId)).toEqual([ids.sandboxHamlet]);
      const theirAvondale = (
        await get(search('avondale'), { token: sandboxAgent, tenant: 'sandbox' })
      ).body as Found[];
      expect(theirAvondale).toHaveLength(1);
      expect(theirAvondale[0]!.suburbId).not.toBe(ids.avondale);
    });

    it.each([
      ['q=a', 'q', 'Type at least 2 characters'],
      ['q=%20a%20%20', 'q', 'Type at least 2 characters'],
      ['', 'q', 'Type at least 2 characters'],
      [`q=${'x'.repeat(101)}`, 'q', 'Type at most 100 characters'],
      ['q=avon&limit=0', 'limit', 'The limit must be between 1 and 20'],
      ['q=avon&limit=21', 'limit', 'The limit must be between 1 and 20'],
      ['q=avon&limit=two', 'limit', 'The limit must be a number'],
    ])('refuses %j with 400', async (query, path, message) => {
      const body = expectError(
        await get(`/api/v2/places/search?${query}`),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.details![0]).toEqual({ path, message });
    });

    it('lets anyone signed in to the site search, and nobody else', async () => {
      const expected = (await get(search('avon'))).body;
      for (const caller of [who.agentB.token, who.customer.token, who.moderator.token]) {
        expect((await get(search('avon'), { token: caller })).body).toEqual(expected);
      }
      expectError(await get(search('avon'), {}), 401, 'UNAUTHENTICATED');
      expectError(
        await get(search('avon'), { token: who.otherTenantAgent.token }),
        403,
        'TENANT_MISMATCH',
      );
      expectError(await get(search('avon'), { token, tenant: 'nowhere' }), 404, 'TENANT_NOT_FOUND');
    });
  });

  describe('GET /api/v2/places/reverse', () => {
    it('answers the nearest suburb with its city, country and distance', async () => {
      const point = { latitude: -17.784, longitude: 30.996 };
      const res = await get(reverse(point.latitude, point.longitude));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        display_name: 'Mabelreign, Harare, Zimbabwe',
        name: 'Mabelreign',
        lat: MABELREIGN.latitude,
        lon: MABELREIGN.longitude,
        distance: Math.round(distanceKm(point, MABELREIGN) * 100) / 100,
        suburb: { publicId: ids.mabelreign, name: 'Mabelreign' },
        city: { publicId: ids.harare, name: 'Harare' },
        country: { publicId: expect.any(String), name: 'Zimbabwe' },
      });
      expect(res.body.distance).toBeGreaterThan(0);
      expect(res.body.distance).toBeLessThan(0.1);
    });

    it('picks the nearest of close suburbs', async () => {
      const exact = await get(reverse(-17.7997, 31.0386));
      expect(exact.body).toMatchObject({ name: 'Avondale', distance: 0 });
      // Between Avondale (-17.7997, 31.0386) and Avonlea (-17.7681, 31.0173), nearer Avonlea.
      const between = await get(reverse(-17.775, 31.022));
      expect(between.body.name).toBe('Avonlea');
    });

    it("never answers another site's suburb", async () => {
      const demo = await get(reverse(SANDBOX_HAMLET.latitude, SANDBOX_HAMLET.longitude));
      expect(demo.body.name).not.toBe('Sandbox Hamlet');
      expect(demo.body.distance).toBeGreaterThan(10);
      const sandbox = await get(reverse(SANDBOX_HAMLET.latitude, SANDBOX_HAMLET.longitude), {
        token: who.otherTenantAgent.token,
        tenant: 'sandbox',
      });
      expect(sandbox.body).toMatchObject({
        name: 'Sandbox Hamlet',
        distance: 0,
        suburb: { publicId: ids.sandboxHamlet },
      });
    });

    it.each([
      ['lat=91&lon=31', 'lat', 'Latitude must be between -90 and 90'],
      ['lat=-90.5&lon=31', 'lat', 'Latitude must be between -90 and 90'],
      ['lat=abc&lon=31', 'lat', 'Latitude must be a number'],
      ['lon=31', 'lat', 'Latitude is required'],
      ['lat=&lon=31', 'lat', 'Latitude is required'],
      ['lat=-17.8&lon=181', 'lon', 'Longitude must be between -180 and 180'],
      ['lat=-17.8&lon=1e999', 'lon', 'Longitude must be a number'],
    ])('refuses %j with 400', async (query, path, message) => {
      const body = expectError(
        await get(`/api/v2/places/reverse?${query}`),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.details![0]).toEqual({ path, message });
    });

    it('lets anyone signed in to the site look up a point, and nobody else', async () => {
      for (const caller of [who.agentB.token, who.customer.token, who.moderator.token]) {
        expect((await get(reverse(-17.8, 31.04), { token: caller })).status).toBe(200);
      }
      expectError(await get(reverse(-17.8, 31.04), {}), 401, 'UNAUTHENTICATED');
      expectError(
        await get(reverse(-17.8, 31.04), { token: who.otherTenantAgent.token }),
        403,
        'TENANT_MISMATCH',
      );
    });

    it("answers 404 'No place found' on a site without suburbs", async () => {
      await createTenant(t.app.modules.base, { slug: 'placeless', name: 'No places yet' });
      const admin = await createAdmin(t, 'placeless');
      const options = { token: admin.token, tenant: 'placeless' };
      expectError(await get(reverse(-17.8, 31.04), options), 404, 'NOT_FOUND', 'No place found');
      expect((await get(search('avondale'), options)).body).toEqual([]);
    });
  });
});

type Mode = 'ok' | 'hang' | 'error' | 'bad-json' | 'empty' | 'not-a-list';

/** Plays a Nominatim server: answers per `mode`, and records the requests it got. */
function fakeNominatim() {
  const state = { mode: 'ok' as Mode, requests: [] as IncomingMessage[] };
  const server: Server = createServer((req, res) => {
    state.requests.push(req);
    const path = new URL(req.url!, 'http://x').pathname;
    const json = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    switch (state.mode) {
      case 'hang':
        return; // never answers
      case 'error':
        res.writeHead(500, { 'content-type': 'text/plain' });
        return res.end('Internal Server Error');
      case 'bad-json':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('[{"lat": "-17.8",');
      case 'empty':
        return json(path.endsWith('/reverse') ? { error: 'Unable to geocode' } : []);
      case 'not-a-list':
        return json({ lat: '-17.8' });
      case 'ok':
        if (path.endsWith('/reverse')) {
          return json({ display_name: '12 Churchill Avenue, Avondale, Harare, Zimbabwe' });
        }
        return json([
          {
            place_id: 1,
            lat: '-17.7997',
            lon: '31.0386',
            name: 'Avondale',
            display_name: 'Avondale, Harare, Harare Province, Zimbabwe',
            boundingbox: ['-17.81', '-17.79', '31.03', '31.05'],
          },
          { place_id: 2, lat: 'north', lon: '31', display_name: 'Broken', boundingbox: [] },
          {
            place_id: 3,
            lat: '-17.9',
            lon: '31.1',
            display_name: 'Churchill Avenue, Harare, Zimbabwe',
            boundingbox: ['-17.91', '-17.89', '31.09', '31.11'],
          },
        ]);
    }
  });
  return { server, state };
}

describe('with an external geocoder (GEOCODER_URL)', () => {
  let t: TestApp;
  let token: string;
  const { server, state } = fakeNominatim();

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp({
      GEOCODER_URL: `http://127.0.0.1:${port}/nominatim`,
      GEOCODER_TIMEOUT_MS: '300',
    });
    const { agent } = DEMO_ACCOUNTS;
    token = (await t.login(agent.email, agent.password)).token;
  });
  afterAll(async () => {
    await t.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const get = (url: string) => t.request('GET', url, { token });

  it("answers the geocoder's places, mapped to the same shape", async () => {
    state.mode = 'ok';
    state.requests = [];
    const res = await get(search(' churchill ', '&limit=5'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        display_name: 'Avondale, Harare, Harare Province, Zimbabwe',
        name: 'Avondale',
        lat: -17.7997,
        lon: 31.0386,
        boundingbox: [-17.81, -17.79, 31.03, 31.05],
        kind: 'place',
      },
      {
        display_name: 'Churchill Avenue, Harare, Zimbabwe',
        name: 'Churchill Avenue',
        lat: -17.9,
        lon: 31.1,
        boundingbox: [-17.91, -17.89, 31.09, 31.11],
        kind: 'place',
      },
    ]);
    const [request] = state.requests;
    const url = new URL(request!.url!, 'http://x');
    expect(url.pathname).toBe('/nominatim/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'churchill',
      format: 'jsonv2',
      limit: '5',
      addressdetails: '0',
      countrycodes: expect.stringMatching(/(^|,)zw(,|$)/),
    });
    expect(request!.headers['user-agent']).toBe('Propdesk');
  });

  it('keeps to `limit` even when the geocoder sends more', async () => {
    state.mode = 'ok';
    expect((await get(search('churchill', '&limit=1'))).body).toHaveLength(1);
  });

  it.each<Mode>(['hang', 'error', 'bad-json', 'empty', 'not-a-list'])(
    "falls back to the site's own places when the geocoder fails (%s)",
    async (mode) => {
      state.mode = mode;
      const started = Date.now();
      const res = await get(search('avondale'));
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        expect.objectContaining({ name: 'Avondale', kind: 'suburb', suburbId: expect.any(String) }),
      ]);
      expect(Date.now() - started).toBeLessThan(5000);
    },
  );

  it("takes the address line of a point from the geocoder, the suburb from the site's places", async () => {
    state.mode = 'ok';
    state.requests = [];
    const res = await get(reverse(-17.7997, 31.0386));
    expect(res.body).toMatchObject({
      display_name: '12 Churchill Avenue, Avondale, Harare, Zimbabwe',
      name: 'Avondale',
      distance: 0,
      suburb: { name: 'Avondale' },
      city: { name: 'Harare' },
      country: { name: 'Zimbabwe' },
    });
    const url = new URL(state.requests[0]!.url!, 'http://x');
    expect(url.pathname).toBe('/nominatim/reverse');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lat: '-17.7997',
      lon: '31.0386',
      format: 'jsonv2',
    });
  });

  it.each<Mode>(['hang', 'error', 'bad-json', 'empty'])(
    'uses the local address line when the geocoder fails (%s)',
    async (mode) => {
      state.mode = mode;
      const res = await get(reverse(-17.7997, 31.0386));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        display_name: 'Avondale, Harare, Zimbabwe',
        name: 'Avondale',
      });
    },
  );

  it('still refuses bad input and anonymous callers before asking the geocoder', async () => {
    state.mode = 'ok';
    state.requests = [];
    expectError(await get(search('a')), 400, 'VALIDATION_FAILED');
    expectError(await t.request('GET', search('avondale')), 401, 'UNAUTHENTICATED');
    expect(state.requests).toEqual([]);
  });
});
