import { parse } from 'csv-parse/sync';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LISTING_CSV_COLUMNS,
  matchCsvHeaders,
  readCsvAreaType,
  readCsvBoolean,
  readCsvCategory,
  readCsvNumber,
  readCsvPhotos,
  readCsvPriceType,
  readCsvText,
  type CellResult,
  type ListingCsvField,
} from '@propdesk/shared';
import { properties } from '../../db/schema';
import {
  createAdmin,
  createAgent,
  createTestApp,
  expectError,
  type TestApp,
} from '../../test/helper';
import { jpegImage } from '../../test/images';
import { approve, cast, createListing, insertTestProperty, refs } from '../../test/listings';
import { upload } from '../../test/uploads';

let t: TestApp;
let who: Awaited<ReturnType<typeof cast>>;
let r: Awaited<ReturnType<typeof refs>>;
let place: { type: string; suburb: string };

beforeAll(async () => {
  t = await createTestApp();
  who = await cast(t);
  r = await refs(t);
  place = { type: await r.type('House'), suburb: await r.suburb('Avondale') };
});
afterAll(() => t.close());

const URL = '/api/v2/properties/export';
const exportAs = (token: string, query = '', tenant = 'demo') =>
  t.request('GET', `${URL}${query}`, { token, tenant });

/** The file's rows, header first, as a spreadsheet or an import reads them. */
function rowsOf(text: string): string[][] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows: string[][] = parse(text, { bom: true });
  return rows;
}

/** Each row as a record of its fields, matched by header as an import matches them. */
function recordsOf(text: string): Record<ListingCsvField, string>[] {
  const [header, ...rows] = rowsOf(text);
  const fields = matchCsvHeaders(header!);
  return rows.map(
    (row) =>
      Object.fromEntries(fields.map((field, i) => [field, row[i]])) as Record<
        ListingCsvField,
        string
      >,
  );
}

function value<T>(result: CellResult<T>): T {
  if ('problem' in result) throw new Error(result.problem);
  return result.value;
}

describe('GET /api/v2/properties/export', () => {
  it('answers a CSV attachment named after the site and the day, the header row first', async () => {
    const agent = await createAgent(t);
    const res = await exportAs(agent.token);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="listings-demo-${today}.csv"`,
    );
    expect(rowsOf(res.body as string)).toEqual([LISTING_CSV_COLUMNS.map((c) => c.header)]);
  });

  it("writes a listing's values: reference, names, plain numbers, yes/no, the year, photos", async () => {
    const agent = await createAgent(t);
    const listing = await createListing(t, agent, place, {
      name: 'Borrowdale villa',
      title: 'Villa with a view',
      category: 'SALE',
      price: 1250000.5,
      area: 1.25,
      areaType: 'HECTARE',
      built: '1998',
      vatable: true,
      serviced: true,
      serviceCharge: 120,
      displayMap: true,
      altitude: -12.5,
      latitude: -17.75,
      longitude: 31.0925,
      metaTags: 'pool, view',
    });
    const bedroom = await r.feature('BEDROOM');
    const bathroom = await r.feature('BATHROOM');
    await t.request('POST', `/properties/ids/${listing.publicId}/features/all/create`, {
      token: agent.token,
      body: {
        bulk: [
          { featureId: bedroom, quantity: 4 },
          { featureId: bathroom, quantity: 2 },
        ],
      },
    });
    const photo = await jpegImage(1200, 800);
    const kitchen = `/properties/ids/${listing.publicId}/locations/ids/KITCHEN/files/upload`;
    expect((await upload(t, kitchen, [{ data: photo }], { token: agent.token })).status).toBe(201);
    const general = `/properties/ids/${listing.publicId}/files/upload`;
    expect((await upload(t, general, [{ data: photo }], { token: agent.token })).status).toBe(201);

    const res = await exportAs(agent.token);
    const [row] = recordsOf(res.body as string);
    expect(row).toMatchObject({
      reference: listing.code,
      name: 'Borrowdale villa',
      title: 'Villa with a view',
      type: 'House',
      category: 'SALE',
      country: 'ZW',
      city: 'Harare',
      suburb: 'Avondale',
      price: '1250000.5',
      currency: 'USD',
      priceType: 'TOTAL',
      area: '1.25',
      areaType: 'HECTARE',
      built: '1998',
      bedrooms: '4',
      bathrooms: '2',
      latitude: '-17.75',
      longitude: '31.0925',
      altitude: '-12.5',
      displayMap: 'yes',
      vatable: 'yes',
      serviced: 'yes',
      serviceCharge: '120',
      metaTags: 'pool,view',
    });
    expect(row!.photos).toMatch(
      /^Kitchen=http:\/\/\S+\/files\/\S+\.webp \| General=http:\/\/\S+\/files\/\S+\.webp$/,
    );
    // The addresses are the full-size copies', which anyone may fetch.
    for (const photo of value(readCsvPhotos(row!.photos))) {
      const path = new globalThis.URL(photo.url).pathname;
      expect(photo.url.startsWith(t.config.publicUrl)).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    }
  });

  it("uses the agent's own reference when the listing has one", async () => {
    const agent = await createAgent(t);
    const listing = await createListing(t, agent, place);
    await t.db
      .update(properties)
      .set({ agentReference: 'AG-0042' })
      .where(and(eq(properties.tenantId, r.tenantId), eq(properties.publicId, listing.publicId)));
    const [row] = recordsOf((await exportAs(agent.token)).body as string);
    expect(row!.reference).toBe('AG-0042');
  });

  it('exports every state of the agent’s listings, and only theirs', async () => {
    const agent = await createAgent(t);
    const draft = await createListing(t, agent, place, { name: 'Draft one' });
    const live = await createListing(t, agent, place, { name: 'Live one' });
    await approve(t, who.moderator.token, live.publicId);
    const archived = await createListing(t, agent, place, { name: 'Archived one' });
    await t.request('PUT', `/properties/ids/${archived.publicId}/update`, {
      token: agent.token,
      body: { archived: true },
    });
    await createListing(t, who.agentB, place, { name: 'Not theirs' });
    const names = recordsOf((await exportAs(agent.token)).body as string).map((row) => row.name);
    expect(names).toEqual(['Draft one', 'Live one', 'Archived one']);
    expect(draft.publicId).toBeTruthy();
  });

  it('reads page after page: 230 listings, each once, in the order they were made', async () => {
    const agent = await createAgent(t);
    const made: string[] = [];
    for (let i = 0; i < 230; i += 1)
      made.push((await insertTestProperty(t, agent.publicId)).publicId);
    const rows = await t.db
      .select({ publicId: properties.publicId, code: properties.code })
      .from(properties)
      .where(inArray(properties.publicId, made))
      .orderBy(asc(properties.id));
    const records = recordsOf((await exportAs(agent.token)).body as string);
    expect(records.map((row) => row.reference)).toEqual(rows.map((row) => row.code));
  });

  it('exports only the selection, each listing once', async () => {
    const agent = await createAgent(t);
    const a = await createListing(t, agent, place, { name: 'First' });
    await createListing(t, agent, place, { name: 'Second' });
    const c = await createListing(t, agent, place, { name: 'Third' });
    const res = await exportAs(agent.token, `?ids=${c.publicId},${a.publicId},${a.publicId}`);
    expect(res.status).toBe(200);
    expect(recordsOf(res.body as string).map((row) => row.name)).toEqual(['First', 'Third']);
  });

  it("refuses a selection with another agent's or an unknown listing, naming them", async () => {
    const agent = await createAgent(t);
    const own = await createListing(t, agent, place);
    const theirs = await createListing(t, who.agentB, place);
    const res = await exportAs(agent.token, `?ids=${own.publicId},${theirs.publicId},nope`);
    const body = expectError(
      res,
      404,
      'NOT_FOUND',
      'Some of the chosen listings do not exist or are not this agent’s',
    );
    expect(body.details).toEqual([
      { path: 'ids', message: theirs.publicId },
      { path: 'ids', message: 'nope' },
    ]);
  });

  it('refuses an empty or too long selection with a 400', async () => {
    const agent = await createAgent(t);
    expectError(await exportAs(agent.token, '?ids=,'), 400, 'VALIDATION_FAILED');
    const many = Array.from({ length: 201 }, (_, i) => `id${i}`).join(',');
    const res = await exportAs(agent.token, `?ids=${many}`);
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(JSON.stringify(res.body)).toContain('At most 200 listings at a time');
  });

  it("lets site staff export an agency's listings of their site, not another site's", async () => {
    const listing = await createListing(t, who.agentA, place, { name: 'Staff sees it' });
    for (const token of [who.moderator.token, (await createAdmin(t)).token]) {
      const res = await exportAs(token, `?agentId=${who.agentA.publicId}`);
      expect(res.status).toBe(200);
      expect(recordsOf(res.body as string).map((row) => row.reference)).toContain(listing.code);
    }
    expectError(await exportAs(who.moderator.token), 400, 'VALIDATION_FAILED');
    // Another site's admin, on their site: the agent is not theirs to know.
    const sandboxAdmin = await createAdmin(t, 'sandbox');
    expectError(
      await exportAs(sandboxAdmin.token, `?agentId=${who.agentA.publicId}`, 'sandbox'),
      404,
      'NOT_FOUND',
      'Agent not found',
    );
    // Their session on this site is refused outright.
    expect((await exportAs(sandboxAdmin.token, `?agentId=${who.agentA.publicId}`)).status).toBe(
      403,
    );
  });

  it('refuses customers, anonymous callers and agents naming another agent', async () => {
    expectError(
      await exportAs(who.customer.token),
      403,
      'FORBIDDEN',
      'Only agents and site staff can export listings',
    );
    expect((await t.request('GET', URL)).status).toBe(401);
    expectError(
      await exportAs(who.agentA.token, `?agentId=${who.agentB.publicId}`),
      403,
      'FORBIDDEN',
      'You can only export your own listings',
    );
    expect((await exportAs(who.agentA.token, `?agentId=${who.agentA.publicId}`)).status).toBe(200);
  });

  it('keeps commas, quotes and new lines in a description through a CSV parser', async () => {
    const agent = await createAgent(t);
    const description = 'Three bedrooms, "huge" garden;\nnew kitchen\r\nand a pool, of course.';
    await createListing(t, agent, place, { description });
    const [row] = recordsOf((await exportAs(agent.token)).body as string);
    expect(row!.description).toBe(description);
  });

  it('guards text a spreadsheet would run, and leaves negative numbers and URLs alone', async () => {
    const agent = await createAgent(t);
    await createListing(t, agent, place, {
      name: '=HYPERLINK("http://evil.example","Click")',
      title: '@SUM(1+1)',
      description: '-5 minutes to the shops',
      metaTags: '+cheap',
      latitude: -17.8,
      altitude: -3,
    });
    const [row] = recordsOf((await exportAs(agent.token)).body as string);
    expect(row!.name).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(row!.title).toBe("'@SUM(1+1)");
    expect(row!.description).toBe("'-5 minutes to the shops");
    expect(row!.metaTags).toBe("'+cheap");
    expect(row!.latitude).toBe('-17.8');
    expect(row!.altitude).toBe('-3');
    expect(readCsvText(row!.name)).toBe('=HYPERLINK("http://evil.example","Click")');
  });

  it('reads back, with the shared readers, every field of every listing it wrote', async () => {
    const agent = await createAgent(t);
    const bedroom = await r.feature('BEDROOM');
    const bathroom = await r.feature('BATHROOM');
    const made = [];
    for (const [i, overrides] of [
      { category: 'RENT', area: 85.5, areaType: 'SQUARE_METRES', price: 950, serviced: false },
      {
        category: 'QUICK_RENT',
        area: null,
        price: null,
        built: null,
        priceType: 'UNIT',
        description: 'Line one,\n"two"',
        metaTags: '',
        displayMap: true,
      },
      { category: 'SALE', area: 3, areaType: 'ACRES', price: 210000.25, vatable: true },
    ].entries()) {
      const listing = await createListing(t, agent, place, { name: `Home ${i}`, ...overrides });
      await t.request('POST', `/properties/ids/${listing.publicId}/features/all/create`, {
        token: agent.token,
        body: {
          bulk: [
            { featureId: bedroom, quantity: i + 1 },
            { featureId: bathroom, quantity: 1 },
          ],
        },
      });
      if (i === 0) {
        const photo = await jpegImage(1200, 800);
        const url = `/properties/ids/${listing.publicId}/locations/ids/LIVING_ROOM/files/upload`;
        await upload(t, url, [{ data: photo }, { data: photo }], { token: agent.token });
      }
      made.push(listing.publicId as string);
    }
    const records = recordsOf((await exportAs(agent.token)).body as string);
    expect(records).toHaveLength(made.length);
    for (const [i, row] of records.entries()) {
      const publicId = made[i]!;
      const listing = (
        await t.request('GET', `/properties/ids/${publicId}/get`, { token: agent.token })
      ).body;
      const features = (
        await t.request('GET', `/properties/ids/${publicId}/features/all`, { token: agent.token })
      ).body as { name: string; quantity: number }[];
      const images = (
        await t.request('GET', `/properties/ids/${publicId}/images/all`, { token: agent.token })
      ).body;
      const read = {
        reference: readCsvText(row.reference),
        name: readCsvText(row.name),
        title: readCsvText(row.title),
        description: readCsvText(row.description),
        type: readCsvText(row.type),
        category: value(readCsvCategory(row.category)),
        suburb: readCsvText(row.suburb),
        price: value(readCsvNumber(row.price)),
        currency: row.currency,
        priceType: value(readCsvPriceType(row.priceType)),
        area: value(readCsvNumber(row.area)),
        areaType: value(readCsvAreaType(row.areaType)),
        built: value(readCsvNumber(row.built)),
        bedrooms: value(readCsvNumber(row.bedrooms)),
        bathrooms: value(readCsvNumber(row.bathrooms)),
        latitude: value(readCsvNumber(row.latitude)),
        longitude: value(readCsvNumber(row.longitude)),
        displayMap: value(readCsvBoolean(row.displayMap)),
        vatable: value(readCsvBoolean(row.vatable)),
        serviced: value(readCsvBoolean(row.serviced)),
        serviceCharge: value(readCsvNumber(row.serviceCharge)),
        metaTags: readCsvText(row.metaTags),
        photos: value(readCsvPhotos(row.photos)),
      };
      expect(read).toEqual({
        reference: listing.code,
        name: listing.name,
        title: listing.title,
        description: listing.description,
        type: 'House',
        category: listing.category,
        suburb: 'Avondale',
        price: listing.price,
        currency: listing.currency,
        priceType: listing.priceType,
        area: listing.area,
        areaType: listing.areaType,
        built: listing.built ? new Date(listing.built).getUTCFullYear() : null,
        bedrooms: features.find((f) => f.name === 'BEDROOM')?.quantity ?? null,
        bathrooms: features.find((f) => f.name === 'BATHROOM')?.quantity ?? null,
        latitude: listing.latitude,
        longitude: listing.longitude,
        displayMap: listing.displayMap,
        vatable: listing.vatable,
        serviced: listing.serviced,
        serviceCharge: listing.serviceCharge,
        metaTags: listing.metaTags,
        photos: expectedPhotos(images),
      });
    }
  });
});

interface ListedImage {
  location: string;
  fileDownloadUri: string;
  variants: Record<string, string>;
}

/** The photos a listing shows (one room here), as the export writes them: full-size copies. */
function expectedPhotos(answer: { images: Record<string, ListedImage[]> }) {
  return Object.values(answer.images)
    .flat()
    .map((image) => ({
      url: t.config.publicUrl + (image.variants.full ?? image.fileDownloadUri),
      room: image.location === 'LIVING_ROOM' ? 'Living room' : image.location,
    }));
}
