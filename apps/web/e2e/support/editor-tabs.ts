import type { Page } from '@playwright/test';
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
