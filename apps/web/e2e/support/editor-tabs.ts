import path from 'node:path';
import type { Page } from '@playwright/test';
import { signIn, url } from './app';
import { createAgentAccount, createListing } from './listings';
import { artifacts } from './paths';

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

export const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(artifacts, `editor-${name}.png`), fullPage: true });

/** The same page in dark mode, as the colour scheme toggle stores it. */
export async function darkMode(page: Page) {
  await page.evaluate(() => localStorage.setItem('propdesk-color-scheme', 'dark'));
  await page.reload();
}
