import { createHmac, hkdfSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  apiSignIn,
  callApi,
  expectNoSeriousA11yViolations,
  latestMail,
  readIn,
  startSignedIn,
  uniqueEmail,
  url,
} from './support/app';
import { checkLooks, checkTranslatedLooks } from './support/looks';
import { createLiveRental } from './support/public-listings';
import { fromRun } from './support/run';
import { screenshots } from './support/screens';

const shot = screenshots('saved-searches');

/** A new customer account of the demo site (its saved searches start empty). */
async function newCustomer() {
  const account = { email: uniqueEmail('saver'), password: 'Saver#Search2026' };
  await callApi('POST', '/auth/customers/create', {
    tenant: 'demo',
    body: { firstName: 'Rudo', lastName: 'Moyo', ...account },
  });
  return account;
}

/**
 * The token of a search's signed link, as an alert carries it: made with the server's secret,
 * which the server keeps in its data directory.
 */
function linkToken(publicId: string, purpose: 'unsubscribe' | 'manage'): string {
  const secret = readFileSync(path.join(fromRun('E2E_DATA_DIR'), 'jwt-secret'), 'utf8').trim();
  const key = Buffer.from(
    hkdfSync('sha256', new TextEncoder().encode(secret), 'propdesk', 'saved-search-links', 32),
  );
  const signature = createHmac('sha256', key).update(`${purpose}:${publicId}`).digest('base64url');
  return `${publicId}.${signature}`;
}

/** Picks an option of a combobox as a person does. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('saved searches', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a customer saves a search from the site home, renames, pauses, runs and deletes it', async ({
    page,
    context,
  }) => {
    await createLiveRental(`Saved search house ${Date.now()}`, 750);
    const customer = await newCustomer();
    await startSignedIn(context, customer);

    await page.goto(url('/demo?category=RENT'));
    await choose(page, 'Sort by', 'Lowest price first');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('price-asc');
    await page.getByTestId('search-results').waitFor();

    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await expect(dialog.getByLabel(/^Name/)).toHaveValue('To rent');
    // Signed in: the alerts go to the account's address, none is asked for.
    await expect(dialog.getByLabel(/e-mail address/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'save dialog');
    await shot(page, 'save-dialog-light-1280');
    const name = `Rentals ${Date.now()}`;
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByRole('radio', { name: 'Weekly' }).check();
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(page.getByRole('dialog', { name: 'Search saved' })).toBeVisible();
    await page.getByRole('link', { name: 'Open saved searches' }).click();
    await page.waitForURL('**/demo/dashboard/saved-searches');

    const card = page.getByTestId('saved-search').filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('saved-search-summary')).toHaveText(
      'To rent · lowest price first',
    );
    await expect(card.getByRole('combobox', { name: 'How often' })).toHaveValue('Weekly');
    await expect(card).toContainText('No alert sent yet');
    // A new account's address is not confirmed yet: the search waits for the link mailed there.
    await expect(card).toContainText('Waiting for e-mail confirmation');
    await checkLooks(page, shot, 'page', () => expect(card).toBeVisible());
    const mail = await latestMail(customer.email, {
      subject: 'Confirm your saved search on Propdesk Demo',
    });
    const link = mail.text.match(/https?:\/\/\S+\/demo\/saved-searches\/confirm\?token=\S+/)?.[0];
    expect(link, mail.text).toBeTruthy();
    await page.goto(link!);
    await expect(page.getByText(`Your alerts for “${name}” have started.`)).toBeVisible();
    await page.goto(url('/demo/dashboard/saved-searches'));
    await expect(card.getByRole('heading', { name })).toBeVisible();
    await expect(card).not.toContainText('Waiting for e-mail confirmation');

    await card.getByRole('button', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename saved search' });
    const renamed = `${name} in town`;
    await rename.getByLabel(/^Name/).fill(renamed);
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(rename).toBeHidden();
    const renamedCard = page.getByTestId('saved-search').filter({ hasText: renamed });
    await expect(renamedCard.getByRole('heading', { name: renamed })).toBeVisible();

    await renamedCard.getByRole('button', { name: 'Pause' }).click();
    await expect(renamedCard.getByRole('combobox', { name: 'How often' })).toHaveValue('Paused');
    await expect(renamedCard.getByRole('button', { name: 'Resume' })).toBeVisible();
    await page.reload();
    await expect(renamedCard.getByRole('combobox', { name: 'How often' })).toHaveValue('Paused');

    await renamedCard.getByRole('button', { name: 'Run' }).click();
    await page.waitForURL((u) => u.pathname === '/demo');
    const params = new URL(page.url()).searchParams;
    expect(params.get('category')).toBe('RENT');
    expect(params.get('sort')).toBe('price-asc');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Lowest price first');
    await expect(
      page
        .getByRole('textbox', { name: 'Category' })
        .or(page.getByRole('combobox', { name: 'Category' })),
    ).toHaveValue('To rent');

    await page.goto(url('/demo/dashboard/saved-searches'));
    await renamedCard.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this saved search?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { name: 'No saved searches yet' })).toBeVisible();
    await checkLooks(page, shot, 'empty', () =>
      expect(page.getByRole('heading', { name: 'No saved searches yet' })).toBeVisible(),
    );
  });

  test('a visitor saves a search with an e-mail address and confirms it from the mail', async ({
    page,
  }) => {
    await page.goto(url('/demo?category=SALE&sort=price-desc'));
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await expect(dialog).toContainText('no account is created');
    const email = uniqueEmail('visitor-search');
    const name = `Homes for sale ${Date.now()}`;
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByRole('radio', { name: 'At once' }).check();
    await expectNoSeriousA11yViolations(page, 'save dialog for a visitor');
    await shot(page, 'visitor-dialog-light-1280');
    // Without an address the API says what is missing.
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'Enter your e-mail address to hear about this search',
    );
    await dialog.getByLabel(/e-mail address/).fill(email);
    await dialog.getByRole('button', { name: 'Save search' }).click();
    const sent = page.getByRole('dialog', { name: 'Check your inbox to confirm' });
    await expect(sent).toContainText('Open the link in it to confirm your address');

    const mail = await latestMail(email);
    const link = mail.text.match(/https?:\/\/\S+\/demo\/saved-searches\/confirm\?token=\S+/)?.[0];
    expect(link, mail.text).toBeTruthy();
    await page.goto(link!);
    await expect(page.getByRole('status')).toHaveText(`Your alerts for “${name}” have started.`);
    await checkLooks(page, shot, 'confirmed', () =>
      expect(
        page.getByRole('heading', { name: /Search confirmed|This link does not work/ }),
      ).toBeVisible(),
    );
  });

  test('the unsubscribe link stops the alerts, and the manage link changes them', async ({
    page,
    context,
  }) => {
    const customer = await newCustomer();
    const { token } = await apiSignIn('demo', customer);
    const saved = await callApi<{ id: string }>('POST', '/api/v2/saved-searches', {
      tenant: 'demo',
      token,
      body: {
        name: 'Flats to rent',
        frequency: 'daily',
        query: 'category=RENT',
        filters: { category: 'RENT' },
        sort: 'newest',
      },
    });

    await page.goto(
      url(`/demo/saved-searches/unsubscribe?token=${linkToken(saved.id, 'unsubscribe')}`),
    );
    await expect(page.getByRole('heading', { name: 'Stop these alerts?' })).toBeVisible();
    await checkLooks(page, shot, 'unsubscribe', () =>
      expect(page.getByRole('button', { name: 'Stop these alerts' })).toBeVisible(),
    );
    await page.getByRole('button', { name: 'Stop these alerts' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'You will get no more alerts for “Flats to rent”.',
    );
    const list = await callApi<{ content: { id: string; frequency: string }[] }>(
      'GET',
      '/api/v2/saved-searches',
      { tenant: 'demo', token },
    );
    expect(list.content.find((s) => s.id === saved.id)?.frequency).toBe('paused');

    await expect(page.getByRole('link', { name: 'your saved searches' })).toBeVisible();

    await page.goto(url(`/demo/saved-searches/manage?token=${linkToken(saved.id, 'manage')}`));
    await expect(page.getByRole('combobox', { name: 'How often' })).toHaveValue('Paused');
    await choose(page, 'How often', 'Daily');
    await expect(page.getByText('Alerts updated')).toBeVisible();
    await checkLooks(page, shot, 'manage', () =>
      expect(page.getByRole('combobox', { name: 'How often' })).toHaveValue('Daily'),
    );

    await readIn(context, 'ar');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await checkTranslatedLooks(page, shot, 'manage-ar', () =>
      expect(page.getByRole('heading', { name: 'بحثك المحفوظ' })).toBeVisible(),
    );

    // The customer's own list, right to left, with the search's name kept in its direction.
    await startSignedIn(context, customer);
    await page.goto(url('/demo/dashboard/saved-searches'));
    await checkTranslatedLooks(page, shot, 'page-ar', () =>
      expect(page.getByRole('heading', { name: 'Flats to rent' })).toBeVisible(),
    );
  });
});
