import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './app';
import { expectNoHorizontalScroll, setColorScheme, type screenshots } from './screens';

/**
 * Axe and screenshots at 1280 and 390 px, light and dark (and no sideways scroll at 390), then
 * back to light at 1280. `ready` waits for what the screen must show before it is checked.
 */
export async function checkLooks(
  page: Page,
  shot: ReturnType<typeof screenshots>,
  name: string,
  ready: () => Promise<unknown>,
) {
  for (const scheme of ['light', 'dark'] as const) {
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
