import type { Tenant } from '../../infra/tenant';

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
  agent: { publicId: string; name: string; email: string; firstName: string };
  verified: boolean;
  reason: string;
}

/** 'agent.verified' / 'agent.unverified': the agency learns what changed and why. */
export function verificationNotice(
  publicUrl: string,
  tenant: Tenant,
  change: VerificationChange,
): AgentNotice {
  const { agent, verified, reason } = change;
  const profileUrl = `${publicUrl}/${tenant.slug}/dashboard/profile`;
  const greeting = agent.firstName ? `Hello ${agent.firstName},` : 'Hello,';
  const text = verified
    ? [
        greeting,
        '',
        `${tenant.name} has verified ${agent.name}. Your agency now shows as verified on the site.`,
        '',
        `Reason: ${reason}`,
        '',
        `Your profile: ${profileUrl}`,
      ]
    : [
        greeting,
        '',
        `${tenant.name} has removed the verification of ${agent.name}. Your agency no longer shows as verified on the site.`,
        '',
        `Reason: ${reason}`,
        '',
        `If you have questions, reply to this email. Your profile: ${profileUrl}`,
      ];
  return {
    event: verified ? 'agent.verified' : 'agent.unverified',
    email: {
      to: agent.email,
      subject: verified
        ? `${agent.name} is now verified on ${tenant.name}`
        : `${agent.name} is no longer verified on ${tenant.name}`,
      text: text.join('\n'),
    },
    data: { tenant: tenant.slug, agentId: agent.publicId, verified, reason },
  };
}
