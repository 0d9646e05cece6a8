import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, storedSession, url } from './support/app';

test.describe('sign-in redirect', () => {
  test('sends a signed-out visitor to sign in and back to where they were going', async ({
    page,
  }) => {
    // Records whether the dashboard was ever on screen before signing in.
    await page.addInitScript(() => {
      const w = window as unknown as { __sawSidebar?: boolean };
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="sidebar"]')) w.__sawSidebar = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(url('/demo/dashboard/profile'));
    await page.waitForURL((u) => u.pathname === '/demo/user/login');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/demo/dashboard/profile');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => (window as { __sawSidebar?: boolean }).__sawSidebar)).toBe(
      undefined,
    );
    await expectNoSeriousA11yViolations(page, 'sign-in page');

    await page.getByLabel('Email').fill(DEMO.agent.email);
    await page.getByLabel(/^Password/).fill(DEMO.agent.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.getByText('Sign in successful').waitFor();
    await page.waitForURL((u) => u.pathname === '/demo/dashboard/profile');
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    const session = await storedSession(page, 'demo');
    expect(session?.token).toMatch(/^ey/);
    expect(session?.refreshToken).toBeTruthy();
  });

  test('ignores a from= that leaves the site', async ({ page }) => {
    await page.goto(url(`/demo/user/login?from=${encodeURIComponent('https://example.com/')}`));
    await page.getByLabel('Email').fill(DEMO.customer.email);
    await page.getByLabel(/^Password/).fill(DEMO.customer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/demo/dashboard');
    expect(new URL(page.url()).origin).toBe(new URL(url('/')).origin);
  });

  test('shows a clear page for an unknown site', async ({ page }) => {
    await page.goto(url('/no-such-site/dashboard'));
    await page.getByRole('heading', { name: 'Site not found' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'unknown site');
  });
});
