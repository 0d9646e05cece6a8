import { expect, test, type Page } from '@playwright/test';
import { signIn, url } from './support/app';
import { createAgentAccount, createListing, moderate } from './support/listings';

const USER_DELAY_MS = 800;

/**
 * Holds the user fetch back and records when the page's own data was first asked for: the
 * page's read must not wait for the user fetch.
 */
async function timeReads(page: Page, isPageData: (url: string) => boolean) {
  const times = { userAnswered: Number.POSITIVE_INFINITY, dataAsked: Number.POSITIVE_INFINITY };
  await page.route('**/auth/users/names/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, USER_DELAY_MS));
    await route.continue();
    times.userAnswered = Date.now();
  });
  page.on('request', (request) => {
    if (isPageData(request.url())) times.dataAsked = Math.min(times.dataAsked, Date.now());
  });
  return times;
}

test.describe("a page's first reads start beside the user fetch", () => {
  test('a listing page asks for its listing while the user fetch is on its way', async ({
    page,
  }) => {
    const agent = await createAgentAccount();
    const listing = await createListing(agent);
    await signIn(page, 'demo', agent);
    const times = await timeReads(page, (u) =>
      u.includes(`/properties/ids/${listing.publicId}/get`),
    );

    await page.goto(url(`/demo/dashboard/property/details/${listing.publicId}`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(times.dataAsked).toBeLessThan(times.userAnswered);
  });

  test('My Listings asks for its first page, with the filters in the address, meanwhile', async ({
    page,
  }) => {
    const agent = await createAgentAccount();
    const listing = await createListing(agent);
    await signIn(page, 'demo', agent);
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/properties/search/detailed'))
        bodies.push(request.postData() ?? '');
    });
    const times = await timeReads(page, (u) => u.includes('/properties/search/detailed'));

    await page.goto(url('/demo/dashboard/property/list?category=SALE'));
    await expect(page.getByText(listing.name).first()).toBeVisible();
    expect(times.dataAsked).toBeLessThan(times.userAnswered);
    // The page used the early answer: one search, with the address's filter.
    expect(bodies).toHaveLength(1);
    expect(JSON.parse(bodies[0]!)).toMatchObject({ category: 'SALE' });
  });

  test('a public listing page in French arrives with its listing, which the browser does not read again', async ({
    page,
  }) => {
    const agent = await createAgentAccount();
    const listing = await createListing(agent);
    await moderate(listing.publicId, 'approve');
    const reads: (string | null)[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/properties/ids/${listing.publicId}/get`)) {
        reads.push(request.headers()['accept-language'] ?? null);
      }
    });

    await page.goto(url(`/demo/fr/listings/${listing.publicId}`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // The server read it in French and wrote the page; the browser hydrated from that read.
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Se connecter' }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([]);
  });
});
