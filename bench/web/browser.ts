// Chromium for Lighthouse: launched once, with a debugging port Lighthouse connects to.
import { chromium, type BrowserContext } from '@playwright/test';
import { findChromium } from '../../scripts/chromium.mjs';
import { CHROMIUM_ARGS } from '../../apps/web/e2e/support/browser';
import { freePort } from '../free-port';

export interface TokenPair {
  token: string;
  refreshToken: string;
}

export interface BenchBrowser {
  /** The debugging port Lighthouse drives the browser through. */
  port: number;
  /**
   * Makes the later pages of `origin` start signed in to `tenant` with `pair`, or with nothing
   * stored (signed out) when `pair` is null; in `language` when one is given, as a reader who
   * chose it on this device.
   */
  setSession(
    origin: string,
    tenant: string,
    pair: TokenPair | null,
    language?: string,
  ): Promise<void>;
  close(): Promise<void>;
}

/**
 * A persistent context is the browser's default context, the one Lighthouse opens its tab in, so
 * the session written here is the one the measured pages read. (A context from `browser.newPage`
 * is a separate profile Lighthouse never sees.)
 */
export async function launchBrowser(): Promise<BenchBrowser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium is needed for the page benchmark');
  const port = await freePort();
  const context: BrowserContext = await chromium.launchPersistentContext('', {
    executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  return {
    port,
    async setSession(origin, tenant, pair, language) {
      const page = await context.newPage();
      // Any address of the origin does: localStorage is per origin, and this one renders no app.
      await page.goto(`${origin}/ready`);
      const entry = JSON.stringify({ ...pair, receivedAt: Date.now() });
      // The key and shape of apps/web/src/lib/session/session-storage.ts.
      await page.evaluate(
        pair
          ? `localStorage.setItem(${JSON.stringify(`propdesk:${tenant}:session`)}, ${JSON.stringify(entry)})`
          : 'localStorage.clear()',
      );
      // The key of apps/web/src/lib/i18n/activate.ts.
      if (language) {
        await page.evaluate(
          `localStorage.setItem('propdesk.language', ${JSON.stringify(language)})`,
        );
      }
      await page.close();
    },
    close: () => context.close(),
  };
}

/** Signs in through the API, as the sign-in page does. */
export async function signIn(
  baseUrl: string,
  tenant: string,
  account: { email: string; password: string },
): Promise<TokenPair> {
  const response = await fetch(`${baseUrl}/auth/authenticate`, {
    method: 'POST',
    headers: { 'x-tenant': tenant, 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.email, password: account.password }),
  });
  if (!response.ok) {
    throw new Error(
      `Sign-in as ${account.email} failed: ${response.status} ${await response.text()}`,
    );
  }
  return (await response.json()) as TokenPair;
}
