import { AppError } from '@propdesk/shared';
import type { AccessRule } from '../../infra/access';

interface OwnedLead {
  lead: { agentUserId: number; customerUserId: number | null };
}

const ONLY_AGENTS = 'Only agents can manage leads';
export const LEAD_NOT_FOUND = 'Lead not found';

const notFound = () => new AppError('NOT_FOUND', LEAD_NOT_FOUND);

/** The agent's lists and unread count: agents only. */
export const canManageLeads: AccessRule<void> = (actor) =>
  actor?.agentId ? null : new AppError('FORBIDDEN', ONLY_AGENTS);

/**
 * Reading, replying to, marking or deciding on a lead: the listing's agent. Another agent's
 * lead is 404, so its existence is not revealed.
 */
export const canHandleLead: AccessRule<OwnedLead> = (actor, row) => {
  if (!actor?.agentId) return new AppError('FORBIDDEN', ONLY_AGENTS);
  return row && row.lead.agentUserId === actor.userId ? null : notFound();
};

/** Reading one lead: the listing's agent or the customer who sent it; 404 for anyone else. */
export const canSeeLead: AccessRule<OwnedLead> = (actor, row) =>
  actor &&
  row &&
  (row.lead.agentUserId === actor.userId || row.lead.customerUserId === actor.userId)
    ? null
    : notFound();

/**
 * Cancelling a viewing: the customer who asked for it. The listing's agent, who can see the
 * lead, is told to decline it instead; anyone else gets 404.
 */
export const canCancelLead: AccessRule<OwnedLead> = (actor, row) => {
  if (actor?.customerId && row && row.lead.customerUserId === actor.userId) return null;
  if (actor && row && row.lead.agentUserId === actor.userId) {
    return new AppError(
      'FORBIDDEN',
      'Only the person who asked can cancel a viewing: decline it instead',
    );
  }
  return notFound();
};

/** A customer's own list, checked before any look-up: their own only. */
export const canListCustomerLeads: AccessRule<{ customerId: string }> = (actor, target) =>
  actor?.customerId && actor.customerId === target?.customerId
    ? null
    : new AppError('FORBIDDEN', 'You can only see your own requests');

/** A signed-in customer's viewing request: for themselves only. */
export const canRequestTourAs: AccessRule<{ customerId: string }> = (actor, target) =>
  actor?.customerId && actor.customerId === target?.customerId
    ? null
    : new AppError('FORBIDDEN', 'You can only request viewings for yourself');
