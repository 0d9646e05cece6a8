import type { LanguageCode } from '@propdesk/shared';
import type { Tenant } from '../../infra/tenant';
import type { NoticeInput } from '../notices';
import type { LeadView } from './leads.schemas';

/** Where the notices' links point: the public site and dashboard under PUBLIC_URL. */
export interface LeadLinks {
  publicUrl: string;
}

export interface AgentContact {
  publicId: string;
  name: string;
  email: string;
}

const listingUrl = (links: LeadLinks, tenant: Tenant, lead: LeadView) =>
  `${links.publicUrl}/${tenant.slug}/listings/${lead.propertyDetails.publicId}`;

const dashboardUrl = (links: LeadLinks, tenant: Tenant, leadPublicId: string) =>
  `${links.publicUrl}/${tenant.slug}/dashboard/leads?lead=${leadPublicId}`;

/** A time as the site's people read it: in the site's time zone, which is named. */
function siteTime(iso: string, tenant: Tenant): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone: tenant.timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(new Date(iso));
  return `${text} (${tenant.timeZone})`;
}

const lines = (...parts: (string | false | null | undefined)[]) =>
  parts.filter((part): part is string => typeof part === 'string').join('\n');

/** 'lead.created': the listing's agent learns of a new question or viewing request. */
export function leadCreatedNotice(
  links: LeadLinks,
  tenant: Tenant,
  lead: LeadView,
  agent: AgentContact,
): NoticeInput {
  const viewing = lead.kind === 'VIEWING';
  const dashboard = dashboardUrl(links, tenant, lead.publicId);
  return {
    event: 'lead.created',
    email: {
      to: agent.email,
      subject: viewing ? `Viewing request for ${lead.title}` : `New question about ${lead.title}`,
      text: lines(
        viewing
          ? `${lead.name} would like to view ${lead.title}.`
          : `${lead.name} asked about ${lead.title}.`,
        `Listing: ${listingUrl(links, tenant, lead)}`,
        '',
        `Name: ${lead.name}`,
        `Email: ${lead.email}`,
        `Phone: ${lead.phone ?? '-'}`,
        viewing && 'Preferred times:',
        ...lead.preferredTimes.map((time) => `- ${siteTime(time, tenant)}`),
        lead.message !== null && '',
        lead.message !== null && lead.message,
        '',
        `Answer it in your dashboard: ${dashboard}`,
      ),
    },
    data: { tenant: tenant.slug, lead, agent, dashboardUrl: dashboard },
  };
}

/** The language a mail to the person who sent a lead is written in: theirs while the site offers it. */
function senderLanguage(tenant: Tenant, language: LanguageCode | null): LanguageCode {
  return language && tenant.languages.includes(language) ? language : tenant.defaultLanguage;
}

const REPLY_WORDS: Record<
  LanguageCode,
  {
    subject: (title: string) => string;
    answered: (agent: string, title: string) => string;
    listing: string;
    requests: string;
  }
> = {
  en: {
    subject: (title) => `Reply about ${title}`,
    answered: (agent, title) => `${agent} answered your message about ${title}:`,
    listing: 'Listing',
    requests: 'Your requests',
  },
  fr: {
    subject: (title) => `Réponse au sujet de ${title}`,
    answered: (agent, title) => `${agent} a répondu à votre message au sujet de ${title} :`,
    listing: 'Annonce',
    requests: 'Vos demandes',
  },
  ar: {
    subject: (title) => `رد بخصوص ${title}`,
    answered: (agent, title) => `ردّ ${agent} على رسالتك بخصوص ${title}:`,
    listing: 'الإعلان',
    requests: 'طلباتك',
  },
};

/** 'lead.replied': the person gets the agent's reply, in the language they wrote in. */
export function leadRepliedNotice(
  links: LeadLinks,
  tenant: Tenant,
  lead: LeadView,
  agent: AgentContact,
  reply: string,
  sender: { language: LanguageCode | null },
): NoticeInput {
  const words = REPLY_WORDS[senderLanguage(tenant, sender.language)];
  return {
    event: 'lead.replied',
    email: {
      to: lead.email,
      subject: words.subject(lead.title),
      text: lines(
        words.answered(agent.name, lead.title),
        '',
        reply,
        '',
        `${words.listing}: ${listingUrl(links, tenant, lead)}`,
        lead.customerId !== null &&
          `${words.requests}: ${dashboardUrl(links, tenant, lead.publicId)}`,
      ),
    },
    data: { tenant: tenant.slug, lead, agent, reply },
  };
}

const DECISION_WORDS = {
  CONFIRMED: 'confirmed',
  DECLINED: 'declined',
  DONE: 'marked as done',
} as const;

/** 'viewing.updated': the person learns the agent confirmed, declined or closed the viewing. */
export function viewingUpdatedNotice(
  links: LeadLinks,
  tenant: Tenant,
  lead: LeadView,
  agent: AgentContact,
  decision: { status: keyof typeof DECISION_WORDS; message: string | null },
): NoticeInput {
  const word = DECISION_WORDS[decision.status];
  return {
    event: 'viewing.updated',
    email: {
      to: lead.email,
      subject: `Your viewing of ${lead.title} is ${word}`,
      text: lines(
        `${agent.name} ${word} your viewing of ${lead.title}.`,
        decision.status === 'CONFIRMED' &&
          lead.date !== null &&
          `When: ${siteTime(lead.date, tenant)}`,
        decision.message !== null && '',
        decision.message,
        '',
        `Listing: ${listingUrl(links, tenant, lead)}`,
        lead.customerId !== null && `Your requests: ${dashboardUrl(links, tenant, lead.publicId)}`,
      ),
    },
    data: { tenant: tenant.slug, lead, agent, message: decision.message },
  };
}

/** 'viewing.cancelled': the agent learns the person cancelled. */
export function viewingCancelledNotice(
  links: LeadLinks,
  tenant: Tenant,
  lead: LeadView,
  agent: AgentContact,
): NoticeInput {
  const dashboard = dashboardUrl(links, tenant, lead.publicId);
  return {
    event: 'viewing.cancelled',
    email: {
      to: agent.email,
      subject: `Viewing cancelled for ${lead.title}`,
      text: lines(
        `${lead.name} cancelled their viewing of ${lead.title}.`,
        lead.date !== null && `It was for ${siteTime(lead.date, tenant)}.`,
        `Listing: ${listingUrl(links, tenant, lead)}`,
        '',
        `See it in your dashboard: ${dashboard}`,
      ),
    },
    data: { tenant: tenant.slug, lead, agent, dashboardUrl: dashboard },
  };
}
