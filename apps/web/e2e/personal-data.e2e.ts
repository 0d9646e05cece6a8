import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import {
  callApi,
  DEMO,
  expectNoSeriousA11yViolations,
  readIn,
  signIn,
  uniqueEmail,
  url,
} from './support/app';
import { createAgentAccount } from './support/listings';
import { screenshots, setColorScheme } from './support/screens';

const shot = screenshots('personal-data');

/** A customer of the demo site with a name no other spec uses. */
async function newCustomer() {
  const lastName = `Mokoena${Date.now().toString(36)}`;
  const account = { email: uniqueEmail('privacy'), password: 'Str0ng!Passw0rd#1', lastName };
  await callApi('POST', '/auth/customers/create', {
    tenant: 'demo',
    body: { firstName: 'Lerato', lastName, email: account.email, password: account.password },
  });
  return account;
}

/** The downloaded file is a ZIP (its first bytes) named as the API named it. */
async function expectZip(download: Download, name: RegExp) {
  expect(download.suggestedFilename()).toMatch(name);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(bytes.includes(Buffer.from('personal-data.json'))).toBe(true);
}

const signInAnswer = (account: { email: string; password: string }) =>
  fetch(url('/auth/authenticate'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Tenant': 'demo' },
    body: JSON.stringify({ username: account.email, password: account.password }),
  });

const dataCard = (page: Page) => page.getByTestId('personal-data-card');

test.describe('people’s rights over their data', () => {
  test('a customer downloads everything the site holds about them, then deletes the account', async ({
    page,
  }) => {
    const me = await newCustomer();
    await signIn(page, 'demo', me, '/demo/dashboard/profile');
    await page.goto(url('/demo/dashboard/profile'));
    await expect(dataCard(page).getByRole('heading', { name: 'Your data' })).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dataCard(page).getByRole('button', { name: 'Download my data' }).click(),
    ]);
    await expectZip(download, /^personal-data-demo-\d{4}-\d\d-\d\d\.zip$/);
    await expectNoSeriousA11yViolations(page, 'profile with your data');
    await shot(page, 'profile-light-1280');

    await dataCard(page).getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('The password is not right')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'delete account dialog');
    await setColorScheme(page, 'dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'delete-dark-390');
    await setColorScheme(page, 'light');
    await page.setViewportSize({ width: 1280, height: 900 });

    await dialog.getByLabel('Your password').fill(me.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/demo/user/login'));
    await expect(page.getByText('Your account was deleted')).toBeVisible();
    expect((await signInAnswer(me)).status).toBe(401);
  });

  test('an agent chooses who takes over the listings', async ({ page }) => {
    const [leaving] = await Promise.all([createAgentAccount(), createAgentAccount()]);
    await signIn(page, 'demo', leaving, '/demo/dashboard/profile');
    await page.goto(url('/demo/dashboard/profile'));
    await dataCard(page).getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('The listings', { exact: true }).click();
    await expect(page.getByRole('option', { name: 'Archive them' })).toBeVisible();
    await expect(page.getByRole('option', { name: /^Give them to / }).first()).toBeVisible();
    await shot(page, 'agent-heirs-light-1280');
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Keep my account' }).click();
    await expect(dialog).toBeHidden();
  });

  test('staff find the person of a request by e-mail, export their data and erase the account', async ({
    page,
    context,
  }) => {
    const person = await newCustomer();
    await signIn(page, 'demo', DEMO.moderator);
    await page
      .getByTestId('sidebar')
      .getByRole('link', { name: 'Personal data', exact: true })
      .click();
    await page.waitForURL((u) => u.pathname === '/demo/dashboard/moderation/personal-data');
    await page.getByLabel('Find the person').fill(person.lastName);
    const found = page.getByText(person.email);
    await expect(found).toBeVisible();
    await page.getByRole('button', { name: 'Choose' }).click();

    const request = page.getByTestId('person-request');
    const exportButton = request.getByRole('button', { name: 'Export their data' });
    await expect(exportButton).toBeDisabled();
    await request
      .getByLabel('The request')
      .fill('E-mail of 7 December asking for a copy and erasure');
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    await expectZip(download, /^personal-data-demo-\d{4}-\d\d-\d\d\.zip$/);
    await expectNoSeriousA11yViolations(page, 'personal data request');
    await shot(page, 'staff-light-1280');

    await request.getByRole('button', { name: 'Erase their account' }).click();
    const confirm = page.getByRole('dialog', {
      name: `Erase Lerato ${person.lastName}'s account?`,
    });
    await confirm.getByRole('button', { name: 'Erase the account' }).click();
    await expect(
      page.getByText(/The account was erased; the audit log shows it as person-/),
    ).toBeVisible();
    await expect(page.getByText('No account of this site matches.')).toBeVisible();
    expect((await signInAnswer(person)).status).toBe(401);

    // The same screen in Arabic, right to left.
    await readIn(context, 'ar');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('textbox').first().fill('customer@');
    await expect(page.getByText(DEMO.customer.email)).toBeVisible();
    await shot(page, 'staff-ar-1280');
  });
});
