import { expect, test, type Page } from '@playwright/test';
import { url } from './support/app';
import { createLiveRental } from './support/public-listings';

/** The scripts the page has asked for, by file name. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Errors the page reports (a hydration mismatch among them), collected as they come. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    // Tiles and photos the loopback server does not have are not the page's errors.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  return errors;
}

/**
 * A public page the server rendered downloads no script until the reader uses it (docs/
 * public-pages.md, "Scripts on first use"): then the app adopts the page without a mismatch,
 * and what was clicked or typed meanwhile is not lost.
 */
test.describe('public pages: scripts on first use', () => {
  let rental: Awaited<ReturnType<typeof createLiveRental>>;
  test.beforeAll(async () => {
    rental = await createLiveRental(`Msasa cottage ${Date.now()}`, 710);
  });

  test('a listing loads no script until used; a first tap opens the form it asked for', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const scripts = scriptsOf(page);
    const errors = errorsOf(page);
    await page.goto(url(`/demo/listings/${rental.publicId}`));
    await expect(page.getByRole('heading', { level: 1, name: rental.title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual(['/assets/first-paint.js']);

    // The first tap loads the app; the tap is held meanwhile and then goes to the button.
    await page.getByRole('button', { name: 'Request a viewing' }).filter({ visible: true }).click();
    await expect(page.getByRole('dialog', { name: 'Request a viewing' })).toBeVisible();
    expect(scripts.some((script) => /^\/assets\/index-[^/]+\.js$/.test(script))).toBe(true);
    expect(errors).toEqual([]);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`every public page is adopted without a mismatch, in ${scheme}`, async ({ page }) => {
      await page.addInitScript(
        (value) => localStorage.setItem('propdesk-color-scheme', value),
        scheme,
      );
      const errors = errorsOf(page);
      const article = await (async () => {
        await page.goto(url('/demo/articles'));
        return page.getByRole('article').first().getByRole('link').first().getAttribute('href');
      })();
      const agency = await (async () => {
        await page.goto(url(`/demo/listings/${rental.publicId}`));
        return page.locator('main a[href*="/demo/agents/"]').first().getAttribute('href');
      })();
      for (const address of [
        '/demo',
        `/demo/listings/${rental.publicId}`,
        agency!,
        '/demo/articles',
        article!,
      ]) {
        const scripts = scriptsOf(page);
        await page.goto(url(address));
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        await page.mouse.wheel(0, 200);
        await expect.poll(() => scripts.some((s) => s.startsWith('/assets/index-'))).toBe(true);
        await page.waitForLoadState('networkidle');
        expect(errors, address).toEqual([]);
      }
    });
  }

  test('words typed before the scripts have run are searched for', async ({ page }) => {
    await page.goto(url('/demo'));
    await page.getByLabel('Search in your own words').fill('house to rent in Avondale');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByTestId('understood')).toContainText('in Avondale');
    await expect(page).toHaveURL(/q=house\+to\+rent\+in\+Avondale/);
  });

  test('a device that keeps favourites gets the app at once, hearts filled', async ({ page }) => {
    await page.addInitScript(
      (id) => localStorage.setItem('propdesk:demo:favourites', JSON.stringify([id])),
      rental.publicId,
    );
    const scripts = scriptsOf(page);
    await page.goto(url(`/demo/listings/${rental.publicId}`));
    await expect(page.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
    expect(scripts.some((script) => script.startsWith('/assets/index-'))).toBe(true);
  });
});
