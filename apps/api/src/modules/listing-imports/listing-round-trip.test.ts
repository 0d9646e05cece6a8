import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LISTING_CSV_COLUMNS } from '@propdesk/shared';
import { createAgent, createTestApp, type TestApp } from '../../test/helper';
import { json } from '../../test/api-body';
import { jpegImage } from '../../test/images';
import { upload } from '../../test/uploads';
import { createListingImportWorker } from '.';

let t: TestApp;
beforeAll(async () => {
  // Photos come from a server the test starts on loopback.
  t = await createTestApp({ REMOTE_FETCH_ALLOW: '127.0.0.1' });
  // The test runs imports with a worker of its own, to the end.
  await t.app.listingImports.stop();
});
afterAll(() => t.close());

type Agent = Awaited<ReturnType<typeof createAgent>>;

async function importFile(agent: Agent, tenant: string, file: Buffer) {
  const res = await upload(
    t,
    '/api/v2/listing-imports',
    [{ data: file, field: 'file', filename: 'listings.csv', contentType: 'text/csv' }],
    { token: agent.token, tenant },
  );
  const imp = json(res, 'uploadListingImport', 201);
  const started = await t.request('POST', `/api/v2/listing-imports/${imp.publicId}/start`, {
    token: agent.token,
    tenant,
    body: { dryRun: false },
  });
  expect(started.status).toBe(202);
  const worker = createListingImportWorker(t.app.modules.listingImports);
  await worker.drain();
  await worker.stop();
  const done = await t.request('GET', `/api/v2/listing-imports/${imp.publicId}`, {
    token: agent.token,
    tenant,
  });
  return json(done, 'getListingImport', 200);
}

async function exportOf(agent: Agent, tenant: string): Promise<string[][]> {
  const res = await t.request('GET', '/api/v2/properties/export', { token: agent.token, tenant });
  expect(res.status).toBe(200);
  const rows: string[][] = parse(res.body as string, { bom: true });
  return rows;
}

const byReference = (rows: string[][]) => [...rows].sort((a, b) => a[0]!.localeCompare(b[0]!));

it('an export imported into another site gives back the same listings, and a second import changes nothing', async () => {
  const demoAgent = await createAgent(t, 'demo');
  const sandboxAgent = await createAgent(t, 'sandbox');
  const headers = LISTING_CSV_COLUMNS.map((column) => column.header);
  const cells = (values: Partial<Record<(typeof headers)[number], string>>) =>
    headers.map((header) => values[header] ?? '');
  const listings = [
    cells({
      AgentReference: 'RT-1',
      Name: '=1+2 Garden villa',
      Title: 'Villa with a "big" garden, near shops',
      PublicRemarks: 'Four bedrooms, two bathrooms.\nA quiet street; schools close by.',
      PropertyType: 'House',
      ListingCategory: 'SALE',
      Country: 'ZW',
      City: 'Harare',
      SubdivisionName: 'Avondale',
      ListPrice: '250000.5',
      CurrencyCode: 'USD',
      PriceType: 'TOTAL',
      LivingArea: '0.25',
      LivingAreaUnits: 'HECTARE',
      YearBuilt: '1998',
      BedroomsTotal: '4',
      BathroomsTotalInteger: '2',
      Latitude: '-17.7997',
      Longitude: '31.0386',
      DisplayMap: 'yes',
      Keywords: 'garden,villa',
      VirtualTourURLUnbranded: 'https://youtu.be/dQw4w9WgXcQ',
    }),
    cells({
      AgentReference: '-RT-2',
      Name: 'Serviced flat',
      PropertyType: 'House',
      ListingCategory: 'RENT',
      City: 'Harare',
      SubdivisionName: 'Avondale',
      ListPrice: '900',
      CurrencyCode: 'USD',
      PriceType: 'TOTAL',
      Latitude: '-17.8',
      Longitude: '31.04',
      Serviced: 'yes',
      ServiceCharge: '45.25',
      Vatable: 'yes',
    }),
  ];
  const first = await importFile(demoAgent, 'demo', Buffer.from(stringify([headers, ...listings])));
  expect(first).toMatchObject({ status: 'finished', counts: { created: 2, failed: 0 } });

  const mine = await t.request('GET', `/api/v2/agents/ids/${demoAgent.publicId}/properties`, {
    token: demoAgent.token,
    tenant: 'demo',
  });
  expect(
    (mine.body as { content: { agentReference: string; source: string }[] }).content
      .map(({ agentReference, source }) => ({ agentReference, source }))
      .sort((a, b) => a.agentReference.localeCompare(b.agentReference)),
  ).toEqual([
    { agentReference: '-RT-2', source: 'csv' },
    { agentReference: 'RT-1', source: 'csv' },
  ]);

  const [header, ...exported] = await exportOf(demoAgent, 'demo');
  expect(header).toEqual(headers);
  expect(exported).toHaveLength(2);
  // The export guards a formula, as a spreadsheet would run it.
  expect(exported.map((row) => row[1])).toContain("'=1+2 Garden villa");
  // The tour link goes out as the provider's plain address, as it was stored.
  const tourColumn = headers.indexOf('VirtualTourURLUnbranded');
  expect(exported.map((row) => row[tourColumn]).sort()).toEqual([
    '',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  ]);

  const file = Buffer.from(`\ufeff${stringify([header!, ...exported])}`);
  const copied = await importFile(sandboxAgent, 'sandbox', file);
  expect(copied).toMatchObject({ status: 'finished', counts: { created: 2, failed: 0 } });
  const [, ...reexported] = await exportOf(sandboxAgent, 'sandbox');
  expect(byReference(reexported)).toEqual(byReference(exported));

  const again = await importFile(sandboxAgent, 'sandbox', file);
  expect(again).toMatchObject({
    status: 'finished',
    counts: { created: 0, updated: 0, unchanged: 2, failed: 0 },
  });
});

it("fetches a new listing's photos by their addresses into their rooms, and reports the ones that fail", async () => {
  const photo = await jpegImage(1200, 800);
  const server = createServer((req, res) => {
    if (req.url === '/kitchen.jpg') res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
    else res.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const agent = await createAgent(t, 'demo');
    const file = Buffer.from(
      'AgentReference,Name,PropertyType,ListingCategory,City,SubdivisionName,CurrencyCode,' +
        'PriceType,Latitude,Longitude,Photos\r\n' +
        `PH-1,Cottage,House,SALE,Harare,Avondale,USD,TOTAL,-17.8,31.04,` +
        `Kitchen=${origin}/kitchen.jpg | ${origin}/missing.jpg\r\n`,
    );
    const done = await importFile(agent, 'demo', file);
    expect(done).toMatchObject({ status: 'finished', counts: { created: 1, failed: 0 } });
    const [, ...rows] = await exportOf(agent, 'demo');
    const photos = rows[0]![LISTING_CSV_COLUMNS.findIndex((c) => c.field === 'photos')]!;
    expect(photos).toMatch(/^Kitchen=http:\/\/\S+$/);

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2/listing-imports/${done.publicId}/report`,
      headers: { authorization: `Bearer ${agent.token}`, 'x-tenant': 'demo' },
    });
    const lines: string[][] = parse(res.body, { bom: true });
    const line = lines[1];
    expect(line![3]).toBe(
      `Photo ${origin}/missing.jpg not added: The photo could not be downloaded`,
    );
  } finally {
    server.close();
  }
});
