import { expect, test } from '@playwright/test';
import { callApi, DEMO, readIn, signIn, startSignedIn, url } from './support/app';
import { createAgentAccount, createListing, moderate } from './support/listings';
import { checkLooks, checkTranslatedLooks } from './support/looks';
import { screenshots } from './support/screens';

const shot = screenshots('listing-performance');

/** A reader's read of the listing page as a browser of its own (a user agent is a visitor). */
async function visit(publicId: string, reader: number, headers: Record<string, string> = {}) {
  const response = await fetch(url(`/properties/ids/${publicId}/get`), {
    headers: {
      'X-Tenant': 'demo',
      'User-Agent': `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0.${reader} Safari/537.36`,
      ...headers,
    },
  });
  expect(response.status).toBe(200);
}

/** A live listing of a new agency with visits from search (3), the map (2) and another site (1). */
async function visitedListing() {
  const agent = await createAgentAccount();
  const listing = await createListing(agent);
  await moderate(listing.publicId, 'approve');
  let reader = 0;
  for (const source of ['search', 'search', 'search', 'map', 'map']) {
    await visit(listing.publicId, ++reader, { 'X-Visit-Source': source });
  }
  await visit(listing.publicId, ++reader, { Referer: 'https://news.example.org/homes' });
  // A robot is not a visitor.
  await fetch(url(`/properties/ids/${listing.publicId}/get`), {
    headers: {
      'X-Tenant': 'demo',
      'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
    },
  });
  await callApi('POST', '/inquiries/create', {
    tenant: 'demo',
    body: {
      propertyId: listing.publicId,
      name: 'Ann Lee',
      email: `ann-${Date.now()}@example.com`,
      phone: '+263 77 123 4567',
      message: 'Is the house still available in May?',
    },
  });
  // The counter writes its visits once a second.
  await expect
    .poll(
      async () =>
        (
          await callApi<{ totals: { views: number } }>(
            'GET',
            `/properties/ids/${listing.publicId}/performance?days=7`,
            { tenant: 'demo', token: agent.token },
          )
        ).totals.views,
    )
    .toBe(6);
  return { agent, listing };
}

test.describe('how each listing is doing', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the agent reads a listing's Performance tab and downloads its days", async ({ page }) => {
    const { agent, listing } = await visitedListing();
    await signIn(
      page,
      'demo',
      agent,
      `/demo/dashboard/property/details/${listing.publicId}?tab=Performance`,
    );
    const tab = page.getByTestId('performance');
    await expect(tab.getByRole('heading', { name: 'Performance' })).toBeVisible();
    await expect(page.getByTestId('performance-views')).toHaveText('6');
    const funnel = page.getByTestId('performance-funnel');
    await expect(funnel).toContainText('Questions and viewing requests');
    await expect(funnel).toContainText('1');
    const sources = page.getByTestId('performance-sources');
    await expect(sources.getByRole('row').first()).toContainText('Search results');
    await expect(sources).toContainText('Map');
    await expect(sources).toContainText('news.example.org');
    await expect(page.getByTestId('performance-comparison')).toBeVisible();
    await expect(tab.locator('.recharts-surface').first()).toBeVisible();

    await page.getByText('7 days', { exact: true }).click();
    await expect(page.getByTestId('performance-views')).toHaveText('6');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(
      new RegExp(
        `^performance-${listing.publicId}-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}\\.csv$`,
      ),
    );

    await checkLooks(page, shot, 'tab', () =>
      expect(page.locator('.recharts-surface').first()).toBeVisible(),
    );
  });

  test('the home page lists the live listings that need attention, with the reason', async ({
    page,
  }) => {
    const { agent, listing } = await visitedListing();
    await signIn(page, 'demo', agent);
    const item = page.getByTestId(`attention-${listing.publicId}`);
    await expect(item).toContainText('No photos yet');
    const download = page.waitForEvent('download');
    await page.getByTestId('attention').getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(
      /^listings-needing-attention-demo-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    await item.getByRole('link', { name: 'Add photos' }).click();
    await page.waitForURL((u) => u.search === '?tab=Images');
    await page.goto(url('/demo/dashboard'));
    await checkLooks(page, shot, 'home', () =>
      expect(page.getByTestId(`attention-${listing.publicId}`)).toBeVisible(),
    );
  });

  test("the site's moderator reads it on a live listing's review page", async ({ page }) => {
    const { listing } = await visitedListing();
    await signIn(
      page,
      'demo',
      DEMO.moderator,
      `/demo/dashboard/moderation/listings/${listing.publicId}`,
    );
    const panel = page.getByTestId('performance');
    await expect(panel.getByRole('heading', { name: 'Performance' })).toBeVisible();
    await expect(page.getByTestId('performance-views')).toHaveText('6');
    await expect(page.getByTestId('performance-sources')).toContainText('news.example.org');
  });

  test('another agent cannot read it', async () => {
    const { listing } = await visitedListing();
    const other = await createAgentAccount();
    const response = await fetch(url(`/properties/ids/${listing.publicId}/performance`), {
      headers: { 'X-Tenant': 'demo', Authorization: `Bearer ${other.token}` },
    });
    expect(response.status).toBe(403);
  });

  test('reads right to left in Arabic, the chart too', async ({ page, context }) => {
    const { agent, listing } = await visitedListing();
    await readIn(context, 'ar');
    await startSignedIn(context, agent);
    await page.goto(url(`/demo/dashboard/property/details/${listing.publicId}?tab=Performance`));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const tab = page.getByTestId('performance');
    await expect(tab.getByRole('heading', { name: 'الأداء' })).toBeVisible();
    await expect(page.getByTestId('performance-sources')).toContainText('نتائج البحث');
    // The y axis stands on the right: its ticks are right of the plot.
    const axis = page.locator('.recharts-yAxis').first();
    const plot = page.locator('.recharts-cartesian-grid').first();
    const [axisBox, plotBox] = [await axis.boundingBox(), await plot.boundingBox()];
    expect(axisBox!.x).toBeGreaterThanOrEqual(plotBox!.x + plotBox!.width - 1);
    await checkTranslatedLooks(page, shot, 'tab-ar', () =>
      expect(page.locator('.recharts-surface').first()).toBeVisible(),
    );
  });
});
