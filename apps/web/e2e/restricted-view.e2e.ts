import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, signIn, url } from './support/app';

test.describe('customer restricted view', () => {
  test('keeps customers out of property, events and leads pages and says why', async ({ page }) => {
    await signIn(page, 'demo', DEMO.customer);
    const sidebar = page.getByTestId('sidebar');
    expect(await sidebar.getByText('Property Manager').count()).toBe(0);
    expect(await sidebar.getByText('New Listing').count()).toBe(0);
    expect(await sidebar.getByText('Events').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Help' }).count()).toBe(0);
    expect(await page.getByText('Create A Listing').count()).toBe(0);
    await page.getByRole('link', { name: /^Check Your Profile/ }).waitFor();

    for (const path of [
      '/demo/dashboard/property/list',
      '/demo/dashboard/property/draft/new',
      '/demo/dashboard/property/details/some-id',
      '/demo/dashboard/events',
    ]) {
      await page.goto(url(path));
      await page.getByRole('heading', { name: 'This area is for agents' }).waitFor();
      await page.getByText('You are signed in with a customer account').waitFor();
    }
    await expectNoSeriousA11yViolations(page, 'restricted view');

    // Their restricted view of leads is their own requests.
    await page.goto(url('/demo/dashboard/leads'));
    await page.getByRole('heading', { name: 'My requests', level: 1 }).waitFor();
    expect(await page.getByText('This area is for agents').count()).toBe(0);
    await page.goto(url('/demo/dashboard/events'));

    await page.getByRole('link', { name: 'Go to my profile' }).click();
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
  });

  test('shows agents every section, and a tidy page for unknown dashboard routes', async ({
    page,
  }) => {
    await signIn(page, 'demo', DEMO.agent);
    const sidebar = page.getByTestId('sidebar');
    for (const name of ['Home', 'New Listing', 'My Listings', 'Leads', 'Events', 'Profile']) {
      await sidebar.getByRole('link', { name }).waitFor();
    }
    await page.getByRole('button', { name: 'Help' }).click();
    expect(await page.getByRole('menuitem', { name: 'Create Property' }).getAttribute('href')).toBe(
      '/demo/dashboard/property/draft/new?tour=create-property',
    );
    expect(await page.getByRole('menuitem', { name: 'Add Images' }).getAttribute('href')).toBe(
      '/demo/dashboard/property/images?tour=add-images',
    );
    await page.keyboard.press('Escape');

    await page.goto(url('/demo/dashboard/no-such-page'));
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByText('This area is for agents').count()).toBe(0);
    await page.getByRole('link', { name: 'Go home' }).click();
    await page.waitForURL((u) => u.pathname === '/demo/dashboard');
  });

  test('gives staff accounts the reduced dashboard and a read-only profile', async ({ page }) => {
    await signIn(page, 'demo', DEMO.moderator);
    await page.getByTestId('greeting').filter({ hasText: 'Nomsa' }).waitFor();
    expect(await page.getByText('Create A Listing').count()).toBe(0);
    await page.goto(url('/demo/dashboard/property/list'));
    await page.getByText('You are signed in with a staff account').waitFor();
    await page.goto(url('/demo/dashboard/leads'));
    await page.getByText('You are signed in with a staff account').waitFor();
    await page.goto(url('/demo/dashboard/profile'));
    await page.getByText('Staff accounts have no agency or personal-details form.').waitFor();
    await expectNoSeriousA11yViolations(page, 'staff profile');
  });
});
