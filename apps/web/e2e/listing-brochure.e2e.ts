import { readFile } from 'node:fs/promises';
import { expect, test, type Download } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { signIn, url } from './support/app';
import { createLiveRental } from './support/public-listings';
import { expectNoHorizontalScroll, screenshots, setColorScheme } from './support/screens';

const shot = screenshots('brochure');

/** The words a PDF reader finds in a downloaded brochure. */
async function brochureText(download: Download) {
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

test.describe("a listing's brochure", () => {
  let rental: Awaited<ReturnType<typeof createLiveRental>>;
  test.beforeAll(async () => {
    rental = await createLiveRental(`Msasa brochure cottage ${Date.now()}`, 640);
  });

  test.describe('from the public page, without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('"Download brochure" is a plain link to an A4 PDF of the listing', async ({ page }) => {
      await page.goto(url(`/demo/listings/${rental.publicId}`));
      const link = page.getByRole('link', { name: 'Download brochure' }).first();
      await expect(link).toHaveAttribute('href', `/demo/listings/${rental.publicId}/brochure.pdf`);
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toMatch(/^brochure-[\w-]+\.pdf$/);
      const text = await brochureText(download);
      expect(text).toContain(rental.title);
      expect(text).toContain('$640 / month');
      expect(text).toContain('Avondale');
      expect(text).toContain('3 × Bedroom');
    });
  });

  test('prints as the listing alone: no site navigation, buttons or similar listings', async ({
    page,
  }) => {
    await page.goto(url(`/demo/listings/${rental.publicId}`));
    await expect(page.getByRole('heading', { level: 1, name: rental.title })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1, name: rental.title })).toBeVisible();
    await expect(page.getByTestId('preview-price').filter({ visible: true })).toHaveText('$640');
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Ask a question' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Download brochure' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Similar listings' })).toBeHidden();
    await shot(page, 'printed-page');
  });

  test('its buttons fit a phone, in light and dark, and the detail header at 1280 in dark', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url(`/demo/listings/${rental.publicId}`));
    const link = page.getByRole('link', { name: 'Download brochure' }).filter({ visible: true });
    for (const scheme of ['light', 'dark'] as const) {
      await setColorScheme(page, scheme);
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeVisible();
      await expectNoHorizontalScroll(page);
      await shot(page, `listing-390-${scheme}`);
    }
    await signIn(page, 'demo', rental.agent, `/demo/dashboard/property/details/${rental.publicId}`);
    await expect(page.getByRole('button', { name: 'Brochure' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await shot(page, 'details-header-390-dark');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'details-header-1280-dark');
  });

  test('the agent downloads it from the listing in the dashboard', async ({ page }) => {
    await signIn(page, 'demo', rental.agent, `/demo/dashboard/property/details/${rental.publicId}`);
    const button = page.getByRole('button', { name: 'Brochure' });
    await expect(button).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^brochure-[\w-]+\.pdf$/);
    expect(await brochureText(download)).toContain(rental.title);
    await shot(page, 'details-header');
  });
});
