import { expect, test, type Page } from '@playwright/test';
import { callApi, expectNoSeriousA11yViolations } from './support/app';
import { agentOnTab, shot } from './support/editor-tabs';
import { photo } from './support/listings';
import { setColorScheme } from './support/screens';

interface Feature {
  name: string;
  quantity: number;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const openTab = async (page: Page, name: string) => {
  await tab(page, name).click();
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
};
const unsavedDot = (page: Page, name: string) =>
  tab(page, name).getByRole('img', { name: 'unsaved changes' });

/** Ticks the first `count` features, each with its own quantity (2, 3, 4...). */
async function tickFeatures(page: Page, count: number) {
  const rows = page.getByTestId('feature-row');
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const row = rows.nth(i);
    await row.getByRole('checkbox').check();
    await row.getByRole('textbox', { name: /quantity$/ }).fill(String(i + 2));
    names.push((await row.getAttribute('data-feature'))!);
  }
  return names;
}

async function expectTicked(page: Page, count: number) {
  const rows = page.getByTestId('feature-row');
  for (let i = 0; i < count; i += 1) {
    const row = rows.nth(i);
    await expect(row.getByRole('checkbox')).toBeChecked();
    await expect(row.getByRole('textbox', { name: /quantity$/ })).toHaveValue(String(i + 2));
  }
}

test.describe('listing editor: unsaved changes across tabs', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('features ticked with quantities survive a change of tab, by link and by back and forward, then Save keeps them', async ({
    page,
  }) => {
    const { agent, listing } = await agentOnTab(page, 'features');
    const chosen = page.getByText(/^\d+ of \d+ chosen$/);
    await expect(chosen).toHaveText(/^0 of/);
    const names = await tickFeatures(page, 10);
    await expect(chosen).toHaveText(/^10 of/);

    // Others opened without saving, then Features again: all ten still ticked.
    await openTab(page, 'Others');
    await page.getByRole('heading', { name: 'Other details' }).waitFor();
    await openTab(page, 'Features');
    await expect(chosen).toHaveText(/^10 of/);
    await expectTicked(page, 10);
    await expect(unsavedDot(page, 'Features')).toBeVisible();

    // The address changes the tab too (back and forward).
    await openTab(page, 'SEO');
    await page.goBack();
    await expect(page).toHaveURL(/tab=features/);
    await expectTicked(page, 10);
    await page.goForward();
    await expect(page).toHaveURL(/tab=SEO/);
    await page.goBack();
    await expect(chosen).toHaveText(/^10 of/);
    await shot(page, 'unsaved-features-1280');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Features saved').waitFor();
    await expect(unsavedDot(page, 'Features')).toHaveCount(0);
    const saved = await callApi<Feature[]>(
      'GET',
      `/properties/ids/${listing.publicId}/features/all`,
      { tenant: 'demo', token: agent.token },
    );
    expect(Object.fromEntries(saved.map((f) => [f.name, f.quantity]))).toEqual(
      Object.fromEntries(names.map((name, i) => [name, i + 2])),
    );
  });

  test('a change in Others and a keyword save themselves and survive a change of tab; Discard goes back to what the tabs opened with', async ({
    page,
  }) => {
    const { agent, listing } = await agentOnTab(page, 'others');
    const stored = () =>
      callApi<{ built: string | null; metaTags: string }>(
        'GET',
        `/properties/ids/${listing.publicId}/get`,
        { tenant: 'demo', token: agent.token },
      );
    await page.getByRole('combobox', { name: 'Year built' }).fill('1998');
    await page.getByRole('option', { name: '1998' }).click();
    await expect(unsavedDot(page, 'Others')).toBeVisible();

    await openTab(page, 'SEO');
    const input = page.getByRole('textbox', { name: 'Add a keyword' });
    await input.fill('borehole');
    await input.press('Enter');
    await expect(page.getByTestId('keyword-tag')).toHaveText(['borehole']);

    await openTab(page, 'Others');
    await expect(page.getByRole('combobox', { name: 'Year built' })).toHaveValue('1998');
    await openTab(page, 'SEO');
    await expect(page.getByTestId('keyword-tag')).toHaveText(['borehole']);
    // Saved on their own a pause later: nothing is left unsaved.
    await expect(unsavedDot(page, 'Others')).toHaveCount(0);
    await expect(unsavedDot(page, 'SEO')).toHaveCount(0);
    await expect
      .poll(async () => {
        const { built, metaTags } = await stored();
        return [built?.slice(0, 4), metaTags];
      })
      .toEqual(['1998', 'borehole']);
    await expectNoSeriousA11yViolations(page, 'editor with saved tabs');

    // Discard goes back to what each tab opened with, on the server too.
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByTestId('keyword-tag')).toHaveCount(0);
    await openTab(page, 'Others');
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByRole('combobox', { name: 'Year built' })).toHaveValue('');
    await expect
      .poll(async () => {
        const { built, metaTags } = await stored();
        return [built, metaTags || ''];
      })
      .toEqual([null, '']);
    await expect(unsavedDot(page, 'Others')).toHaveCount(0);
    await expect(unsavedDot(page, 'SEO')).toHaveCount(0);
    // Nothing unsaved: leaving does not ask.
    await page.getByTestId('sidebar').getByRole('link', { name: 'My Listings' }).click();
    await expect(page).toHaveURL(/\/property\/list/);
    await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toHaveCount(0);
  });

  test('leaving the editor with unsaved changes asks, in the app and when the page is left', async ({
    page,
  }) => {
    const { tabPath } = await agentOnTab(page, 'features');
    await page.getByTestId('feature-row').first().getByRole('checkbox').check();
    await openTab(page, 'Preview');

    // Another page of the dashboard: the editor asks first.
    await page.getByTestId('sidebar').getByRole('link', { name: 'My Listings' }).click();
    const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
    await ask.waitFor();
    await shot(page, 'unsaved-leave-1280');
    await ask.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/tab=preview/);

    // Typing another address (or closing the tab): the browser's own prompt.
    const prompt = page.waitForEvent('dialog');
    void page.goto(page.url().replace(/tab=preview/, 'tab=details')).catch(() => undefined);
    const dialog = await prompt;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    await openTab(page, 'Features');
    await expect(page.getByTestId('feature-row').first().getByRole('checkbox')).toBeChecked();
    expect(page.url()).toContain(tabPath.split('?')[0]!);
  });

  test('an amenity being added comes back as it was left after the back button', async ({
    page,
  }) => {
    await agentOnTab(page, 'features');
    await openTab(page, 'Amenities');
    await page.getByRole('button', { name: 'Add amenity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add amenity' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Avondale Primary');
    await page.goBack();
    await expect(page).toHaveURL(/tab=features/);
    await expect(dialog).toBeHidden();
    await expect(unsavedDot(page, 'Amenities')).toBeVisible();
    await page.goForward();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Avondale Primary');
  });

  test('photos picked for upload come back with their dialog after the back button', async ({
    page,
  }) => {
    await agentOnTab(page, 'features');
    await openTab(page, 'Images');
    await page.getByRole('button', { name: 'Add images' }).click();
    const dialog = page.getByRole('dialog', { name: /^Add images/ });
    await dialog
      .locator('input[type="file"]')
      .setInputFiles([
        { name: 'garden.jpg', mimeType: 'image/jpeg', buffer: await photo(1600, 1000, 120) },
      ]);
    await expect(dialog.getByTestId('picked-file')).toHaveCount(1);
    await page.goBack();
    await expect(page).toHaveURL(/tab=features/);
    await expect(dialog).toBeHidden();
    // The features tab is usable meanwhile, and leaving the editor would ask.
    await page.getByTestId('feature-row').first().getByRole('checkbox').check();
    await expect(unsavedDot(page, 'Images')).toBeVisible();
    await page.goForward();
    await expect(dialog.getByTestId('picked-file')).toHaveText(/garden\.jpg/);
  });

  test('the tab bar with unsaved tabs fits a phone, in dark mode too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await agentOnTab(page, 'others');
    await setColorScheme(page);
    await page.getByRole('combobox', { name: 'Year built' }).fill('2004');
    await page.getByRole('option', { name: '2004' }).click();
    await expect(unsavedDot(page, 'Others')).toBeVisible();
    await shot(page, 'unsaved-others-390-dark');
  });
});
