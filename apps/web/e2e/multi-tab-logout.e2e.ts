import { expect, test } from '@playwright/test';
import { DEMO, signIn, storedSession, url } from './support/app';

test.describe('tabs share the session', () => {
  test('logging out in one tab logs out the other, signing in again signs in both', async ({
    page: first,
    context,
  }) => {
    await signIn(first, 'demo', DEMO.agent);

    const second = await context.newPage();
    await second.goto(url('/demo/dashboard/profile'));
    await second.getByRole('heading', { name: 'My Profile' }).waitFor();

    await first.getByTestId('sidebar').getByRole('button', { name: 'Logout' }).click();
    await first.waitForURL((u) => u.pathname === '/demo/user/login');
    await second.waitForURL((u) => u.pathname === '/demo/user/login');
    expect(new URL(second.url()).searchParams.get('from')).toBe('/demo/dashboard/profile');
    expect(await storedSession(second, 'demo')).toBeNull();

    await first.getByLabel('Email').fill(DEMO.agent.email);
    await first.getByLabel(/^Password/).fill(DEMO.agent.password);
    await first.getByRole('button', { name: 'Sign in' }).click();
    await first.waitForURL((u) => u.pathname === '/demo/dashboard');
    // The waiting tab follows and goes back to where it was.
    await second.waitForURL((u) => u.pathname === '/demo/dashboard/profile');
    await second.getByRole('heading', { name: 'My Profile' }).waitFor();
  });

  test('logs out from the avatar menu too', async ({ page }) => {
    await signIn(page, 'demo', DEMO.customer);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/demo/user/login');
    expect(await storedSession(page, 'demo')).toBeNull();
  });
});
