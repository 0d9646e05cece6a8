import { expect, test } from '@playwright/test';
import {
  apiSignIn,
  callApi,
  DEMO,
  readIn,
  seedSession,
  signIn,
  uniqueEmail,
  url,
} from './support/app';
import { checkLooks, checkTranslatedLooks } from './support/looks';
import { createLiveRental } from './support/public-listings';
import { screenshots } from './support/screens';

const shot = screenshots('favourites');

test.describe('favourites', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a visitor keeps two favourites, signs in, finds them with a price drop, and removes one', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    // Prices no other listing has, so the home's filters show this spec's listings only.
    const base = 900_000 + Math.floor(Math.random() * 9_000) * 10;
    const first = await createLiveRental(`Favourite garden house ${stamp}`, base);
    const second = await createLiveRental(`Favourite corner house ${stamp}`, base + 1);

    // On the site home, not signed in: the heart keeps the first on this device.
    await page.goto(url(`/demo?category=RENT&minPrice=${base}&maxPrice=${base}`));
    const card = page.getByTestId('public-listing-card').filter({ hasText: first.title });
    const heart = card.getByRole('button', { name: 'Save to favourites' });
    await expect(card).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    const saved = card.getByRole('button', { name: 'Remove from favourites' });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    // Kept across a reload, on the device.
    await page.reload();
    await expect(saved).toHaveAttribute('aria-pressed', 'true');

    // On the second listing's page.
    await page.goto(url(`/demo/listings/${second.publicId}`));
    await page
      .getByRole('button', { name: 'Save to favourites' })
      .filter({ visible: true })
      .first()
      .click();
    await expect(
      page
        .getByRole('button', { name: 'Remove from favourites' })
        .filter({ visible: true })
        .first(),
    ).toHaveAttribute('aria-pressed', 'true');

    // Signing in merges them into the account and clears the device's list.
    const merged = page.waitForResponse((r) => r.url().includes('/api/v2/favourites/merge'));
    await signIn(page, 'demo', DEMO.customer, '/demo/dashboard/favourites');
    expect((await merged).status()).toBe(200);
    expect(await page.evaluate(() => localStorage.getItem('propdesk:demo:favourites'))).toBeNull();

    const rows = page.getByTestId('favourite-row');
    const firstRow = rows.filter({ hasText: first.title });
    const secondRow = rows.filter({ hasText: second.title });
    await expect(firstRow).toBeVisible();
    await expect(secondRow).toBeVisible();
    // Newest first.
    await expect(rows.first()).toContainText(second.title);

    // The agent lowers the first one's price: the page shows the fall.
    await callApi('PUT', `/properties/ids/${first.publicId}/update`, {
      tenant: 'demo',
      token: first.agent.token,
      body: { price: base - 100 },
    });
    await page.reload();
    await expect(firstRow.getByTestId('favourite-change')).toHaveText(/Price fell by \$100/);
    await expect(firstRow).toContainText(/When saved: \$[\d,]+/);

    // The agent archives the second: it stays, shown as no longer available.
    await callApi('PUT', `/properties/ids/${second.publicId}/update`, {
      tenant: 'demo',
      token: second.agent.token,
      body: { archived: true },
    });
    await page.reload();
    await expect(secondRow.getByTestId('favourite-state')).toHaveText(
      'No longer available: archived by its agent',
    );

    await checkLooks(page, shot, 'page', () => expect(firstRow).toBeVisible());

    // Removing: both go, and the page says how to add one when the list is empty of them.
    for (const row of [firstRow, secondRow]) {
      await row.getByRole('button', { name: /^Remove .* from favourites$/ }).click();
      await expect(row).toHaveCount(0);
    }
    // The hearts follow the account's list.
    await page.goto(url(`/demo?category=RENT&minPrice=${base - 100}&maxPrice=${base - 100}`));
    await expect(
      page
        .getByTestId('public-listing-card')
        .filter({ hasText: first.title })
        .getByRole('button', { name: 'Save to favourites' }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  test('the empty page says how to add a favourite', async ({ page }) => {
    const ids = await callApi<{ token: string }>('POST', '/auth/authenticate', {
      tenant: 'demo',
      body: { username: DEMO.agent.email, password: DEMO.agent.password },
    });
    const mine = await callApi<{ ids: string[] }>('GET', '/api/v2/favourites/ids', {
      tenant: 'demo',
      token: ids.token,
    });
    for (const id of mine.ids) {
      await callApi('DELETE', `/api/v2/favourites/${id}`, { tenant: 'demo', token: ids.token });
    }
    await signIn(page, 'demo', DEMO.agent, '/demo/dashboard/favourites');
    await expect(page.getByText('No favourites yet')).toBeVisible();
    await expect(page.getByText(/Tap the heart on a listing/)).toBeVisible();
    await checkLooks(page, shot, 'empty', () =>
      expect(page.getByText('No favourites yet')).toBeVisible(),
    );
  });

  test('reads right to left in Arabic', async ({ page, context }) => {
    test.setTimeout(120_000);
    const listing = await createLiveRental(`Arabic favourite ${Date.now()}`, 880_000);
    const account = { email: uniqueEmail('favourites'), password: 'Favourite#Reader2026' };
    await callApi('POST', '/auth/customers/create', {
      tenant: 'demo',
      body: { firstName: 'Amal', lastName: 'Haddad', ...account },
    });
    const pair = await apiSignIn('demo', account);
    await callApi('PUT', `/api/v2/favourites/${listing.publicId}`, {
      tenant: 'demo',
      token: pair.token,
    });
    await readIn(context, 'ar');
    await seedSession(context, 'demo', pair);
    await page.goto(url('/demo/dashboard/favourites'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'المفضّلة' })).toBeVisible();
    const row = page.getByTestId('favourite-row').filter({ hasText: listing.title });
    await expect(
      row.getByRole('button', { name: `إزالة ${listing.title} من المفضّلة` }),
    ).toBeVisible();
    await checkTranslatedLooks(page, shot, 'page-ar', () => expect(row).toBeVisible());
  });
});
