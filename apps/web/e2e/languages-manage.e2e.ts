import { expect, test } from '@playwright/test';
import { readIn, startSignedIn, url } from './support/app';
import { createAgentAccount, createListings } from './support/listings';
import { checkTranslatedLooks } from './support/looks';
import { screenshots } from './support/screens';

const LIST = '/demo/dashboard/property/list';

const shot = screenshots('languages-manage', { fullPage: false });

test('My Listings reads in French', async ({ context, page }) => {
  const agent = await createAgentAccount();
  await createListings(agent, 2);
  await readIn(context, 'fr');
  await startSignedIn(context, agent);
  await page.goto(url(LIST));
  await expect(page.getByRole('heading', { name: 'Mes annonces' })).toBeVisible();
  await expect(page.getByTestId('listings-total')).toHaveText('2 annonces');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Nouvelle annonce' }),
  ).toBeVisible();
  await expect(page.getByRole('search', { name: 'Filtrer les annonces' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Titre' })).toBeVisible();
});

test('My Listings reads in Arabic, right to left', async ({ context, page }) => {
  const agent = await createAgentAccount();
  await createListings(agent, 3);
  await readIn(context, 'ar');
  await startSignedIn(context, agent);
  await page.goto(url(LIST));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'إعلاناتي' })).toBeVisible();
  await expect(page.getByTestId('listings-total')).toHaveText('3 إعلانات');
  await expect(page.getByRole('main').getByRole('link', { name: 'إعلان جديد' })).toBeVisible();
  const card = page.getByTestId('listing-card').first();
  await card.getByRole('button', { name: /^إجراءات / }).click();
  await expect(page.getByRole('menuitem', { name: 'تعديل' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'أرشفة' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'أرشفة' }).click();
  await expect(page.getByRole('dialog', { name: 'أرشفة هذا الإعلان؟' })).toBeVisible();
  await page.getByRole('button', { name: 'إلغاء' }).click();
  await checkTranslatedLooks(page, shot, 'my-listings-ar', () =>
    expect(page.getByTestId('listing-card').first()).toBeVisible(),
  );
});
