import { expect, type Page } from '@playwright/test';
import { signIn, url } from './app';
import { createAgentAccount, createListing } from './listings';
import { screenshots } from './screens';

/** Tests never need map tiles: every tile request fails, as with no network. */
export async function blockMapTiles(page: Page) {
  await page.route(/tile\.openstreetmap\.org|\{s\}/, (route) => route.abort());
}

/** A new agent with one saved listing, signed in on the given editor tab. */
export async function agentOnTab(page: Page, tab: string, typeName = 'House') {
  await blockMapTiles(page);
  const agent = await createAgentAccount();
  const listing = await createListing(agent, typeName);
  const tabPath = `/demo/dashboard/property/draft/${listing.publicId}?tab=${tab}`;
  await signIn(page, 'demo', agent, tabPath);
  await page.waitForURL((u) => u.search.includes(`tab=${tab}`));
  await page.getByRole('heading', { name: `Edit ${listing.name}` }).waitFor();
  return { agent, listing, tabPath };
}

export async function openTab(page: Page, publicId: string, tab: string) {
  await page.goto(url(`/demo/dashboard/property/draft/${publicId}?tab=${tab}`));
}

/** The editor specs' screenshots. */
export const shot = screenshots('editor');

/** Picks an option of a combobox as a person does. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A new agent's new draft of the given type (and category), filled in up to its price tab. */
export async function draftToPrice(page: Page, type: string, category?: string) {
  await blockMapTiles(page);
  const agent = await createAgentAccount();
  await signIn(page, 'demo', agent, '/demo/dashboard/property/draft/new');
  await fillDraftToPrice(page, `${type} for the price tab`, type, category);
  return agent;
}

/** On a new draft's first tab: name, type (and category) and a place, up to the price tab. */
export async function fillDraftToPrice(page: Page, name: string, type: string, category?: string) {
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await choose(page, 'Property type', type);
  if (category) await choose(page, 'Category', category);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL((u) => u.searchParams.get('tab') === 'location');
  await choose(page, 'Country', 'Zimbabwe');
  await choose(page, 'City', 'Harare');
  await choose(page, 'Suburb', 'Avondale');
  const map = page.getByTestId('location-map');
  await map.locator('.leaflet-container').waitFor();
  await map.click({ position: { x: 300, y: 160 } });
  await expect(page.getByRole('textbox', { name: 'Latitude' })).not.toHaveValue('');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL((u) => u.searchParams.get('tab') === 'price');
}
