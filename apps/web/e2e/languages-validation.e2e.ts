import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { readIn, startSignedIn, uniqueEmail, url } from './support/app';
import { blockMapTiles } from './support/editor-tabs';
import { agentWithLiveListing } from './support/leads';
import { createAgentAccount } from './support/listings';
import { checkTranslatedLooks } from './support/looks';
import { screenshots } from './support/screens';

const shot = screenshots('languages-validation');

/** The words of the forms this spec fills, in each language. */
const WORDS = {
  fr: {
    ask: 'Poser une question',
    name: 'Nom',
    email: 'E-mail',
    question: 'Votre question',
    sendQuestion: 'Envoyer la question',
    tooShort: 'Saisissez un message d’au moins 10 caractères',
    requestViewing: 'Demander une visite',
    sendRequest: 'Demander la visite',
    nameTooShort: 'Saisissez un nom d’au moins 2 caractères',
    noTime: 'Choisissez au moins un horaire',
    badPhone: 'Saisissez un numéro de téléphone valide',
    firstName: 'Prénom',
    lastName: 'Nom',
    password: 'Mot de passe',
    createAccount: 'Créer le compte',
    badEmail: 'Saisissez une adresse e-mail valide',
    noUppercase: 'Le mot de passe doit contenir une majuscule',
    next: 'Suivant',
    noPropertyName: 'Saisissez le nom du bien',
    noType: 'Vous n’avez pas choisi un type valide',
  },
  ar: {
    ask: 'اطرح سؤالًا',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    question: 'سؤالك',
    sendQuestion: 'إرسال السؤال',
    tooShort: 'أدخل رسالة لا يقل عدد أحرفها عن 10',
    requestViewing: 'اطلب معاينة',
    sendRequest: 'طلب المعاينة',
    nameTooShort: 'أدخل اسمًا لا يقل عدد أحرفه عن 2',
    noTime: 'اختر موعدًا واحدًا على الأقل',
    badPhone: 'أدخل رقم هاتف صالحًا',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    password: 'كلمة المرور',
    createAccount: 'إنشاء الحساب',
    badEmail: 'أدخل عنوان بريد إلكتروني صالحًا',
    noUppercase: 'يجب أن تحتوي كلمة المرور على حرف كبير',
    next: 'التالي',
    noPropertyName: 'أدخل اسم العقار',
    noType: 'لم تختر نوعًا صالحًا',
  },
} as const;

type Language = keyof typeof WORDS;

type Words = (typeof WORDS)[Language];

/** Asks a question too short to send: the form answers before anything is sent. */
async function askTooShort(page: Page, words: Words) {
  if (await page.getByText(words.tooShort).isVisible()) return;
  await page.getByRole('button', { name: words.ask }).filter({ visible: true }).click();
  const question = page.getByRole('dialog', { name: words.ask });
  await question.getByLabel(new RegExp(`^${words.name}`)).fill('Rudo Banda');
  await question.getByLabel(new RegExp(`^${words.email}`)).fill('rudo@example.com');
  await question.getByLabel(words.question).fill('Free?');
  await question.getByRole('button', { name: words.sendQuestion }).click();
  await expect(question.getByText(words.tooShort)).toBeVisible();
}

/** On a public listing: a question too short, then a viewing request with a short name. */
async function publicFormsRefuse(page: Page, language: Language, look: boolean) {
  const words = WORDS[language];
  const { listing } = await agentWithLiveListing();
  await page.goto(url(`/demo/listings/${listing.publicId}`));
  await askTooShort(page, words);
  // Each look reloads the page (light, dark): the question is asked again.
  if (look)
    await checkTranslatedLooks(page, shot, `question-${language}`, () => askTooShort(page, words));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: words.requestViewing }).filter({ visible: true }).click();
  const viewing = page.getByRole('dialog', { name: words.requestViewing });
  await viewing.getByLabel(new RegExp(`^${words.name}`)).fill('R');
  await viewing.getByLabel(new RegExp(`^${words.email}`)).fill('not-an-email');
  await viewing.getByRole('button', { name: words.sendRequest }).click();
  await expect(viewing.getByText(words.nameTooShort)).toBeVisible();
  await expect(viewing.getByText(words.noTime)).toBeVisible();
  await expect(viewing.getByText(words.badPhone)).toBeVisible();
  await expect(viewing.getByText(words.badEmail)).toBeVisible();
}

/** Fills the sign-up form with `email` and a password without a capital, and sends it. */
async function signUpWith(page: Page, words: Words, email: string) {
  await page.getByLabel(new RegExp(`^${words.firstName}`)).fill('Rudo');
  await page.getByLabel(new RegExp(`^${words.lastName}`)).fill('Chikwanha');
  await page.getByLabel(new RegExp(`^${words.email}`)).fill(email);
  await page.getByLabel(new RegExp(`^${words.password}`)).fill('abcdefgh');
  await page.getByRole('button', { name: words.createAccount }).click();
}

/** Signing up: a bad address, then a password without a capital. */
async function signUpRefuses(page: Page, language: Language, look: boolean) {
  const words = WORDS[language];
  await page.goto(url('/demo/user/register'));
  await signUpWith(page, words, 'rudo@');
  await expect(page.getByText(words.badEmail)).toBeVisible();
  const weak = async () => {
    if (await page.getByText(words.noUppercase).isVisible()) return;
    await signUpWith(page, words, uniqueEmail('validation'));
    await expect(page.getByText(words.noUppercase)).toBeVisible();
  };
  await weak();
  expect(new URL(page.url()).pathname).toBe('/demo/user/register');
  if (look) await checkTranslatedLooks(page, shot, `sign-up-${language}`, weak);
}

/** The listing editor's Details tab: Next with nothing filled in. */
async function editorRefuses(
  context: BrowserContext,
  page: Page,
  language: Language,
  look: boolean,
) {
  const words = WORDS[language];
  await blockMapTiles(page);
  await startSignedIn(context, await createAgentAccount());
  await page.goto(url('/demo/dashboard/property/draft/new'));
  const refused = async () => {
    if (await page.getByText(words.noPropertyName).isVisible()) return;
    await page.getByRole('button', { name: words.next }).click();
    await expect(page.getByText(words.noPropertyName)).toBeVisible();
    await expect(page.getByText(words.noType)).toBeVisible();
  };
  await refused();
  // Each look reloads the page: Next is pressed again.
  if (look) await checkTranslatedLooks(page, shot, `editor-${language}`, refused);
}

test.describe("the shared rules' messages in the reader's language", () => {
  for (const language of ['fr', 'ar'] as const) {
    // Screenshots in Arabic, the right-to-left one.
    const look = language === 'ar';

    test(`${language}: the public listing's question and viewing forms`, async ({
      context,
      page,
    }) => {
      await readIn(context, language);
      await publicFormsRefuse(page, language, look);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    });

    test(`${language}: signing up`, async ({ context, page }) => {
      await readIn(context, language);
      await signUpRefuses(page, language, look);
    });

    test(`${language}: the listing editor's Details tab`, async ({ context, page }) => {
      await readIn(context, language);
      await editorRefuses(context, page, language, look);
    });
  }
});
