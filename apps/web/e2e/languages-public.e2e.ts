import { expect, test } from '@playwright/test';
import { readIn, url } from './support/app';
import { checkLooks } from './support/looks';
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
    await checkLooks(page, shot, 'not-found-ar', () =>
      expect(page.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeVisible(),
    );
  });
});
