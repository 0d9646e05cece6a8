import { expect, test } from '@playwright/test';
import {
  callApi,
  expectNoSeriousA11yViolations,
  latestMail,
  uniqueEmail,
  url,
} from './support/app';

test.describe('forgot and reset password', () => {
  test('mails a link through the outbox and sets a new password with it', async ({ page }) => {
    const email = uniqueEmail('reset');
    await callApi('POST', '/auth/customers/create', {
      tenant: 'demo',
      body: { firstName: 'Tendai', lastName: 'Moyo', email, password: 'Old#Password2026' },
    });

    await page.goto(url('/demo/user/login'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'forgot password');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByText('If an account exists for that email, we have sent a link to reset the password.')
      .waitFor();

    // The sign-up mailed a confirmation link first: read the reset mail itself.
    const mail = await latestMail(email, { subject: 'Reset your Propdesk Demo password' });
    const link = mail.text.match(/https?:\/\/\S+\/demo\/user\/reset-password\?token=\S+/)?.[0];
    expect(link, mail.text).toBeTruthy();
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'reset password');

    await page.getByLabel(/^New password/).fill('New#Password2026');
    await page.getByLabel(/^Repeat the new password/).fill('New#Password2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed. Please sign in.').waitFor();
    await page.waitForURL((u) => u.pathname === '/demo/user/login');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('New#Password2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/demo/dashboard');

    // The link works once.
    await page.goto(url('/demo/user/login'));
    const reuse = await fetch(url('/auth/users/password/change'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant': 'demo' },
      body: JSON.stringify({
        password: 'Third#Password2026',
        token: new URL(link!).searchParams.get('token'),
      }),
    });
    expect(reuse.status).toBe(400);
  });

  test('explains an invalid link', async ({ page }) => {
    await page.goto(url('/demo/user/reset-password?token=not-a-real-token'));
    await page.getByLabel(/^New password/).fill('New#Password2026');
    await page.getByLabel(/^Repeat the new password/).fill('New#Password2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('This reset link is invalid or has expired. Request a new one.').waitFor();
  });
});
