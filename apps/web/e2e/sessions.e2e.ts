import { expect, test, type Page } from '@playwright/test';
import {
  apiSignIn,
  callApi,
  readIn,
  signIn,
  startSignedIn,
  storedSession,
  uniqueEmail,
  url,
} from './support/app';
import { checkLooks, checkTranslatedLooks } from './support/looks';
import { screenshots } from './support/screens';

const shot = screenshots('sessions');
const PASSWORD = 'Devices#Check2026';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A customer of the demo site, made for this spec, so its sessions are its own. */
async function newCustomer() {
  const account = { email: uniqueEmail('sessions'), password: PASSWORD };
  await callApi('POST', '/auth/customers/create', {
    tenant: 'demo',
    body: { firstName: 'Nyasha', lastName: 'Moyo', ...account },
  });
  return account;
}

/** A sign-in from a phone, through the API: another device of the account. */
async function phoneSignIn(account: { email: string; password: string }) {
  const response = await fetch(url('/auth/authenticate'), {
    method: 'POST',
    headers: { 'X-Tenant': 'demo', 'Content-Type': 'application/json', 'User-Agent': PHONE },
    body: JSON.stringify({ username: account.email, password: account.password }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { token: string; refreshToken: string };
}

/** What the server answers a refresh with `refreshToken`: 200 while its session lives. */
async function refreshStatus(refreshToken: string) {
  const response = await fetch(url('/auth/refreshToken'), {
    method: 'POST',
    headers: { 'X-Tenant': 'demo', 'Content-Type': 'application/json' },
    body: JSON.stringify({ token: refreshToken }),
  });
  return response.status;
}

const card = (page: Page) => page.getByRole('region', { name: /Signed-in devices|الأجهزة/ });
const rows = (page: Page) => card(page).getByTestId('session');

test.describe('signed-in devices on the profile', () => {
  test('lists the devices, signs one out, then all others, and Logout ends this one on the server', async ({
    page,
  }) => {
    const account = await newCustomer();
    const phone = await phoneSignIn(account);
    const tablet = await phoneSignIn(account);
    await signIn(page, 'demo', account, '/demo/dashboard/profile');
    await expect(rows(page)).toHaveCount(3);
    const here = rows(page).and(page.locator('[data-current]'));
    await expect(here).toContainText('This device');
    await expect(here).toContainText('Chrome');
    await expect(rows(page).filter({ hasText: 'Safari 17 on iOS' })).toHaveCount(2);
    await expect(here.getByRole('button', { name: /^Sign out/ })).toHaveCount(0);
    await checkLooks(page, shot, 'profile-devices', () => expect(rows(page)).toHaveCount(3));

    // One device: its row goes, and the server refuses its refresh token.
    await rows(page)
      .filter({ hasText: 'Safari 17 on iOS' })
      .first()
      .getByRole('button', { name: 'Sign out Safari 17 on iOS' })
      .click();
    await expect(page.getByText('Safari 17 on iOS is signed out')).toBeVisible();
    await expect(rows(page)).toHaveCount(2);
    const statuses = [
      await refreshStatus(phone.refreshToken),
      await refreshStatus(tablet.refreshToken),
    ];
    expect(statuses.sort()).toEqual([200, 401]);

    // Every other device.
    const laptop = await apiSignIn('demo', account);
    await page.reload();
    await expect(rows(page)).toHaveCount(3);
    await card(page).getByRole('button', { name: 'Sign out of all other devices' }).click();
    await expect(page.getByText('2 other devices are signed out')).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await expect(
      card(page).getByRole('button', { name: 'Sign out of all other devices' }),
    ).toBeDisabled();
    expect(await refreshStatus(laptop.refreshToken)).toBe(401);

    // Logout ends this browser's session on the server: a copy of its refresh token is refused.
    const stored = await storedSession(page, 'demo');
    await page.getByTestId('sidebar').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/demo/user/login');
    await expect.poll(() => refreshStatus(stored!.refreshToken)).toBe(401);
  });

  test('reads right to left in Arabic', async ({ page, context }) => {
    const account = await newCustomer();
    await phoneSignIn(account);
    await readIn(context, 'ar');
    await startSignedIn(context, account);
    await page.goto(url('/demo/dashboard/profile'));
    await expect(card(page).getByRole('heading', { name: 'الأجهزة المسجَّل دخولها' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(card(page).getByText('هذا الجهاز')).toBeVisible();
    await checkTranslatedLooks(page, shot, 'profile-devices-ar', () =>
      expect(rows(page)).toHaveCount(2),
    );
  });
});
