import { expect, test } from '@playwright/test';
import { url } from './support/app';
import { createLiveRental } from './support/public-listings';
import { screenshots } from './support/screens';

const shot = screenshots('no-javascript');

/**
 * The public pages arrive rendered by the server: a reader with JavaScript turned off (or a
 * phone whose scripts have not arrived yet) sees the whole page, styled.
 */
test.describe('the public pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  let rental: Awaited<ReturnType<typeof createLiveRental>>;
  test.beforeAll(async () => {
    rental = await createLiveRental(`Jacaranda cottage ${Date.now()}`, 640);
  });

  test('a listing shows its title, price, first photo and facts, and says what needs scripts', async ({
    page,
  }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(url(`/demo/listings/${rental.publicId}`));
      await expect(page.getByRole('heading', { level: 1, name: rental.title })).toBeVisible();
      await expect(page.getByTestId('preview-price').filter({ visible: true })).toHaveText('$640');
      await expect(page.getByText('Avondale, Harare, Zimbabwe').first()).toBeVisible();
      await expect(page.getByText('450 sq mts').first()).toBeVisible();
      // The first photo has loaded, at its size (nothing moves when it arrives).
      const cover = page.getByRole('img', { name: `${rental.title}: General` }).first();
      await expect(cover).toBeVisible();
      expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      // Styled: the primary button has the site's colour, not the browser's grey.
      const ask = page.getByRole('button', { name: 'Ask a question' }).first();
      await expect(ask).toHaveCSS('background-color', 'rgb(11, 118, 110)');
      await expect(page.getByTestId('needs-javascript').first()).toContainText('need JavaScript');
      await shot(page, `listing-${width}`);
    }
  });

  test('the site home lists the newest listings, and the blog its articles', async ({ page }) => {
    await page.goto(url('/demo'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Find a place');
    await expect(page.getByTestId('result-count')).toHaveText(/\d+ listings?/);
    await expect(
      page.getByTestId('public-listing-card').filter({ hasText: rental.title }),
    ).toBeVisible();
    await shot(page, 'home-1280');

    await page.goto(url('/demo/articles'));
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const first = page.getByRole('article').first();
    await expect(first).toBeVisible();
    // A link works as a link: the article opens, rendered by the server too.
    await first.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/demo\/articles\/.+/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
