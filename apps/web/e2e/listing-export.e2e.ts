import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { LISTING_CSV_COLUMNS } from '@propdesk/shared';
import { readIn, signIn, startSignedIn, url } from './support/app';
import { createAgentAccount, createListings } from './support/listings';
import { checkLooks, checkTranslatedLooks } from './support/looks';
import { screenshots } from './support/screens';

const LIST = '/demo/dashboard/property/list';
const shot = screenshots('listing-export', { fullPage: false });
const cards = (page: Page) => page.getByTestId('listing-card');

/** The downloaded file's rows, header first. */
async function rowsOf(download: Download): Promise<string[][]> {
  const rows: string[][] = parse(await readFile(await download.path()), { bom: true });
  return rows;
}

async function exportCsv(page: Page): Promise<Download> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  return downloading;
}

test('an agent downloads all their listings, then a selection, as CSV', async ({ page }) => {
  const agent = await createAgentAccount();
  const made = await createListings(agent, 3, (i) => ({
    name: ['Sunny cottage', 'Garden flat, "big"', 'Quiet house'][i],
  }));
  await signIn(page, 'demo', agent, LIST);
  await expect(cards(page)).toHaveCount(3);

  const all = await exportCsv(page);
  expect(all.suggestedFilename()).toBe(
    `listings-demo-${new Date().toISOString().slice(0, 10)}.csv`,
  );
  const [header, ...rows] = await rowsOf(all);
  expect(header).toEqual(LISTING_CSV_COLUMNS.map((column) => column.header));
  expect(rows.map((row) => row[0]).sort()).toEqual(made.map((listing) => listing.code).sort());
  expect(rows.map((row) => row[1]).sort()).toEqual([
    'Garden flat, "big"',
    'Quiet house',
    'Sunny cottage',
  ]);

  // Two chosen with the keyboard and the mouse: only they are exported.
  const garden = cards(page).filter({ hasText: 'Garden flat' });
  const quiet = cards(page).filter({ hasText: 'Quiet house' });
  await garden.getByRole('checkbox', { name: 'Select Garden flat, "big"' }).focus();
  await page.keyboard.press('Space');
  await quiet.getByRole('checkbox').click();
  await expect(page.getByTestId('selection-bar')).toContainText('2 listings selected');
  const chosen = await exportCsv(page);
  const [, ...chosenRows] = await rowsOf(chosen);
  expect(chosenRows.map((row) => row[1]).sort()).toEqual(['Garden flat, "big"', 'Quiet house']);

  // The page with one listing chosen (checkLooks loads it afresh, which clears the choice).
  await checkLooks(page, shot, 'selection', async () => {
    const box = cards(page).first().getByRole('checkbox');
    if (!(await box.isChecked())) await box.check();
    await expect(page.getByTestId('selection-bar')).toBeVisible();
  });

  // Cleared, the selection exports everything again.
  await page.getByRole('button', { name: 'Clear selection' }).click();
  await expect(page.getByTestId('selection-bar')).toHaveCount(0);
  const again = await exportCsv(page);
  expect((await rowsOf(again)).length).toBe(4);
});

test('a failed export says so in a toast', async ({ page }) => {
  const agent = await createAgentAccount();
  await createListings(agent, 1);
  await signIn(page, 'demo', agent, LIST);
  await expect(cards(page)).toHaveCount(1);
  await page.route('**/api/v2/properties/export**', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: 404,
        error: 'Not Found',
        code: 'NOT_FOUND',
        message: 'Some of the chosen listings do not exist or are not this agent’s',
      }),
    }),
  );
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'An error occurred' });
  await expect(toast).toContainText('Some of the chosen listings do not exist');
});

test('reads right to left in Arabic, the checkbox on the start side', async ({ page, context }) => {
  await readIn(context, 'ar');
  const agent = await createAgentAccount();
  await createListings(agent, 2);
  await startSignedIn(context, agent);
  await page.goto(url(LIST));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const box = cards(page).first().getByTestId('select-listing');
  await box.click();
  const button = page.getByRole('button', { name: 'تصدير CSV' });
  await expect(button).toBeVisible();
  const [card, check] = await Promise.all([cards(page).first().boundingBox(), box.boundingBox()]);
  // The start side is the right in Arabic.
  expect(check!.x + check!.width).toBeGreaterThan(card!.x + card!.width / 2);
  await checkTranslatedLooks(page, shot, 'selection-ar', () => button.waitFor());
});
