import { expect, test, type Locator, type Page } from '@playwright/test';
import { callApi, signIn, url } from './support/app';
import { blockMapTiles } from './support/editor-tabs';
import { checkLooks } from './support/looks';
import { createAgentAccount, createListing, moderate } from './support/listings';
import { screenshots } from './support/screens';

const shot = screenshots('amenities');
const LONG_NAME = 'Sam Levy’s Village Shopping Centre and Borrowdale Farmers Market';

/** A listing with a mall (a long name), a hotel named after its type, and a school. */
async function listingWithAmenities() {
  const agent = await createAgentAccount();
  const listing = await createListing(agent);
  const add = (body: Record<string, unknown>) =>
    callApi('POST', `/properties/ids/${listing.publicId}/amenities/create`, {
      tenant: 'demo',
      token: agent.token,
      body: { active: true, latitude: -17.78, longitude: 31.05, ...body },
    });
  await add({ type: 'MALL', name: LONG_NAME });
  await add({ type: 'HOTEL', name: 'Meikles Hotel', latitude: -17.83 });
  await add({ type: 'SCHOOL', name: 'Avondale Primary', latitude: -17.795 });
  return { agent, listing };
}

/** The whole text shows: nothing is cut off with an ellipsis or clamped to one line. */
async function expectWhole(text: Locator) {
  await expect(text).toBeVisible();
  const clipped = await text.evaluate(
    (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
  );
  expect(clipped).toBe(false);
}

/** The 'Other' group names what each place is; the schools need no such word. */
async function expectNearbyList(page: Page) {
  const rows = page.getByTestId('nearby-amenity');
  const mall = rows.filter({ hasText: LONG_NAME });
  await expect(mall).toContainText(`${LONG_NAME} · Mall`);
  await expectWhole(mall.getByText(LONG_NAME));
  // 'Meikles Hotel' says what it is already.
  await expect(rows.filter({ hasText: 'Meikles Hotel' })).not.toContainText('· Hotel');
  await expect(rows.filter({ hasText: 'Avondale Primary' })).not.toContainText('· School');
}

test.describe('amenity names', () => {
  test('show whole on a phone in the editor, and name their type in the Other group', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await blockMapTiles(page);
    const { agent, listing } = await listingWithAmenities();
    await signIn(
      page,
      'demo',
      agent,
      `/demo/dashboard/property/draft/${listing.publicId}?tab=amenities`,
    );
    const row = page.getByTestId('amenity-row').filter({ hasText: LONG_NAME });
    await expectWhole(row.getByText(LONG_NAME));
    await expect(row).toContainText('Mall');
    await checkLooks(page, shot, 'editor-tab', () => row.waitFor());
  });

  test('show whole on the detail page and the public page, each in the Other group naming its type', async ({
    page,
  }) => {
    await blockMapTiles(page);
    const { agent, listing } = await listingWithAmenities();
    await signIn(
      page,
      'demo',
      agent,
      `/demo/dashboard/property/details/${listing.publicId}?tab=Location`,
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNearbyList(page);
    await checkLooks(page, shot, 'detail-page', () =>
      page.getByTestId('nearby-amenity').first().waitFor(),
    );

    await moderate(listing.publicId, 'approve');
    const visitor = await page
      .context()
      .browser()!
      .newPage({ viewport: { width: 390, height: 844 } });
    await blockMapTiles(visitor);
    await visitor.goto(url(`/demo/listings/${listing.publicId}`));
    await expectNearbyList(visitor);
    await shot(visitor, 'public-page-390');
    await visitor.close();
  });
});
