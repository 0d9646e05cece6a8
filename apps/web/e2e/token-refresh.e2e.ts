import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn, storedSession, url } from './support/app';

const MINUTE = 60_000;

const activity = (page: Page) =>
  page.evaluate(() => Number(localStorage.getItem('propdesk:demo:activity')));

/**
 * Moves the clock on in 5-minute steps with some activity, so the idle lock stays away. Tabs
 * share the activity through localStorage, which reaches the other tabs a moment later: every
 * tab has it before the clock jumps, or a busy machine lets the second tab lock itself.
 */
async function activeFor(page: Page, ms: number) {
  for (let left = ms; left > 0; left -= 5 * MINUTE) {
    await page.mouse.move(300 + (left % 97), 300);
    const written = await activity(page);
    for (const tab of page.context().pages()) {
      await expect.poll(() => activity(tab)).toBe(written);
    }
    await page.clock.fastForward(Math.min(left, 5 * MINUTE));
  }
}

test.describe('token refresh', () => {
  test('refreshes the access token 300 s before it expires and keeps working', async ({ page }) => {
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/auth/refreshToken')) refreshes.push(request.url());
    });
    await page.clock.install();
    await signIn(page, 'demo', DEMO.agent);
    const before = await storedSession(page, 'demo');

    // Tokens live 3600 s: nothing happens before 3300 s...
    await activeFor(page, 54 * MINUTE);
    expect(refreshes).toHaveLength(0);
    // ...and the refresh runs at 3300 s.
    await activeFor(page, 2 * MINUTE);
    await expect.poll(() => refreshes.length).toBe(1);
    await expect
      .poll(async () => (await storedSession(page, 'demo'))?.token)
      .not.toBe(before?.token);
    const after = await storedSession(page, 'demo');
    expect(after?.refreshToken).not.toBe(before?.refreshToken);

    // Later calls carry the new token.
    const profileCall = page.waitForRequest((r) => r.url().includes('/api/v2/agents/ids/'));
    await page.getByTestId('sidebar').getByRole('link', { name: 'Profile' }).click();
    const request = await profileCall;
    expect(request.headers().authorization).toBe(`Bearer ${after?.token}`);
    await page.getByLabel(/^Agency name/).waitFor();
  });

  test('signs out when the refresh fails', async ({ page }) => {
    await page.clock.install();
    await signIn(page, 'demo', DEMO.customer);
    await page.evaluate(() => {
      const key = 'propdesk:demo:session';
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      localStorage.setItem(key, JSON.stringify({ ...stored, refreshToken: 'revoked-token' }));
    });
    await activeFor(page, 56 * MINUTE);
    // The refusal is checked against a pair another tab may be writing, one second later: the
    // clock moves a second at a time until the page has gone to the sign-in.
    await expect
      .poll(async () => {
        if (new URL(page.url()).pathname !== '/demo/user/login') {
          await page.clock.fastForward(1000);
        }
        return new URL(page.url()).pathname;
      })
      .toBe('/demo/user/login');
    await page.waitForURL((u) => u.pathname === '/demo/user/login');
    await page.getByText('Your session has ended. Please sign in again.').waitFor();
    expect(await storedSession(page, 'demo')).toBeNull();
  });

  test('refreshes once for all open tabs, which all keep the session', async ({
    context,
    page: first,
  }) => {
    await context.clock.install();
    await signIn(first, 'demo', DEMO.agent);
    const second = await context.newPage();
    await second.goto(url('/demo/dashboard/profile'));
    await second.getByLabel(/^Agency name/).waitFor();
    const refreshes: string[] = [];
    for (const [name, page] of [
      ['first', first],
      ['second', second],
    ] as const) {
      page.on('request', (request) => {
        if (request.url().endsWith('/auth/refreshToken')) refreshes.push(name);
      });
    }
    const before = await storedSession(first, 'demo');

    await activeFor(first, 56 * MINUTE);
    await expect
      .poll(async () => (await storedSession(second, 'demo'))?.refreshToken)
      .not.toBe(before?.refreshToken);
    // Both tabs' timers fired; the second waited for the first and took its pair.
    expect(refreshes, refreshes.join()).toHaveLength(1);
    await second.getByTestId('sidebar').getByRole('link', { name: 'Home' }).click();
    await second.getByTestId('greeting').waitFor();
    expect(new URL(first.url()).pathname).toBe('/demo/dashboard');
    expect(await first.getByRole('heading', { name: 'Screen locked' }).count()).toBe(0);
    expect(await second.getByRole('heading', { name: 'Screen locked' }).count()).toBe(0);
  });
});
