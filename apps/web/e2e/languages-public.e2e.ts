import { expect, test } from '@playwright/test';
import { readIn, url } from './support/app';
import { agentWithLiveListing } from './support/leads';
import { checkTranslatedLooks } from './support/looks';
import { screenshots } from './support/screens';

const shot = screenshots('languages-public');

test.describe('the public site in French and Arabic', () => {
  test('a missing page reads in French', async ({ context, page }) => {
    await readIn(context, 'fr');
    await page.goto(url('/demo/no-such-page'));
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toBeVisible();
  });

  test('a missing page reads in Arabic, right to left', async ({ context, page }) => {
    await readIn(context, 'ar');
    await page.goto(url('/demo/no-such-page'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await checkTranslatedLooks(page, shot, 'not-found-ar', () =>
      expect(page.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeVisible(),
    );
  });
});

test.describe('the public site’s pages in French and Arabic', () => {
  test('the home’s search and filters read French, and a listing’s forms Arabic, right to left', async ({
    context,
    page,
  }) => {
    const { listing } = await agentWithLiveListing();
    await readIn(context, 'fr');
    await page.goto(url('/demo'));
    await expect(
      page.getByRole('heading', { level: 1, name: /Trouvez un logement sur/ }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rechercher' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Quartier ou ville' })).toBeVisible();
    await expect(page.getByTestId('result-count')).toContainText('annonce');
    // The site's words in French too: the listing's type is the site's French name for it.
    await page.goto(url(`/demo/listings/${listing.publicId}`));
    await expect(
      page.getByTestId('listing-preview').getByText('Maison', { exact: true }),
    ).toBeVisible();

    await readIn(context, 'ar');
    await page.goto(url(`/demo/listings/${listing.publicId}`));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await checkTranslatedLooks(page, shot, 'listing-ar', () =>
      expect(page.getByRole('button', { name: 'اطرح سؤالًا' })).toBeVisible(),
    );
    await page.getByRole('button', { name: 'اطلب معاينة' }).click();
    const dialog = page.getByRole('dialog', { name: 'اطلب معاينة' });
    await expect(dialog.getByText('الأوقات المفضلة')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'طلب المعاينة' })).toBeVisible();
  });
});
