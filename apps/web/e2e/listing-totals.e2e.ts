import { expect, test, type Page, type Route } from '@playwright/test';
import { readIn, signIn, url } from './support/app';
import { createAgentAccount, createListings } from './support/listings';
import { createLiveRental } from './support/public-listings';
import { expectNoHorizontalScroll, screenshots, setColorScheme } from './support/screens';

const shot = screenshots('listing-totals', { fullPage: false });

/**
 * A listing search counts its matches up to 1,000 and says "1,000+" beyond (totalCapped); a
 * thousand real listings would take minutes to make here, so the API's own answer is passed on
 * with its total as a million-listing site sends it.
 */
async function countedNoFurther(page: Page, path: string) {
  await page.route(path, async (route: Route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({
      response,
      json: { ...body, totalElements: 1000, totalPages: 50, totalCapped: true },
    });
  });
}

test('the public search says 1,000+ listings when the site counted no further', async ({
  page,
  context,
}) => {
  await createLiveRental(`Counted house ${Date.now()}`, 640);
  await countedNoFurther(page, '**/properties/search?*');
  // Searched in the browser: a page the server rendered has its first results in its HTML.
  const search = async (words: string) => {
    await page.goto(url('/demo'));
    await page.locator('input[name="q"]').fill(words);
    await page.keyboard.press('Enter');
  };
  await search('house to rent');
  await expect(page.getByTestId('result-count')).toHaveText('1,000+ listings');

  await readIn(context, 'fr');
  await search('maison à louer');
  await expect(page.getByTestId('result-count')).toHaveText(/^au moins 1\s000 annonces$/);

  // On a phone, in the dark, right to left: the count reads "+1,000" on the right.
  await page.setViewportSize({ width: 390, height: 844 });
  await readIn(context, 'ar');
  await search('منزل للإيجار');
  const count = page.getByTestId('result-count');
  await expect(count).toHaveText(/^\+1[,٬]?000 /);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await setColorScheme(page, 'dark');
  await expectNoHorizontalScroll(page);
  await shot(page, 'public-search-ar-dark-390');
});

test("an agent's My Listings says 1,000+ listings, and the grid still loads its pages", async ({
  page,
}) => {
  const agent = await createAgentAccount();
  await createListings(agent, 21, () => ({}));
  await countedNoFurther(page, '**/properties/search/detailed*');
  await signIn(page, 'demo', agent, '/demo/dashboard/property/list');
  await expect(page.getByTestId('listings-total')).toHaveText('1,000+ listings');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  await shot(page, 'my-listings-390');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByTestId('listing-card')).toHaveCount(21);
});
