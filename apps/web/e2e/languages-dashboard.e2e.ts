import { expect, test, type Page } from '@playwright/test';
import { DEMO, readIn, startSignedIn, url } from './support/app';
import { createAgentAccount } from './support/listings';
import { checkTranslatedLooks } from './support/looks';
import { screenshots } from './support/screens';

const shot = screenshots('languages-dashboard');
const MINUTE = 60_000;

/** Light screenshots at 1280 and 390 px, for a screen that a reload would end (the lock). */
async function lightShots(page: Page, name: string, ready: () => Promise<unknown>) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await ready();
    await shot(page, `${name}-light-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

// Agencies of their own: a language chosen by the demo agent would follow it into other specs.
test.describe('the dashboard in French and Arabic', () => {
  test('an agent signs in in French and reads the home, the sidebar and the profile in French', async ({
    page,
    context,
  }) => {
    const agent = await createAgentAccount();
    await readIn(context, 'fr');
    await page.goto(url('/demo/user/login'));
    await expect(page.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mot de passe oublié ?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Créez un compte' })).toBeVisible();
    await page.getByLabel('E-mail').fill(agent.email);
    await page.getByRole('textbox', { name: 'Mot de passe' }).fill(agent.password);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page.getByText('Connexion réussie')).toBeVisible();

    await expect(page.getByTestId('greeting')).toHaveText(
      /^(Bonjour|Bon après-midi|Bonsoir), Farai$/,
    );
    await expect(page.getByText('Que voulez-vous faire aujourd’hui ?')).toBeVisible();
    await expect(page.getByRole('link', { name: /Voir mes annonces/ })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Tableau de bord' });
    await expect(sidebar.getByRole('link', { name: 'Mes annonces' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible();

    await sidebar.getByRole('link', { name: 'Profil' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Informations de l’agence' })).toBeVisible();
    await expect(page.getByLabel('Prénom du contact')).toHaveValue('Farai');
    await expect(page.getByText('En attente de vérification')).toBeVisible();
  });

  test('the signed-out pages in Arabic, right to left: sign-in, both sign-ups and the password reset', async ({
    page,
    context,
  }) => {
    await readIn(context, 'ar');
    await page.goto(url('/demo/user/login'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await checkTranslatedLooks(page, shot, 'sign-in-ar', () =>
      expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible(),
    );

    await page.goto(url('/demo/user/register'));
    await expect(page.getByRole('heading', { level: 1, name: 'أنشئ حسابك' })).toBeVisible();
    await page.getByRole('textbox', { name: 'كلمة المرور' }).fill('abc');
    await expect(page.getByTestId('password-rating')).toHaveText('قوة كلمة المرور: ضعيفة جدًا');
    await expect(page.getByText('حرف لاتيني كبير')).toBeVisible();
    await checkTranslatedLooks(page, shot, 'sign-up-customer-ar', () =>
      expect(page.getByRole('button', { name: 'إنشاء الحساب' })).toBeVisible(),
    );

    await page.goto(url('/demo/user/register/agent'));
    await expect(page.getByRole('heading', { level: 1, name: 'سجّل وكالتك' })).toBeVisible();
    await checkTranslatedLooks(page, shot, 'sign-up-agency-ar', () =>
      expect(page.getByRole('button', { name: 'تسجيل الوكالة' })).toBeVisible(),
    );

    await page.goto(url('/demo/user/forgot-password'));
    await expect(page.getByRole('heading', { level: 1, name: 'نسيت كلمة المرور؟' })).toBeVisible();
    await checkTranslatedLooks(page, shot, 'forgot-password-ar', () =>
      expect(page.getByRole('button', { name: 'إرسال رابط إعادة التعيين' })).toBeVisible(),
    );
    await expect(page.getByRole('link', { name: 'العودة إلى تسجيل الدخول' })).toBeVisible();
  });

  test('the lock screen in Arabic: its words, and the password unlocks', async ({
    page,
    context,
  }) => {
    const agent = await createAgentAccount();
    await readIn(context, 'ar');
    await startSignedIn(context, agent);
    await page.clock.install();
    await page.goto(url('/demo/dashboard'));
    await expect(page.getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
    await page.clock.fastForward(10 * MINUTE + 1000);

    const lock = page.getByTestId('lock-screen');
    await expect(lock.getByRole('heading', { name: 'الشاشة مقفلة' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(lock.getByText('Farai، لقد غبت لبعض الوقت.', { exact: false })).toBeVisible();
    await expect(lock.getByTestId('lock-attempts')).toHaveText('المحاولات المتبقية: 3');
    // No wrong password here: the demo site's sign-in throttle counts them for every spec.
    await lightShots(page, 'lock-ar', () =>
      expect(lock.getByRole('button', { name: 'لست أنت؟ سجّل الخروج' })).toBeVisible(),
    );

    await lock.getByLabel('كلمة المرور', { exact: true }).fill(agent.password);
    await lock.getByRole('button', { name: 'فتح القفل' }).click();
    await expect(lock).toHaveCount(0);
    await expect(page.getByText('ماذا تريد أن تفعل اليوم؟')).toBeVisible();
  });

  test('an agent reads the home, the sidebar, the profile and the listing search in Arabic', async ({
    page,
    context,
  }) => {
    const agent = await createAgentAccount();
    await readIn(context, 'ar');
    await startSignedIn(context, agent);
    await page.goto(url('/demo/dashboard'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const sidebar = page.getByRole('navigation', { name: 'لوحة التحكم' });
    await checkTranslatedLooks(page, shot, 'home-ar', () =>
      expect(page.getByText('ماذا تريد أن تفعل اليوم؟')).toBeVisible(),
    );
    await expect(page.getByRole('link', { name: /إنشاء إعلان/ })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'إعلاناتي' })).toBeVisible();

    // The minimised rail: its tips open towards the page, on the left in Arabic.
    await page.getByRole('button', { name: 'تصغير الشريط الجانبي' }).click();
    await sidebar.getByRole('link', { name: 'إعلاناتي' }).hover();
    const tip = page.getByRole('tooltip', { name: 'إعلاناتي' });
    await expect(tip).toBeVisible();
    const tipBox = (await tip.boundingBox())!;
    const linkBox = (await sidebar.getByRole('link', { name: 'إعلاناتي' }).boundingBox())!;
    expect(tipBox.x + tipBox.width).toBeLessThanOrEqual(linkBox.x);
    await shot(page, 'sidebar-minimised-ar-light-1280');
    await page.getByRole('button', { name: 'توسيع الشريط الجانبي' }).click();

    await page.goto(url('/demo/dashboard/profile'));
    await checkTranslatedLooks(page, shot, 'profile-ar', () =>
      expect(page.getByRole('heading', { name: 'بيانات الوكالة' })).toBeVisible(),
    );
    await expect(page.getByText('بانتظار التحقق')).toBeVisible();

    await page.keyboard.press('Control+K');
    const search = page.getByRole('textbox', { name: 'ابحث في إعلاناتك' });
    await expect(search).toBeVisible();
    await search.fill('zzqx-nothing');
    await expect(page.getByText('لا يطابق أيٌّ من إعلاناتك «zzqx-nothing».')).toBeVisible();
    await lightShots(page, 'listing-search-ar', () => expect(search).toBeVisible());
  });

  test('a customer reads the restricted view in Arabic, and a moderator the staff home in French', async ({
    page,
    context,
    browser,
  }) => {
    await readIn(context, 'ar');
    await startSignedIn(context, DEMO.customer);
    await page.goto(url('/demo/dashboard/property/draft/new'));
    await checkTranslatedLooks(page, shot, 'restricted-ar', () =>
      expect(page.getByRole('heading', { name: 'هذا القسم مخصص للوكلاء' })).toBeVisible(),
    );
    await expect(page.getByRole('link', { name: 'العودة إلى الرئيسية' })).toBeVisible();

    const staff = await browser.newContext({ locale: 'en-GB' });
    await readIn(staff, 'fr');
    await startSignedIn(staff, DEMO.moderator);
    const moderator = await staff.newPage();
    await moderator.goto(url('/demo/dashboard'));
    await expect(moderator.getByRole('heading', { level: 2, name: 'Modération' })).toBeVisible();
    await expect(moderator.getByText('Annonces en attente')).toBeVisible();
    await expect(moderator.getByTestId('count-Listings waiting')).toHaveText(/^\d+$/);
    await expect(
      moderator.getByRole('link', { name: 'Ouvrir la file de validation' }),
    ).toBeVisible();
    await staff.close();
  });
});
