import { expect, test, type Page } from '@playwright/test';
import { callApi, signIn } from './support/app';
import { blockMapTiles } from './support/editor-tabs';
import { createAgentAccount } from './support/listings';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('a double tap on Create', () => {
  test('makes one listing: both taps are one submission with one Idempotency-Key', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await blockMapTiles(page);
    const agent = await createAgentAccount();
    await signIn(page, 'demo', agent, '/demo/dashboard/property/draft/new');
    await page.getByRole('textbox', { name: 'Name' }).fill('Double tap cottage');
    await choose(page, 'Property type', 'Cottage');
    await page.getByRole('tab', { name: 'Location' }).click();
    await choose(page, 'Country', 'Zimbabwe');
    await choose(page, 'City', 'Harare');
    await choose(page, 'Suburb', 'Avondale');
    const map = page.getByTestId('location-map');
    await map.locator('.leaflet-container').waitFor();
    const box = (await map.locator('.leaflet-container').boundingBox())!;
    await map.click({ position: { x: box.width / 2, y: box.height / 2 } });
    await page.getByRole('tab', { name: 'Price' }).click();
    await page.getByRole('textbox', { name: 'Price' }).fill('98000');

    // A slow network: the first tap's answer has not come back when the second tap lands.
    const keys: (string | null)[] = [];
    await page.route('**/properties/create', async (route) => {
      keys.push(await route.request().headerValue('idempotency-key'));
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    // Two taps in one go, before the page has drawn the button busy: as a phone does.
    await page.getByRole('button', { name: 'Save and Continue' }).evaluate((button) => {
      (button as HTMLButtonElement).click();
      (button as HTMLButtonElement).click();
    });
    await page.waitForURL((u) => u.searchParams.get('tab') === 'features');

    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    const listings = await callApi<{ content: { name: string }[] }>(
      'GET',
      `/api/v2/agents/ids/${agent.agentId}/properties?page=1&size=20`,
      { tenant: 'demo', token: agent.token },
    );
    expect(listings.content.filter((l) => l.name === 'Double tap cottage')).toHaveLength(1);
  });
});
