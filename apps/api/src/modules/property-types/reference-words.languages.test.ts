import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createAgent,
  createTestApp,
  setSiteLanguages,
  type TestApp,
} from '../../test/helper';
import { createListing, refs } from '../../test/listings';

// The site's reference words (types, features, article and event categories, countries) in the
// reader's language, negotiated as the listings' text is: lang, else Accept-Language among the
// site's languages, else the site's default.

let t: TestApp;
let admin: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterEach(() => setSiteLanguages(t, admin.token, 'en', ['en']));
afterAll(() => t.close());

const offerAll = (defaultLanguage = 'en') =>
  setSiteLanguages(t, admin.token, defaultLanguage, ['en', 'fr', 'ar']);

function read(url: string, acceptLanguage?: string, token?: string) {
  return t.request('GET', url, {
    ...(token && { token }),
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  });
}

interface Feature {
  name: string;
  label: string;
  description: string;
}
interface Type {
  name: string;
  features: Feature[];
  children: Type[];
}

async function house(acceptLanguage?: string, query = '') {
  const res = await read(`/api/v2/types/all${query}`, acceptLanguage);
  expect(res.status).toBe(200);
  const top = res.body.content as Type[];
  const type = top.find((x) =>
    x.features.some((f) => f.name === 'FIREPLACE' && x.children.length === 4),
  )!;
  const bedroom = type.features.find((f) => f.name === 'BEDROOM')!;
  return { res, type, bedroom };
}

describe('listPropertyTypes in the reader’s language', () => {
  it('names types and labels and describes features in French and Arabic', async () => {
    await offerAll();
    const fr = await house('fr-FR, en;q=0.5');
    expect(fr.type.name).toBe('Maison');
    expect(fr.type.children.map((c) => c.name)).toContain('Maison de ville');
    expect(fr.bedroom).toEqual(
      expect.objectContaining({
        name: 'BEDROOM',
        label: 'Chambre',
        description: 'Chambres dans la maison principale',
      }),
    );
    expect(fr.res.headers['content-language']).toBe('fr');
    expect(fr.res.headers.vary).toMatch(/Accept-Language/i);

    const ar = await house(undefined, '?lang=ar');
    expect(ar.type.name).toBe('منزل');
    expect(ar.bedroom.label).toBe('غرفة نوم');
    expect(ar.bedroom.description).toBe('غرف النوم في المنزل الرئيسي');
    expect(ar.res.headers['content-language']).toBe('ar');
  });

  it('keeps the English words for English, a language the site does not offer, and no header', async () => {
    await offerAll();
    for (const header of ['en-GB', 'de', undefined]) {
      const { type, bedroom, res } = await house(header);
      expect(type.name).toBe('House');
      expect(bedroom.label).toBe('Bedroom');
      expect(bedroom.description).toBe('Bedrooms in the main house');
      expect(res.headers['content-language']).toBe('en');
    }
  });

  it("answers in the site's default language without a header", async () => {
    await offerAll('fr');
    expect((await house()).type.name).toBe('Maison');
    expect((await house('de')).type.name).toBe('Maison');
  });

  it('refuses a lang the site does not offer', async () => {
    const res = await read('/api/v2/types/all?lang=ar');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});

describe("a listing's features in the reader's language", () => {
  it('labels them in each language, the answer cache keeping the languages apart', async () => {
    await offerAll();
    const agent = await createAgent(t);
    const r = await refs(t);
    const listing = await createListing(t, agent, {
      type: await r.type('House'),
      suburb: await r.suburb('Avondale'),
    });
    const add = await t.request('POST', `/properties/ids/${listing.publicId}/features/all/create`, {
      token: agent.token,
      headers: { 'accept-language': 'fr' },
      body: {
        bulk: [
          { featureId: await r.feature('BEDROOM'), quantity: 3 },
          { featureId: await r.feature('POOL'), description: 'Chauffée' },
        ],
      },
    });
    expect(add.status).toBe(201);
    expect(add.body.map((f: Feature) => f.label)).toEqual(['Chambre', 'Piscine']);

    const labels = async (acceptLanguage: string) => {
      const res = await read(
        `/properties/ids/${listing.publicId}/get`,
        acceptLanguage,
        agent.token,
      );
      expect(res.status).toBe(200);
      // A cached answer says its language as the first one did.
      expect(res.headers['content-language']).toBe('en');
      expect(res.headers.vary).toMatch(/Accept-Language/i);
      return [
        res.body.location.country,
        ...(res.body.features as Feature[]).map((f) => [f.name, f.label, f.description]),
      ];
    };
    const french = [
      'Zimbabwe',
      ['BEDROOM', 'Chambre', 'Chambres dans la maison principale'],
      // The agent's note stays as written.
      ['POOL', 'Piscine', 'Chauffée'],
    ];
    expect(await labels('fr')).toEqual(french);
    expect(await labels('ar')).toEqual([
      'زيمبابوي',
      ['BEDROOM', 'غرفة نوم', 'غرف النوم في المنزل الرئيسي'],
      ['POOL', 'مسبح', 'Chauffée'],
    ]);
    expect(await labels('en')).toEqual([
      'Zimbabwe',
      ['BEDROOM', 'Bedroom', 'Bedrooms in the main house'],
      ['POOL', 'Pool', 'Chauffée'],
    ]);
    expect(await labels('fr')).toEqual(french);

    const list = await read(
      `/properties/ids/${listing.publicId}/features/all?lang=ar`,
      'fr',
      agent.token,
    );
    expect(list.status).toBe(200);
    expect(list.headers['content-language']).toBe('ar');
    expect(list.body.map((f: Feature) => f.label)).toEqual(['غرفة نوم', 'مسبح']);
  });
});

describe('categories in the reader’s language', () => {
  it.each([
    ['articles', 'Buying', 'Achat', 'الشراء'],
    ['events', 'Auction', 'Vente aux enchères', 'مزاد'],
  ])('names the %s categories in French and Arabic', async (kind, english, french, arabic) => {
    await offerAll();
    const base = `/api/v2/${kind}/categories`;
    const names = async (acceptLanguage?: string) => {
      const res = await read(`${base}?size=50`, acceptLanguage);
      expect(res.status).toBe(200);
      return { res, names: (res.body.content as { name: string }[]).map((c) => c.name) };
    };
    const en = await names();
    expect(en.names).toContain(english);
    expect(en.res.headers['content-language']).toBe('en');
    const fr = await names('fr');
    expect(fr.names).toContain(french);
    expect(fr.res.headers['content-language']).toBe('fr');
    expect((await names('ar')).names).toContain(arabic);
    expect((await names('de')).names).toContain(english);

    const id = (en.res.body.content as { publicId: string; name: string }[]).find(
      (c) => c.name === english,
    )!.publicId;
    const one = await read(`${base}/ids/${id}?lang=ar`);
    expect(one.body).toEqual({ publicId: id, name: arabic });
    expect(one.headers['content-language']).toBe('ar');
    expect((await read(`${base}/ids/${id}`, 'fr')).body.name).toBe(french);
    await setSiteLanguages(t, admin.token, 'en', ['en']);
    expect((await read(`${base}/ids/${id}?lang=fr`)).status).toBe(400);
  });
});

describe('countries in the reader’s language', () => {
  it('names each country as the language does, and as stored in English', async () => {
    await offerAll();
    const names = async (acceptLanguage: string) => {
      const res = await read('/api/v2/countries', acceptLanguage);
      expect(res.status).toBe(200);
      expect(res.headers['content-language']).toBe(acceptLanguage === 'de' ? 'en' : acceptLanguage);
      return Object.fromEntries(
        (res.body.content as { code: string; name: string }[]).map((c) => [c.code, c.name]),
      );
    };
    expect((await names('fr')).ZA).toBe('Afrique du Sud');
    expect((await names('ar')).ZA).toBe('جنوب أفريقيا');
    expect((await names('en')).ZA).toBe('South Africa');
    expect((await names('de')).ZA).toBe('South Africa');
  });
});

describe('the category inside an article or an event, in the reader’s language', () => {
  async function categoryId(kind: string, name: string) {
    const res = await read(`/api/v2/${kind}/categories?size=50`);
    return (res.body.content as { publicId: string; name: string }[]).find((c) => c.name === name)!
      .publicId;
  }

  it('names an article’s category as its language does', async () => {
    await offerAll();
    const category = await categoryId('articles', 'Buying');
    const created = await t.request('POST', '/api/v2/articles/create', {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
      body: {
        title: 'Buying your first home',
        body: 'Start with a budget.',
        category,
        published: true,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.category).toEqual({ publicId: category, name: 'Achat' });
    const id = created.body.publicId as string;
    const ar = await read(`/articles/ids/${id}/get`, 'ar');
    expect(ar.body.category.name).toBe('الشراء');
    expect(ar.headers.vary).toMatch(/Accept-Language/i);
    expect((await read(`/articles/ids/${id}/get`)).body.category.name).toBe('Buying');
    const page = await read('/articles/get/all', 'fr');
    const listed = (page.body.content as { publicId: string; category: { name: string } }[]).find(
      (a) => a.publicId === id,
    );
    expect(listed?.category.name).toBe('Achat');
  });

  it('names an event’s category as its language does', async () => {
    await offerAll();
    const agent = await createAgent(t);
    const r = await refs(t);
    const category = await categoryId('events', 'Open house');
    const created = await t.request('POST', '/api/v2/events/create', {
      token: agent.token,
      headers: { 'accept-language': 'ar' },
      body: {
        name: 'Avondale open day',
        start: '2031-12-05T10:00:00+02:00',
        end: '2031-12-05T12:00:00+02:00',
        location: '12 King George Road',
        suburbId: await r.suburb('Avondale'),
        type: 'EVENT',
        category,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.category).toEqual({ publicId: category, name: 'يوم مفتوح' });
    const id = created.body.publicId as string;
    expect((await read(`/events/ids/${id}/get`, 'fr')).body.category.name).toBe('Portes ouvertes');
    expect((await read(`/events/ids/${id}/get`, 'de')).body.category.name).toBe('Open house');
  });
});
