import { expect, test } from '@playwright/test';
import { url } from './support/app';
import { agentWithLiveListing } from './support/leads';

let listingId: string;

test.beforeAll(async () => {
  listingId = (await agentWithLiveListing()).listing.publicId;
});

test.describe('public pages with a language in their address', () => {
  test('a French address opens in French whatever the browser asks, and its links keep French', async ({
    page,
  }) => {
    await page.goto(url('/demo/fr'));
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Se connecter' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // Search engines read the page's other addresses in its head.
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      /\/demo$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
      'href',
      /\/demo\/ar$/,
    );
    await expect(header.getByRole('link', { name: 'Blog' }).first()).toHaveAttribute(
      'href',
      '/demo/fr/articles',
    );
    await expect(page.getByTestId('search-results').getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/demo\/fr\/listings\//,
    );

    // Switching language goes to the same page's address in the new language.
    await header.getByRole('button', { name: 'Langue' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await page.waitForURL((u) => u.pathname === '/demo/ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(header.getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
  });

  test('a listing’s Arabic address reads right to left, and the address without a language follows the reader', async ({
    page,
  }) => {
    await page.goto(url(`/demo/ar/listings/${listingId}`));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'تسجيل الدخول' }),
    ).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/demo/ar/listings/${listingId}$`),
    );

    // The reader's own choice was not changed by the address: the plain address reads English.
    await page.goto(url(`/demo/listings/${listingId}`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('a language the site does not offer is no page', async ({ page }) => {
    await page.goto(url('/demo/de/listings/x'));
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto(url('/sandbox/fr'));
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
