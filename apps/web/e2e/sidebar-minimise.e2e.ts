import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/app';

test.describe('sidebar', () => {
  test('minimises itself below 970 px and can be minimised by hand', async ({ page }) => {
    await signIn(page, 'demo', DEMO.agent);
    const sidebar = page.getByTestId('sidebar');
    const minimised = () => sidebar.getAttribute('data-minimised');
    const width = async () => (await sidebar.boundingBox())?.width ?? 0;

    expect(await minimised()).toBeNull();
    await sidebar.getByText('Property Manager').waitFor();
    expect(await width()).toBeGreaterThan(200);

    await page.setViewportSize({ width: 960, height: 800 });
    await expect.poll(minimised).toBe('true');
    await expect.poll(width).toBeLessThan(100);
    expect(await sidebar.getByText('Property Manager').count()).toBe(0);
    // Icons keep their names for screen readers and tooltips.
    await sidebar.getByRole('link', { name: 'My Listings' }).waitFor();

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(minimised).toBeNull();

    await sidebar.getByRole('button', { name: 'Minimise sidebar' }).click();
    await expect.poll(minimised).toBe('true');
    await sidebar.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(minimised).toBeNull();
  });

  test('becomes a drawer on a phone, opened from the top bar', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, 'demo', DEMO.agent);
    const sidebar = page.getByTestId('sidebar');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await sidebar.getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    // The page fits the phone: nothing scrolls sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
