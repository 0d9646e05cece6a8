import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { callApi, readIn, startSignedIn, url } from './support/app';
import {
  createAgentAccount,
  createListing,
  listingEditor,
  openNewListingInEditor,
  storedListing,
  uploadPhotos,
} from './support/listings';
import { checkLooksInPlace } from './support/looks';
import { screenshots } from './support/screens';

const shot = screenshots('listing-conflicts');

type Agent = Awaited<ReturnType<typeof createAgentAccount>>;

const stored = storedListing;

/** Another tab (or device) saves the listing first. */
const savedElsewhere = (agent: Agent, publicId: string, body: Record<string, unknown>) =>
  callApi('PUT', `/properties/ids/${publicId}/update`, {
    tenant: 'demo',
    token: agent.token,
    body,
  });

const editor = listingEditor;

const checkDialogLooks = (
  page: Page,
  name: string,
  schemes: ('light' | 'dark')[],
  shown: Locator = page.getByRole('dialog'),
) => checkLooksInPlace(page, shot, name, shown, schemes);

/** A new agent's listing opened in the editor, its description typed and saved with no network. */
async function savedOffline(page: Page, context: BrowserContext, description: string) {
  const { agent, listing } = await openNewListingInEditor(page);
  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'Description' }).fill(description);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  return { agent, listing };
}

test.describe('a listing saved in two places', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the agent sees both values of a field both changed and chooses; the rest merges', async ({
    page,
  }) => {
    const { agent, listing } = await openNewListingInEditor(page);
    const name = page.getByRole('textbox', { name: 'Name' });
    await page.getByRole('textbox', { name: 'Title' }).fill('Family home with a pool');
    await page.getByRole('textbox', { name: 'Description' }).fill('Four bedrooms and a pool.');
    await savedElsewhere(agent, listing.publicId, {
      title: 'Renovated family home',
      name: 'Jacaranda Close, number 12',
    });

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', {
      name: 'This listing changed while you were editing',
    });
    await expect(dialog).toBeVisible();
    // Only the title was changed on both sides; the name only elsewhere, the description only here.
    await expect(dialog.locator('[data-field]')).toHaveCount(1);
    const row = dialog.locator('[data-field="title"]');
    await expect(row).toContainText('Title');
    const mine = row.getByRole('radio', { name: 'Yours: Family home with a pool' });
    const theirs = row.getByRole('radio', { name: 'Saved meanwhile: Renovated family home' });
    await expect(mine).toBeChecked();
    await expect(theirs).not.toBeChecked();
    await expect(name).toHaveValue('Jacaranda Close, number 12');
    await checkDialogLooks(page, 'choose', ['light', 'dark']);

    await theirs.check();
    await dialog.getByRole('button', { name: 'Save these values' }).click();
    await expect(page.getByText('Property saved')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await stored(agent, listing.publicId)).toMatchObject({
      title: 'Renovated family home',
      name: 'Jacaranda Close, number 12',
      description: 'Four bedrooms and a pool.',
    });
    // The next save starts from what is stored now: no dialog.
    await page.getByRole('textbox', { name: 'Description' }).fill('Four bedrooms, a pool.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Property saved').first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect
      .poll(async () => (await stored(agent, listing.publicId)).description)
      .toBe('Four bedrooms, a pool.');
  });

  test('a photo added in another tab meanwhile merges without a question', async ({ page }) => {
    const { agent, listing } = await openNewListingInEditor(page);
    await page.getByRole('textbox', { name: 'Description' }).fill('A garden with fruit trees.');
    await uploadPhotos(listing.publicId, agent.token, 'GENERAL', [60]);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Property saved')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await stored(agent, listing.publicId)).description).toBe('A garden with fruit trees.');
  });

  test('a save without a network is kept on the device and sent when the network is back', async ({
    page,
    context,
  }) => {
    const { agent, listing } = await savedOffline(page, context, 'Kept while offline.');
    const status = page.getByTestId('offline-save');
    await expect(status).toHaveText('Offline: will save when back');
    await expect(page.getByText('An error occurred')).toHaveCount(0);
    await checkDialogLooks(page, 'offline', ['light', 'dark'], status);
    // Another device saves meanwhile: the kept save still follows the conflict rule.
    await savedElsewhere(agent, listing.publicId, { name: 'Saved on the phone' });

    await context.setOffline(false);
    await expect(page.getByText('Property saved')).toBeVisible();
    await expect(status).toHaveCount(0);
    expect(await stored(agent, listing.publicId)).toMatchObject({
      name: 'Saved on the phone',
      description: 'Kept while offline.',
    });
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Saved on the phone');
  });

  test('a save kept offline in a tab that was closed is sent when the listing is opened again', async ({
    page,
    context,
  }) => {
    const { agent, listing } = await savedOffline(page, context, 'Written on the train.');
    await expect(page.getByTestId('offline-save')).toBeVisible();
    page.on('dialog', (dialog) => void dialog.accept());
    await page.close({ runBeforeUnload: true });
    await context.setOffline(false);

    const again = await context.newPage();
    await again.goto(url(editor(listing.publicId)));
    await expect(again.getByText('Property saved')).toBeVisible();
    await expect(again.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Written on the train.',
    );
    expect((await stored(agent, listing.publicId)).description).toBe('Written on the train.');
  });

  test('reads right to left in Arabic', async ({ page, context }) => {
    const agent = await createAgentAccount();
    const listing = await createListing(agent);
    await readIn(context, 'ar');
    await startSignedIn(context, agent);
    await page.goto(url(editor(listing.publicId)));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const title = page.getByRole('textbox', { name: 'العنوان' });
    await expect(title).toBeVisible();
    await title.fill('بيت العائلة مع مسبح');
    await savedElsewhere(agent, listing.publicId, { title: 'Renovated family home' });
    await page.getByRole('button', { name: 'حفظ', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'تغيّر هذا الإعلان أثناء تعديلك' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /بيت العائلة مع مسبح/ })).toBeChecked();
    await checkDialogLooks(page, 'choose-ar', ['light']);
  });
});
