import { expect, test } from '@playwright/test';
import { callApi, DEMO, readIn, startSignedIn, url } from './support/app';
import { createAgentAccount, createListing } from './support/listings';
import { checkTranslatedLooks } from './support/looks';
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
    await checkTranslatedLooks(page, shot, 'public-home-ar', () =>
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

  test('an agent switches the dashboard from the avatar menu, and the account keeps the choice', async ({
    page,
    context,
    browser,
  }) => {
    // An agency of its own: the demo agent's language would follow it into every other spec.
    const agent = await createAgentAccount();
    await startSignedIn(context, agent);
    await page.goto(url('/demo/dashboard'));
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByRole('button', { name: 'Menu du compte' }).click();
    await expect(page.getByRole('menuitem', { name: 'Profil' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Déconnexion' })).toBeVisible();
    await expect(page.getByTestId('avatar-greeting')).toHaveText(
      /^(Bonjour|Bon après-midi|Bonsoir), Farai$/,
    );
    await page.keyboard.press('Escape');

    // Another device, signed in to the same account, opens in the account's language.
    const other = await browser.newContext({ locale: 'en-GB' });
    await startSignedIn(other, agent);
    const elsewhere = await other.newPage();
    await elsewhere.goto(url('/demo/dashboard'));
    await expect(elsewhere.getByRole('button', { name: 'Menu du compte' })).toBeVisible();
    await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'fr');
    await other.close();

    await page.getByRole('button', { name: 'Menu du compte' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await checkTranslatedLooks(page, shot, 'dashboard-ar', () =>
      expect(page.getByRole('button', { name: 'قائمة الحساب' })).toBeVisible(),
    );
  });

  test("what is on screen follows a switch at once: the listing's features in French", async ({
    page,
    context,
  }) => {
    const agent = await createAgentAccount();
    const listing = await createListing(agent);
    const types = await callApi<{
      content: { name: string; features: { publicId: string; name: string }[] }[];
    }>('GET', '/api/v2/types/all', { tenant: 'demo', token: agent.token });
    const bedroom = types.content
      .find((type) => type.name === 'House')!
      .features.find((feature) => feature.name === 'BEDROOM')!;
    await callApi('POST', `/properties/ids/${listing.publicId}/features/all/create`, {
      tenant: 'demo',
      token: agent.token,
      body: { bulk: [{ featureId: bedroom.publicId, quantity: 3 }] },
    });
    await startSignedIn(context, agent);
    await page.goto(url(`/demo/dashboard/property/details/${listing.publicId}?tab=Details`));
    const features = page.getByRole('tabpanel').getByRole('table');
    await expect(features.getByRole('cell', { name: 'Bedroom', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(features.getByRole('cell', { name: 'Chambre', exact: true })).toBeVisible();
  });

  test('a site in English alone offers no language switch', async ({ page }) => {
    await page.goto(url('/sandbox'));
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Language' })).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('an admin reads the site settings in Arabic, each language named in itself', async ({
    page,
    context,
  }) => {
    await readIn(context, 'ar');
    await startSignedIn(context, DEMO.admin);
    await page.goto(url('/demo/dashboard/moderation/site'));
    await expect(page.getByRole('heading', { level: 1, name: 'الموقع' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The offered languages' pills: each language in its own name, the reader's beside it.
    await expect(
      page.locator('.mantine-Pill-label', { hasText: 'Français (الفرنسية)' }),
    ).toBeVisible();
    await expect(
      page.locator('.mantine-Pill-label', { hasText: 'English (الإنجليزية)' }),
    ).toBeVisible();
    await checkTranslatedLooks(page, shot, 'site-settings-ar', () =>
      expect(page.getByRole('button', { name: 'حفظ اللغات' })).toBeVisible(),
    );
  });

  test('a customer signs in in French, told so in French, and a wrong address in French', async ({
    page,
    context,
  }) => {
    await readIn(context, 'fr');
    await page.goto(url('/demo/user/login'));
    await expect(page.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
    await page.getByLabel('E-mail').fill('not-an-address');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page.getByText('Saisissez une adresse e-mail valide')).toBeVisible();
    await page.getByLabel('E-mail').fill(DEMO.customer.email);
    await page.getByRole('textbox', { name: 'Mot de passe' }).fill(DEMO.customer.password);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page.getByText('Connexion réussie')).toBeVisible();
  });

  test('the sign-in page switches language with its own select', async ({ page }) => {
    await page.goto(url('/demo/user/login'));
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await checkTranslatedLooks(page, shot, 'sign-in-ar', () =>
      expect(page.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar'),
    );
  });
});
