import { AppError } from '@propdesk/shared';
import { hasRole, isStaff, type AccessRule } from '../../infra/access';
import type { Actor } from '../../infra/auth';

/** The agency's email and contact person are for the agent and the site's staff only. */
export function seesPrivateFields(actor: Actor | null, agentPublicId: string): boolean {
  return actor?.publicId === agentPublicId || isStaff(actor);
}

/**
 * The agent changes their own agency; an admin may change any. Verification is not a profile
 * change (it goes through canModerateAgents, with a reason). An agency not found is 404 for all.
 */
export const canUpdateAgency: AccessRule<{
  /** The agency's account, as read. */
  user: { publicId: string };
}> = (actor, target) => {
  if (!target) return new AppError('NOT_FOUND', 'Agent not found');
  if (!actor) return new AppError('FORBIDDEN', 'You can only change your own profile');
  const isOwner = actor.publicId === target.user.publicId;
  if (!isOwner && !hasRole(actor, 'ADMIN')) {
    return new AppError('FORBIDDEN', 'You can only change your own profile');
  }
  return null;
};

/** The agency logo: the agent's own only. */
export const canChangeLogo: AccessRule<{ publicId: string }> = (actor, target) =>
  actor?.agentId && actor.publicId === target?.publicId
    ? null
    : new AppError('FORBIDDEN', 'You can only change your own logo');

/** The staff list of agents and verification: the site's moderators and admins. */
export const canModerateAgents: AccessRule<void> = (actor) =>
  isStaff(actor) ? null : new AppError('FORBIDDEN', 'Only moderators can manage agents');
