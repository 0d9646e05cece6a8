import { and, eq } from 'drizzle-orm';
import { listingImports, properties, resoSourceRuns, resoSources, tenants } from '../db/schema';
import {
  createAdmin,
  createAgent,
  createCustomer,
  DEMO_ACCOUNTS,
  setSiteLanguages,
  signupAddress,
  type TestApp,
} from '../test/helper';
import { searchLinkToken, type SearchLinkPurpose } from '../modules/saved-searches';
import { jpegImage } from '../test/images';
import { approve, createListing, refs } from '../test/listings';
import { upload } from '../test/uploads';

/** Every caller of the matrix, in the table's column order. */
export const CALLERS = [
  'anon',
  'owner',
  'agentB',
  'customer',
  'customerB',
  'moderator',
  'admin',
  'otherSite',
  'badSignature',
  'expired',
] as const;
export type Caller = (typeof CALLERS)[number];

/** Values only their owners (and, where the rules say so, staff) may ever read. */
interface Secrets {
  /** The customer's own email and mobile: the customer, the agent of their viewing, staff. */
  customer: string[];
  /** What an anonymous person wrote in an inquiry: the listing's agent and staff. */
  inquirer: string[];
  /** A moderator's reason for sending a listing back: its agent and staff. */
  rejection: string[];
}

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A token signed with another key, and one that expired an hour ago, both for agent A. */
async function forgedTokens(t: TestApp, token: string) {
  const { SignJWT } = await import('jose');
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
  const { iat: _iat, exp: _exp, ...rest } = claims as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  const sign = (secret: Uint8Array, exp: number) =>
    new SignJWT(rest)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(exp - 600)
      .setExpirationTime(exp)
      .sign(secret);
  return {
    badSignature: await sign(
      new TextEncoder().encode('another-secret-of-at-least-32-chars!!'),
      now + 600,
    ),
    expired: await sign(t.config.jwtSecret, now - 3600),
  };
}

/** The parts of the answers that made things the fixture reads. */
interface Made {
  publicId: string;
  /** A saved search's public id. */
  id: string;
  client: { publicId: string };
  clientId: string;
  clientSecret: string;
  content: { publicId: string; type: string }[];
  images: { name: string; fileDownloadUri: string }[];
  order: string[];
}

type Kind =
  | 'reviewListing'
  | 'approvedListing'
  | 'rejectedListing'
  | 'translation'
  | 'image'
  | 'amenity'
  | 'unit'
  | 'unitImage'
  | 'event'
  | 'eventBanner'
  | 'inquiry'
  | 'viewing'
  | 'banner'
  | 'article'
  | 'articleCover'
  | 'office'
  | 'refreshToken'
  | 'verifyTarget'
  | 'feedClient'
  | 'feedCredentials'
  | 'listingImport'
  | 'runningImport'
  | 'resoSource'
  | 'resoRun'
  | 'savedSearch'
  | 'ownerSession'
  | 'erasablePerson';

/**
 * The people and things of the matrix, made on the demo site by agent A (the owner) and, for
 * customer-owned things, by the customer. A write that succeeds may use a thing up (a delete, an
 * approval): `spend` forgets it and the next `get` makes a fresh one, so every cell meets the
 * state its row describes whatever ran before it.
 */
export async function matrixFixture(t: TestApp) {
  const { moderator: demoModerator } = DEMO_ACCOUNTS;
  const unique = Math.random().toString(36).slice(2, 8);
  const ownerPhone = '+263 77 555 0199';
  const [owner, agentB, customer, customerB, moderator, admin, otherSite, sessionUser] =
    await Promise.all([
      createAgent(t, 'demo', { telephone: ownerPhone }),
      createAgent(t),
      createCustomer(t),
      createCustomer(t),
      t.login(demoModerator.email, demoModerator.password),
      createAdmin(t),
      createAgent(t, 'sandbox'),
      createCustomer(t),
    ]);
  const customerMobile = '+263 71 555 0142';
  await t.request('PUT', `/customer/ids/${customer.publicId}/update`, {
    token: customer.token,
    body: { firstName: 'Test', lastName: 'Customer', mobile: customerMobile },
  });
  const forged = await forgedTokens(t, owner.token);
  const tokens: Record<Caller, string | undefined> = {
    anon: undefined,
    owner: owner.token,
    agentB: agentB.token,
    customer: customer.token,
    customerB: customerB.token,
    moderator: moderator.token,
    admin: admin.token,
    otherSite: otherSite.token,
    ...forged,
  };
  const tenantOf = (caller: Caller) => (caller === 'otherSite' ? 'sandbox' : 'demo');

  const r = await refs(t);
  const place = { type: await r.type('House'), suburb: await r.suburb('Avondale') };
  const feature = await r.feature('POOL');
  const inquirerEmail = `inquirer-${unique}@example.com`;
  const inquirerPhone = '+263 77 555 0177';
  const rejection = `Photos missing ${unique}`;
  const secrets: Secrets = {
    customer: [customer.email, customerMobile],
    inquirer: [inquirerEmail, inquirerPhone],
    rejection: [rejection],
  };

  const countries = await t.request('GET', '/api/v2/countries');
  const country = countries.body.content.find((c: { code: string }) => c.code === 'ZW').publicId;
  const cities = await t.request('GET', `/api/v2/countries/ids/${country}/cities/all`);
  const city = cities.body.content[0].publicId as string;
  const eventCategories = await t.request('GET', '/api/v2/events/categories');
  const eventCategory = eventCategories.body.content[0].publicId as string;
  const articleCategories = await t.request('GET', '/api/v2/articles/categories');
  const articleCategory = articleCategories.body.content[0]?.publicId as string | undefined;
  const site = (await t.request('GET', '/api/v2/tenants/current')).body;

  const asOwner = { token: owner.token };
  const asStaff = { token: admin.token };
  const ok = (res: { status: number; body: unknown }, what: string) => {
    if (res.status >= 300)
      throw new Error(`fixture ${what}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Made;
  };
  const photo = () => jpegImage(1600, 1000);

  const makers: Record<Kind, () => Promise<string>> = {
    reviewListing: async () => (await createListing(t, owner, place)).publicId,
    approvedListing: async () => {
      const id = (await createListing(t, owner, place, { name: 'Approved garden cottage' }))
        .publicId;
      await approve(t, moderator.token, id);
      return id;
    },
    rejectedListing: async () => {
      const id = (await createListing(t, owner, place, { name: 'Rejected garden cottage' }))
        .publicId;
      ok(
        await t.request('POST', `/properties/ids/${id}/reject`, {
          token: moderator.token,
          body: { reason: rejection },
        }),
        'reject',
      );
      return id;
    },
    translation: async () => {
      const id = (await createListing(t, owner, place, { name: 'Translated garden cottage' }))
        .publicId;
      await offerFrench();
      ok(
        await t.request('PUT', `/properties/ids/${id}/translations/fr`, {
          ...asOwner,
          body: { title: 'Cottage avec jardin' },
        }),
        'translation',
      );
      return id;
    },
    image: async () => {
      const id = await get('approvedListing');
      const res = ok(
        await upload(
          t,
          `/properties/ids/${id}/locations/ids/BEDROOM/files/upload`,
          [{ data: await photo() }],
          asOwner,
        ),
        'image',
      );
      return res.images[0]!.fileDownloadUri;
    },
    amenity: async () =>
      ok(
        await t.request(
          'POST',
          `/properties/ids/${await get('approvedListing')}/amenities/create`,
          {
            ...asOwner,
            body: {
              name: 'Avondale Primary',
              type: 'SCHOOL',
              latitude: -17.7935,
              longitude: 31.0452,
            },
          },
        ),
        'amenity',
      ).publicId,
    unit: async () =>
      ok(
        await t.request('POST', `/api/v2/properties/ids/${await get('approvedListing')}/units`, {
          ...asOwner,
          body: unitBody(),
        }),
        'unit',
      ).publicId,
    unitImage: async () => {
      const res = ok(
        await upload(
          t,
          `/units/${await get('unit')}/files/upload`,
          [{ data: await photo() }],
          asOwner,
        ),
        'unit image',
      );
      return res.images[0]!.name;
    },
    event: async () =>
      ok(
        await t.request('POST', '/api/v2/events/create', { ...asOwner, body: eventBody() }),
        'event',
      ).publicId,
    eventBanner: async () => {
      const id = await get('event');
      ok(
        await upload(
          t,
          `/events/ids/${id}/banner/upload`,
          [{ data: await photo(), field: 'file' }],
          asOwner,
        ),
        'event banner',
      );
      return id;
    },
    inquiry: async () => {
      const res = ok(
        await t.request('POST', '/inquiries/create', {
          ip: signupAddress(),
          body: {
            propertyId: await get('approvedListing'),
            name: 'Ann Lee',
            email: inquirerEmail,
            phone: inquirerPhone,
            message: 'Is the house still available in May?',
          },
        }),
        'inquiry',
      );
      return res.publicId;
    },
    viewing: async () => {
      const res = ok(
        await t.request(
          'POST',
          `/properties/ids/${await get('approvedListing')}/customers/ids/${customer.publicId}/tours/create`,
          {
            token: customer.token,
            ip: signupAddress(),
            body: { times: [inDays(3)], message: 'Mornings suit me.' },
          },
        ),
        'viewing',
      );
      return res.publicId;
    },
    banner: async () =>
      ok(await t.request('POST', '/banners/create', { ...asStaff, body: bannerBody() }), 'banner')
        .publicId,
    article: async () =>
      ok(
        await t.request('POST', '/api/v2/articles/create', { ...asStaff, body: articleBody() }),
        'article',
      ).publicId,
    articleCover: async () => {
      const id = await get('article');
      ok(
        await upload(
          t,
          `/api/v2/articles/ids/${id}/cover/upload`,
          [{ data: await jpegImage(800, 500), field: 'file' }],
          asStaff,
        ),
        'article cover',
      );
      return id;
    },
    office: async () =>
      ok(
        await t.request('POST', '/api/v2/tenants/demo/addresses/create', {
          ...asStaff,
          body: officeBody(),
        }),
        'office',
      ).publicId,
    refreshToken: async () => (await t.login(sessionUser.email, sessionUser.password)).refreshToken,
    /** Another session of agent A's (a second device): its id, from its access token. */
    ownerSession: async () => {
      const { token } = await t.login(owner.email, owner.password);
      return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).sid;
    },
    verifyTarget: async () => (await createAgent(t)).publicId,
    feedClient: async () =>
      ok(
        await t.request('POST', '/api/v2/feed-clients', {
          ...asStaff,
          body: { name: `Matrix portal ${unique}`, scopes: ['Property'] },
        }),
        'feed client',
      ).client.publicId,
    listingImport: async () =>
      ok(await upload(t, '/api/v2/listing-imports', [listingCsv()], asOwner), 'listing import')
        .publicId,
    /** An import a worker holds for the next hour: it stays running until cancelled. */
    runningImport: async () => {
      const id = ok(
        await upload(t, '/api/v2/listing-imports', [listingCsv()], asOwner),
        'running import',
      ).publicId;
      await t.db
        .update(listingImports)
        .set({
          status: 'running',
          claimedBy: 'permission-matrix',
          claimedUntil: new Date(Date.now() + 3_600_000),
        })
        .where(eq(listingImports.publicId, id));
      return id;
    },
    /** A RESO source at an address a test never reaches (private: refused before connecting). */
    resoSource: async () =>
      ok(
        await t.request('POST', '/api/v2/reso-sources', {
          ...asStaff,
          body: {
            name: `Matrix source ${unique} ${Math.random().toString(36).slice(2, 6)}`,
            serviceRoot: 'http://10.0.0.1/reso/odata',
            tokenUrl: 'http://10.0.0.1/reso/token',
            clientId: 'matrix',
            clientSecret: 'matrix-secret',
          },
        }),
        'RESO source',
      ).publicId,
    /** A finished run of the RESO source, as `source/run` ids. */
    resoRun: async () => {
      const sourceId = await get('resoSource');
      const [source] = await t.db
        .select({ id: resoSources.id, tenantId: resoSources.tenantId })
        .from(resoSources)
        .where(eq(resoSources.publicId, sourceId));
      const runId = `matrix-run-${Math.random().toString(36).slice(2, 8)}`;
      await t.db.insert(resoSourceRuns).values({
        publicId: runId,
        sourceId: source!.id,
        tenantId: source!.tenantId,
        status: 'finished',
        finishedAt: new Date(),
      });
      return `${sourceId}/runs/${runId}`;
    },
    /** Agent A's saved search (any account may keep some). */
    savedSearch: async () =>
      ok(
        await t.request('POST', '/api/v2/saved-searches', {
          ...asOwner,
          body: { name: 'Matrix search', frequency: 'daily', filters: { category: 'RENT' } },
        }),
        'saved search',
      ).id,
    /** A client's id and secret, space-separated. */
    feedCredentials: async () => {
      const made = ok(
        await t.request('POST', '/api/v2/feed-clients', {
          ...asStaff,
          body: { name: `Matrix token client ${unique}`, scopes: ['Property'] },
        }),
        'feed credentials',
      );
      return `${made.clientId} ${made.clientSecret}`;
    },
    /** A customer of the site whose data staff export or erase (an erasure uses them up). */
    erasablePerson: async () => (await createCustomer(t)).publicId,
  };

  const made = new Map<Kind, Promise<string>>();
  function get(kind: Kind): Promise<string> {
    let value = made.get(kind);
    if (!value) made.set(kind, (value = makers[kind]()));
    return value;
  }
  /** Forgets a thing a successful write used up, and what hangs off it. */
  function spend(kind: Kind) {
    made.delete(kind);
    const dependants: Partial<Record<Kind, Kind[]>> = {
      approvedListing: ['image', 'amenity', 'unit', 'unitImage', 'inquiry', 'viewing'],
      unit: ['unitImage'],
      event: ['eventBanner'],
      article: ['articleCover'],
      resoSource: ['resoRun'],
    };
    for (const child of dependants[kind] ?? []) spend(child);
  }

  const listingCsv = () => ({
    data: Buffer.from(
      'AgentReference,Name,PropertyType,ListingCategory,SubdivisionName,CurrencyCode,PriceType,' +
        `Latitude,Longitude\r\nM-${unique},Matrix cottage,House,SALE,Avondale,USD,TOTAL,-17.8,31.04\r\n`,
    ),
    field: 'file',
    filename: 'listings.csv',
    contentType: 'text/csv',
  });

  let titles = 0;
  const unitBody = () => ({
    title: `Flat ${++titles}B`,
    area: 84.5,
    available: true,
    rentalPrice: 600,
  });
  const eventBody = () => ({
    name: `Open day ${++titles}`,
    title: 'Open house in Avondale',
    description: 'Three homes open for viewing.',
    start: inDays(30),
    end: new Date(Date.now() + 30 * DAY + 2 * 3_600_000).toISOString(),
    location: '12 King George Road',
    suburbId: place.suburb,
    type: 'EVENT',
    capacity: 40,
    category: eventCategory,
  });
  const bannerBody = () => ({
    type: 'LANDING',
    title: `Family homes ${++titles}`,
    subtitle: 'Near good schools',
    linkUrl: 'https://example.com/avondale',
    position: 3,
    startsAt: null,
    endsAt: null,
  });
  const articleBody = () => ({
    title: `Buying guide number ${++titles}`,
    summary: 'What to check before you buy',
    body: '## Heading\n\nSome text.',
    category: articleCategory ?? null,
    published: true,
  });
  const officeBody = () => ({
    label: `Branch ${++titles}`,
    street: '5 Borrowdale Road',
    city: 'Harare',
    country: 'Zimbabwe',
    phone: '+263 24 000 1111',
    email: 'branch@example.com',
    latitude: -17.75,
    longitude: 31.09,
    position: 2,
  });

  async function writeAsOwner(method: string, url: string, body?: unknown) {
    return ok(await t.request(method, url, { ...asOwner, body }), `${method} ${url}`);
  }
  /** Every landing banner, in the site's order: a new order must name them all. */
  async function landingBannerIds(): Promise<string[]> {
    const res = ok(await t.request('GET', '/banners/all?size=100', asStaff), 'banners');
    return (res.content as { publicId: string; type: string }[])
      .filter((b) => b.type === 'LANDING')
      .map((b) => b.publicId);
  }
  let emails = 0;
  const nextEmail = () => `matrix-${unique}-${++emails}@example.com`;

  /** The site offers French beside English (another row may have set English alone). */
  async function offerFrench() {
    ok(await setSiteLanguages(t, admin.token, 'en', ['en', 'fr']), 'languages');
  }

  /** The listing row as stored, for the mass-assignment check. */
  async function listingRow(publicId: string) {
    const [tenant] = await t.db.select().from(tenants).where(eq(tenants.slug, 'demo'));
    const [row] = await t.db
      .select()
      .from(properties)
      .where(and(eq(properties.tenantId, tenant!.id), eq(properties.publicId, publicId)));
    return row;
  }

  return {
    people: { owner, agentB, customer, customerB, moderator, admin, otherSite, sessionUser },
    tokens,
    tenantOf,
    secrets,
    rejection,
    place,
    feature,
    country,
    city,
    eventCategory,
    articleCategory,
    site,
    get,
    spend,
    photo,
    squarePhoto: () => jpegImage(800, 800),
    /** A live listing's photos in gallery order, as anyone reads them. */
    imageOrder: async (listing: string): Promise<string[]> =>
      ok(await t.request('GET', `/properties/ids/${listing}/images/all`), 'image order').order,
    asOwner: writeAsOwner,
    landingBannerIds,
    nextEmail,
    ids: () => [...made.values()],
    listingCsv,
    bodies: {
      unit: unitBody,
      event: eventBody,
      banner: bannerBody,
      article: articleBody,
      office: officeBody,
    },
    listingRow,
    offerFrench,
    /** The token of the saved search's alert link for a purpose, as its alerts carry it. */
    searchLink: async (purpose: SearchLinkPurpose) =>
      searchLinkToken(t.config.jwtSecret, await get('savedSearch'), purpose),
    inDays,
  };
}

export type Fixture = Awaited<ReturnType<typeof matrixFixture>>;
export type { Kind };
