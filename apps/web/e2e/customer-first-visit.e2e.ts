import { expect, test } from '@playwright/test';
import { uniqueEmail, url } from './support/app';
import { createLiveRental } from './support/public-listings';
import { expectNoHorizontalScroll, screenshots, setColorScheme } from './support/screens';

const shot = screenshots('customer-first-visit');

let listing: { publicId: string };

test.beforeAll(async () => {
  // A live house in Avondale, which the suburb search below finds.
  listing = await createLiveRental(`Avondale family home ${Date.now()}`);
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`a customer's first visit at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('types a suburb to narrow the search, and sees how many listings the filters find', async ({
      page,
    }) => {
      await page.goto(url('/demo'));
      const filters = page.getByRole('region', { name: 'Filters' });
      if (viewport.width === 390) await filters.getByRole('button', { name: 'Filters' }).click();
      await filters.getByRole('combobox', { name: 'Suburb or city' }).fill('avond');
      await page.getByRole('option', { name: 'Avondale, Harare, Zimbabwe' }).click();
      await expect(page).toHaveURL(/suburb=/);
      // The lists below show the place chosen, city and suburb filled in.
      await expect(filters.getByRole('combobox', { name: 'Suburb', exact: true })).toHaveValue(
        'Avondale',
      );
      await expect(filters.getByRole('combobox', { name: 'City', exact: true })).toHaveValue(
        'Harare',
      );
      if (viewport.width === 390) {
        // The open panel fills the phone: its end says how many listings it finds...
        const show = filters.getByRole('button', { name: /^Show \d+ listings?$/ });
        await show.scrollIntoViewIfNeeded();
        await expect(show).toBeInViewport();
        await shot(page, 'filters-open-390');
        // ...and shows them.
        await show.click();
        await expect(page.getByTestId('result-count')).toBeInViewport();
        await expect(page.getByTestId('result-count')).not.toHaveText('0 listings');
        await expectNoHorizontalScroll(page);
      }
      await setColorScheme(page, 'dark');
      await expect(page.getByTestId('result-count')).toBeVisible();
      await shot(page, `search-by-suburb-dark-${viewport.width}`);
    });
  });
}

test.describe('registering from a listing', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a customer registers from the listing, comes back to it, and finds My requests at home', async ({
    page,
  }) => {
    await page.goto(url(`/demo/listings/${listing.publicId}`));
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Register' }).click();
    await page.getByLabel('First name').fill('Rudo');
    await page.getByLabel('Last name').fill('Moyo');
    const email = uniqueEmail('returning');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('Rudo#Moyo2026!');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Account created')).toBeVisible();
    await expect(page.getByText(`We sent a link to ${email}`, { exact: false })).toBeVisible();
    await page.waitForURL((u) => u.pathname === `/demo/listings/${listing.publicId}`);

    await page.goto(url('/demo/dashboard'));
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /My requests/ })).toBeVisible();
    await expect(main.getByRole('link', { name: /Check Your Profile/ })).toBeVisible();
    await shot(page, 'customer-home-390');
    await main.getByRole('link', { name: /My requests/ }).click();
    await page.waitForURL((u) => u.pathname === '/demo/dashboard/leads');
  });

  test('the sign-in page speaks to customers and agents alike', async ({ page }) => {
    await page.goto(url('/demo/user/login'));
    await expect(
      page.getByText('Welcome back. Sign in to follow your requests or manage your listings.'),
    ).toBeVisible();
  });
});
