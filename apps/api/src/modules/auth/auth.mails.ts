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
