import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS, expectError, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Place {
  publicId: string;
  name: string;
  latitude: number;
  longitude: number;
}

const get = (url: string, tenant: string | null = 'demo') => t.request('GET', url, { tenant });

async function countriesOf(tenant: string) {
  return (await get('/api/v2/countries/', tenant)).body.content as {
    publicId: string;
    name: string;
    code: string;
  }[];
}

async function zimbabwe() {
  return (await countriesOf('demo')).find((c) => c.code === 'ZW')!;
}

async function harare() {
  const cities = await get(`/api/v2/countries/ids/${(await zimbabwe()).publicId}/cities/all`);
  return (cities.body.content as Place[]).find((c) => c.name === 'Harare')!;
}

describe('GET /api/v2/countries/', () => {
  it('pages the countries with their currencies, 200 per page', async () => {
    for (const url of ['/api/v2/countries/', '/api/v2/countries']) {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ page: 0, size: 200, totalPages: 1 });
      expect(res.body.content.length).toBeGreaterThanOrEqual(3);
      expect(res.body.totalElements).toBe(res.body.content.length);
      for (const country of res.body.content) {
        expect(Object.keys(country).sort()).toEqual(['code', 'currencies', 'name', 'publicId']);
        expect(country.currencies.length).toBeGreaterThan(0);
        for (const c of country.currencies)
          expect(c).toEqual({ code: expect.stringMatching(/^[A-Z]{3}$/) });
      }
      expect(res.body.content).toContainEqual({
        publicId: expect.any(String),
        name: 'Zimbabwe',
        code: 'ZW',
        currencies: [{ code: 'USD' }, { code: 'ZWG' }],
      });
    }
  });

  it('sorts by name and honours page and size', async () => {
    const all = (await get('/api/v2/countries/')).body.content as { name: string }[];
    expect(all.map((c) => c.name)).toEqual([...all.map((c) => c.name)].sort());
    const second = await get('/api/v2/countries/?page=1&size=2');
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      page: 1,
      size: 2,
      totalElements: all.length,
      totalPages: Math.ceil(all.length / 2),
    });
    expect(second.body.content).toEqual(all.slice(2, 4));
    const beyond = await get('/api/v2/countries/?page=99&size=2');
    expect(beyond.status).toBe(200);
    expect(beyond.body.content).toEqual([]);
  });

  it('gives each tenant its own countries', async () => {
    const demo = await countriesOf('demo');
    const sandbox = await countriesOf('sandbox');
    expect(sandbox.length).toBeGreaterThanOrEqual(3);
    const demoIds = new Set(demo.map((c) => c.publicId));
    for (const c of sandbox) expect(demoIds.has(c.publicId)).toBe(false);
  });

  it('needs no token, and a signed-in caller gets the same list', async () => {
    const { agent } = DEMO_ACCOUNTS;
    const { token } = await t.login(agent.email, agent.password);
    const anonymous = await get('/api/v2/countries/');
    const signedIn = await t.request('GET', '/api/v2/countries/', { token });
    expect(signedIn.body).toEqual(anonymous.body);
  });

  it.each(['page=-1', 'page=x', 'size=0', 'size=201', 'size=1e9'])(
    'refuses %s with 400',
    async (query) => {
      const res = await get(`/api/v2/countries/?${query}`);
      const body = expectError(res, 400, 'VALIDATION_FAILED');
      expect(body.details![0]!.path).toMatch(/^(page|size)$/);
    },
  );

  it('answers 404 for an unknown or missing tenant', async () => {
    expectError(
      await get('/api/v2/countries/', 'nowhere'),
      404,
      'TENANT_NOT_FOUND',
      'Tenant not found',
    );
    expectError(await get('/api/v2/countries/', null), 404, 'TENANT_NOT_FOUND');
  });
});

describe('GET /api/v2/countries/ids/{id}/cities/all', () => {
  it('lists the cities of a country with coordinates', async () => {
    const country = await zimbabwe();
    for (const url of [
      `/api/v2/countries/ids/${country.publicId}/cities/all`,
      `/api/v2/countries/ids/${country.publicId}/cities/all/`,
    ]) {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ page: 0, size: 200 });
      expect(res.body.content.map((c: Place) => c.name)).toContain('Harare');
      for (const city of res.body.content as Place[]) {
        expect(Object.keys(city).sort()).toEqual(['latitude', 'longitude', 'name', 'publicId']);
        expect(Math.abs(city.latitude)).toBeLessThanOrEqual(90);
        expect(Math.abs(city.longitude)).toBeLessThanOrEqual(180);
      }
    }
  });

  it('answers 404 for an unknown country and for a country of another tenant', async () => {
    const sandbox = (await countriesOf('sandbox'))[0]!;
    for (const id of ['NoSuchCountry000', sandbox.publicId]) {
      expectError(
        await get(`/api/v2/countries/ids/${id}/cities/all`),
        404,
        'NOT_FOUND',
        'Country not found',
      );
    }
  });

  it('refuses an oversized id and bad paging', async () => {
    expectError(
      await get(`/api/v2/countries/ids/${'x'.repeat(65)}/cities/all`),
      400,
      'VALIDATION_FAILED',
    );
    const country = await zimbabwe();
    expectError(
      await get(`/api/v2/countries/ids/${country.publicId}/cities/all?size=-5`),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('GET /api/v2/cities/ids/{id}/suburbs/', () => {
  it('lists the suburbs of a city with real coordinates', async () => {
    const city = await harare();
    for (const url of [
      `/api/v2/cities/ids/${city.publicId}/suburbs/`,
      `/api/v2/cities/ids/${city.publicId}/suburbs`,
    ]) {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ page: 0, size: 200 });
      const avondale = (res.body.content as Place[]).find((s) => s.name === 'Avondale')!;
      expect(avondale.latitude).toBeCloseTo(-17.8, 1);
      expect(avondale.longitude).toBeCloseTo(31.04, 1);
      for (const suburb of res.body.content as Place[]) {
        expect(Math.abs(suburb.latitude - city.latitude)).toBeLessThan(1);
        expect(Math.abs(suburb.longitude - city.longitude)).toBeLessThan(1);
      }
    }
  });

  it('seeds at least 40 suburbs per tenant', async () => {
    for (const tenant of ['demo', 'sandbox']) {
      let total = 0;
      for (const country of await countriesOf(tenant)) {
        const cities = await get(`/api/v2/countries/ids/${country.publicId}/cities/all`, tenant);
        for (const city of cities.body.content as Place[]) {
          const suburbs = await get(`/api/v2/cities/ids/${city.publicId}/suburbs/`, tenant);
          total += suburbs.body.totalElements;
        }
      }
      expect(total).toBeGreaterThanOrEqual(40);
    }
  });

  it('pages the suburbs', async () => {
    const city = await harare();
    const all = (await get(`/api/v2/cities/ids/${city.publicId}/suburbs/`)).body;
    const page = await get(`/api/v2/cities/ids/${city.publicId}/suburbs/?page=1&size=3`);
    expect(page.body.content).toEqual(all.content.slice(3, 6));
    expect(page.body.totalElements).toBe(all.totalElements);
  });

  it('answers 404 for an unknown city', async () => {
    expectError(
      await get('/api/v2/cities/ids/NoSuchCity000000/suburbs/'),
      404,
      'NOT_FOUND',
      'City not found',
    );
  });
});

describe('GET /api/v2/suburbs/ids/{id}/', () => {
  it('returns one suburb with its city and country', async () => {
    const city = await harare();
    const country = await zimbabwe();
    const suburbs = (await get(`/api/v2/cities/ids/${city.publicId}/suburbs/`)).body
      .content as Place[];
    const avondale = suburbs.find((s) => s.name === 'Avondale')!;
    for (const url of [
      `/api/v2/suburbs/ids/${avondale.publicId}/`,
      `/api/v2/suburbs/ids/${avondale.publicId}`,
    ]) {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        ...avondale,
        city: { publicId: city.publicId, name: 'Harare' },
        country: { publicId: country.publicId, name: 'Zimbabwe' },
      });
    }
  });

  it('answers 404 for an unknown suburb and a suburb of another tenant', async () => {
    const sandboxCountry = (await countriesOf('sandbox'))[0]!;
    const cities = await get(
      `/api/v2/countries/ids/${sandboxCountry.publicId}/cities/all`,
      'sandbox',
    );
    const suburbs = await get(
      `/api/v2/cities/ids/${cities.body.content[0].publicId}/suburbs/`,
      'sandbox',
    );
    const foreign = suburbs.body.content[0].publicId;
    expect((await get(`/api/v2/suburbs/ids/${foreign}/`, 'sandbox')).status).toBe(200);
    for (const id of ['NoSuchSuburb0000', foreign]) {
      expectError(await get(`/api/v2/suburbs/ids/${id}/`), 404, 'NOT_FOUND', 'Suburb not found');
    }
  });

  it('needs a known tenant', async () => {
    expectError(await get('/api/v2/suburbs/ids/anything/', 'nowhere'), 404, 'TENANT_NOT_FOUND');
  });
});

describe('GET /api/v2/locations/search', () => {
  interface NamedPlace {
    kind: 'CITY' | 'SUBURB';
    publicId: string;
    name: string;
    city: { publicId: string; name: string } | null;
    country: { publicId: string; name: string };
  }
  const search = async (name: string, tenant = 'demo') =>
    get(`/api/v2/locations/search?name=${encodeURIComponent(name)}`, tenant);

  it("finds the site's suburbs and cities by part of their name, in any case", async () => {
    const res = await search('  avon ');
    expect(res.status).toBe(200);
    const found = res.body.content as NamedPlace[];
    const avondale = found.find((p) => p.name === 'Avondale')!;
    expect(avondale).toMatchObject({
      kind: 'SUBURB',
      city: { name: 'Harare' },
      country: { name: 'Zimbabwe' },
    });
    const city = ((await search('HARAR')).body.content as NamedPlace[]).find(
      (p) => p.kind === 'CITY',
    );
    expect(city).toMatchObject({ name: 'Harare', city: null, country: { name: 'Zimbabwe' } });
  });

  it('takes % and _ as themselves, and finds nothing for a name no place has', async () => {
    for (const name of ['%%', 'a_', 'Nowhere at all']) {
      const res = await search(name);
      expect(res.status).toBe(200);
      expect(res.body.content).toEqual([]);
    }
  });

  it("never answers with another site's places", async () => {
    const demo = ((await search('Avondale')).body.content as NamedPlace[]).map((p) => p.publicId);
    expect(demo.length).toBeGreaterThan(0);
    const other = ((await search('Avondale', 'sandbox')).body.content as NamedPlace[]).map(
      (p) => p.publicId,
    );
    expect(other.filter((id) => demo.includes(id))).toEqual([]);
  });

  it('refuses a name shorter than 2 or longer than 60 characters, or none', async () => {
    for (const url of [
      '/api/v2/locations/search?name=a',
      '/api/v2/locations/search?name=%20b%20',
      `/api/v2/locations/search?name=${'x'.repeat(61)}`,
      '/api/v2/locations/search',
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect((await get('/api/v2/locations/search?name=Avon', 'nowhere')).status).toBe(404);
  });
});
