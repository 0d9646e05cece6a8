import type { LanguageCode } from '@propdesk/shared';

/** How an agent decided a viewing, as the person's mail says it. */
export type ViewingDecisionStatus = 'CONFIRMED' | 'DECLINED' | 'DONE';

/** The words of the lead mails in one language; the notices put them together. */
export interface LeadMailWords {
  /** The locale its dates and times are written in. */
  locale: string;
  /** A labelled line: 'Listing: …' in English, 'Annonce : …' in French. */
  label: (label: string, value: string) => string;
  listing: string;
  requests: string;
  created: {
    subject: (viewing: boolean, title: string) => string;
    opening: (viewing: boolean, name: string, title: string) => string;
    name: string;
    email: string;
    phone: string;
    preferredTimes: string;
    answer: string;
  };
  replied: {
    subject: (title: string) => string;
    answered: (agent: string, title: string) => string;
  };
  updated: {
    subject: (status: ViewingDecisionStatus, title: string) => string;
    opening: (status: ViewingDecisionStatus, agent: string, title: string) => string;
    when: string;
  };
  cancelled: {
    subject: (title: string) => string;
    opening: (name: string, title: string) => string;
    wasFor: (time: string) => string;
    see: string;
  };
}

const ENGLISH_DECISIONS = {
  CONFIRMED: 'confirmed',
  DECLINED: 'declined',
  DONE: 'marked as done',
} as const;

const FRENCH_DECISIONS = {
  CONFIRMED: { subject: 'confirmée', opening: 'a confirmé' },
  DECLINED: { subject: 'refusée', opening: 'a refusé' },
  DONE: { subject: 'terminée', opening: 'a marqué comme terminée' },
} as const;

const ARABIC_DECISIONS = {
  CONFIRMED: { subject: 'تم تأكيد', opening: (agent: string) => `أكّد ${agent}` },
  DECLINED: { subject: 'تم رفض', opening: (agent: string) => `رفض ${agent}` },
  DONE: { subject: 'تمّت', opening: (agent: string) => `سجّل ${agent} إتمام` },
} as const;

/** The lead mails in each language Propdesk offers. */
export const LEAD_MAIL_WORDS: Record<LanguageCode, LeadMailWords> = {
  en: {
    locale: 'en-GB',
    label: (label, value) => `${label}: ${value}`,
    listing: 'Listing',
    requests: 'Your requests',
    created: {
      subject: (viewing, title) =>
        viewing ? `Viewing request for ${title}` : `New question about ${title}`,
      opening: (viewing, name, title) =>
        viewing ? `${name} would like to view ${title}.` : `${name} asked about ${title}.`,
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      preferredTimes: 'Preferred times:',
      answer: 'Answer it in your dashboard',
    },
    replied: {
      subject: (title) => `Reply about ${title}`,
      answered: (agent, title) => `${agent} answered your message about ${title}:`,
    },
    updated: {
      subject: (status, title) => `Your viewing of ${title} is ${ENGLISH_DECISIONS[status]}`,
      opening: (status, agent, title) =>
        `${agent} ${ENGLISH_DECISIONS[status]} your viewing of ${title}.`,
      when: 'When',
    },
    cancelled: {
      subject: (title) => `Viewing cancelled for ${title}`,
      opening: (name, title) => `${name} cancelled their viewing of ${title}.`,
      wasFor: (time) => `It was for ${time}.`,
      see: 'See it in your dashboard',
    },
  },
  fr: {
    locale: 'fr-FR',
    label: (label, value) => `${label} : ${value}`,
    listing: 'Annonce',
    requests: 'Vos demandes',
    created: {
      subject: (viewing, title) =>
        viewing ? `Demande de visite pour ${title}` : `Nouvelle question sur ${title}`,
      opening: (viewing, name, title) =>
        viewing
          ? `${name} souhaite visiter ${title}.`
          : `${name} a posé une question sur ${title}.`,
      name: 'Nom',
      email: 'E-mail',
      phone: 'Téléphone',
      preferredTimes: 'Créneaux souhaités :',
      answer: 'Répondez depuis votre tableau de bord',
    },
    replied: {
      subject: (title) => `Réponse au sujet de ${title}`,
      answered: (agent, title) => `${agent} a répondu à votre message au sujet de ${title} :`,
    },
    updated: {
      subject: (status, title) =>
        `Votre visite de ${title} est ${FRENCH_DECISIONS[status].subject}`,
      opening: (status, agent, title) =>
        `${agent} ${FRENCH_DECISIONS[status].opening} votre visite de ${title}.`,
      when: 'Date et heure',
    },
    cancelled: {
      subject: (title) => `Visite annulée pour ${title}`,
      opening: (name, title) => `${name} a annulé sa visite de ${title}.`,
      wasFor: (time) => `Elle était prévue le ${time}.`,
      see: 'Consultez-la dans votre tableau de bord',
    },
  },
  ar: {
    locale: 'ar',
    label: (label, value) => `${label}: ${value}`,
    listing: 'الإعلان',
    requests: 'طلباتك',
    created: {
      subject: (viewing, title) => (viewing ? `طلب معاينة لـ ${title}` : `سؤال جديد حول ${title}`),
      opening: (viewing, name, title) =>
        viewing ? `يرغب ${name} في معاينة ${title}.` : `سأل ${name} عن ${title}.`,
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      phone: 'الهاتف',
      preferredTimes: 'المواعيد المفضّلة:',
      answer: 'أجب عنه من لوحة التحكم',
    },
    replied: {
      subject: (title) => `رد بخصوص ${title}`,
      answered: (agent, title) => `ردّ ${agent} على رسالتك بخصوص ${title}:`,
    },
    updated: {
      subject: (status, title) => `${ARABIC_DECISIONS[status].subject} معاينتك لـ ${title}`,
      opening: (status, agent, title) =>
        `${ARABIC_DECISIONS[status].opening(agent)} معاينتك لـ ${title}.`,
      when: 'الموعد',
    },
    cancelled: {
      subject: (title) => `أُلغيت المعاينة لـ ${title}`,
      opening: (name, title) => `ألغى ${name} موعد المعاينة لـ ${title}.`,
      wasFor: (time) => `كان الموعد ${time}.`,
      see: 'اطّلع عليه في لوحة التحكم',
    },
  },
};
