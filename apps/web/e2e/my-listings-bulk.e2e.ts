import { expect, test, type Page } from '@playwright/test';
import { readIn, signIn, startSignedIn, url } from './support/app';
import { createAgentAccount, createListings } from './support/listings';
import { checkLooks, checkTranslatedLooks } from './support/looks';
import { screenshots } from './support/screens';

const LIST = '/demo/dashboard/property/list';
const shot = screenshots('my-listings-bulk', { fullPage: false });
const cards = (page: Page) => page.getByTestId('listing-card');
const bar = (page: Page) => page.getByTestId('selection-bar');

type Agent = Awaited<ReturnType<typeof createAgentAccount>>;

const stateOf = async (agent: Agent, publicId: string) => {
  const res = await fetch(url(`/properties/ids/${publicId}/get`), {
    headers: { 'X-Tenant': 'demo', Authorization: `Bearer ${agent.token}` },
  });
  if (res.status === 404) return 'deleted';
  const listing = (await res.json()) as { archived: boolean };
  return listing.archived ? 'archived' : 'active';
};

test.describe('My Listings: many listings at once', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('selects all the filters find, archives and unarchives them, and deletes with the number typed', async ({
    page,
  }) => {
    const agent = await createAgentAccount();
    const made = await createListings(agent, 5, (i) => ({
      name: i < 3 ? `Garden cottage ${i + 1}` : `Town flat ${i + 1}`,
    }));
    const cottages = made.slice(0, 3).map((l) => l.publicId);
    const flats = made.slice(3).map((l) => l.publicId);
    await signIn(page, 'demo', agent, `${LIST}?title=cottage`);
    await expect(cards(page)).toHaveCount(3);

    // One ticked, then every listing the filter finds.
    await cards(page).first().getByRole('checkbox').check();
    await expect(bar(page)).toContainText('1 listing selected');
    await bar(page).getByRole('button', { name: 'Select all 3 matching' }).click();
    await expect(bar(page)).toContainText('3 listings selected');
    for (const box of await cards(page).getByRole('checkbox').all())
      await expect(box).toBeChecked();

    // Archive asks first, then says what it did; the flats were never touched.
    await bar(page).getByRole('button', { name: 'Archive', exact: true }).click();
    const ask = page.getByRole('dialog', { name: 'Archive 3 listings?' });
    await ask.getByRole('button', { name: 'Archive', exact: true }).click();
    await expect(page.getByText('3 listings archived')).toBeVisible();
    await expect(bar(page)).toHaveCount(0);
    for (const id of cottages) expect(await stateOf(agent, id)).toBe('archived');
    for (const id of flats) expect(await stateOf(agent, id)).toBe('active');

    // Unarchiving two of them, one of which is not archived, says so.
    await page.goto(url(LIST));
    await expect(cards(page)).toHaveCount(5);
    await cards(page).filter({ hasText: 'Garden cottage 1' }).getByRole('checkbox').check();
    await cards(page).filter({ hasText: 'Town flat 4' }).getByRole('checkbox').check();
    await bar(page).getByRole('button', { name: 'Unarchive' }).click();
    await expect(page.getByText('1 listing unarchived; 1 was not archived')).toBeVisible();
    expect(await stateOf(agent, cottages[0]!)).toBe('active');

    // Delete: the button waits for the right number.
    await page.goto(url(`${LIST}?title=cottage`));
    await expect(cards(page)).toHaveCount(3);
    await cards(page).first().getByRole('checkbox').check();
    await bar(page).getByRole('button', { name: 'Select all 3 matching' }).click();
    await expect(bar(page)).toContainText('3 listings selected');
    await bar(page).getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete 3 listings?' });
    const deleteButton = confirm.getByRole('button', { name: 'Delete 3 listings' });
    await expect(deleteButton).toBeDisabled();
    await confirm.getByLabel('Type 3 to confirm').fill('2');
    await expect(deleteButton).toBeDisabled();
    await confirm.getByLabel('Type 3 to confirm').fill('3');
    await shot(page, 'delete-confirm-1280');
    await deleteButton.click();
    await expect(page.getByText('3 listings deleted')).toBeVisible();
    await expect(page.getByText('No listing matches these filters')).toBeVisible();
    for (const id of cottages) expect(await stateOf(agent, id)).toBe('deleted');
    for (const id of flats) expect(await stateOf(agent, id)).toBe('active');
  });

  test('says which listings failed and why, and keeps them selected', async ({ page }) => {
    const agent = await createAgentAccount();
    const [a, b] = await createListings(agent, 2, (i) => ({ name: `Plot ${i + 1}` }));
    await signIn(page, 'demo', agent, LIST);
    await expect(cards(page)).toHaveCount(2);
    // Another tab deletes one of them meanwhile; the server answers for the other and that one.
    await page.route('**/api/v2/properties/bulk/archive', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          action: 'archive',
          done: 1,
          unchanged: 0,
          failed: 1,
          results: [
            { publicId: a!.publicId, name: 'Plot 1', outcome: 'DONE', message: null },
            {
              publicId: b!.publicId,
              name: 'Plot 2',
              outcome: 'FAILED',
              message: 'It could not be changed just now',
            },
          ],
        }),
      }),
    );
    for (const box of await cards(page).getByRole('checkbox').all()) await box.check();
    await bar(page).getByRole('button', { name: 'Archive', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Archive', exact: true }).click();
    const failures = page.getByTestId('bulk-failures');
    await expect(failures).toContainText('1 listing could not be changed');
    await expect(failures).toContainText('1 listing archived.');
    await expect(failures).toContainText('Plot 2: It could not be changed just now');
    await expect(bar(page)).toContainText('1 listing selected');
    await expect(cards(page).filter({ hasText: 'Plot 2' }).getByRole('checkbox')).toBeChecked();
  });

  test('a stale selection deletes nothing: the server checks the number too', async ({ page }) => {
    const agent = await createAgentAccount();
    const made = await createListings(agent, 2);
    await signIn(page, 'demo', agent, LIST);
    await expect(cards(page)).toHaveCount(2);
    const wrong = await fetch(url('/api/v2/properties/bulk/delete'), {
      method: 'POST',
      headers: {
        'X-Tenant': 'demo',
        Authorization: `Bearer ${agent.token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ ids: made.map((l) => l.publicId), confirm: 1 }),
    });
    expect(wrong.status).toBe(400);
    for (const listing of made) expect(await stateOf(agent, listing.publicId)).toBe('active');
    await expect(cards(page)).toHaveCount(2);
  });

  test('looks right in light and dark, on a desk and a phone', async ({ page }) => {
    const agent = await createAgentAccount();
    await createListings(agent, 3);
    await signIn(page, 'demo', agent, LIST);
    await checkLooks(page, shot, 'selection', async () => {
      const box = cards(page).first().getByRole('checkbox');
      if (!(await box.isChecked())) await box.check();
      await expect(bar(page)).toContainText('1 listing selected');
    });
  });

  test('reads right to left in Arabic', async ({ page, context }) => {
    const agent = await createAgentAccount();
    const made = await createListings(agent, 2);
    await startSignedIn(context, agent);
    await readIn(context, 'ar');
    await page.goto(url(LIST));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(cards(page)).toHaveCount(2);
    await checkTranslatedLooks(page, shot, 'selection-ar', async () => {
      const box = cards(page).first().getByRole('checkbox');
      if (!(await box.isChecked())) await box.check();
      await expect(bar(page).getByRole('button', { name: /^اختر كل المطابقة/ })).toBeVisible();
    });
    await bar(page)
      .getByRole('button', { name: /^اختر كل المطابقة/ })
      .click();
    await bar(page).getByRole('button', { name: 'حذف' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('bulk-delete-count').fill('٢');
    await dialog.getByRole('button', { name: /^احذف/ }).click();
    await expect(page.getByText(/^حُذف/)).toBeVisible();
    for (const listing of made) expect(await stateOf(agent, listing.publicId)).toBe('deleted');
  });
});
