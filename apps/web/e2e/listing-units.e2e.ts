import { expect, test, type Page } from '@playwright/test';
import { callApi, expectNoSeriousA11yViolations, signIn, url } from './support/app';
import { createAgentAccount, createListing, photo } from './support/listings';
import { screenshots, setColorScheme } from './support/screens';

const unitsPath = (publicId: string) => `/demo/dashboard/property/details/${publicId}?tab=Units`;

const shot = screenshots('units');

async function agentWithListing() {
  const agent = await createAgentAccount();
  const listing = await createListing(agent);
  return { agent, listing };
}

async function createUnits(publicId: string, token: string, count: number) {
  for (let i = 1; i <= count; i++) {
    await callApi('POST', `/api/v2/properties/ids/${publicId}/units`, {
      tenant: 'demo',
      token,
      body: { title: `Unit ${String(i).padStart(2, '0')}`, rentalPrice: 500 + i },
    });
  }
}

/** Opens 'Add Unit', fills the one required field and presses Create; answers the error icon. */
async function failedCreate(page: Page) {
  await page.getByRole('button', { name: 'Add Unit' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Unit' });
  await modal.getByLabel('Title').fill('Studio');
  await modal.getByRole('button', { name: 'Next' }).click();
  await modal.getByRole('button', { name: 'Create' }).click();
  const icon = modal.getByTestId('unit-error-icon');
  await icon.waitFor();
  return icon;
}

test.describe('listing units', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('adds a unit in three steps, each checked before the next, then its photos', async ({
    page,
  }) => {
    const { agent, listing } = await agentWithListing();
    await signIn(page, 'demo', agent, unitsPath(listing.publicId));
    await page.getByText('No units yet.', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Add Unit' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Unit' });
    await modal.waitFor();
    await shot(page, 'modal-details-1280');
    await expectNoSeriousA11yViolations(page, 'unit modal, details');

    // Details: an empty title stops the step.
    await modal.getByRole('button', { name: 'Next' }).click();
    await expect(modal.getByText('Title is required')).toBeVisible();
    await expect(modal.getByLabel('Rental price (USD)')).toHaveCount(0);
    await modal.getByLabel('Title').fill('Garden flat');
    await modal.getByLabel('Area (sq mts)').fill('85');
    await modal.getByRole('switch', { name: 'Furnished' }).check();
    await modal.getByRole('button', { name: 'Next' }).click();

    // Prices: a negative amount stops the step; nothing is created yet.
    const rent = modal.getByLabel('Rental price (USD)');
    await rent.fill('-5');
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(rent).toHaveAttribute('aria-invalid', 'true');
    await shot(page, 'modal-prices-invalid-1280');
    await rent.fill('650');
    await modal.getByLabel('Deposit (USD)').fill('1300');
    await modal.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Property Unit Created').waitFor();

    // Files: photos go to the new unit.
    await modal.getByTestId('unit-dropzone').waitFor();
    const bytes = await photo(1000, 625, 40);
    await modal
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'living-room.jpg', mimeType: 'image/jpeg', buffer: bytes }]);
    await modal.getByRole('button', { name: 'Upload 1 photo' }).click();
    await expect(modal.getByTestId('unit-images').locator('img')).toHaveCount(1);
    await shot(page, 'modal-files-1280');
    await expectNoSeriousA11yViolations(page, 'unit modal, files');
    await modal.getByRole('button', { name: 'Done' }).click();

    const card = page.getByTestId('unit-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Garden flat');
    await expect(card).toContainText('85 sq mts');
    await expect(card).toContainText('Furnished');
    await expect(card.getByTestId('unit-prices')).toHaveText(/Rent\s*\$650.*Deposit\s*\$1,300/);
    await expect(card.locator('img')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, 'units tab');
    await shot(page, 'tab-1280');
    await setColorScheme(page, 'dark');
    await expect(card.locator('img')).toHaveCount(1);
    await shot(page, 'tab-1280-dark');
  });

  test('a failed create shows only an error icon, with the reason on hover and focus', async ({
    page,
  }) => {
    const { agent, listing } = await agentWithListing();
    await signIn(page, 'demo', agent, unitsPath(listing.publicId));
    await page.route('**/api/v2/properties/ids/*/units', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 403,
          error: 'Forbidden',
          code: 'FORBIDDEN',
          message: 'Not your property',
        }),
      }),
    );
    const icon = await failedCreate(page);
    // No toast: the icon is all there is (spec section 8).
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
    await expect(icon).toHaveAccessibleDescription('Not your property');
    await icon.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Not your property');
    await shot(page, 'modal-error-1280');
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    // From the keyboard: Shift+Tab from the next button lands on the icon.
    await page
      .getByRole('dialog', { name: 'Add Unit' })
      .getByRole('button', { name: 'Back' })
      .focus();
    await page.keyboard.press('Shift+Tab');
    await expect(icon).toBeFocused();
    await expect(page.getByRole('tooltip')).toHaveText('Not your property');
    await expectNoSeriousA11yViolations(page, 'unit modal, error');
    await setColorScheme(page, 'dark');
    await icon.hover();
    await page.getByRole('tooltip').waitFor();
    await shot(page, 'modal-error-1280-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'modal-error-390-dark');
  });

  test('pages by 10 as the list scrolls, edits and deletes a unit', async ({ page }) => {
    const { agent, listing } = await agentWithListing();
    await createUnits(listing.publicId, agent.token, 12);
    await signIn(page, 'demo', agent, unitsPath(listing.publicId));
    const cards = page.getByTestId('unit-card');
    await expect(cards).toHaveCount(10);
    await expect(page.getByText('12 units')).toBeVisible();
    await cards.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect(cards).toHaveCount(12);
    await expect(cards.last()).toContainText('Unit 12');

    // Edit: the modal opens filled in; Save replaces the unit.
    await page.getByRole('button', { name: 'Edit Unit 03' }).click();
    const modal = page.getByRole('dialog', { name: 'Edit Unit 03' });
    await expect(modal.getByLabel('Title')).toHaveValue('Unit 03');
    await modal.getByLabel('Title').fill('Penthouse');
    await modal.getByRole('button', { name: 'Next' }).click();
    await expect(modal.getByLabel('Rental price (USD)')).toHaveValue('503');
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.getByRole('button', { name: 'Done' }).click();
    await expect(cards.nth(2)).toContainText('Penthouse');

    // Delete after a confirm.
    await page.getByRole('button', { name: 'Delete Penthouse' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this unit?' });
    await confirm.getByRole('button', { name: 'Delete unit' }).click();
    await expect(page.getByText('11 units')).toBeVisible();
    await expect(page.getByText('Penthouse')).toHaveCount(0);
  });

  test('the tab and the modal on a phone, light and dark', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { agent, listing } = await agentWithListing();
    await createUnits(listing.publicId, agent.token, 3);
    await signIn(page, 'demo', agent, unitsPath(listing.publicId));
    for (const scheme of ['light', 'dark'] as const) {
      await setColorScheme(page, scheme);
      await expect(page.getByTestId('unit-card')).toHaveCount(3);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(page, `tab-390-${scheme}`);
      await page.getByRole('button', { name: 'Add Unit' }).click();
      const modal = page.getByRole('dialog', { name: 'Add Unit' });
      await modal.getByLabel('Title').fill('Loft');
      await shot(page, `modal-details-390-${scheme}`);
      await modal.getByRole('button', { name: 'Next' }).click();
      await modal.getByLabel('Sale price (USD)').waitFor();
      await shot(page, `modal-prices-390-${scheme}`);
      await expectNoSeriousA11yViolations(page, `unit modal, prices, ${scheme}, phone`);
      await page.keyboard.press('Escape');
      await expect(modal).toHaveCount(0);
    }
    await page.goto(url(unitsPath(listing.publicId)));
    await expectNoSeriousA11yViolations(page, 'units tab, dark, phone');
  });
});
