import type { LanguageCode } from '@propdesk/shared';

interface ResetMailValues {
  siteName: string;
  firstName: string;
  link: string;
}

/** The password reset mail in each language Propdesk offers: subject and body. */
const RESET_MAIL: Record<
  LanguageCode,
  (values: ResetMailValues) => { subject: string; text: string }
> = {
  en: ({ siteName, firstName, link }) => ({
    subject: `Reset your ${siteName} password`,
    text:
      `Hello ${firstName},\n\nSomeone asked to reset the password of your ${siteName} account.\n` +
      `Open this link within 30 minutes to choose a new password:\n\n${link}\n\n` +
      `If it was not you, ignore this email: your password stays as it is.\n`,
  }),
  fr: ({ siteName, firstName, link }) => ({
    subject: `Réinitialisez votre mot de passe ${siteName}`,
    text:
      `Bonjour ${firstName},\n\nQuelqu'un a demandé à réinitialiser le mot de passe de votre compte ${siteName}.\n` +
      `Ouvrez ce lien dans les 30 minutes pour choisir un nouveau mot de passe :\n\n${link}\n\n` +
      `Si ce n'était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.\n`,
  }),
  ar: ({ siteName, firstName, link }) => ({
    subject: `أعد تعيين كلمة مرور ${siteName}`,
    text:
      `مرحبًا ${firstName}،\n\nطلب أحدهم إعادة تعيين كلمة مرور حسابك على ${siteName}.\n` +
      `افتح هذا الرابط خلال 30 دقيقة لاختيار كلمة مرور جديدة:\n\n${link}\n\n` +
      `إن لم تكن أنت، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.\n`,
  }),
};

/** The password reset mail in the recipient's language. */
export function resetMail(language: LanguageCode, values: ResetMailValues) {
  return RESET_MAIL[language](values);
}

interface ConfirmationMailValues {
  siteName: string;
  firstName: string;
  email: string;
  hours: number;
  link: string;
}

/** The mail that confirms an address, in each language Propdesk offers. */
const CONFIRMATION_MAIL: Record<
  LanguageCode,
  (values: ConfirmationMailValues) => { subject: string; text: string }
> = {
  en: ({ siteName, firstName, email, hours, link }) => ({
    subject: `Confirm your email address for ${siteName}`,
    text:
      `Hello ${firstName},\n\n` +
      `Please confirm that ${email} is your email address: open this link within ${hours} hours.\n\n` +
      `${link}\n\n` +
      `Once it is confirmed, the questions and viewing requests you sent from this address on ` +
      `${siteName} join your account, with the agents' replies, under "My requests".\n\n` +
      `If you did not create an account on ${siteName}, ignore this email.\n`,
  }),
  fr: ({ siteName, firstName, email, hours, link }) => ({
    subject: `Confirmez votre adresse e-mail pour ${siteName}`,
    text:
      `Bonjour ${firstName},\n\n` +
      `Confirmez que ${email} est bien votre adresse e-mail : ouvrez ce lien dans les ${hours} heures.\n\n` +
      `${link}\n\n` +
      `Une fois l'adresse confirmée, les questions et demandes de visite envoyées depuis cette adresse sur ` +
      `${siteName} rejoignent votre compte, avec les réponses des agents, dans « Mes demandes ».\n\n` +
      `Si vous n'avez pas créé de compte sur ${siteName}, ignorez cet e-mail.\n`,
  }),
  ar: ({ siteName, firstName, email, hours, link }) => ({
    subject: `أكّد بريدك الإلكتروني على ${siteName}`,
    text:
      `مرحبًا ${firstName}،\n\n` +
      `يرجى تأكيد أن ${email} هو بريدك الإلكتروني: افتح هذا الرابط خلال ${hours} ساعة.\n\n` +
      `${link}\n\n` +
      `بعد التأكيد، تنضم الأسئلة وطلبات المعاينة التي أرسلتها من هذا العنوان على ` +
      `${siteName} إلى حسابك، مع ردود الوكلاء، في «طلباتي».\n\n` +
      `إن لم تنشئ حسابًا على ${siteName}، فتجاهل هذه الرسالة.\n`,
  }),
};

/** The mail that confirms an address, in the recipient's language. */
export function confirmationMail(language: LanguageCode, values: ConfirmationMailValues) {
  return CONFIRMATION_MAIL[language](values);
}

interface SignInAttackValues {
  siteName: string;
  firstName: string;
  failures: number;
  resetLink: string;
}

/** The mail to an account's owner when its sign-in is under attack, in each language. */
const SIGN_IN_ATTACK_MAIL: Record<
  LanguageCode,
  (values: SignInAttackValues) => { subject: string; text: string }
> = {
  en: ({ siteName, firstName, failures, resetLink }) => ({
    subject: `Someone is trying to sign in to your ${siteName} account`,
    text:
      `Hello ${firstName},\n\n` +
      `There have been ${failures} failed attempts to sign in to your ${siteName} account today. ` +
      `Until tomorrow, your account can only be signed in to from the places you have signed in ` +
      `from before; you can still sign in as usual from them.\n\n` +
      `If you are worried your password may be known, choose a new one here:\n\n${resetLink}\n`,
  }),
  fr: ({ siteName, firstName, failures, resetLink }) => ({
    subject: `Quelqu'un essaie de se connecter à votre compte ${siteName}`,
    text:
      `Bonjour ${firstName},\n\n` +
      `Il y a eu aujourd'hui ${failures} tentatives de connexion échouées à votre compte ${siteName}. ` +
      `Jusqu'à demain, on ne peut se connecter à votre compte que depuis les endroits d'où vous ` +
      `vous êtes déjà connecté ; depuis ceux-ci, vous vous connectez comme d'habitude.\n\n` +
      `Si vous craignez que votre mot de passe soit connu, choisissez-en un nouveau ici :\n\n${resetLink}\n`,
  }),
  ar: ({ siteName, firstName, failures, resetLink }) => ({
    subject: `يحاول أحدهم تسجيل الدخول إلى حسابك على ${siteName}`,
    text:
      `مرحبًا ${firstName}،\n\n` +
      `جرت اليوم ${failures} محاولة فاشلة لتسجيل الدخول إلى حسابك على ${siteName}. ` +
      `حتى الغد، لا يمكن تسجيل الدخول إلى حسابك إلا من الأماكن التي سجّلت الدخول منها من قبل؛ ` +
      `ومنها يمكنك تسجيل الدخول كالمعتاد.\n\n` +
      `إن كنت تخشى أن تكون كلمة مرورك معروفة، فاختر كلمة جديدة من هنا:\n\n${resetLink}\n`,
  }),
};

/** The mail to an account's owner when its sign-in is under attack, in their language. */
export function signInAttackMail(language: LanguageCode, values: SignInAttackValues) {
  return SIGN_IN_ATTACK_MAIL[language](values);
}
