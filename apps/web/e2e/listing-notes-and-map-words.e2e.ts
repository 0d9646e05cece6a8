import { expect, test } from '@playwright/test';
import { callApi, signIn } from './support/app';
import { agentOnTab, blockMapTiles, shot } from './support/editor-tabs';
import { checkLooks } from './support/looks';
import { createAgentAccount, createListing } from './support/listings';
import { screenshots } from './support/screens';

interface TypeWithFeatures {
  name: string;
  features: { publicId: string; name: string; description: string }[];
}

test.describe("the detail page's features", () => {
  test("the Note column shows the agent's note, and a dash where there is none", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await blockMapTiles(page);
    const agent = await createAgentAccount();
    const listing = await createListing(agent);
    const types = await callApi<{ content: TypeWithFeatures[] }>('GET', '/api/v2/types/all/', {
      tenant: 'demo',
    });
    const catalogue = types.content.find((t) => t.name === 'House')!.features;
    const bedroom = catalogue.find((f) => f.name === 'BEDROOM')!;
    const pool = catalogue.find((f) => f.name === 'POOL')!;
    expect(bedroom.description).not.toBe('');
    await callApi('POST', `/properties/ids/${listing.publicId}/features/all/create`, {
      tenant: 'demo',
      token: agent.token,
      body: {
        bulk: [
          { featureId: bedroom.publicId, quantity: 3 },
          { featureId: pool.publicId, description: 'Heated, with a cover' },
        ],
      },
    });
    await signIn(page, 'demo', agent, `/demo/dashboard/property/details/${listing.publicId}`);
    const table = page.getByTestId('listing-features');
    await expect(table.getByRole('row', { name: /Bedroom/ })).toHaveText(/^Bedroom3—$/);
    await expect(table.getByRole('row', { name: /Pool/ })).toHaveText(
      /^Pool1Heated, with a cover$/,
    );
    await expect(table).not.toContainText(bedroom.description);
    await checkLooks(page, screenshots('details'), 'feature-notes', () => table.waitFor());
  });
});

test.describe('the map hints', () => {
  test('say Click with a mouse', async ({ page }) => {
    await agentOnTab(page, 'location');
    await page.getByText('Click the map or drag the pin to where the property is.').waitFor();
    await page.getByRole('tab', { name: 'Amenities' }).click();
    await page.getByRole('button', { name: 'Add amenity' }).click();
    await page
      .getByRole('dialog')
      .getByText(/^Click the map where the amenity is/)
      .waitFor();
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

    test('say Tap', async ({ page }) => {
      await agentOnTab(page, 'location');
      await page.getByText('Tap the map or drag the pin to where the property is.').waitFor();
      await expect(page.getByText(/Click the map/)).toHaveCount(0);
      await shot(page, 'location-touch-390');
      await page.getByRole('tab', { name: 'Amenities' }).click();
      await page.getByRole('button', { name: 'Add amenity' }).click();
      await page
        .getByRole('dialog')
        .getByText(/^Tap the map where the amenity is/)
        .waitFor();
      await shot(page, 'amenity-form-touch-390');
    });
  });
});

test.describe('Find a place', () => {
  test('puts the pin and the coordinates at the place found; the pin can still be moved', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await blockMapTiles(page);
    const agent = await createAgentAccount();
    // The places module answers from the site's own suburbs: no request leaves the machine.
    const [avondale] = await callApi<{ display_name: string; lat: number; lon: number }[]>(
      'GET',
      '/api/v2/places/search?q=Avondale&limit=1',
      { tenant: 'demo', token: agent.token },
    );
    await signIn(page, 'demo', agent, '/demo/dashboard/property/draft/new');
    await page.getByRole('textbox', { name: 'Name' }).fill('Pinned house');
    await page.getByRole('combobox', { name: 'Property type' }).click();
    await page.getByRole('option', { name: 'House', exact: true }).click();
    await page.getByRole('tab', { name: 'Location' }).click();

    const latitude = page.getByRole('textbox', { name: 'Latitude' });
    const longitude = page.getByRole('textbox', { name: 'Longitude' });
    await expect(latitude).toHaveValue('');
    const pin = page.locator('.leaflet-marker-icon[title="The listing\'s position"]');
    await expect(pin).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Find a place' }).fill('Avond');
    await page.getByRole('option', { name: avondale!.display_name }).click();
    await expect(latitude).toHaveValue(String(Number(avondale!.lat.toFixed(6))));
    await expect(longitude).toHaveValue(String(Number(avondale!.lon.toFixed(6))));
    await expect(pin).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Suburb' })).toHaveValue('Avondale');
    await checkLooks(page, shot, 'place-found', () => pin.waitFor());

    // The agent can still move it: a click elsewhere on the map moves pin and coordinates.
    const map = page.getByTestId('location-map').locator('.leaflet-container');
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width / 2 + 80, y: box.height / 2 + 40 } });
    await expect(latitude).not.toHaveValue(String(Number(avondale!.lat.toFixed(6))));
    // The location tab is complete: Next opens the price tab.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/tab=price/);
  });
});
