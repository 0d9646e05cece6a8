import { expect, test, type Page } from '@playwright/test';
import { callApi } from './support/app';
import { agentOnTab, choose, draftToPrice, shot } from './support/editor-tabs';
import { checkLooks } from './support/looks';

async function priceTypeOptions(page: Page) {
  await page.getByRole('combobox', { name: 'Price type' }).click();
  const options = await page.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  return options;
}

async function createAndRead(page: Page, token: string) {
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await page.getByText('Property created').waitFor();
  await page.waitForURL((u) => u.searchParams.get('tab') === 'features');
  const publicId = new URL(page.url()).pathname.split('/').at(-1)!;
  return callApi<{ areaType: string; listingCategory: string; priceType: string }>(
    'GET',
    `/properties/ids/${publicId}/get`,
    { tenant: 'demo', token },
  );
}

test.describe("the listing form's defaults and words", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a house to rent: square metres, Standard, and a price per month as the site shows it', async ({
    page,
  }) => {
    const agent = await draftToPrice(page, 'House', 'Rent');
    const priceType = page.getByRole('combobox', { name: 'Price type' });
    await expect(priceType).toHaveValue('Per month');
    expect(await priceTypeOptions(page)).toEqual(['Per month', 'Per sq m per month']);
    const price = page.getByRole('textbox', { name: 'Price' });
    await price.fill('650');
    await price.press('Tab');
    await expect(page.getByText('Customers see $650 / month', { exact: true })).toBeVisible();
    await shot(page, 'defaults-rent-price-1280');

    // The words follow the category while the choice stays the agent's.
    await page.getByRole('tab', { name: 'Details' }).click();
    await choose(page, 'Category', 'Short stay');
    await page.getByRole('tab', { name: 'Price' }).click();
    await expect(priceType).toHaveValue('Per night');
    await expect(page.getByText('Customers see $650 / night', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Details' }).click();
    await choose(page, 'Category', 'Rent');
    await page.getByRole('tab', { name: 'Price' }).click();

    const saved = await createAndRead(page, agent.token);
    expect(saved).toMatchObject({
      areaType: 'SQUARE_METRES',
      listingCategory: 'STANDARD',
      priceType: 'TOTAL',
    });
    await page.getByRole('tab', { name: 'Others' }).click();
    await expect(page.getByRole('combobox', { name: 'Area unit' })).toHaveValue('sq mts');
    await expect(page.getByRole('combobox', { name: 'Listing category' })).toHaveValue('Standard');
    await page.getByRole('tab', { name: 'Preview' }).click();
    await expect(page.getByTestId('listing-preview')).toContainText(/\$650\s*\/ month/);
  });

  test('land for sale: hectares, a total price or one per hectare', async ({ page }) => {
    const agent = await draftToPrice(page, 'Agricultural Land', 'Sale');
    const priceType = page.getByRole('combobox', { name: 'Price type' });
    await expect(priceType).toHaveValue('Total price');
    expect(await priceTypeOptions(page)).toEqual(['Total price', 'Per ha']);
    await choose(page, 'Price type', 'Per ha');
    const price = page.getByRole('textbox', { name: 'Price' });
    await price.fill('4500');
    await price.press('Tab');
    await expect(page.getByText('Customers see $4,500 per ha', { exact: true })).toBeVisible();
    const saved = await createAndRead(page, agent.token);
    expect(saved).toMatchObject({ areaType: 'HECTARE', priceType: 'UNIT' });
  });

  test('the others tab explains the listing category, on laptop and phone, light and dark', async ({
    page,
  }) => {
    await agentOnTab(page, 'others');
    await checkLooks(page, shot, 'defaults-others', () =>
      expect(
        page.getByText('Standard, unless the site has agreed to feature this listing'),
      ).toBeVisible(),
    );
  });
});
