import type { LanguageCode } from '@propdesk/shared';
import type { Tenant } from '../../infra/tenant';
import { effectiveLanguage } from '../users';

/**
 * A notice as the notices module queues it. The agents module sits below notices, so it
 * builds the notice and `AgentsContext.queueNotice` (wired in modules/index.ts) queues it.
 */
export interface AgentNotice {
  event: 'agent.verified' | 'agent.unverified';
  email: { to: string; subject: string; text: string };
  data: Record<string, unknown>;
}

export interface VerificationChange {
  agent: {
    publicId: string;
    name: string;
    email: string;
    firstName: string;
    /** The language the agency's account chose, null for none: the mail uses effectiveLanguage. */
    language: LanguageCode | null;
  };
  verified: boolean;
  reason: string;
}

interface VerificationValues {
  firstName: string;
  agency: string;
  siteName: string;
  reason: string;
  profileUrl: string;
}

type VerificationMail = (values: VerificationValues) => { subject: string; text: string };

/** The verification mails in each language Propdesk offers: granted and removed. */
const VERIFICATION_MAILS: Record<
  LanguageCode,
  { verified: VerificationMail; unverified: VerificationMail }
> = {
  en: {
    verified: ({ firstName, agency, siteName, reason, profileUrl }) => ({
      subject: `${agency} is now verified on ${siteName}`,
      text: [
        firstName ? `Hello ${firstName},` : 'Hello,',
        '',
        `${siteName} has verified ${agency}. Your agency now shows as verified on the site.`,
        '',
        `Reason: ${reason}`,
        '',
        `Your profile: ${profileUrl}`,
      ].join('\n'),
    }),
    unverified: ({ firstName, agency, siteName, reason, profileUrl }) => ({
      subject: `${agency} is no longer verified on ${siteName}`,
      text: [
        firstName ? `Hello ${firstName},` : 'Hello,',
        '',
        `${siteName} has removed the verification of ${agency}. Your agency no longer shows as verified on the site.`,
        '',
        `Reason: ${reason}`,
        '',
        `If you have questions, reply to this email. Your profile: ${profileUrl}`,
      ].join('\n'),
    }),
  },
  fr: {
    verified: ({ firstName, agency, siteName, reason, profileUrl }) => ({
      subject: `Votre agence ${agency} est vérifiée sur ${siteName}`,
      text: [
        firstName ? `Bonjour ${firstName},` : 'Bonjour,',
        '',
        `${siteName} a vérifié ${agency}. Votre agence apparaît désormais comme vérifiée sur le site.`,
        '',
        `Motif : ${reason}`,
        '',
        `Votre profil : ${profileUrl}`,
      ].join('\n'),
    }),
    unverified: ({ firstName, agency, siteName, reason, profileUrl }) => ({
      subject: `Votre agence ${agency} n’est plus vérifiée sur ${siteName}`,
      text: [
        firstName ? `Bonjour ${firstName},` : 'Bonjour,',
        '',
        `${siteName} a retiré la vérification de ${agency}. Votre agence n’apparaît plus comme vérifiée sur le site.`,
        '',
        `Motif : ${reason}`,
        '',
        `Pour toute question, répondez à cet e-mail. Votre profil : ${profileUrl}`,
      ].join('\n'),
    }),
  },
  ar: {
    verified: ({ firstName, agency, siteName, reason, profileUrl }) => ({
      subject: `تم توثيق ${agency} على ${siteName}`,
      text: [
        firstName ? `مرحبًا ${firstName}،` : 'مرحبًا،',
        '',
        `وثّق ${siteName} ${agency}. تظهر وكالتك الآن موثّقة على الموقع.`,
        '',
        `السبب: ${reason}`,
        '',
        `ملفك الشخصي: ${profileUrl}`,
      ].join('\n'),
    }),
    unverified: ({ firstName, agency, siteName, reason, profileUrl }) => ({
      subject: `لم يعد ${agency} موثّقًا على ${siteName}`,
      text: [
        firstName ? `مرحبًا ${firstName}،` : 'مرحبًا،',
        '',
        `أزال ${siteName} توثيق ${agency}. لم تعد وكالتك تظهر موثّقة على الموقع.`,
        '',
        `السبب: ${reason}`,
        '',
        `إن كانت لديك أسئلة، فردّ على هذه الرسالة. ملفك الشخصي: ${profileUrl}`,
      ].join('\n'),
    }),
  },
};

/** 'agent.verified' / 'agent.unverified': the agency learns what changed and why, in its language. */
export function verificationNotice(
  publicUrl: string,
  tenant: Tenant,
  change: VerificationChange,
): AgentNotice {
  const { agent, verified, reason } = change;
  const mails = VERIFICATION_MAILS[effectiveLanguage(tenant, agent.language)];
  const values = {
    firstName: agent.firstName,
    agency: agent.name,
    siteName: tenant.name,
    reason,
    profileUrl: `${publicUrl}/${tenant.slug}/dashboard/profile`,
  };
  return {
    event: verified ? 'agent.verified' : 'agent.unverified',
    email: { to: agent.email, ...(verified ? mails.verified : mails.unverified)(values) },
    data: { tenant: tenant.slug, agentId: agent.publicId, verified, reason },
  };
}
