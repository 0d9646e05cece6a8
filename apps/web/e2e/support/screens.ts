import path from 'node:path';
import type { Page } from '@playwright/test';
import { artifacts } from './paths';

/**
 * The screenshots of one spec, `{prefix}-{name}.png` in the run's artifacts: what a reviewer
 * opens to see a screen. Animations are stopped so a picture never catches a transition.
 */
export const screenshots =
  (prefix: string, { fullPage = true }: { fullPage?: boolean } = {}) =>
  (page: Page, name: string) =>
    page.screenshot({
      path: path.join(artifacts, `${prefix}-${name}.png`),
      fullPage,
      animations: 'disabled',
    });

/** The page again in the given colour scheme, as the dashboard's toggle stores it. */
export async function setColorScheme(page: Page, scheme: 'light' | 'dark' = 'dark') {
  await page.evaluate((value) => localStorage.setItem('propdesk-color-scheme', value), scheme);
  await page.reload();
}
