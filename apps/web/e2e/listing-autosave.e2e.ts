import { expect, test, type Page } from '@playwright/test';
import { callApi, readIn, startSignedIn, url } from './support/app';
import {
  createAgentAccount,
  createListing,
  listingEditor,
  openNewListingInEditor,
  storedListing,
} from './support/listings';
import { checkLooksInPlace, checkTranslatedLooks } from './support/looks';
import { screenshots } from './support/screens';

const shot = screenshots('listing-autosave');

const editor = listingEditor;
const stored = storedListing;
const openEditor = openNewListingInEditor;

/**
 * Leaves the editor (nothing is unsaved: no question; the editing session ends) for the listing's
 * History, and waits for the session's one update entry.
 */
async function leaveForHistory(page: Page, publicId: string) {
  await page.getByTestId('sidebar').getByRole('link', { name: 'My Listings' }).click();
  await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toHaveCount(0);
  await page.goto(url(`/demo/dashboard/property/details/${publicId}?tab=History`));
  const updates = page.getByTestId('history-entry').filter({ hasText: 'Updated the listing' });
  await expect(async () => {
    await page.reload();
    await expect(updates).toHaveCount(1, { timeout: 2000 });
  }).toPass();
  return updates;
}

test.describe('edits that save themselves', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a change saves itself after a pause, and the editing session is one history entry', async ({
    page,
  }) => {
    const { agent, listing } = await openEditor(page);
    const status = page.getByTestId('autosave-status');
    // The server answers slowly enough to see the save under way.
    await page.route('**/properties/ids/*/update', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole('textbox', { name: 'Name' }).fill('Jacaranda Close, number 12');
    await expect(status).toHaveText('Saving…');
    await expect(status).toHaveText('Saved');
    await expect(page.getByText('Property saved')).toHaveCount(0);
    await page.unroute('**/properties/ids/*/update');
    expect((await stored(agent, listing.publicId)).name).toBe('Jacaranda Close, number 12');

    await page.getByRole('textbox', { name: 'Description' }).fill('Four bedrooms and a pool.');
    await expect
      .poll(async () => (await stored(agent, listing.publicId)).description)
      .toBe('Four bedrooms and a pool.');
    await expect(status).toHaveText('Saved');
    await checkLooksInPlace(page, shot, 'saved', status);

    const updates = await leaveForHistory(page, listing.publicId);
    await expect(updates).toContainText(
      'Name: House on Jacaranda Close → Jacaranda Close, number 12',
    );
    await expect(updates).toContainText('Four bedrooms and a pool.');
  });

  test('the Others and SEO tabs save themselves in the same session: one history entry', async ({
    page,
  }) => {
    const { listing } = await openEditor(page);
    const status = page.getByTestId('autosave-status');
    await page.getByRole('textbox', { name: 'Name' }).fill('Garden cottage');
    await expect(status).toHaveText('Saved');

    await page.getByRole('tab', { name: 'Others' }).click();
    const others = page.getByTestId('tab-panel-others');
    await others.getByRole('combobox', { name: 'Year built' }).fill('1998');
    await page.getByRole('option', { name: '1998' }).click();
    await expect(others.getByTestId('autosave-status')).toHaveText('Saved');

    await page.getByRole('tab', { name: 'SEO' }).click();
    const seo = page.getByTestId('tab-panel-SEO');
    const keyword = seo.getByRole('textbox', { name: 'Add a keyword' });
    await keyword.fill('borehole');
    await keyword.press('Enter');
    await expect(seo.getByTestId('autosave-status')).toHaveText('Saved');
    await checkLooksInPlace(page, shot, 'seo-saved', seo.getByTestId('autosave-status'));

    const updates = await leaveForHistory(page, listing.publicId);
    await expect(updates).toContainText('Garden cottage');
    await expect(updates).toContainText('1998');
    await expect(updates).toContainText('borehole');
  });

  test('an autosave of the Others tab over a change made elsewhere asks, and waits for the choice', async ({
    page,
  }) => {
    const { agent, listing } = await openEditor(page);
    await page.getByRole('tab', { name: 'Others' }).click();
    const others = page.getByTestId('tab-panel-others');
    // Another device sets the year first.
    await callApi('PUT', `/properties/ids/${listing.publicId}/update`, {
      tenant: 'demo',
      token: agent.token,
      body: { built: '2001', area: 95 },
    });
    await others.getByRole('combobox', { name: 'Year built' }).fill('1998');
    await page.getByRole('option', { name: '1998' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'This listing changed while you were editing',
    });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-field]')).toHaveCount(1);
    await expect(dialog.getByRole('radio', { name: 'Yours: 1998' })).toBeChecked();
    // The area only changed elsewhere: taken without a question.
    await expect(others.getByRole('textbox', { name: 'Area' })).toHaveValue('95');

    // Not now: nothing is saved until the agent chooses.
    await dialog.getByRole('button', { name: 'Not now' }).click();
    const status = others.getByTestId('autosave-status');
    await expect(status).toContainText('Not saved: this listing changed meanwhile');
    await checkLooksInPlace(page, shot, 'tab-conflict', status);
    expect((await stored(agent, listing.publicId)).built).toMatch(/^2001/);

    await status.getByRole('button', { name: 'Choose values' }).click();
    await dialog.getByRole('radio', { name: 'Saved meanwhile: 2001' }).check();
    await dialog.getByRole('button', { name: 'Save these values' }).click();
    await expect(page.getByText('Property saved').first()).toBeVisible();
    await expect(others.getByRole('combobox', { name: 'Year built' })).toHaveValue('2001');
    await expect(status).toHaveText('Saved');
  });

  test('Discard puts back what the session found, on the server too', async ({ page }) => {
    const { agent, listing } = await openEditor(page);
    const name = page.getByRole('textbox', { name: 'Name' });
    await name.fill('A name tried out');
    await expect(page.getByTestId('autosave-status')).toHaveText('Saved');
    expect((await stored(agent, listing.publicId)).name).toBe('A name tried out');

    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(name).toHaveValue(listing.name);
    await expect.poll(async () => (await stored(agent, listing.publicId)).name).toBe(listing.name);
    await expect(page.getByTestId('autosave-status')).toHaveText('Saved');
  });

  test('a pause with a field to fix saves nothing, and says which', async ({ page }) => {
    const { agent, listing } = await openEditor(page);
    const description = page.getByRole('textbox', { name: 'Description' });
    await description.fill('Call me on 0772 123 456 for a viewing.');
    const status = page.getByTestId('autosave-status');
    await expect(status).toHaveText('Not saved: fix the marked fields');
    await expect(description).toHaveAttribute('aria-invalid', 'true');
    await checkLooksInPlace(page, shot, 'invalid', status);
    expect((await stored(agent, listing.publicId)).description ?? '').toBe('');

    await description.fill('Four bedrooms and a pool.');
    await expect(status).toHaveText('Saved');
    expect((await stored(agent, listing.publicId)).description).toBe('Four bedrooms and a pool.');
  });

  test('Save after autosaves keeps the values and says so', async ({ page }) => {
    const { agent, listing } = await openEditor(page);
    await page.getByRole('textbox', { name: 'Name' }).fill('Saved on purpose');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Property saved').first()).toBeVisible();
    await expect
      .poll(async () => (await stored(agent, listing.publicId)).name)
      .toBe('Saved on purpose');
  });

  test("Save pressed while the Others tab's autosave is on its way follows it and says so", async ({
    page,
  }) => {
    const { agent, listing } = await openEditor(page);
    await page.getByRole('tab', { name: 'Others' }).click();
    const others = page.getByTestId('tab-panel-others');
    const status = others.getByTestId('autosave-status');
    const sent: string[] = [];
    // The server answers slowly: Save is pressed while the autosave waits for it.
    await page.route('**/properties/ids/*/update', async (route) => {
      sent.push(route.request().postData() ?? '');
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const area = others.getByRole('textbox', { name: 'Area' });
    await area.fill('420');
    await expect(status).toHaveText('Saving…');
    await others.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Property saved')).toBeVisible();
    await expect(status).toHaveText('Saved');
    // Nothing was typed after the autosave left: it was the save, sent once.
    expect(sent).toHaveLength(1);

    // Typed on while the next autosave is on its way: Save sends that after it, on purpose.
    await area.fill('430');
    await expect(status).toHaveText('Saving…');
    await area.fill('435');
    await others.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(status).toHaveText('Saved');
    await expect.poll(() => sent.length).toBe(3);
    await expect.poll(async () => (await stored(agent, listing.publicId)).area).toBe(435);
    // Discard now has nothing to go back to: Save made 435 the values to keep.
    await expect(others.getByRole('button', { name: 'Discard' })).toBeDisabled();
  });

  test('reads right to left in Arabic', async ({ page, context }) => {
    const agent = await createAgentAccount();
    const listing = await createListing(agent);
    await readIn(context, 'ar');
    await startSignedIn(context, agent);
    await page.goto(url(editor(listing.publicId)));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('textbox', { name: 'الاسم' }).fill('بيت العائلة');
    const status = page.getByTestId('autosave-status');
    await expect(status).toHaveAttribute('data-state', 'saved');
    await expect(status).toHaveText('تم الحفظ');
    await checkTranslatedLooks(page, shot, 'saved-ar', async () => {
      await page.getByRole('textbox', { name: 'الاسم' }).fill('بيت العائلة الكبير');
      await expect(status).toHaveText('تم الحفظ');
    });
  });
});
