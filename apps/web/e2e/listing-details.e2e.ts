import { expect, test } from '@playwright/test';
import { callApi, expectNoSeriousA11yViolations, signIn, url } from './support/app';
import { blockMapTiles } from './support/editor-tabs';
import { createAgentAccount, createListing, moderate, uploadPhotos } from './support/listings';
import { screenshots, setColorScheme } from './support/screens';

const detailsPath = (publicId: string, tab?: string) =>
  `/demo/dashboard/property/details/${publicId}${tab ? `?tab=${tab}` : ''}`;

const shot = screenshots('details');

/** An agent with an approved listing (photos, amenities, price) and one still in review. */
async function agentWithListings() {
  const agent = await createAgentAccount();
  const approved = await createListing(agent);
  const inReview = await createListing(agent, 'Cottage');
  await callApi('PUT', `/properties/ids/${approved.publicId}/update`, {
    tenant: 'demo',
    token: agent.token,
    body: {
      price: 250000,
      area: 1200,
      areaType: 'SQUARE_METRES',
      built: '1998',
      description: 'A bright family home on a quiet close, with a large garden.',
    },
  });
  await uploadPhotos(approved.publicId, agent.token, 'GENERAL', [20, 200]);
  await uploadPhotos(approved.publicId, agent.token, 'BEDROOM', [90]);
  for (const [type, name, latitude] of [
    ['SCHOOL', 'Avondale Primary', -17.792],
    ['MALL', 'Avondale Shopping Centre', -17.795],
  ] as const) {
    await callApi('POST', `/properties/ids/${approved.publicId}/amenities/create`, {
      tenant: 'demo',
      token: agent.token,
      body: { type, name, latitude, longitude: 31.043 },
    });
  }
  await moderate(approved.publicId, 'approve');
  return { agent, approved, inReview };
}

test.describe('listing detail page', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('opens each tab by address, the hidden Viewings tab too, with its lightbox, map and drawer', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await blockMapTiles(page);
    const { agent, approved, inReview } = await agentWithListings();
    await signIn(page, 'demo', agent, detailsPath(approved.publicId));
    await page.getByRole('heading', { name: /House/, level: 1 }).waitFor();

    // Details: facts, price, status and the public link.
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText([
      'Details',
      'Images',
      'Location',
      'Units',
      'History',
      'Performance',
    ]);
    await expect(page.getByRole('tab', { name: 'Viewings' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('listing-price')).toHaveText('$250,000');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText('1998');
    await expect(panel).toContainText('1,200 sq mts');
    await expect(panel).toContainText('A bright family home');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByRole('button', { name: 'Link copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`/demo/listings/${approved.publicId}$`),
    );
    await expectNoSeriousA11yViolations(page, 'details tab');
    await shot(page, 'details-1280');

    // Images: by room; the lightbox moves with the arrow keys and closes with Escape.
    await page.getByRole('tab', { name: 'Images' }).click();
    await expect(page).toHaveURL(/tab=Images/);
    await expect(page.getByTestId('gallery-thumbnail')).toHaveCount(3);
    await page.getByRole('heading', { name: 'Bedroom' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'images tab');
    await shot(page, 'images-1280');
    await page.getByTestId('gallery-thumbnail').first().click();
    const lightbox = page.locator('.yarl__root');
    await lightbox.waitFor();
    await expect(lightbox.locator('.yarl__slide_current img')).toHaveAttribute('alt', /photo 1$/);
    await page.keyboard.press('ArrowRight');
    await expect(lightbox.locator('.yarl__slide_current img')).toHaveAttribute('alt', /photo 2$/);
    await shot(page, 'lightbox-1280');
    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);

    // Location: the address, the map with the listing and its amenities beside it.
    await page.getByRole('tab', { name: 'Location' }).click();
    await page.getByTestId('location-map').waitFor();
    await expect(page.getByTestId('listing-address')).not.toBeEmpty();
    await page.getByText('Avondale Primary').waitFor();
    await page.getByText('Avondale Shopping Centre').waitFor();
    await expect(page.locator('.leaflet-marker-icon')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page, 'location tab');
    await shot(page, 'location-1280');

    // Back and forward move between tabs.
    await page.goBack();
    await expect(page).toHaveURL(/tab=Images/);
    await page.goForward();
    await expect(page).toHaveURL(/tab=Location/);

    // Viewings has no button: only its address opens it.
    await page.goto(url(detailsPath(approved.publicId, 'Viewings')));
    await page.getByTestId('viewings-empty').waitFor();
    await expect(page.getByText(/viewing requests will show here/)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Viewings' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'viewings tab');
    await page.goto(url(detailsPath(approved.publicId, 'Nonsense')));
    await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // The drawer: a green dot for approved, red for under review; a click keeps the tab.
    await page.goto(url(detailsPath(approved.publicId, 'Images')));
    await page.getByRole('button', { name: 'All listings' }).click();
    const drawer = page.getByTestId('listings-drawer');
    const current = drawer.locator('[aria-current="page"]');
    await expect(current).toHaveAttribute('data-status', 'APPROVED');
    await expect(current.getByRole('img', { name: 'Approved' })).toBeVisible();
    const other = drawer.locator(`a[href*="${inReview.publicId}"]`);
    await expect(other).toHaveAttribute('data-status', 'REVIEW');
    await expect(other.getByRole('img', { name: 'Under review' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'listings drawer');
    await shot(page, 'drawer-1280');
    await other.click();
    await expect(page).toHaveURL(new RegExp(`${inReview.publicId}\\?tab=Images$`));
    await page.getByText('This listing has no photos yet.').waitFor();
    await expect(page.getByRole('link', { name: 'Add images' })).toBeVisible();
    await page.getByRole('tab', { name: 'Details' }).click();
    await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);

    // Features and Edit open the draft form.
    await page.getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/property/draft/${inReview.publicId}\\?tab=features$`),
    );
  });

  test('the back button returns to the list with its filters', async ({ page }) => {
    const { agent, approved } = await agentWithListings();
    await signIn(page, 'demo', agent);
    const list = '/demo/dashboard/property/list?status=APPROVED&sort=views';
    await page.goto(url(list));
    // My Listings opens a listing with its own address in router state, as a card click does.
    await page.evaluate(
      ({ to, from }) => {
        window.history.pushState(
          {
            usr: { from: { pathname: from.split('?')[0], search: `?${from.split('?')[1]}` } },
            key: 'x',
            idx: 1,
          },
          '',
          to,
        );
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      },
      { to: detailsPath(approved.publicId), from: list },
    );
    await page.getByRole('heading', { name: /House/, level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Units' }).click();
    await page.getByRole('main').getByRole('link', { name: 'My Listings' }).click();
    await expect(page).toHaveURL(url(list));

    // Without router state (a shared link) it goes to My Listings as it opens.
    await page.goto(url(detailsPath(approved.publicId)));
    await expect(page.getByRole('main').getByRole('link', { name: 'My Listings' })).toHaveAttribute(
      'href',
      '/demo/dashboard/property/list',
    );
  });

  test("says 'Not your property' and 'Property not found', each with a way back", async ({
    page,
  }) => {
    const { approved } = await agentWithListings();
    const other = await createAgentAccount();
    await signIn(page, 'demo', other, detailsPath(approved.publicId));
    await page.getByRole('heading', { name: 'Not your property' }).waitFor();
    await expect(page.getByRole('main').getByRole('link', { name: 'My Listings' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'not your property');
    await shot(page, 'not-yours-1280');
    await page.goto(url(detailsPath('no-such-listing')));
    await page.getByRole('heading', { name: 'Property not found' }).waitFor();
    await expect(page.getByRole('main').getByRole('link', { name: 'My Listings' })).toBeVisible();
  });

  test('fits a phone in light and dark mode: tabs scroll, actions wrap', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await blockMapTiles(page);
    const { agent, approved } = await agentWithListings();
    await signIn(page, 'demo', agent, detailsPath(approved.publicId));
    for (const dark of [false, true]) {
      await setColorScheme(page, dark ? 'dark' : 'light');
      const scheme = dark ? 'dark' : 'light';
      for (const tab of ['Details', 'Images', 'Location', 'Viewings']) {
        await page.goto(url(detailsPath(approved.publicId, tab)));
        await page.getByRole('heading', { name: /House/, level: 1 }).waitFor();
        if (tab === 'Location') await page.getByTestId('location-map').waitFor();
        if (tab === 'Images') await page.getByTestId('gallery-thumbnail').first().waitFor();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${tab} overflows at 390 px`).toBeLessThanOrEqual(0);
        await shot(page, `${tab.toLowerCase()}-390-${scheme}`);
      }
      await expectNoSeriousA11yViolations(page, `viewings tab, ${scheme}, phone`);
      await page.getByRole('button', { name: 'All listings' }).click();
      await page.getByTestId('listings-drawer').waitFor();
      await shot(page, `drawer-390-${scheme}`);
      await page.keyboard.press('Escape');
    }
    await page.goto(url(detailsPath(approved.publicId, 'Details')));
    await setColorScheme(page, 'dark');
    await page.getByRole('heading', { name: /House/, level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page, 'details tab, dark, phone');
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const tab of ['Details', 'Images', 'Location']) {
      await page.goto(url(detailsPath(approved.publicId, tab)));
      await page.getByRole('heading', { name: /House/, level: 1 }).waitFor();
      await shot(page, `${tab.toLowerCase()}-1280-dark`);
    }
    await page.getByRole('button', { name: 'All listings' }).click();
    await page.getByTestId('listings-drawer').locator('[aria-current="page"]').waitFor();
    await shot(page, 'drawer-1280-dark');
  });
});
