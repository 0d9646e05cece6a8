import { expect, test } from '@playwright/test';
import {
  apiSignIn,
  callApi,
  DEMO,
  expectNoSeriousA11yViolations,
  signIn,
  tokenClaims,
} from './support/app';

test.describe('profile save', () => {
  test('saves the agency form and shows it on the public agent page', async ({ page }) => {
    await signIn(page, 'demo', DEMO.agent, '/demo/dashboard/profile');
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    const form = page.locator('form[data-status]');
    expect(await page.getByLabel('Email').isDisabled()).toBe(true);
    const description = page.getByLabel(/^Description/);
    const rows = Number(await description.getAttribute('rows'));
    expect(rows).toBeGreaterThanOrEqual(3);
    expect(rows).toBeLessThanOrEqual(5);

    // The form check runs before anything is sent.
    let puts = 0;
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/api/v2/agents/ids/')) puts += 1;
    });
    await page.getByLabel(/^Telephone/).fill('call me');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enter a valid phone number').waitFor();
    expect(puts).toBe(0);
    await page.getByLabel(/^Telephone/).fill('+263 77 123 4567');

    const text =
      'Family-run agency selling and letting homes across Harare since 2009. Short stays too.';
    await description.fill(text);
    await page.getByLabel(/^WhatsApp/).fill('+263 71 000 1111');
    await page.getByRole('combobox', { name: /^Suburb/ }).click();
    await page.getByRole('option', { name: 'Borrowdale' }).click();
    await page.getByRole('button', { name: 'Save' }).click();

    await page.getByText('Sent').waitFor();
    await page.getByText('Details Saved').waitFor();
    expect(await form.getAttribute('data-status')).toBe('saved');
    // The saving status settles back after 2 s.
    await expect.poll(() => form.getAttribute('data-status'), { timeout: 5000 }).toBe('pending');
    expect(puts).toBe(1);

    await page.reload();
    await expect.poll(() => page.getByLabel(/^Description/).inputValue()).toBe(text);
    expect(await page.getByLabel(/^WhatsApp/).inputValue()).toBe('+263 71 000 1111');
    // The suburb shows its name once the city's suburbs have loaded.
    await expect
      .poll(() => page.getByRole('combobox', { name: /^Suburb/ }).inputValue())
      .toBe('Borrowdale');
    await expectNoSeriousA11yViolations(page, 'agent profile');

    await page.getByRole('link', { name: 'here', exact: true }).click();
    await page.getByRole('heading', { name: 'Sunrise Realty' }).waitFor();
    await page.getByText('Short stays too.').waitFor();
    expect(await page.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/263710001111',
    );
    await page.getByText('Borrowdale, Harare, Zimbabwe').waitFor();
    await expectNoSeriousA11yViolations(page, 'public agent page');
  });

  test('saves the personal details of a customer, splitting the other names', async ({ page }) => {
    await signIn(page, 'demo', DEMO.customer, '/demo/dashboard/profile');
    const otherNames = page.getByLabel(/^Other names/);
    await expect.poll(() => otherNames.inputValue()).toBe('Ndlovu');
    expect(await page.getByLabel('Email').inputValue()).toBe(DEMO.customer.email);
    expect(await page.getByLabel('Email').isDisabled()).toBe(true);

    await page.getByLabel(/^Mobile/).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enter a valid phone number').waitFor();

    await otherNames.fill('Ndlovu Rudo Anesu');
    await page.getByLabel(/^Mobile/).fill('+263 71 555 0199');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Details Saved').waitFor();

    const { token } = await apiSignIn('demo', DEMO.customer);
    const id = String(tokenClaims(token).customerId);
    const customer = await callApi<Record<string, unknown>>('GET', `/customer/ids/${id}/get`, {
      tenant: 'demo',
      token,
    });
    expect(customer).toMatchObject({
      firstName: 'Chipo',
      lastName: 'Ndlovu',
      otherNames: 'Rudo Anesu',
      mobile: '+263 71 555 0199',
    });

    await page.reload();
    await expect.poll(() => page.getByLabel(/^Other names/).inputValue()).toBe('Ndlovu Rudo Anesu');
  });
});
