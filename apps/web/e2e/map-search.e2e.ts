import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  apiSignIn,
  callApi,
  expectNoSeriousA11yViolations,
  readIn,
  seedSession,
  uniqueEmail,
  url,
} from './support/app';
import { createAgentAccount, createListings, moderate } from './support/listings';
import { screenshots, setColorScheme } from './support/screens';

const shot = screenshots('map-search');

/**
 * Twelve live short stays of one agent, at a price band no other spec uses: eight a few metres
 * apart (one cluster), four spread over a quarter of a degree around them. Far from every other
 * spec's listings, so the map holds these alone.
 */
async function seedMapListings() {
  const agent = await createAgentAccount();
  const base = 900_000 + Math.floor(Math.random() * 90) * 1000;
  const lat = 5 + Math.random() * 5;
  const lng = 15 + Math.random() * 5;
  const spread: [number, number][] = [
    [0.15, 0],
    [0, 0.15],
    [0.15, 0.15],
    [-0.1, 0.1],
  ];
  const listings = await createListings(agent, 12, (i) => ({
    category: 'QUICK_RENT',
    price: base + i,
    latitude: lat + (i < 8 ? (i % 4) * 0.0002 : spread[i - 8]![1]),
    longitude: lng + (i < 8 ? Math.floor(i / 4) * 0.0002 : spread[i - 8]![0]),
  }));
  for (const listing of listings) await moderate(listing.publicId, 'approve');
  return { listings, search: `/demo?category=QUICK_RENT&minPrice=${base}&maxPrice=${base + 999}` };
}

/** No tile server is reachable in the tests: the map must stand without tiles. */
async function noTiles(page: Page) {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
}

const clusterOf = (map: Locator, count: number) =>
  map.getByRole('button', { name: `${count} listings here: zoom in` });

async function centreOf(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test.describe('site home: searching on a map', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shows clusters and cards, searches the area in view, draws an area by clicking corners, keeps it in the address and saves it', async ({
    page,
    context,
  }) => {
    const { listings, search } = await seedMapListings();
    await noTiles(page);
    await page.goto(url(search));
    await expect(page.getByTestId('result-count')).toHaveText('12 listings');

    await page.getByTestId('view-toggle').getByText('Map').click();
    await expect(page).toHaveURL(/view=map/);
    const map = page.getByTestId('search-map');
    // The eight close together are one cluster; the four others stand alone.
    const cluster = clusterOf(map, 8);
    await expect(cluster).toBeVisible();
    await expect(map.getByRole('button', { name: /^A listing at / })).toHaveCount(4);
    // The list stands beside the map on a wide screen: the same search.
    await expect(page.getByTestId('public-listing-card')).toHaveCount(12);
    await expectNoSeriousA11yViolations(page, 'site home, map view');
    await shot(page, 'map-light-1280');

    // A marker, from the keyboard, opens the listing's card.
    const lone = map.getByRole('button', { name: /^A listing at / }).first();
    await lone.focus();
    await page.keyboard.press('Enter');
    const card = page.getByTestId('map-listing-card');
    await expect(card.getByRole('link')).toBeVisible();
    const text = (await card.textContent()) ?? '';
    expect(listings.some((l) => text.includes(l.title))).toBe(true);
    await card.getByRole('button', { name: "Close the listing's card" }).click();
    await expect(card).toHaveCount(0);

    // Moving the map (a cluster zooms in) offers to search what is in view.
    await cluster.click();
    const here = page.getByTestId('search-this-area');
    await expect(here).toBeVisible();
    await here.click();
    await expect(page).toHaveURL(/area=/);
    await expect(page.getByTestId('result-count')).toHaveText('8 listings');
    await expect(page.getByTestId('public-listing-card')).toHaveCount(8);
    await page.getByRole('button', { name: 'Clear area' }).click();
    await expect(page).not.toHaveURL(/area=/);
    await expect(page.getByTestId('result-count')).toHaveText('12 listings');

    // A crossing drawing is refused with the rule's words.
    const c = await centreOf(clusterOf(map, 8));
    await page.getByRole('button', { name: 'Draw an area' }).click();
    for (const [dx, dy] of [
      [-50, -50],
      [50, 50],
      [50, -50],
      [-50, 50],
    ]) {
      await page.mouse.click(c.x + dx!, c.y + dy!);
    }
    await page.getByRole('button', { name: 'Finish area' }).click();
    await expect(page.getByTestId('area-problem')).toHaveText(
      "The area's edges cross each other: place its corners in order around it.",
    );
    await expect(page).not.toHaveURL(/area=/);

    // Undone back to none, then a triangle around the cluster: the results narrow to it.
    for (let i = 0; i < 4; i++)
      await page.getByRole('button', { name: 'Undo last corner' }).click();
    for (const [dx, dy] of [
      [0, -60],
      [60, 50],
      [-60, 50],
    ]) {
      await page.mouse.click(c.x + dx!, c.y + dy!);
    }
    await page.getByRole('button', { name: 'Finish area' }).click();
    await expect(page).toHaveURL(/area=/);
    await expect(page.getByTestId('result-count')).toHaveText('8 listings');
    await shot(page, 'drawn-area-light-1280');
    await setColorScheme(page, 'dark');
    await shot(page, 'drawn-area-dark-1280');
    await setColorScheme(page, 'light');

    // The address holds it all: a reload shows the same search on the map.
    const address = page.url();
    expect(new URL(address).searchParams.get('area')!.split(';')).toHaveLength(3);
    await page.reload();
    await expect(page.getByTestId('result-count')).toHaveText('8 listings');
    await expect(clusterOf(map, 8)).toBeVisible();

    // Saved from the map, the search keeps its area: its alerts look there too.
    const saver = { email: uniqueEmail('map-saver'), password: 'Saver#Search2026' };
    await callApi('POST', '/auth/customers/create', {
      tenant: 'demo',
      body: { firstName: 'Tendai', lastName: 'Moyo', ...saver },
    });
    const session = await apiSignIn('demo', saver);
    await seedSession(context, 'demo', session);
    await page.reload();
    await expect(page.getByTestId('result-count')).toHaveText('8 listings');
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByLabel(/^Name/).fill('Near the cluster');
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(page.getByRole('dialog', { name: 'Search saved' })).toBeVisible();
    const saved = await callApi<{
      content: { name: string; query: string; filters: { area?: number[][] } }[];
    }>('GET', '/api/v2/saved-searches', { tenant: 'demo', token: session.token });
    expect(saved.content.map((s) => s.name)).toEqual(['Near the cluster']);
    expect(new URLSearchParams(saved.content[0]!.query).get('area')).toBe(
      new URL(address).searchParams.get('area'),
    );
    expect(saved.content[0]!.filters.area).toHaveLength(3);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear area' }).click();
    await expect(page.getByTestId('result-count')).toHaveText('12 listings');
  });

  test('on a phone the map replaces the list, and reads right to left in Arabic', async ({
    page,
    context,
  }) => {
    const { search } = await seedMapListings();
    await noTiles(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url(`${search}&view=map`));
    const map = page.getByTestId('search-map');
    await expect(clusterOf(map, 8)).toBeVisible();
    await expect(page.getByTestId('map-count')).toHaveText('12 listings');
    await expect(page.getByTestId('public-listing-card')).toHaveCount(0);
    await shot(page, 'map-light-390');
    await setColorScheme(page, 'dark');
    await shot(page, 'map-dark-390');
    await setColorScheme(page, 'light');

    await readIn(context, 'ar');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(map.getByRole('button', { name: 'ارسم منطقة' })).toBeVisible();
    // The markers stand as before: four listings and one cluster.
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(5);
    // Right to left, the zoom buttons stand on the right.
    const zoom = (await map.locator('.leaflet-control-zoom').boundingBox())!;
    expect(zoom.x).toBeGreaterThan(390 / 2);
    await expectNoSeriousA11yViolations(page, 'site home, map view in Arabic');
    await shot(page, 'map-ar-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'map-ar-1280');
  });
});
