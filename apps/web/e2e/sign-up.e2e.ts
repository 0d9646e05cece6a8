import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, storedSession, uniqueEmail, url } from './support/app';

const rating = (page: Page) => page.getByTestId('password-rating').getAttribute('data-rating');

test.describe('sign-up', () => {
  test('registers a customer, rates the password and signs them in', async ({ page }) => {
    const email = uniqueEmail('customer');
    await page.goto(url('/demo/user/register'));
    await page.getByLabel(/^First name/).fill('Rudo');
    await page.getByLabel(/^Last name/).fill('Chikwanha');
    await page.getByLabel(/^Email/).fill(email);

    const password = page.getByLabel(/^Password/);
    await password.fill('abc');
    expect(await rating(page)).toBe('very-weak');
    await password.fill('abcdefg1');
    expect(await rating(page)).toBe('very-weak');
    await password.fill('Abcdefg1');
    expect(await rating(page)).toBe('weak');
    await password.fill('Abcdefg1!');
    expect(await rating(page)).toBe('strong');
    await password.fill('AbcDefg1!#x');
    expect(await rating(page)).toBe('very-strong');
    await expectNoSeriousA11yViolations(page, 'customer sign-up');

    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Account created').waitFor();
    await page.waitForURL((u) => u.pathname === '/demo/dashboard');
    await page.getByTestId('greeting').filter({ hasText: 'Rudo' }).waitFor();
    // Customers get the reduced dashboard.
    expect(await page.getByText('Create A Listing').count()).toBe(0);
    expect(await page.getByText('Property Manager').count()).toBe(0);
    expect((await storedSession(page, 'demo'))?.token).toBeTruthy();
  });

  test('refuses a weak password with the shared rule before calling the API', async ({ page }) => {
    await page.goto(url('/demo/user/register'));
    await page.getByLabel(/^First name/).fill('Rudo');
    await page.getByLabel(/^Last name/).fill('Chikwanha');
    await page.getByLabel(/^Email/).fill(uniqueEmail('weak'));
    await page.getByLabel(/^Password/).fill('abcdefgh');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Password needs an uppercase letter').waitFor();
    expect(new URL(page.url()).pathname).toBe('/demo/user/register');
  });

  test('registers an agency in a country and opens the agent dashboard', async ({ page }) => {
    const email = uniqueEmail('agency');
    await page.goto(url('/demo/user/register/agent'));
    await page.getByLabel(/^Agency name/).fill('Msasa Homes');
    // The site's own country (the one using its currency) is chosen, as a loopback address has no
    // country; the agent can change it.
    await expect
      .poll(() =>
        page
          .getByLabel(/^Country/)
          .first()
          .inputValue(),
      )
      .toBe('Zimbabwe');
    await page.getByLabel(/^First name/).fill('Farai');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill('Msasa#Homes!2026');
    expect(await rating(page)).toBe('very-strong');
    await page.getByLabel(/^Telephone/).fill('+263 77 987 6543');
    await page.getByLabel(/^About the agency/).fill('Homes in Msasa and Highlands.');
    await expectNoSeriousA11yViolations(page, 'agent sign-up');

    await page.getByRole('button', { name: 'Register agency' }).click();
    await page.getByText('Account created').waitFor();
    await page.waitForURL((u) => u.pathname === '/demo/dashboard');
    await page.getByTestId('greeting').filter({ hasText: 'Farai' }).waitFor();
    await page.getByRole('link', { name: /Create A Listing/ }).waitFor();
    await page.getByText('Property Manager').waitFor();
  });

  test('says so when the email is taken', async ({ page }) => {
    await page.goto(url('/demo/user/register'));
    await page.getByLabel(/^First name/).fill('Chipo');
    await page.getByLabel(/^Last name/).fill('Ndlovu');
    await page.getByLabel(/^Email/).fill('customer@propdesk.test');
    await page.getByLabel(/^Password/).fill('Another#Pass2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('alert').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/demo/user/register');
  });
});
