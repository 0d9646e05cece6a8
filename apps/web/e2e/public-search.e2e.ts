import { expect, test, type Page } from '@playwright/test';
import { callApi, expectNoSeriousA11yViolations, staffToken, url } from './support/app';
import { createAgentAccount, createListings, moderate, photo } from './support/listings';
import { createLiveRental } from './support/public-listings';
import { screenshots, setColorScheme } from './support/screens';

const shot = screenshots('public-home');

/** Whether the page scrolls sideways (it must not on a phone). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test.describe('site home: search in a sentence', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a visitor searches in plain words, sees what was understood, removes a chip and opens a listing', async ({
    page,
  }) => {
    const title = `Garden house ${Date.now()}`;
    const rental = await createLiveRental(title, 750);
    // A dearer one, which the price in the sentence leaves out until its chip is removed.
    const dear = await createLiveRental(`Grand house ${Date.now()}`, 2500);

    await page.goto(url('/demo'));
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Register' })).toBeVisible();
    await page
      .getByLabel('Search in your own words')
      .fill('3 bedroom house to rent in Avondale under 800 USD');
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    const understood = page.getByTestId('understood');
    await expect(understood).toContainText('at least 3 bedrooms');
    await expect(understood).toContainText('in Avondale');
    await expect(understood).toContainText('at most 800 USD');
    expect(new URL(page.url()).searchParams.get('q')).toBe(
      '3 bedroom house to rent in Avondale under 800 USD',
    );
    const results = page.getByTestId('search-results');
    await expect(results.getByRole('link', { name: title })).toBeVisible();
    await expect(results.getByRole('link', { name: dear.title })).toHaveCount(0);
    const card = page.getByTestId('public-listing-card').filter({ hasText: title });
    await expect(card).toContainText('$750 / month');
    await expect(card).toContainText('3 bedrooms · 2 bathrooms · 450 sq mts');
    await expectNoSeriousA11yViolations(page, 'site home with results');
    await shot(page, 'results-light-1280');

    // Removing the price chip searches again without it: the dearer house appears.
    await page.getByRole('button', { name: 'Remove filter: at most 800 USD' }).click();
    await expect(understood).not.toContainText('800 USD');
    await expect(results.getByRole('link', { name: dear.title })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('without')).toBe('price');

    // The address holds the search: a reload (or a shared link) shows the same.
    await page.reload();
    await expect(results.getByRole('link', { name: dear.title })).toBeVisible();
    await expect(understood).toContainText('in Avondale');

    await setColorScheme(page, 'dark');
    await expect(results.getByRole('link', { name: title })).toBeVisible();
    await shot(page, 'results-dark-1280');
    await setColorScheme(page, 'light');

    await results.getByRole('link', { name: title }).click();
    // The card's link says the visit came from the search results (?from=search).
    await page.waitForURL(
      (u) => u.pathname === `/demo/listings/${rental.publicId}` && u.search === '?from=search',
    );
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('loads 20 listings at a time as the visitor scrolls, and on Load more', async ({ page }) => {
    const agent = await createAgentAccount();
    const base = 100_000 + Math.floor(Math.random() * 800) * 1000;
    const listings = await createListings(agent, 41, (i) => ({
      category: 'QUICK_RENT',
      price: base + i,
    }));
    for (const listing of listings) await moderate(listing.publicId, 'approve');

    await page.goto(url(`/demo?category=QUICK_RENT&minPrice=${base}&maxPrice=${base + 999}`));
    const cards = page.getByTestId('public-listing-card');
    await expect(page.getByTestId('result-count')).toHaveText('41 listings');
    await expect(cards).toHaveCount(20);
    // Scrolling near the end loads the next page.
    await cards.nth(19).scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(40);
    // 'Load more' does the same from the keyboard.
    const more = page.getByRole('button', { name: 'Load more' });
    if (await more.isVisible()) {
      await more.focus();
      await page.keyboard.press('Enter');
    } else {
      await cards.nth(39).scrollIntoViewIfNeeded();
    }
    await expect(cards).toHaveCount(41);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });

  test('filters that match nothing say so and clear in one click', async ({ page }) => {
    await page.goto(url('/demo?minPrice=999999999&category=QUICK_RENT'));
    await expect(page.getByText('No listings match your search')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'site home, no results');
    await page.getByTestId('no-results').getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/demo$/);
  });

  test('shows the landing banners as a carousel with labelled controls, and none without', async ({
    page,
  }) => {
    const token = await staffToken();
    const made: string[] = [];
    try {
      for (const [i, title] of ['Homes near good schools', 'List your property free'].entries()) {
        const banner = await callApi<{ publicId: string }>('POST', '/banners/create', {
          tenant: 'demo',
          token,
          body: {
            title,
            subtitle: 'This month on Propdesk',
            linkUrl: 'https://example.com/schools',
            position: i,
          },
        });
        made.push(banner.publicId);
        const form = new FormData();
        const bytes = await photo(1600, 1000, 60 + i * 90);
        form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'b.jpg');
        const upload = await fetch(url(`/banners/ids/${banner.publicId}/image/upload`), {
          method: 'POST',
          headers: { 'X-Tenant': 'demo', Authorization: `Bearer ${token}` },
          body: form,
        });
        expect(upload.ok).toBe(true);
      }
      await page.goto(url('/demo'));
      const banners = page.getByTestId('banners');
      await expect(banners.getByRole('link', { name: 'Homes near good schools' })).toBeVisible();
      // The arrows work once the page's scripts have run, which the pointer coming over the
      // carousel starts (a phone's swipe does the same).
      await banners.hover();
      await banners.getByRole('button', { name: 'Next banner' }).click();
      await expect(banners.getByRole('link', { name: 'List your property free' })).toBeInViewport();
      await expect(banners.getByRole('button', { name: 'Previous banner' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'site home with banners');
      await shot(page, 'banners-light-1280');
    } finally {
      for (const id of made) {
        await callApi('DELETE', `/banners/ids/${id}/delete`, { tenant: 'demo', token });
      }
    }
    await page.reload();
    await page.getByLabel('Search in your own words').waitFor();
    await expect(page.getByTestId('banners')).toHaveCount(0);
  });

  test('fits a phone at 390 px in light and dark', async ({ page }) => {
    await createLiveRental(`Phone house ${Date.now()}`, 700);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url('/demo?q=house+to+rent+in+Avondale'));
    await page.getByTestId('search-results').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await expectNoSeriousA11yViolations(page, 'site home at 390 px');
    await shot(page, 'results-light-390');
    await setColorScheme(page, 'dark');
    await page.getByTestId('search-results').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await shot(page, 'results-dark-390');
  });
});
