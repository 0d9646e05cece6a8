import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { callApi, DEMO, readIn, signIn, startSignedIn, url } from './support/app';
import { createAgentAccount } from './support/listings';
import { checkLooks, checkTranslatedLooks } from './support/looks';
import { screenshots } from './support/screens';

const PAGE = '/demo/dashboard/property/import';
const STAFF_PAGE = '/demo/dashboard/moderation/listing-imports';
const shot = screenshots('listing-import');

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

/** Three listings of the demo site (a House in Avondale, Harare): one good, two with problems. */
function listingsCsv(tag: string): Buffer {
  const row = (reference: string, suburb: string, remarks: string) =>
    [
      reference,
      `Garden cottage ${reference}`,
      'House',
      'For sale',
      'Harare',
      suburb,
      '125000',
      'USD',
      'TOTAL',
      '-17.7997',
      '31.0386',
      '3',
      remarks,
    ].join(',');
  const lines = [
    HEADER.join(','),
    row(`${tag}-1`, 'Avondale', 'Quiet cottage with a large garden close to the shops.'),
    row(`${tag}-2`, 'Avondale', 'Call me on +263 77 123 4567 for a viewing.'),
    row(`${tag}-3`, 'Avondle', 'Bright rooms and a shaded veranda.'),
  ];
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

async function uploadFile(page: Page, buffer: Buffer) {
  await page
    .getByTestId('import-dropzone')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'listings.csv', mimeType: 'text/csv', buffer });
}

const mappingOf = (page: Page, header: string) =>
  page.getByLabel(`Field for the column ${header}`, { exact: true });

const count = (page: Page, outcome: string) =>
  page.getByTestId(`count-${outcome}`).locator('p').last();

/** The agent's listings, as the API counts them. */
async function listingCount(agent: { agentId: string; token: string }) {
  const page = await callApi<{ totalElements: number }>(
    'GET',
    `/api/v2/agents/ids/${agent.agentId}/properties?page=1&size=20`,
    { tenant: 'demo', token: agent.token },
  );
  return page.totalElements;
}

/** Uploads a file through the API as the agent: the import waits at its preview. */
async function uploadByApi(agent: { token: string }, buffer: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(buffer)], { type: 'text/csv' }), name);
  const uploaded = await fetch(url('/api/v2/listing-imports'), {
    method: 'POST',
    headers: { 'X-Tenant': 'demo', Authorization: `Bearer ${agent.token}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  return ((await uploaded.json()) as { publicId: string }).publicId;
}

test.describe('listing import', () => {
  test('an agent imports a CSV file: columns, preview with problems, dry run, import, report, again unchanged', async ({
    page,
  }) => {
    // The whole wizard twice over, with its looks checked at each step: a long flow.
    test.slow();
    const agent = await createAgentAccount();
    const tag = `E2E${Date.now().toString(36).toUpperCase()}`;
    const file = listingsCsv(tag);
    await signIn(page, 'demo', agent, '/demo/dashboard/property/list');
    await page.getByRole('link', { name: 'Import CSV' }).click();
    await page.waitForURL((u) => u.pathname === PAGE);
    await page.getByRole('heading', { level: 1, name: 'Import listings' }).waitFor();
    await expect(page.getByText(/One \.csv file of at most 20 MB/)).toBeVisible();
    await checkLooks(page, shot, 'upload', () => page.getByTestId('import-dropzone').waitFor());

    // 1 → 2: the columns, matched from their names.
    await uploadFile(page, file);
    await expect(page.getByTestId('column-mapping')).toHaveCount(HEADER.length);
    await expect(mappingOf(page, 'SubdivisionName')).toHaveValue('Suburb * · SubdivisionName');
    await expect(mappingOf(page, 'PublicRemarks')).toHaveValue('Description · PublicRemarks');
    await expect(page.getByTestId('missing-fields')).toHaveCount(0);
    // A required field left out is named, and the run cannot start without it.
    await mappingOf(page, 'Latitude').click();
    await page.getByRole('option', { name: 'Not imported' }).click();
    await expect(page.getByTestId('missing-fields')).toContainText(
      'Choose a column for: Latitude.',
    );
    await mappingOf(page, 'Latitude').click();
    await page.getByRole('option', { name: 'Latitude * · Latitude' }).click();
    await expect(page.getByTestId('missing-fields')).toHaveCount(0);
    await checkLooks(page, shot, 'columns', () =>
      page.getByTestId('column-mapping').first().waitFor(),
    );

    // 2 → 3: the preview, every row with its problems and what would happen.
    await page.getByRole('button', { name: 'Save and preview' }).click();
    const rows = page.getByTestId('preview-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('Create');
    await expect(rows.nth(0)).toContainText('None');
    await expect(rows.nth(1)).toContainText('Description: Phone number detected');
    await expect(rows.nth(1)).toContainText('Fail');
    await expect(rows.nth(2)).toContainText("Did you mean 'Avondale'?");
    await checkLooks(page, shot, 'preview', () => rows.first().waitFor());

    // A dry run: the would-be counts, and no listing.
    await page.getByRole('button', { name: 'Dry run' }).click();
    const state = page.getByTestId('import-state');
    await expect(state).toHaveText('Dry run: Finished', { timeout: 20_000 });
    await expect(count(page, 'created')).toHaveText('1');
    await expect(count(page, 'failed')).toHaveText('2');
    await expect(page.getByTestId('count-created')).toContainText('Would create');
    expect(await listingCount(agent)).toBe(0);
    await checkLooks(page, shot, 'dry-run', () => state.waitFor());

    // The import itself: the bar reaches the end, with the counts.
    await page.getByRole('button', { name: 'Run the import' }).click();
    await expect(state).toHaveText('Import: Finished', { timeout: 20_000 });
    await expect(page.getByTestId('import-progress').getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(page.getByTestId('rows-done')).toHaveText('3 of 3 rows');
    await expect(count(page, 'created')).toHaveText('1');
    await expect(count(page, 'failed')).toHaveText('2');
    await expect(count(page, 'unchanged')).toHaveText('0');
    expect(await listingCount(agent)).toBe(1);

    // The report: a row per line of the file, with its outcome and reason.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download report' }).click();
    const report = readFileSync(await (await downloading).path(), 'utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    expect(report).toHaveLength(4);
    expect(report[0]).toMatch(/^Row,AgentReference,Outcome,Reason/);
    expect(report[1]).toContain(`${tag}-1`);
    expect(report[1]).toContain('created');
    expect(report[2]).toContain('Phone number detected');
    expect(report[3]).toContain('Avondale');
    await expect(page.getByTestId('past-import').first()).toContainText('listings.csv');
    await checkLooks(page, shot, 'finished', () => state.waitFor());

    await page.getByRole('link', { name: 'Go to My Listings' }).click();
    await expect(page.getByTestId('listings-total')).toHaveText('1 listing');
    await expect(page.getByTestId('listing-card').first()).toContainText(`Garden cottage ${tag}-1`);

    // The same file again changes nothing.
    await page.getByRole('link', { name: 'Import CSV' }).click();
    await uploadFile(page, file);
    await page.getByRole('button', { name: 'Save and preview' }).click();
    await expect(page.getByTestId('preview-row').first()).toContainText('Unchanged');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(state).toHaveText('Import: Finished', { timeout: 20_000 });
    await expect(count(page, 'unchanged')).toHaveText('1');
    await expect(count(page, 'created')).toHaveText('0');
    expect(await listingCount(agent)).toBe(1);
    await expect(page.getByTestId('past-import')).toHaveCount(2);
  });

  test('site staff import on behalf of an agency they pick', async ({ page, context }) => {
    const agent = await createAgentAccount();
    await startSignedIn(context, DEMO.moderator);
    await page.goto(url('/demo/dashboard'));
    await page
      .getByTestId('sidebar')
      .getByRole('link', { name: 'Import listings', exact: true })
      .click();
    await page.waitForURL((u) => u.pathname === STAFF_PAGE);
    // No file before the agency: the drop area waits for it.
    await expect(page.getByText('Choose the agency whose listings these are first.')).toBeVisible();
    const agency = page.getByTestId('import-agency');
    await agency.click();
    await agency.fill(agent.email);
    await page.getByRole('option', { name: new RegExp(agent.email) }).click();
    await uploadFile(page, listingsCsv(`ST${Date.now().toString(36).toUpperCase()}`));
    await expect(page.getByTestId('column-mapping')).toHaveCount(HEADER.length);
    const imported = await callApi<{ content: { agentId: string }[] }>(
      'GET',
      '/api/v2/listing-imports?page=0',
      { tenant: 'demo', token: agent.token },
    );
    expect(imported.content[0]?.agentId).toBe(agent.agentId);
  });

  test('reads right to left in Arabic', async ({ page, context }) => {
    const agent = await createAgentAccount();
    const publicId = await uploadByApi(agent, listingsCsv('AR'), 'قائمة.csv');
    await readIn(context, 'ar');
    await startSignedIn(context, agent);
    await page.goto(url(`${PAGE}?import=${publicId}&step=preview`));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const heading = page.getByRole('heading', { level: 1, name: 'استيراد الإعلانات' });
    await heading.waitFor();
    await checkTranslatedLooks(page, shot, 'preview-ar', () =>
      page.getByTestId('preview-row').first().waitFor(),
    );
  });

  test("shows the preview's problems in French, names kept as written", async ({
    page,
    context,
  }) => {
    const agent = await createAgentAccount();
    const publicId = await uploadByApi(agent, listingsCsv('FR'), 'biens.csv');
    await readIn(context, 'fr');
    await startSignedIn(context, agent);
    await page.goto(url(`${PAGE}?import=${publicId}&step=preview`));
    const rows = page.getByTestId('preview-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('Description: Numéro de téléphone détecté');
    // The typed name and the suggestion are the file's and the site's, each isolated as <bdi>.
    await expect(rows.nth(2)).toContainText(
      'Quartier: Quartier inconnu « \u2068Avondle\u2069 ». Vouliez-vous dire « \u2068Avondale\u2069 » ?',
    );
    await expect(rows.nth(2)).not.toContainText('Did you mean');

    // The dry run's report, downloaded in French: columns, outcomes and reasons.
    await page.getByRole('button', { name: 'Essai' }).click();
    await expect(page.getByTestId('import-state')).toContainText('Essai', { timeout: 20_000 });
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger le rapport' }).click();
    const report = readFileSync(await (await downloading).path(), 'utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    expect(report).toHaveLength(4);
    expect(report[0]).toBe('Ligne,AgentReference,Résultat,Raison,ListingId');
    expect(report[1]).toContain('serait créée');
    expect(report[2]).toContain('Numéro de téléphone détecté');
    expect(report[3]).toContain('Vouliez-vous dire');
    expect(report.join('\n')).not.toContain('Did you mean');
  });
});
