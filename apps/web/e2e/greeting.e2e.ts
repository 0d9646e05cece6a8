import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/app';

/** A time today in Harare (UTC+2, the browser's time zone in the specs). */
function harare(time: string): Date {
  const today = new Date().toISOString().slice(0, 10);
  return new Date(`${today}T${time}:00+02:00`);
}

test.describe('greeting', () => {
  test('greets by the time of day at the 12:00 and 17:00 boundaries', async ({ page }) => {
    await page.clock.setFixedTime(harare('11:59'));
    await signIn(page, 'demo', DEMO.agent);
    const greeting = page.getByTestId('greeting');

    const cases = [
      ['11:59', 'Good morning, Tariro'],
      ['12:00', 'Good afternoon, Tariro'],
      ['16:59', 'Good afternoon, Tariro'],
      ['17:00', 'Good evening, Tariro'],
    ] as const;
    for (const [time, expected] of cases) {
      await page.clock.setFixedTime(harare(time));
      await page.reload();
      await greeting.waitFor();
      expect(await greeting.textContent(), time).toBe(expected);
    }

    await page.getByText('What do you want to do today?').waitFor();
    const links = {
      'Create A Listing': '/demo/dashboard/property/draft/new',
      'View My Listings': '/demo/dashboard/property/list',
      'Check Your Profile': '/demo/dashboard/profile',
      'Check Your Events': '/demo/dashboard/events',
    };
    for (const [name, href] of Object.entries(links)) {
      const link = page.getByRole('link', { name: new RegExp(`^${name}`) });
      expect(await link.getAttribute('href'), name).toBe(href);
    }

    // The avatar menu greets the same way.
    await page.getByRole('button', { name: /Account menu/ }).click();
    expect(await page.getByTestId('avatar-greeting').textContent()).toBe('Good evening, Tariro');
  });
});
