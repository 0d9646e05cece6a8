import type { LanguageCode } from '@propdesk/shared';

/** The confirmation mail of a visitor's saved search, in each language Propdesk offers. */
export const CONFIRMATION_MAIL: Record<
  LanguageCode,
  (v: { site: string; name: string; link: string; days: number }) => {
    subject: string;
    text: string;
  }
> = {
  en: ({ site, name, link, days }) => ({
    subject: `Confirm your saved search on ${site}`,
    text:
      `Someone, hopefully you, asked ${site} to send this address new listings matching ` +
      `"${name}".\n\nTo start the alerts, confirm within ${days} days:\n${link}\n\n` +
      'If it was not you, ignore this e-mail: nothing will be sent.',
  }),
  fr: ({ site, name, link, days }) => ({
    subject: `Confirmez votre recherche enregistrée sur ${site}`,
    text:
      `Quelqu’un, sans doute vous, a demandé à ${site} d’envoyer à cette adresse les nouvelles ` +
      `annonces correspondant à « ${name} ».\n\nPour recevoir les alertes, confirmez sous ` +
      `${days} jours :\n${link}\n\n` +
      'Si ce n’était pas vous, ignorez cet e-mail : rien ne vous sera envoyé.',
  }),
  ar: ({ site, name, link, days }) => ({
    subject: `أكّد بحثك المحفوظ على ${site}`,
    text:
      `طلب أحدهم، ونرجو أن تكون أنت، من ${site} أن يرسل إلى هذا العنوان الإعلانات الجديدة ` +
      `المطابقة لـ «${name}».\n\nلبدء التنبيهات، أكّد خلال ${days} أيام:\n${link}\n\n` +
      'إن لم تكن أنت، فتجاهل هذه الرسالة: لن يُرسل إليك شيء.',
  }),
};
