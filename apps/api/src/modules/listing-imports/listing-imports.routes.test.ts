import { and, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMPORT_FILE_BYTES } from '@propdesk/shared';
import { auditLog, listingImportRows, listingImports, properties } from '../../db/schema';
import {
  createAdmin,
  createAgent,
  createCustomer,
  createTestApp,
  DEMO_ACCOUNTS,
  expectError,
  type TestApp,
} from '../../test/helper';
import { json } from '../../test/api-body';
import { approve, sendForReview } from '../../test/listings';
import { upload } from '../../test/uploads';
import { createListingImportWorker, type ListingImportWorkerOptions } from '.';

let t: TestApp;
let agent: Awaited<ReturnType<typeof createAgent>>;
let moderatorToken: string;
beforeAll(async () => {
  t = await createTestApp();
  // The tests run imports with workers of their own, one step at a time.
  await t.app.listingImports.stop();
  agent = await createAgent(t);
  const { moderator } = DEMO_ACCOUNTS;
  moderatorToken = (await t.login(moderator.email, moderator.password)).token;
});
afterAll(() => t.close());

const HEADER = [
  'AgentReference',
  'Name',
  'PropertyType',
  'ListingCategory',
  'City',
  'SubdivisionName',
  'ListPrice',
  'CurrencyCode',
  'PriceType',
  'Latitude',
  'Longitude',
  'BedroomsTotal',
  'PublicRemarks',
];

type Cells = Partial<Record<(typeof HEADER)[number], string>>;

const row = (reference: string, cells: Cells = {}): Cells => ({
  AgentReference: reference,
  Name: `Garden cottage ${reference}`,
  PropertyType: 'House',
  ListingCategory: 'For sale',
  City: 'Harare',
  SubdivisionName: 'Avondale',
  ListPrice: '125,000',
  CurrencyCode: 'usd',
  PriceType: 'TOTAL',
  Latitude: '-17.7997',
  Longitude: '31.0386',
  BedroomsTotal: '3',
  PublicRemarks: 'Quiet cottage with a large garden, close to shops.',
  ...cells,
});

const quote = (cell: string) => (/[",;\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

function csvFile(rows: Cells[], options: { delimiter?: string; bom?: boolean } = {}) {
  const delimiter = options.delimiter ?? ',';
  const lines = [HEADER, ...rows.map((r) => HEADER.map((h) => r[h] ?? ''))].map((cells) =>
    cells.map(quote).join(delimiter),
  );
  const text = `${options.bom ? '\ufeff' : ''}${lines.join('\r\n')}\r\n`;
  return Buffer.from(text, 'utf8');
}

interface UploadOptions {
  token?: string;
  filename?: string;
  contentType?: string;
  agentId?: string;
  tenant?: string;
}

function uploadCsv(data: Buffer, options: UploadOptions = {}) {
  const query = options.agentId ? `?agentId=${options.agentId}` : '';
  return upload(
    t,
    `/api/v2/listing-imports${query}`,
    [
      {
        data,
        field: 'file',
        filename: options.filename ?? 'listings.csv',
        contentType: options.contentType ?? 'text/csv',
      },
    ],
    { token: options.token ?? agent.token, tenant: options.tenant ?? 'demo' },
  );
}

async function uploaded(data: Buffer, options: UploadOptions = {}) {
  return json(await uploadCsv(data, options), 'uploadListingImport', 201);
}

const start = (id: string, dryRun = false, token = agent.token) =>
  t.request('POST', `/api/v2/listing-imports/${id}/start`, { token, body: { dryRun } });

const getImport = async (id: string, token = agent.token) =>
  json(await t.request('GET', `/api/v2/listing-imports/${id}`, { token }), 'getListingImport', 200);

/** A worker of this test's own (the app's is stopped), run until nothing is due. */
async function runImports(options: ListingImportWorkerOptions = {}) {
  // Several rows of a batch at once, as the app does on PostgreSQL.
  const worker = createListingImportWorker(t.app.modules.listingImports, {
    concurrency: 3,
    ...options,
  });
  const ran = await worker.drain();
  await worker.stop();
  return ran;
}

async function imported(data: Buffer, dryRun = false, token = agent.token) {
  const imp = await uploaded(data, { token });
  expect((await start(imp.publicId, dryRun, token)).status).toBe(202);
  await runImports();
  return getImport(imp.publicId, token);
}

async function report(id: string, token = agent.token) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v2/listing-imports/${id}/report`,
    headers: { authorization: `Bearer ${token}`, 'x-tenant': 'demo' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  const lines: string[][] = parse(res.body, { bom: true });
  return lines;
}

/** The listings with this reference (each test uses references of its own). */
const listingsOf = (reference: string) =>
  t.db.select().from(properties).where(eq(properties.agentReference, reference));

describe('POST /api/v2/listing-imports', () => {
  it('stores the file and answers its headers with the suggested mapping', async () => {
    const imp = await uploaded(csvFile([row('UP-1')]));
    expect(imp).toMatchObject({
      status: 'uploaded',
      delimiter: ',',
      headers: HEADER,
      agentId: agent.publicId,
      missingFields: [],
      totalRows: null,
    });
    expect(imp.mapping).toEqual([
      'reference',
      'name',
      'type',
      'category',
      'city',
      'suburb',
      'price',
      'currency',
      'priceType',
      'latitude',
      'longitude',
      'bedrooms',
      'description',
    ]);
  });

  it('reads ; files with a BOM, from spreadsheets, and matches common header names', async () => {
    const data = Buffer.from('\ufeffRef;Property name;Price;Beds;Notes\r\nA;B;1;2;x\r\n');
    const imp = await uploaded(data, { contentType: 'application/vnd.ms-excel' });
    expect(imp.delimiter).toBe(';');
    expect(imp.headers).toEqual(['Ref', 'Property name', 'Price', 'Beds', 'Notes']);
    expect(imp.mapping).toEqual(['reference', 'name', 'price', 'bedrooms', null]);
    expect(imp.missingFields).toEqual([
      'PropertyType',
      'ListingCategory',
      'SubdivisionName',
      'CurrencyCode',
      'PriceType',
      'Latitude',
      'Longitude',
    ]);
  });

  it('refuses what is not a CSV file, an empty file, a nameless or repeated header', async () => {
    expectError(
      await uploadCsv(Buffer.from('GIF89a'), { filename: 'photo.gif', contentType: 'image/gif' }),
      400,
      'VALIDATION_FAILED',
      /not a CSV file/,
    );
    expectError(
      await uploadCsv(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0x08, 0])),
      400,
      'VALIDATION_FAILED',
      /not a CSV file/,
    );
    expectError(
      await uploadCsv(Buffer.from([0x41, 0x2c, 0xff, 0xfe, 0x0a])),
      400,
      'VALIDATION_FAILED',
      /UTF-8/,
    );
    expectError(
      await uploadCsv(Buffer.alloc(0)),
      400,
      'VALIDATION_FAILED',
      'The first row of the file must name the columns',
    );
    expectError(
      await uploadCsv(Buffer.from(',,\r\n1,2,3\r\n')),
      400,
      'VALIDATION_FAILED',
      'The first row of the file must name the columns',
    );
    const twice = expectError(
      await uploadCsv(Buffer.from('Price,Name,price\r\n1,2,3\r\n')),
      400,
      'VALIDATION_FAILED',
      'Each column of the first row needs its own name',
    );
    expect(twice.details?.[0]?.message).toBe('The column price appears twice');
  });

  it('refuses a file over 20 MB and a request without a file', async () => {
    const big = Buffer.alloc(MAX_IMPORT_FILE_BYTES + 1, 'a');
    expectError(await uploadCsv(big), 413, 'PAYLOAD_TOO_LARGE');
    const res = await upload(t, '/api/v2/listing-imports', [], { token: agent.token });
    expectError(res, 400, 'VALIDATION_FAILED', 'Choose a CSV file to upload');
    const json = await t.request('POST', '/api/v2/listing-imports', {
      token: agent.token,
      body: { file: 'a,b' },
    });
    expect(json.status).toBe(415);
    const field = await upload(
      t,
      '/api/v2/listing-imports',
      [{ data: csvFile([row('F-1')]), field: 'files', filename: 'a.csv', contentType: 'text/csv' }],
      { token: agent.token },
    );
    expectError(field, 400, 'VALIDATION_FAILED', 'Send the CSV file in the "file" field');
  });
});

describe('mapping', () => {
  it('takes one field per column, each at most once, and says which required ones are missing', async () => {
    const imp = await uploaded(csvFile([row('MAP-1')]));
    const put = (mapping: unknown) =>
      t.request('PUT', `/api/v2/listing-imports/${imp.publicId}/mapping`, {
        token: agent.token,
        body: { mapping },
      });
    expectError(await put(['reference']), 400, 'VALIDATION_FAILED', /one entry per column/);
    const twice = [...imp.mapping];
    twice[12] = 'name';
    expectError(await put(twice), 400, 'VALIDATION_FAILED');
    expect((await put(twice)).body.details[0].message).toBe('The field name is mapped twice');
    const unknown: (string | null)[] = [...imp.mapping];
    unknown[12] = 'colour';
    expectError(await put(unknown), 400, 'VALIDATION_FAILED');

    const without = imp.mapping.map((f) => (f === 'latitude' || f === 'type' ? null : f));
    const saved = json(await put(without), 'setListingImportMapping', 200);
    expect(saved.missingFields).toEqual(['PropertyType', 'Latitude']);
    expectError(
      await start(imp.publicId),
      400,
      'VALIDATION_FAILED',
      'Map these columns before the import: PropertyType, Latitude',
    );

    expect(json(await put(imp.mapping), 'setListingImportMapping', 200).missingFields).toEqual([]);
    expect((await start(imp.publicId)).status).toBe(202);
    await runImports();
    expectError(await put(imp.mapping), 409, 'CONFLICT', /only before the import runs/);
  });
});

describe('preview', () => {
  it("shows each row's problems with the editor's rules and suggests near names", async () => {
    const imp = await uploaded(
      csvFile([
        row('PV-1'),
        row('PV-2', { PublicRemarks: 'Call me on +263 77 123 4567 for a viewing' }),
        row('PV-3', { PublicRemarks: 'Write to owner@example.com for details' }),
        row('PV-4', { ListPrice: '99999999999999' }),
        row('PV-5', { SubdivisionName: 'Avondle' }),
        row('PV-6', { PropertyType: 'Castle', ListPrice: 'cheap' }),
        row('', {}),
        row('PV-1'),
        row('PV-9', { Name: '', Latitude: '123' }),
        {},
        row('PV-11', { PropertyType: 'house', ListingCategory: 'Lease' }),
      ]),
    );
    const res = await t.request('GET', `/api/v2/listing-imports/${imp.publicId}/preview`, {
      token: agent.token,
    });
    const preview = json(res, 'getListingImportPreview', 200);
    const byRow = new Map(preview.rows.map((r) => [r.rowNumber, r]));
    const messages = (n: number) => byRow.get(n)!.problems.map((p) => p.message);
    expect(byRow.get(2)).toMatchObject({ reference: 'PV-1', outcome: 'created', problems: [] });
    expect(byRow.get(2)!.values.price).toBe('125,000');
    expect(byRow.get(3)!.problems).toEqual([
      { field: 'description', message: 'Phone number detected' },
    ]);
    expect(messages(4)).toEqual(['Email detected']);
    expect(byRow.get(5)!.problems[0]!.field).toBe('price');
    expect(messages(5)[0]).toMatch(/too large/);
    expect(byRow.get(6)!.problems).toEqual([
      { field: 'suburb', message: "Unknown suburb 'Avondle'. Did you mean 'Avondale'?" },
    ]);
    expect(messages(7)).toEqual(
      expect.arrayContaining(['Must be a number', "Unknown type 'Castle'."]),
    );
    expect(byRow.get(8)).toMatchObject({ outcome: 'failed', reference: null });
    expect(messages(8)).toContain('AgentReference is required');
    expect(byRow.get(9)!.problems[0]).toEqual({
      field: 'reference',
      message: "'PV-1' is also on row 2: a listing can be in the file once",
    });
    expect(messages(10)).toEqual(
      expect.arrayContaining(['Enter the property name', 'Latitude must be between -90 and 90']),
    );
    expect(byRow.get(11)).toMatchObject({ outcome: 'skipped', problems: [] });
    expect(byRow.get(12)).toMatchObject({ outcome: 'created', problems: [] });
    expect(preview.rows.every((r) => r.outcome !== 'created' || r.problems.length === 0)).toBe(
      true,
    );
    // The preview wrote nothing.
    expect(
      await t.db.select().from(properties).where(eq(properties.agentReference, 'PV-1')),
    ).toEqual([]);

    const two = json(
      await t.request('GET', `/api/v2/listing-imports/${imp.publicId}/preview?limit=2`, {
        token: agent.token,
      }),
      'getListingImportPreview',
      200,
    );
    expect(two.rows.map((r) => r.rowNumber)).toEqual([2, 3]);
    expectError(
      await t.request('GET', `/api/v2/listing-imports/${imp.publicId}/preview?limit=101`, {
        token: agent.token,
      }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('applies the service charge rule and reads yes/no cells', async () => {
    const data = Buffer.from(
      [
        'AgentReference,Name,PropertyType,ListingCategory,SubdivisionName,CurrencyCode,PriceType,Latitude,Longitude,Serviced,ServiceCharge',
        'SC-1,Flat,House,RENT,Avondale,USD,TOTAL,-17.8,31.04,no,50',
        'SC-2,Flat,House,RENT,Avondale,USD,TOTAL,-17.8,31.04,maybe,50',
        'SC-3,Flat,House,RENT,Avondale,USD,TOTAL,-17.8,31.04,yes,50',
      ].join('\n'),
    );
    const imp = await uploaded(data);
    const preview = json(
      await t.request('GET', `/api/v2/listing-imports/${imp.publicId}/preview`, {
        token: agent.token,
      }),
      'getListingImportPreview',
      200,
    );
    expect(preview.rows.map((r) => r.problems)).toEqual([
      [{ field: 'serviceCharge', message: expect.stringMatching(/serviced/i) }],
      [{ field: 'serviced', message: 'Must be yes or no' }],
      [],
    ]);
  });
});

describe('a run', () => {
  it('creates, then the same file changes nothing, then a changed row updates its listing', async () => {
    const file = csvFile([row('RUN-1'), row('RUN-2'), row('RUN-3', { ListPrice: 'lots' })]);
    const first = await imported(file);
    expect(first).toMatchObject({
      status: 'finished',
      dryRun: false,
      totalRows: 3,
      rowsDone: 3,
      counts: { created: 2, updated: 0, unchanged: 0, skipped: 0, failed: 1 },
    });
    const [created] = await t.db
      .select()
      .from(properties)
      .where(eq(properties.agentReference, 'RUN-1'));
    expect(created).toMatchObject({
      source: 'csv',
      published: 'REVIEW',
      price: 125000,
      currency: 'USD',
      category: 'SALE',
    });
    const detail = await t.request('GET', `/properties/ids/${created!.publicId}/get`, {
      token: agent.token,
    });
    expect(detail.body.agentId ?? detail.body.agent?.publicId ?? agent.publicId).toBeTruthy();
    expect(detail.body.features.find((f: { name: string }) => f.name === 'BEDROOM')?.quantity).toBe(
      3,
    );
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created!.publicId), eq(auditLog.action, 'create')));
    expect(entry!.reason).toBe(`CSV import ${first.publicId}, row 2`);

    const again = await imported(file);
    expect(again.counts).toEqual({ created: 0, updated: 0, unchanged: 2, skipped: 0, failed: 1 });

    // Approved, then an edit of its name comes in: it waits for a moderator again.
    expect((await sendForReview(t, agent, created!.publicId)).status).toBe(200);
    await approve(t, moderatorToken, created!.publicId);
    const changed = csvFile([
      row('RUN-1', { Name: 'Renamed cottage', BedroomsTotal: '4' }),
      row('RUN-2'),
    ]);
    const third = await imported(changed);
    expect(third.counts).toEqual({ created: 0, updated: 1, unchanged: 1, skipped: 0, failed: 0 });
    const [updated] = await t.db
      .select()
      .from(properties)
      .where(eq(properties.agentReference, 'RUN-1'));
    expect(updated).toMatchObject({ name: 'Renamed cottage', published: 'REVIEW' });
    const lines = await report(third.publicId);
    expect(lines).toEqual([
      ['Row', 'AgentReference', 'Outcome', 'Reason', 'ListingId'],
      ['2', 'RUN-1', 'updated', '', created!.publicId],
      ['3', 'RUN-2', 'unchanged', '', expect.any(String)],
    ]);
  });

  it('dry run records what would happen and writes no listing', async () => {
    const file = csvFile([row('DRY-1'), row('DRY-2', { SubdivisionName: 'Nowhere' }), {}]);
    const dry = await imported(file, true);
    expect(dry).toMatchObject({
      status: 'finished',
      dryRun: true,
      counts: { created: 1, updated: 0, unchanged: 0, skipped: 1, failed: 1 },
    });
    expect(
      await t.db.select().from(properties).where(eq(properties.agentReference, 'DRY-1')),
    ).toEqual([]);
    expect(await report(dry.publicId)).toEqual([
      ['Row', 'AgentReference', 'Outcome', 'Reason', 'ListingId'],
      ['2', 'DRY-1', 'would create', '', ''],
      ['3', 'DRY-2', 'would fail', "SubdivisionName: Unknown suburb 'Nowhere'.", ''],
      ['4', '', 'would skip', 'Empty row', ''],
    ]);
    // After a dry run the import may run for real, from a clean slate.
    expect((await start(dry.publicId)).status).toBe(202);
    await runImports();
    const real = await getImport(dry.publicId);
    expect(real).toMatchObject({ dryRun: false, rowsDone: 3 });
    expect(real.counts.created).toBe(1);
    expect(await listingsOf('DRY-1')).toHaveLength(1);
  });

  it('a second start (double click, two tabs) gets 409; a finished import cannot start again', async () => {
    const imp = await uploaded(csvFile([row('TWICE-1')]));
    const [a, b] = await Promise.all([start(imp.publicId), start(imp.publicId)]);
    expect([a.status, b.status].sort()).toEqual([202, 409]);
    expectError(a.status === 409 ? a : b, 409, 'CONFLICT', 'This import is running already');
    await runImports();
    expectError(await start(imp.publicId), 409, 'CONFLICT', /has run already/);
  });

  it('cancel stops after the batch under way; rows done stay done', async () => {
    const rows = Array.from({ length: 6 }, (_, i) => row(`CAN-${i}`));
    const imp = await uploaded(csvFile(rows));
    expectError(
      await t.request('POST', `/api/v2/listing-imports/${imp.publicId}/cancel`, {
        token: agent.token,
      }),
      409,
      'CONFLICT',
      'Only a running import can be cancelled',
    );
    expect((await start(imp.publicId)).status).toBe(202);
    let cancel: Promise<unknown> | undefined;
    await runImports({
      batchSize: 2,
      // Awaited by the worker: the cancel lands while the next batch waits.
      afterBatch: () => {
        cancel ??= t.request('POST', `/api/v2/listing-imports/${imp.publicId}/cancel`, {
          token: agent.token,
        });
        return cancel;
      },
    });
    expect(((await cancel) as { status: number }).status).toBe(200);
    const done = await getImport(imp.publicId);
    expect(done.status).toBe('cancelled');
    expect(done.rowsDone).toBeGreaterThanOrEqual(2);
    expect(done.rowsDone).toBeLessThan(6);
    expect(done.counts.created).toBe(done.rowsDone);
  });

  it('a file that cannot be read fails the import with the reason; rows never do', async () => {
    const broken = Buffer.concat([csvFile([row('BAD-1')]), Buffer.from('BAD-2,"never closed\r\n')]);
    const imp = await uploaded(broken);
    expectError(
      await t.request('GET', `/api/v2/listing-imports/${imp.publicId}/preview`, {
        token: agent.token,
      }),
      400,
      'VALIDATION_FAILED',
      /^The file could not be read: /,
    );
    expect((await start(imp.publicId)).status).toBe(202);
    await runImports();
    const failed = await getImport(imp.publicId);
    expect(failed.status).toBe('failed');
    expect(failed.failure).toMatch(/^The file could not be read: .*quote/i);
  });

  it('resumes after a restart: every row processed once', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => row(`RES-${i}`));
    const imp = await uploaded(csvFile(rows));
    expect((await start(imp.publicId)).status).toBe(202);
    const first = createListingImportWorker(t.app.modules.listingImports, {
      batchSize: 2,
      afterBatch: () => void first.stop(),
    });
    await first.drain();
    await first.stop();
    const halfway = await getImport(imp.publicId);
    expect(halfway).toMatchObject({ status: 'running', rowsDone: 2 });

    await runImports({ batchSize: 2 });
    const done = await getImport(imp.publicId);
    expect(done).toMatchObject({ status: 'finished', rowsDone: 7, counts: { created: 7 } });
    const recorded = await t.db
      .select()
      .from(listingImportRows)
      .where(eq(listingImportRows.importId, (await importRowId(imp.publicId))!));
    expect(recorded.map((r) => r.rowNumber)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    for (let i = 0; i < 7; i++) expect(await listingsOf(`RES-${i}`)).toHaveLength(1);
  });
});

async function importRowId(publicId: string) {
  const [found] = await t.db
    .select({ id: listingImports.id })
    .from(listingImports)
    .where(eq(listingImports.publicId, publicId));
  return found?.id;
}

describe('photos', () => {
  const withPhotos = (reference: string) =>
    Buffer.from(
      'AgentReference,Name,PropertyType,ListingCategory,SubdivisionName,CurrencyCode,PriceType,' +
        'Latitude,Longitude,Photos\r\n' +
        `${reference},Cottage,House,SALE,Avondale,USD,TOTAL,-17.8,31.04,` +
        'Kitchen=https://example.com/k.jpg | https://example.com/f.jpg\r\n',
    );

  // The app's own fetcher (the images module's) is tested end to end in listing-round-trip.
  it('go to the photo fetcher for a new listing, and its failures to the report', async () => {
    const calls: unknown[] = [];
    const own = t.app.modules.listingImports.addPhotos;
    t.app.modules.listingImports.addPhotos = async (target, photos) => {
      calls.push({ target, photos });
      return { stored: 1, failed: [{ url: photos[1]!.url, reason: 'Not an image' }] };
    };
    try {
      const done = await imported(withPhotos('PHOTO-2'));
      const [listing] = await listingsOf('PHOTO-2');
      expect(calls).toEqual([
        {
          target: { tenantId: listing!.tenantId, propertyId: listing!.id },
          photos: [
            { url: 'https://example.com/k.jpg', room: 'Kitchen' },
            { url: 'https://example.com/f.jpg' },
          ],
        },
      ]);
      expect((await report(done.publicId))[1]![3]).toBe(
        'Photo https://example.com/f.jpg not added: Not an image',
      );
      // The same file again: the listing is unchanged and its photos are not fetched twice.
      expect((await imported(withPhotos('PHOTO-2'))).counts.unchanged).toBe(1);
      expect(calls).toHaveLength(1);
    } finally {
      t.app.modules.listingImports.addPhotos = own;
    }
  });
});

describe('permissions', () => {
  it('hides an import from another agent and refuses customers', async () => {
    const imp = await uploaded(csvFile([row('PERM-1')]));
    const other = await createAgent(t);
    expectError(
      await t.request('GET', `/api/v2/listing-imports/${imp.publicId}`, { token: other.token }),
      404,
      'NOT_FOUND',
      'Import not found',
    );
    expectError(await start(imp.publicId, false, other.token), 404, 'NOT_FOUND');
    const list = json(
      await t.request('GET', '/api/v2/listing-imports', { token: other.token }),
      'listListingImports',
      200,
    );
    expect(list.content).toEqual([]);
    const mine = json(
      await t.request('GET', '/api/v2/listing-imports', { token: agent.token }),
      'listListingImports',
      200,
    );
    expect(mine.content[0]!.publicId).toBe(imp.publicId);

    const customer = await createCustomer(t);
    expectError(
      await uploadCsv(csvFile([row('PERM-2')]), { token: customer.token }),
      403,
      'FORBIDDEN',
      'Only agents and site staff can import listings',
    );
    expectError(
      await t.request('GET', '/api/v2/listing-imports', { token: customer.token }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await uploadCsv(csvFile([row('PERM-3')]), { agentId: other.publicId }),
      403,
      'FORBIDDEN',
      'You can only import your own listings',
    );
    const sandboxAdmin = await createAdmin(t, 'sandbox');
    expectError(
      await t.request('GET', `/api/v2/listing-imports/${imp.publicId}`, {
        token: sandboxAdmin.token,
        tenant: 'sandbox',
      }),
      404,
      'NOT_FOUND',
    );
  });

  it('lets site staff import on behalf of an agent of their site only', async () => {
    expectError(
      await uploadCsv(csvFile([row('STAFF-0')]), { token: moderatorToken }),
      400,
      'VALIDATION_FAILED',
      'Choose the agent whose listings these are',
    );
    const sandboxAgent = await createAgent(t, 'sandbox');
    expectError(
      await uploadCsv(csvFile([row('STAFF-0')]), {
        token: moderatorToken,
        agentId: sandboxAgent.publicId,
      }),
      404,
      'NOT_FOUND',
      'Agent not found',
    );
    const imp = await uploaded(csvFile([row('STAFF-1')]), {
      token: moderatorToken,
      agentId: agent.publicId,
    });
    expect(imp.agentId).toBe(agent.publicId);
    expect((await start(imp.publicId, false, moderatorToken)).status).toBe(202);
    await runImports();
    expect((await getImport(imp.publicId, moderatorToken)).counts.created).toBe(1);
    // The agent sees the import of their listings, and owns the listing.
    expect((await getImport(imp.publicId)).counts.created).toBe(1);
    const [listing] = await t.db
      .select()
      .from(properties)
      .where(eq(properties.agentReference, 'STAFF-1'));
    const mine = await t.request('GET', `/properties/ids/${listing!.publicId}/get`, {
      token: agent.token,
    });
    expect(mine.status).toBe(200);
  });
});
