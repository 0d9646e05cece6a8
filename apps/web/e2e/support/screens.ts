import path from 'node:path';
import { expect, type Page } from '@playwright/test';
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

/**
 * The page in the given colour scheme, as the dashboard's toggle stores it. The open page follows
 * at once: the stored choice is announced as another tab's change would be, which Mantine's
 * colour scheme manager listens to, so the screen keeps its state (a reload costs a second and
 * closes what was open).
 */
export async function setColorScheme(page: Page, scheme: 'light' | 'dark' = 'dark') {
  await page.evaluate((value) => {
    const key = 'propdesk-color-scheme';
    localStorage.setItem(key, value);
    window.dispatchEvent(
      new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }),
    );
  }, scheme);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

/** The page fits its width: nothing scrolls sideways (at 390 px, the phone layouts). */
export async function expectNoHorizontalScroll(page: Page) {
  // Retried: just after a resize the shell is still sliding its sidebar away.
  await expect(async () => {
    const { overflow, widest } = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      // What sticks out, named in the failure so it can be fixed: an element past the edge, or
      // one whose text runs past it. Whatever a scroll box of its own clips is left out.
      const clipped = (el: HTMLElement) => {
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== 'visible') return true;
        }
        return false;
      };
      const out = [...document.querySelectorAll<HTMLElement>('body *')]
        .map((el) => ({ el, right: el.getBoundingClientRect().left + el.scrollWidth }))
        .filter(({ el, right }) => right > width + 1 && !clipped(el))
        .map(({ el, right }) => `${el.tagName}.${el.className} ${Math.round(right)}`);
      return {
        overflow: document.documentElement.scrollWidth - width,
        widest: out.slice(-3).join(' | '),
      };
    });
    expect(overflow, widest).toBeLessThanOrEqual(0);
  }).toPass({ timeout: 5_000 });
}
