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
