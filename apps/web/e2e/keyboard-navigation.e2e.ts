import { expect, test, type Page } from '@playwright/test';
import { DEMO, url } from './support/app';

/** Presses Tab until the focused element matches, and says how many presses it took. */
async function tabTo(page: Page, matches: (el: Element) => boolean, limit = 40): Promise<number> {
  // A string expression: Playwright evaluates it through DevTools, outside the page's CSP.
  const focused = `Boolean((${matches.toString()})(document.activeElement))`;
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate<boolean>(focused)) return presses;
  }
  throw new Error(`Not reached with ${limit} presses of Tab`);
}

test.describe('keyboard', () => {
  test('signs in and moves around the dashboard without a mouse', async ({ page }) => {
    await page.goto(url('/demo/user/login'));
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();

    await tabTo(page, (el) => el instanceof HTMLInputElement && el.type === 'email');
    await page.keyboard.type(DEMO.agent.email);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe(
      'password',
    );
    await page.keyboard.type(DEMO.agent.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/demo/dashboard');
    await page.getByTestId('greeting').waitFor();

    await tabTo(page, (el) => el.textContent?.trim() === 'Profile' && el.tagName === 'A');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();

    await tabTo(page, (el) => el.getAttribute('role') === 'switch');
    await page.keyboard.press('Space');
    await expect
      .poll(() =>
        page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme')),
      )
      .toBe('dark');

    await tabTo(page, (el) => el.textContent?.trim() === 'Logout');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/demo/user/login');
  });
});
