import { expect, test } from '@playwright/test';
import { DEMO, startSignedIn, url } from './support/app';
import { checkLooks } from './support/looks';
import { screenshots } from './support/screens';

const shot = screenshots('languages');

test.describe('languages', () => {
  test('a visitor switches the public site to French, then to Arabic, which reads right to left', async ({
    page,
  }) => {
    await page.goto(url('/demo'));
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await header.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await expect(header.getByRole('link', { name: 'Se connecter' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    // The choice is kept on the device: the next visit opens in French.
    await page.reload();
    await expect(header.getByRole('link', { name: 'Se connecter' })).toBeVisible();

    await header.getByRole('button', { name: 'Langue' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(header.getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await checkLooks(page, shot, 'public-home-ar', () =>
      expect(header.getByRole('button', { name: 'اللغة' })).toBeVisible(),
    );
  });

  test.describe('a browser that asks for French', () => {
    test.use({ locale: 'fr-FR' });

    test('opens in French before any choice', async ({ page }) => {
      await page.goto(url('/demo'));
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Se connecter' }),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    });
  });

  test('an agent switches the dashboard from the avatar menu, without signing in again', async ({
    page,
    context,
  }) => {
    await startSignedIn(context, DEMO.agent);
    await page.goto(url('/demo/dashboard'));
    const accountMenu = page.getByRole('button', { name: 'Account menu' });
    await accountMenu.click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByRole('button', { name: 'Menu du compte' }).click();
    await expect(page.getByRole('menuitem', { name: 'Profil' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Déconnexion' })).toBeVisible();
    await expect(page.getByTestId('avatar-greeting')).toHaveText(
      /^(Bonjour|Bon après-midi|Bonsoir)/,
    );
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Menu du compte' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await checkLooks(page, shot, 'dashboard-ar', () =>
      expect(page.getByRole('button', { name: 'قائمة الحساب' })).toBeVisible(),
    );
  });
});
