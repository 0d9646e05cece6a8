import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './app';
import { expectNoHorizontalScroll, setColorScheme, type screenshots } from './screens';

/**
 * Axe and screenshots at 1280 and 390 px, light and dark (and no sideways scroll at 390), then
 * back to light at 1280. `ready` waits for what the screen must show before it is checked. The
 * screen is loaded afresh first, so what is open on it (a dialog, a menu) is not checked.
 */
export async function checkLooks(
  page: Page,
  shot: ReturnType<typeof screenshots>,
  name: string,
  ready: () => Promise<unknown>,
  schemes: readonly ('light' | 'dark')[] = ['light', 'dark'],
) {
  // One fresh load first, as a reader arriving on the screen gets it; the colours then switch in
  // place. (The screen's state before, such as a map clicked at another width, stays out of it.)
  await page.reload();
  for (const scheme of schemes) {
    await setColorScheme(page, scheme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await ready();
      await expectNoSeriousA11yViolations(page, `${name} (${scheme}, ${width})`);
      if (width === 390) await expectNoHorizontalScroll(page);
      await shot(page, `${name}-${scheme}-${width}`);
    }
  }
  await setColorScheme(page, 'light');
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * The same checks for a screen in another language, in the light scheme only: a language moves
 * words and sides, not colours, and every screen's dark scheme is checked in English.
 */
export function checkTranslatedLooks(
  page: Page,
  shot: ReturnType<typeof screenshots>,
  name: string,
  ready: () => Promise<unknown>,
) {
  return checkLooks(page, shot, name, ready, ['light']);
}

/**
 * The screen as it is now (a dialog open, a save's state shown, the network off: no reload), in
 * light and dark at 1280 and 390 px: axe and a picture of each, with `shown` visible throughout.
 */
export async function checkLooksInPlace(
  page: Page,
  shot: ReturnType<typeof screenshots>,
  name: string,
  shown: Locator,
  schemes: readonly ('light' | 'dark')[] = ['light', 'dark'],
) {
  for (const scheme of schemes) {
    await setColorScheme(page, scheme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await expect(shown).toBeVisible();
      await expectNoSeriousA11yViolations(page, `${name} (${scheme}, ${width})`);
      if (width === 390) await expectNoHorizontalScroll(page);
      await shot(page, `${name}-${scheme}-${width}`);
    }
  }
  await setColorScheme(page, 'light');
  await page.setViewportSize({ width: 1280, height: 900 });
}
