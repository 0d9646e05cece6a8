import { expect, test } from '@playwright/test';
import { latestMail, readIn, uniqueEmail, url } from './support/app';

test.describe('mails in the reader’s language', () => {
  test('a visitor reading French signs up and gets the confirmation mail in French', async ({
    context,
    page,
  }) => {
    await readIn(context, 'fr');
    const email = uniqueEmail('fr-customer');
    await page.goto(url('/demo/user/register'));
    await page.getByLabel(/^Prénom/).fill('Amélie');
    await page.getByLabel(/^Nom/).fill('Ndlovu');
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel(/^Mot de passe/).fill('AbcDefg1!#x');
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await page.getByText('Compte créé').waitFor();

    const mail = await latestMail(email);
    expect(mail.subject).toBe('Confirmez votre adresse e-mail pour Propdesk Demo');
    expect(mail.text).toContain(`Confirmez que ${email} est bien votre adresse e-mail`);
    expect(mail.text).toMatch(/\/demo\/user\/confirm-email\?token=\S+/);
  });

  test('a visitor reading Arabic signs up, and the account keeps Arabic on another device', async ({
    browser,
    context,
    page,
  }) => {
    await readIn(context, 'ar');
    const email = uniqueEmail('ar-customer');
    await page.goto(url('/demo/user/register'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByLabel(/^الاسم الأول/).fill('Layla');
    await page.getByLabel(/^اسم العائلة/).fill('Haddad');
    await page.getByLabel(/^البريد الإلكتروني/).fill(email);
    await page.getByLabel(/^كلمة المرور/).fill('AbcDefg1!#x');
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await page.waitForURL((u) => u.pathname === '/demo/dashboard');

    const mail = await latestMail(email);
    expect(mail.subject).toBe('أكّد بريدك الإلكتروني على Propdesk Demo');

    // A fresh browser asking for English: the account's language wins once signed in.
    const other = await browser.newContext({ locale: 'en-GB' });
    const second = await other.newPage();
    await second.goto(url('/demo/user/login'));
    await second.getByLabel(/^Email/).fill(email);
    await second.getByLabel(/^Password/).fill('AbcDefg1!#x');
    await second.getByRole('button', { name: 'Sign in' }).click();
    await second.waitForURL((u) => u.pathname === '/demo/dashboard');
    await expect(second.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(second.locator('html')).toHaveAttribute('dir', 'rtl');
    await other.close();
  });
});
