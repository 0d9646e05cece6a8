import { expect, test, type Locator, type Page } from '@playwright/test';
import { callApi, signIn } from './support/app';
import { agentOnTab, draftToPrice } from './support/editor-tabs';
import { createAgentAccount, createListing } from './support/listings';
import { checkLooks } from './support/looks';
import { screenshots } from './support/screens';

const shot = screenshots('amounts');

/** Types as a person does, key by key, then leaves the field. */
async function typeAndLeave(
  page: Page,
  label: string | RegExp,
  text: string,
  scope: Page | Locator = page,
) {
  const input = scope.getByRole('textbox', { name: label, exact: typeof label === 'string' });
  await input.clear();
  await input.pressSequentially(text);
  await input.press('Tab');
  return input;
}

interface StoredListing {
  price: number | null;
  serviceCharge: number;
  area: number | null;
}

const storedListing = (publicId: string, token: string) =>
  callApi<StoredListing>('GET', `/properties/ids/${publicId}/get`, { tenant: 'demo', token });

test.describe('amounts typed with thousands separators', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a new listing's price typed as '285,000' shows grouped and is saved as 285000", async ({
    page,
  }) => {
    const agent = await draftToPrice(page, 'House');

    const price = await typeAndLeave(page, 'Price', '285,000');
    await expect(price).toHaveValue('285,000');
    await expect(page.getByText('Customers see $285,000', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await page.getByText('Property created').waitFor();
    await page.waitForURL((u) => u.searchParams.get('tab') === 'features');
    const publicId = new URL(page.url()).pathname.split('/').at(-1)!;
    expect((await storedListing(publicId, agent.token)).price).toBe(285000);
  });

  test('an amount that cannot be read says why and is not saved; separators of any kind are', async ({
    page,
  }) => {
    const { agent, listing } = await agentOnTab(page, 'price');
    const price = await typeAndLeave(page, 'Price', '12abc');
    await expect(page.getByText('Type digits only, e.g. 285,000 or 1,250.50')).toBeVisible();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await shot(page, 'price-refused-1280');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Property saved')).toHaveCount(0);
    expect((await storedListing(listing.publicId, agent.token)).price).toBeNull();

    // A comma-decimal habit, and spaces between thousands, keep the amount's size.
    await typeAndLeave(page, 'Price', '285.000,50');
    await expect(price).toHaveValue('285,000.50');
    await expect(price).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('switch', { name: 'Serviced' }).check({ force: true });
    const charge = await typeAndLeave(page, 'Service charge', '1 500');
    await expect(charge).toHaveValue('1,500');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Property saved').first().waitFor();
    await expect
      .poll(async () => {
        const saved = await storedListing(listing.publicId, agent.token);
        return [saved.price, saved.serviceCharge];
      })
      .toEqual([285000.5, 1500]);

    // The others tab's area reads the same way.
    await page.getByRole('tab', { name: 'Others' }).click();
    const area = await typeAndLeave(page, 'Area', "1'250,5");
    await expect(area).toHaveValue('1,250.50');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(async () => (await storedListing(listing.publicId, agent.token)).area)
      .toBe(1250.5);
  });

  test("a unit's area and prices keep their thousands", async ({ page }) => {
    const agent = await createAgentAccount();
    const listing = await createListing(agent);
    await signIn(
      page,
      'demo',
      agent,
      `/demo/dashboard/property/details/${listing.publicId}?tab=Units`,
    );
    await page.getByRole('button', { name: 'Add Unit' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Unit' });
    await modal.getByLabel('Title').fill('Garden flat');
    const area = await typeAndLeave(page, 'Area (sq mts)', '1 250', modal);
    await expect(area).toHaveValue('1,250');
    await modal.getByRole('button', { name: 'Next' }).click();
    const sale = await typeAndLeave(page, 'Sale price (USD)', '12abc', modal);
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(modal.getByText('Type digits only, e.g. 285,000 or 1,250.50')).toBeVisible();
    await expect(page.getByText('Property Unit Created')).toHaveCount(0);
    await typeAndLeave(page, 'Sale price (USD)', '285 000', modal);
    await expect(sale).toHaveValue('285,000');
    await typeAndLeave(page, 'Deposit (USD)', '1,300', modal);
    await modal.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Property Unit Created').waitFor();
    const units = await callApi<{
      content: { area: number; salePrice: number; deposit: number }[];
    }>('GET', `/properties/${listing.publicId}/units`, {
      tenant: 'demo',
      token: agent.token,
    });
    expect(units.content[0]).toMatchObject({ area: 1250, salePrice: 285000, deposit: 1300 });
  });

  test("a feature's quantity is read as typed: too many or a fraction is refused, never saved as 1", async ({
    page,
  }) => {
    const { agent, listing } = await agentOnTab(page, 'features');
    const row = page.getByTestId('feature-row').first();
    await row.getByRole('checkbox').check();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await typeAndLeave(page, /quantity$/, '1,000', row);
    await expect(row.getByText('At most 999')).toBeVisible();
    await expect(save).toBeDisabled();
    await typeAndLeave(page, /quantity$/, '2,5', row);
    await expect(row.getByText('Type a whole number')).toBeVisible();
    await expect(save).toBeDisabled();
    const quantity = await typeAndLeave(page, /quantity$/, '12', row);
    await expect(quantity).not.toHaveAttribute('aria-invalid', 'true');
    await save.click();
    await page.getByText('Features saved').waitFor();
    const saved = await callApi<{ quantity: number }[]>(
      'GET',
      `/properties/ids/${listing.publicId}/features/all`,
      { tenant: 'demo', token: agent.token },
    );
    expect(saved.map((f) => f.quantity)).toEqual([12]);
  });

  test('the price tab with a grouped price looks right on laptop and phone, light and dark', async ({
    page,
  }) => {
    const { listing, agent } = await agentOnTab(page, 'price');
    await callApi('PUT', `/properties/ids/${listing.publicId}/update`, {
      tenant: 'demo',
      token: agent.token,
      body: { price: 1250000 },
    });
    await checkLooks(page, shot, 'price-tab', () =>
      expect(page.getByRole('textbox', { name: 'Price' })).toHaveValue('1,250,000'),
    );
  });
});
