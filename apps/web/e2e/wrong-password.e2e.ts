import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, storedSession, url } from './support/app';

test.describe('wrong password', () => {
  test('shows the API message and stays signed out', async ({ page }) => {
    await page.goto(url('/demo/user/login?from=%2Fdemo%2Fdashboard'));
    await page.getByLabel('Email').fill(DEMO.agent.email);
    await page.getByLabel(/^Password/).fill('Not-the-password1!');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.getByRole('alert').filter({ hasText: 'Invalid credentials' }).first().waitFor();
    // The toast says it too (notify is set on the sign-in page).
    await page.getByText('Sign in failed').waitFor();
    expect(new URL(page.url()).pathname).toBe('/demo/user/login');
    expect(await storedSession(page, 'demo')).toBeNull();
    // The error toast is part of the page while it shows: named close button, readable text.
    await page.getByRole('button', { name: 'Dismiss notification' }).first().waitFor();
    await expectNoSeriousA11yViolations(page, 'sign-in with an error toast');
  });

  test('checks the form before calling the API', async ({ page }) => {
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/auth/authenticate')) calls += 1;
    });
    await page.goto(url('/demo/user/login'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Enter your email').waitFor();
    await page.getByText('Enter your password').waitFor();
    expect(calls).toBe(0);
  });

  test('ends a session whose token cannot be read in a clean sign-out', async ({ page }) => {
    await page.goto(url('/demo/user/login'));
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.evaluate(() =>
      localStorage.setItem(
        'propdesk:demo:session',
        JSON.stringify({ token: 'not-a-jwt', refreshToken: 'x', receivedAt: Date.now() }),
      ),
    );
    await page.goto(url('/demo/dashboard'));
    await page.waitForURL((u) => u.pathname === '/demo/user/login');
    await page.getByText('We could not read your session. Please sign in again.').waitFor();
    expect(await storedSession(page, 'demo')).toBeNull();
  });
});
