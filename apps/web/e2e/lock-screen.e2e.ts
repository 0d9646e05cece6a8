import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, signIn, storedSession } from './support/app';

const MINUTE = 60_000;
const lockHeading = (page: Page) => page.getByRole('heading', { name: 'Screen locked' });

async function unlockWith(page: Page, password: string) {
  await page
    .getByTestId('lock-screen')
    .getByLabel(/^Password/)
    .fill(password);
  await page.getByRole('button', { name: 'Unlock' }).click();
}

// The lock specs use the sandbox site, so their wrong passwords do not count against the
// sign-in throttle of the demo site that other specs use.
test.describe('lock screen', () => {
  test('locks after 10 minutes without activity, activity resets the timer, the password unlocks', async ({
    page,
  }) => {
    await page.clock.install();
    await signIn(page, 'sandbox', DEMO.agent);

    await page.clock.fastForward(9 * MINUTE);
    expect(await lockHeading(page).count()).toBe(0);
    await page.mouse.move(400, 300);
    await page.mouse.move(420, 320);
    await page.clock.fastForward(9 * MINUTE);
    expect(await lockHeading(page).count(), 'activity resets the timer').toBe(0);
    await page.clock.fastForward(MINUTE + 1000);
    await lockHeading(page).waitFor();
    await page.getByText('Attempts remaining: 3').waitFor();
    await expectNoSeriousA11yViolations(page, 'lock screen');

    await unlockWith(page, 'Wrong#Password1');
    await page.getByText('Invalid credentials').waitFor();
    await page.getByText('Attempts remaining: 2').waitFor();

    await unlockWith(page, DEMO.agent.password);
    await lockHeading(page).waitFor({ state: 'detached' });
    await page.getByTestId('greeting').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('propdesk:sandbox:locked'))).toBeNull();
  });

  test('signs out after three wrong passwords', async ({ page }) => {
    await page.clock.install();
    await signIn(page, 'sandbox', DEMO.agent);
    await page.clock.fastForward(10 * MINUTE);
    await lockHeading(page).waitFor();

    await unlockWith(page, 'Wrong#Password1');
    await page.getByText('Attempts remaining: 2').waitFor();
    await unlockWith(page, 'Wrong#Password2');
    await page.getByText('Attempts remaining: 1').waitFor();
    await unlockWith(page, 'Wrong#Password3');

    await page.waitForURL((u) => u.pathname === '/sandbox/user/login');
    await page
      .getByText('You were signed out after three wrong passwords on the lock screen.')
      .waitFor();
    expect(await storedSession(page, 'sandbox')).toBeNull();
  });

  test('stays locked while the session refreshes in the background', async ({ page }) => {
    const refreshed = page.waitForRequest((r) => r.url().endsWith('/auth/refreshToken'));
    await page.clock.install();
    await signIn(page, 'sandbox', DEMO.customer);
    await page.clock.fastForward(10 * MINUTE);
    await lockHeading(page).waitFor();
    const before = await storedSession(page, 'sandbox');
    await page.clock.fastForward(50 * MINUTE);
    await refreshed;
    await expect
      .poll(async () => (await storedSession(page, 'sandbox'))?.refreshToken)
      .not.toBe(before?.refreshToken);
    expect(await lockHeading(page).count()).toBe(1);
  });
});
