import { expect, test, type Page } from '@playwright/test';
import {
  apiSignIn,
  callApi,
  DEMO,
  expectNoSeriousA11yViolations,
  signIn,
  staffToken,
  url,
} from './support/app';
import { checkLooks } from './support/looks';
import { screenshots } from './support/screens';

const SITE = '/demo/dashboard/moderation/site';
const SANDBOX_SITE = '/sandbox/dashboard/moderation/site';
const shot = screenshots('site-settings');

const cards = (page: Page) => page.getByTestId('office-card');
const footerOffices = (page: Page) => page.locator('footer').getByTestId('footer-office');

test.describe('site details and offices', () => {
  // Other specs read the demo site's name: it is put back whatever happens here.
  test.afterAll(async () => {
    const token = await staffToken('admin');
    await callApi('PUT', '/api/v2/tenants/current', {
      tenant: 'demo',
      token,
      body: { name: 'Propdesk Demo', defaultCurrency: 'USD' },
    });
    await callApi('PUT', '/api/v2/tenants/current/languages', {
      tenant: 'sandbox',
      token: (await apiSignIn('sandbox', DEMO.admin)).token,
      body: { defaultLanguage: 'en', languages: ['en'] },
    });
  });

  test('an admin renames the site and keeps its offices, and the public footer shows them', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const siteName = `Propdesk Harare ${stamp}`;
    const label = `Borrowdale ${stamp}`;

    await signIn(page, 'demo', DEMO.admin);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Site', exact: true }).click();
    await page.waitForURL((u) => u.pathname === SITE);
    await page.getByRole('heading', { level: 1, name: 'Site', exact: true }).waitFor();

    // Rename: leaving first asks, then the save shows the new name in the shell at once.
    await page.getByLabel(/^Site name/).fill(siteName);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Home', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Leave without saving?' })
      .getByRole('button', { name: 'Stay' })
      .click();
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Site details saved')).toBeVisible();
    await expect(page.getByTestId('sidebar').getByText(siteName)).toBeVisible();

    // A name too short is refused before anything is sent.
    await page.getByLabel(/^Site name/).fill('A');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await page
      .getByRole('form', { name: 'Site details' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await expect(page.getByLabel(/^Site name/)).toHaveValue(siteName);

    // Add an office with a position picked on the map.
    await page.getByRole('button', { name: 'Add office' }).click();
    const modal = page.getByRole('dialog', { name: 'Add office' });
    await modal.getByRole('button', { name: 'Add office' }).click();
    await expect(modal.getByText('Label is required')).toBeVisible();
    await modal.getByLabel(/^Label/).fill(label);
    await modal.getByLabel(/^Street/).fill('5 Borrowdale Road');
    await modal.getByLabel(/^City/).fill('Harare');
    await modal.getByLabel(/^Country/).fill('Zimbabwe');
    await modal.getByLabel(/^Phone/).fill('+263 24 000 1111');
    await modal.getByLabel(/^Email/).fill('borrowdale@example.com');
    const map = modal.getByTestId('office-map').locator('.leaflet-container');
    await map.waitFor();
    await map.click({ position: { x: 120, y: 100 } });
    await expect(modal.getByLabel('Latitude')).not.toHaveValue('');
    await expect(modal.getByLabel('Longitude')).not.toHaveValue('');
    await expectNoSeriousA11yViolations(page, 'office modal');
    await shot(page, 'office-modal-light-1280');
    await modal.getByRole('button', { name: 'Add office' }).click();
    await expect(page.getByText('Office added')).toBeVisible();
    await expect(modal).toBeHidden();
    const card = cards(page).filter({ hasText: label });
    await expect(card).toContainText('5 Borrowdale Road, Harare, Zimbabwe');
    await expect(card).not.toContainText('No map position');

    await checkLooks(page, shot, 'site-page', () => card.waitFor());

    // The public pages: the new name in the header, the office in the footer.
    await page.goto(url('/demo'));
    await expect(page.locator('header').getByText(siteName, { exact: true })).toBeVisible();
    const office = footerOffices(page).filter({ hasText: label });
    await expect(office).toContainText('5 Borrowdale Road, Harare, Zimbabwe');
    await expect(office.getByRole('link', { name: '+263 24 000 1111' })).toHaveAttribute(
      'href',
      'tel:+263240001111',
    );
    await expect(office.getByRole('link', { name: 'borrowdale@example.com' })).toHaveAttribute(
      'href',
      'mailto:borrowdale@example.com',
    );
    await expect(office.getByRole('link', { name: `View ${label} on the map` })).toHaveAttribute(
      'href',
      /openstreetmap\.org\/\?mlat=-?\d/,
    );
    await checkLooks(page, shot, 'site-home-footer', () => office.scrollIntoViewIfNeeded());
    await page.goto(url('/demo/articles'));
    await expect(footerOffices(page).filter({ hasText: label })).toBeVisible();

    // Edit, then delete with a confirm; the footer follows.
    await page.goto(url(SITE));
    await cards(page)
      .filter({ hasText: label })
      .getByRole('button', { name: `Edit ${label}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit office' });
    await expect(edit.getByLabel(/^Label/)).toHaveValue(label);
    await edit.getByLabel(/^Street/).fill('7 Borrowdale Road');
    await edit.getByRole('button', { name: 'Save office' }).click();
    await expect(page.getByText('Office saved')).toBeVisible();
    await expect(cards(page).filter({ hasText: label })).toContainText('7 Borrowdale Road');

    await cards(page)
      .filter({ hasText: label })
      .getByRole('button', { name: `Delete ${label}` })
      .click();
    await page
      .getByRole('dialog', { name: 'Delete this office?' })
      .getByRole('button', { name: 'Delete office' })
      .click();
    await expect(page.getByText('Office deleted')).toBeVisible();
    await expect(cards(page).filter({ hasText: label })).toHaveCount(0);
    await page.goto(url('/demo'));
    await footerOffices(page).first().waitFor();
    await expect(footerOffices(page).filter({ hasText: label })).toHaveCount(0);
  });

  test("an admin sets the site's offered and default languages, and they are kept after a reload", async ({
    page,
  }) => {
    // The sandbox site: the demo site's languages stay as other specs expect them.
    await signIn(page, 'sandbox', DEMO.admin);
    await page.goto(url(SANDBOX_SITE));
    const form = page.getByRole('form', { name: 'Languages' });
    const offered = form.getByRole('combobox', { name: 'Offered languages' });
    const fallback = form.getByRole('combobox', { name: 'Default language' });
    await expect(form.getByText('English', { exact: true })).toBeVisible();
    await expect(fallback).toHaveValue('English');

    // Offer French and Arabic, by the names they call themselves, and make French the default.
    await offered.click({ force: true }); // the pills' box takes the click for its input
    await page.getByRole('option', { name: 'Français (French)' }).click();
    await page.getByRole('option', { name: 'العربية (Arabic)' }).click();
    await page.keyboard.press('Escape');
    await fallback.click();
    await page.getByRole('option', { name: 'Français (French)' }).click();
    await form.getByRole('button', { name: 'Save languages' }).click();
    await expect(page.getByText('Languages saved')).toBeVisible();

    await page.reload();
    await expect(fallback).toHaveValue('Français (French)');
    for (const name of ['English', 'Français (French)', 'العربية (Arabic)']) {
      await expect(form.getByText(name, { exact: true })).toBeVisible();
    }
    const site = await callApi<{ defaultLanguage: string; languages: string[] }>(
      'GET',
      '/api/v2/tenants/current',
      { tenant: 'sandbox' },
    );
    expect(site).toMatchObject({ defaultLanguage: 'fr', languages: ['en', 'fr', 'ar'] });

    // A default that is not offered is refused before anything is sent.
    await offered.click({ force: true }); // the pills' box takes the click for its input
    await page.getByRole('option', { name: 'Français (French)' }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: 'Save languages' }).click();
    await expect(
      form.getByText('The default language must be one of the offered languages'),
    ).toBeVisible();
    await form.getByRole('button', { name: 'Discard' }).click();
    await expect(form.getByText('Français (French)', { exact: true })).toBeVisible();
    await expect(form.getByText(/must be one of the offered/)).toHaveCount(0);
    await checkLooks(page, shot, 'site-languages', () => form.scrollIntoViewIfNeeded());
  });

  test('a moderator has no Site link and gets the short restricted message', async ({ page }) => {
    await signIn(page, 'demo', DEMO.moderator);
    await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Banners' })).toBeVisible();
    await expect(
      page.getByTestId('sidebar').getByRole('link', { name: 'Site', exact: true }),
    ).toHaveCount(0);
    await page.goto(url(SITE));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Only admins can change the site' }),
    ).toBeVisible();
    await expect(page.getByLabel(/^Site name/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'site page for a moderator');
  });

  test("an agent gets the staff's restricted view", async ({ page }) => {
    await signIn(page, 'demo', DEMO.agent);
    await page.goto(url(SITE));
    await expect(
      page.getByRole('heading', { level: 1, name: "This area is for the site's staff" }),
    ).toBeVisible();
  });
});
