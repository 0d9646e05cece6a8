import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, signIn, url } from './support/app';

test.describe('dark mode', () => {
  test('is switched in the sidebar and survives a reload', async ({ page }) => {
    await signIn(page, 'demo', DEMO.agent);
    const scheme = () =>
      page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
    expect(await scheme()).toBe('light');

    await page.getByTestId('sidebar').getByRole('switch', { name: 'Dark mode' }).click();
    await expect.poll(scheme).toBe('dark');

    await page.reload();
    await page.getByTestId('greeting').waitFor();
    expect(await scheme()).toBe('dark');
    await expectNoSeriousA11yViolations(page, 'home in dark mode');

    // The sign-in page remembers it too, before any script of the app runs.
    await page.goto(url('/demo/user/login'));
    expect(await scheme()).toBe('dark');

    await page.goto(url('/demo/dashboard'));
    await page.getByTestId('sidebar').getByRole('switch', { name: 'Dark mode' }).click();
    await expect.poll(scheme).toBe('light');
    await page.reload();
    await page.getByTestId('greeting').waitFor();
    expect(await scheme()).toBe('light');
  });
});
