import type { LanguageCode } from '@propdesk/shared';
import type { Tenant } from '../../infra/tenant';
import type { NoticeInput } from '../notices';
import type { PropertyView } from '../properties';
import { effectiveLanguage } from '../users';

/** Where the notices' links point: the public site and dashboard under PUBLIC_URL. */
export interface ModerationLinks {
  publicUrl: string;
}

export interface ListingAgent {
  email: string;
  firstName: string;
  lastName: string;
  /** The language the agent chose, null for none: the mail uses effectiveLanguage. */
  language: LanguageCode | null;
}

interface DecisionValues {
  firstName: string;
  siteName: string;
  title: string;
  code: string;
  url: string;
}

/** The mails of a moderator's decision in each language Propdesk offers: subject and body. */
const DECISION_MAILS: Record<
  LanguageCode,
  {
    approved: (values: DecisionValues) => { subject: string; text: string };
    rejected: (values: DecisionValues & { reason: string }) => { subject: string; text: string };
  }
> = {
  en: {
    approved: ({ firstName, siteName, title, code, url }) => ({
      subject: `Your listing is live: ${title}`,
      text: [
        `Hello ${firstName}`.trim() + ',',
        '',
        `${siteName} approved your listing "${title}" (${code}).`,
        'It is now on the public site:',
        url,
      ].join('\n'),
    }),
    rejected: ({ firstName, siteName, title, code, url, reason }) => ({
      subject: `Your listing was sent back: ${title}`,
      text: [
        `Hello ${firstName}`.trim() + ',',
        '',
        `${siteName} sent your listing "${title}" (${code}) back:`,
        '',
        reason,
        '',
        "Fix it in the editor, then press 'Send for review': a moderator checks it again.",
        url,
      ].join('\n'),
    }),
  },
  fr: {
    approved: ({ firstName, siteName, title, code, url }) => ({
      subject: `Votre annonce est en ligne : ${title}`,
      text: [
        `Bonjour ${firstName}`.trim() + ',',
        '',
        `${siteName} a approuvé votre annonce « ${title} » (${code}).`,
        'Elle est maintenant sur le site public :',
        url,
      ].join('\n'),
    }),
    rejected: ({ firstName, siteName, title, code, url, reason }) => ({
      subject: `Votre annonce vous a été renvoyée : ${title}`,
      text: [
        `Bonjour ${firstName}`.trim() + ',',
        '',
        `${siteName} vous a renvoyé votre annonce « ${title} » (${code}) :`,
        '',
        reason,
        '',
        'Corrigez-la dans l’éditeur, puis appuyez sur « Envoyer en validation » : un modérateur la vérifiera de nouveau.',
        url,
      ].join('\n'),
    }),
  },
  ar: {
    approved: ({ firstName, siteName, title, code, url }) => ({
      subject: `إعلانك منشور الآن: ${title}`,
      text: [
        `مرحبًا ${firstName}`.trim() + '،',
        '',
        `وافق ${siteName} على إعلانك «${title}» (${code}).`,
        'وهو الآن معروض على الموقع العام:',
        url,
      ].join('\n'),
    }),
    rejected: ({ firstName, siteName, title, code, url, reason }) => ({
      subject: `أُعيد إليك إعلانك: ${title}`,
      text: [
        `مرحبًا ${firstName}`.trim() + '،',
        '',
        `أعاد ${siteName} إليك إعلانك «${title}» (${code}):`,
        '',
        reason,
        '',
        'صحّحه في المحرّر، ثم اضغط «إرسال للمراجعة»: وسيراجعه أحد المشرفين من جديد.',
        url,
      ].join('\n'),
    }),
  },
};

const mailsFor = (tenant: Tenant, agent: ListingAgent) =>
  DECISION_MAILS[effectiveLanguage(tenant, agent.language)];

const decisionValues = (
  tenant: Tenant,
  listing: PropertyView,
  agent: ListingAgent,
  url: string,
) => ({
  firstName: agent.firstName,
  siteName: tenant.name,
  title: listing.title,
  code: listing.code,
  url,
});

/** 'listing.approved': the agent learns the listing is live, with its public link. */
export function listingApprovedNotice(
  links: ModerationLinks,
  tenant: Tenant,
  listing: PropertyView,
  agent: ListingAgent,
): NoticeInput {
  const url = `${links.publicUrl}/${tenant.slug}/listings/${listing.publicId}`;
  return {
    event: 'listing.approved',
    email: {
      to: agent.email,
      ...mailsFor(tenant, agent).approved(decisionValues(tenant, listing, agent, url)),
    },
    data: {
      listing: { publicId: listing.publicId, code: listing.code, title: listing.title },
      url,
    },
  };
}

/** 'listing.rejected': the agent learns why the listing was sent back and where to fix it. */
export function listingRejectedNotice(
  links: ModerationLinks,
  tenant: Tenant,
  listing: PropertyView,
  agent: ListingAgent,
  reason: string,
): NoticeInput {
  const url = `${links.publicUrl}/${tenant.slug}/dashboard/property/draft/${listing.publicId}`;
  return {
    event: 'listing.rejected',
    email: {
      to: agent.email,
      ...mailsFor(tenant, agent).rejected({
        ...decisionValues(tenant, listing, agent, url),
        reason,
      }),
    },
    data: {
      listing: { publicId: listing.publicId, code: listing.code, title: listing.title },
      reason,
      url,
    },
  };
}
