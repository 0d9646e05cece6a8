import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  apiSignIn,
  callApi,
  expectNoSeriousA11yViolations,
  latestMail,
  signIn,
  uniqueEmail,
  url,
} from './support/app';
import { repoRoot } from './support/paths';
import { pickDateTime, siteDate } from './support/date-time-picker';
import { createLiveRental } from './support/public-listings';
import { screenshots, setColorScheme } from './support/screens';

const shot = screenshots('public-listing');
/** Lead notices are mailed by the notices worker; until it is in, the API's answer is checked. */
const noticesDelivered = existsSync(
  path.join(repoRoot, 'apps/api/src/modules/notices/notices.worker.ts'),
);

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test.describe('public listing page', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a visitor reads a listing and sends a question, which reaches the agent', async ({
    page,
  }) => {
    const title = `Question house ${Date.now()}`;
    const rental = await createLiveRental(title);
    await page.goto(url(`/demo/listings/${rental.publicId}`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(title));
    const preview = page.getByTestId('listing-preview');
    await expect(preview.getByText('$750').filter({ visible: true })).toBeVisible();
    await expect(preview).toContainText('3 × Bedroom');
    await expect(preview).toContainText('About this property');
    await expect(
      page.getByRole('link', { name: 'Lens & Light Realty' }).filter({ visible: true }),
    ).toHaveAttribute('href', `/demo/agents/${rental.agent.agentId}`);

    // The photos open full screen.
    await preview.getByRole('button', { name: /^Open photo 1 of 3 full screen/ }).click();
    await expect(page.locator('.yarl__root')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.yarl__root')).toHaveCount(0);

    await expectNoSeriousA11yViolations(page, 'public listing');
    await shot(page, 'light-1280');

    await page.getByRole('button', { name: 'Ask a question' }).filter({ visible: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask a question' });
    // The trap for robots is neither seen, reached with Tab, nor heard.
    const trap = dialog.locator('input[name="website"]');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    await expect(dialog.getByRole('textbox', { name: 'Website' })).toHaveCount(0);

    // Bad input: the shared rules answer before anything is sent.
    await dialog.getByLabel('Name').fill('Rudo Banda');
    await dialog.getByLabel('Email').fill('rudo@example.com');
    await dialog.getByLabel('Your question').fill('Free?');
    await dialog.getByRole('button', { name: 'Send question' }).click();
    await expect(dialog.getByText('Enter a message of at least 10 characters')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'question form with an error');
    await shot(page, 'question-error-1280');

    await dialog.getByLabel('Your question').fill('Is the house still free from next month?');
    const sent = page.waitForResponse((r) => r.url().endsWith('/inquiries/create'));
    await dialog.getByRole('button', { name: 'Send question' }).click();
    const answer = await sent;
    expect(answer.status()).toBe(201);
    expect(await answer.json()).toMatchObject({
      kind: 'INQUIRY',
      status: 'OPEN',
      name: 'Rudo Banda',
    });
    await expect(dialog.getByTestId('lead-sent')).toHaveText(
      /Your question was sent to Lens & Light Realty\. They will reply by email\./,
    );
    await expect(dialog.getByRole('link', { name: 'See your requests' })).toHaveCount(0);

    if (noticesDelivered) {
      const mail = await latestMail(rental.agent.email, {
        timeoutMs: 20_000,
        subject: `New question about ${title}`,
      });
      expect(mail.text).toContain('Is the house still free from next month?');
    }
  });

  test('a signed-in customer requests a viewing at times in the future', async ({ page }) => {
    const title = `Viewing house ${Date.now()}`;
    const rental = await createLiveRental(title);
    const customer = { email: uniqueEmail('viewer'), password: 'Viewer#Pass2026' };
    await callApi('POST', '/auth/customers/create', {
      tenant: 'demo',
      body: { firstName: 'Nyasha', lastName: 'Dube', ...customer },
    });
    await signIn(page, 'demo', customer, '/demo/dashboard');
    await page.goto(url(`/demo/listings/${rental.publicId}`));
    await page.getByRole('button', { name: 'Request a viewing' }).filter({ visible: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a viewing' });
    await expect(dialog).toContainText(customer.email);
    await expect(dialog.getByLabel('Name')).toHaveCount(0);

    // No time: refused on the first picker, nothing sent.
    await dialog.getByRole('button', { name: 'Request viewing' }).click();
    await expect(dialog.getByText('Choose at least one time')).toBeVisible();

    await pickDateTime(page, dialog, 'Time 1', siteDate(3), ['10', '30']);
    await dialog.getByRole('button', { name: 'Add another time' }).click();
    await pickDateTime(page, dialog, 'Time 2', siteDate(5), ['10', '30']);
    await dialog.getByLabel('Message').fill('Mornings suit me best.');
    await expectNoSeriousA11yViolations(page, 'viewing form');
    await shot(page, 'viewing-form-1280');

    const { token } = await apiSignIn('demo', customer);
    const customerId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())
      .customerId as string;
    const sent = page.waitForResponse((r) => r.url().includes('/tours/create'));
    await dialog.getByRole('button', { name: 'Request viewing' }).click();
    const answer = await sent;
    expect(answer.url()).toContain(`/customers/ids/${customerId}/tours/create`);
    expect(answer.status()).toBe(201);
    const lead = (await answer.json()) as {
      kind: string;
      status: string;
      preferredTimes: string[];
    };
    expect(lead).toMatchObject({ kind: 'VIEWING', status: 'REQUESTED' });
    expect(lead.preferredTimes).toHaveLength(2);
    for (const time of lead.preferredTimes) expect(Date.parse(time)).toBeGreaterThan(Date.now());
    await expect(dialog.getByTestId('lead-sent')).toContainText('Viewing requested');
    await expect(dialog.getByRole('link', { name: 'See your requests' })).toHaveAttribute(
      'href',
      '/demo/dashboard/leads',
    );
  });

  test('a visitor sees the viewing form’s rules and the page fits a phone', async ({ page }) => {
    const rental = await createLiveRental(`Phone listing ${Date.now()}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url(`/demo/listings/${rental.publicId}`));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await expectNoSeriousA11yViolations(page, 'public listing at 390 px');
    await shot(page, 'light-390');
    await setColorScheme(page, 'dark');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await shot(page, 'dark-390');

    await page.getByRole('button', { name: 'Request a viewing' }).filter({ visible: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a viewing' });
    // Full screen on a phone.
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    await dialog.getByLabel('Name').fill('R');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Request viewing' }).click();
    await expect(dialog.getByText('Enter a name of at least 2 characters')).toBeVisible();
    await expect(dialog.getByText('Choose at least one time')).toBeVisible();
    await expect(dialog.getByText('Enter a valid phone number')).toBeVisible();
    await shot(page, 'viewing-errors-dark-390');
    await setColorScheme(page, 'light');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await setColorScheme(page, 'dark');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shot(page, 'dark-1280');
  });

  test('a listing that is not live answers Property not found', async ({ page }) => {
    const rental = await createLiveRental(`Archived listing ${Date.now()}`);
    await callApi('PUT', `/properties/ids/${rental.publicId}/update`, {
      tenant: 'demo',
      token: rental.agent.token,
      body: { archived: true },
    });
    await page.goto(url(`/demo/listings/${rental.publicId}`));
    await expect(page.getByText('Property not found')).toBeVisible();
    await expect(page).toHaveTitle(/Property not found/);
    await page.goto(url('/demo/listings/no-such-listing'));
    await expect(page.getByText('Property not found')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'listing not found');
  });
});
