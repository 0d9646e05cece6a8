import { expect, test } from '@playwright/test';
import { DEMO, signIn, storedSession } from './support/app';

test.describe('reload while locked', () => {
  test('signs the user out', async ({ page }) => {
    await page.clock.install();
    await signIn(page, 'demo', DEMO.agent, '/demo/dashboard/profile');
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await page.clock.fastForward(600_000);
    await page.getByRole('heading', { name: 'Screen locked' }).waitFor();

    await page.reload();
    await page.waitForURL((u) => u.pathname === '/demo/user/login');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/demo/dashboard/profile');
    await page
      .getByText('You were signed out because the page was reloaded while it was locked.')
      .waitFor();
    expect(await storedSession(page, 'demo')).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('propdesk:demo:locked'))).toBeNull();
  });
});
