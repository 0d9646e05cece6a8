import type { LanguageCode } from '@propdesk/shared';
import type { Tenant } from '../../infra/tenant';
import type { NoticeInput } from '../notices';
import { effectiveLanguage } from '../users';
import { LEAD_MAIL_WORDS, type LeadMailWords, type ViewingDecisionStatus } from './leads.mails';
import type { LeadView } from './leads.schemas';

/** Where the notices' links point: the public site and dashboard under PUBLIC_URL. */
export interface LeadLinks {
  publicUrl: string;
}

export interface AgentContact {
  publicId: string;
  name: string;
  email: string;
  /** The language the agent chose, null for none: their mails use effectiveLanguage. */
  language: LanguageCode | null;
}

const listingUrl = (links: LeadLinks, tenant: Tenant, lead: LeadView) =>
  `${links.publicUrl}/${tenant.slug}/listings/${lead.propertyDetails.publicId}`;

const dashboardUrl = (links: LeadLinks, tenant: Tenant, leadPublicId: string) =>
  `${links.publicUrl}/${tenant.slug}/dashboard/leads?lead=${leadPublicId}`;

/** A time as the reader reads it: in their locale and the site's time zone, which is named. */
function siteTime(iso: string, tenant: Tenant, words: LeadMailWords): string {
  const text = new Intl.DateTimeFormat(words.locale, {
    timeZone: tenant.timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(new Date(iso));
  return `${text} (${tenant.timeZone})`;
}

const lines = (...parts: (string | false | null | undefined)[]) =>
  parts.filter((part): part is string => typeof part === 'string').join('\n');

/** A mail's words in a person's language: theirs while the site offers it, else the default. */
const wordsFor = (tenant: Tenant, language: LanguageCode | null) =>
  LEAD_MAIL_WORDS[effectiveLanguage(tenant, language)];

/** The agent as the notices' webhook payloads name them: without their language. */
const contactOf = ({ publicId, name, email }: AgentContact) => ({ publicId, name, email });

/** 'lead.created': the listing's agent learns of a new question or viewing request. */
export function leadCreatedNotice(
  links: LeadLinks,
  tenant: Tenant,
  lead: LeadView,
  agent: AgentContact,
): NoticeInput {
  const words = wordsFor(tenant, agent.language);
  const { created } = words;
  const viewing = lead.kind === 'VIEWING';
  const dashboard = dashboardUrl(links, tenant, lead.publicId);
  return {
    event: 'lead.created',
    email: {
      to: agent.email,
      subject: created.subject(viewing, lead.title),
      text: lines(
        created.opening(viewing, lead.name, lead.title),
        words.label(words.listing, listingUrl(links, tenant, lead)),
        '',
        words.label(created.name, lead.name),
        words.label(created.email, lead.email),
        words.label(created.phone, lead.phone ?? '-'),
        viewing && created.preferredTimes,
        ...lead.preferredTimes.map((time) => `- ${siteTime(time, tenant, words)}`),
        lead.message !== null && '',
        lead.message !== null && lead.message,
        '',
        words.label(created.answer, dashboard),
      ),
    },
    data: { tenant: tenant.slug, lead, agent: contactOf(agent), dashboardUrl: dashboard },
  };
}

/** 'lead.replied': the person gets the agent's reply, in the language they wrote in. */
export function leadRepliedNotice(
  links: LeadLinks,
  tenant: Tenant,
  lead: LeadView,
  agent: AgentContact,
  reply: string,
  sender: { language: LanguageCode | null },
): NoticeInput {
  const words = wordsFor(tenant, sender.language);
  return {
    event: 'lead.replied',
    email: {
      to: lead.email,
      subject: words.replied.subject(lead.title),
      text: lines(
        words.replied.answered(agent.name, lead.title),
        '',
        reply,
        '',
        words.label(words.listing, listingUrl(links, tenant, lead)),
        lead.customerId !== null &&
          words.label(words.requests, dashboardUrl(links, tenant, lead.publicId)),
      ),
    },
    data: { tenant: tenant.slug, lead, agent: contactOf(agent), reply },
  };
}

/**
 * 'viewing.updated': the person learns the agent confirmed, declined or closed the viewing, in
 * the language they wrote in.
 */
export function viewingUpdatedNotice(
  links: LeadLinks,
  tenant: Tenant,
  lead: LeadView,
  agent: AgentContact,
  decision: { status: ViewingDecisionStatus; message: string | null },
  sender: { language: LanguageCode | null },
): NoticeInput {
  const words = wordsFor(tenant, sender.language);
  const { updated } = words;
  return {
    event: 'viewing.updated',
    email: {
      to: lead.email,
      subject: updated.subject(decision.status, lead.title),
      text: lines(
        updated.opening(decision.status, agent.name, lead.title),
        decision.status === 'CONFIRMED' &&
          lead.date !== null &&
          words.label(updated.when, siteTime(lead.date, tenant, words)),
        decision.message !== null && '',
        decision.message,
        '',
        words.label(words.listing, listingUrl(links, tenant, lead)),
        lead.customerId !== null &&
          words.label(words.requests, dashboardUrl(links, tenant, lead.publicId)),
      ),
    },
    data: { tenant: tenant.slug, lead, agent: contactOf(agent), message: decision.message },
  };
}

/** 'viewing.cancelled': the agent learns the person cancelled, in the agent's language. */
export function viewingCancelledNotice(
  links: LeadLinks,
  tenant: Tenant,
  lead: LeadView,
  agent: AgentContact,
): NoticeInput {
  const words = wordsFor(tenant, agent.language);
  const { cancelled } = words;
  const dashboard = dashboardUrl(links, tenant, lead.publicId);
  return {
    event: 'viewing.cancelled',
    email: {
      to: agent.email,
      subject: cancelled.subject(lead.title),
      text: lines(
        cancelled.opening(lead.name, lead.title),
        lead.date !== null && cancelled.wasFor(siteTime(lead.date, tenant, words)),
        words.label(words.listing, listingUrl(links, tenant, lead)),
        '',
        words.label(cancelled.see, dashboard),
      ),
    },
    data: { tenant: tenant.slug, lead, agent: contactOf(agent), dashboardUrl: dashboard },
  };
}
