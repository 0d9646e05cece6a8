import { AppError } from '@propdesk/shared';
import { hasRole, isStaff, type AccessRule } from '../../infra/access';

/** Exporting listings: agents (their own) and the site's moderators and admins (an agency's). */
export const canExportListings: AccessRule<void> = (actor) =>
  (hasRole(actor, 'AGENT') && actor?.agentId) || isStaff(actor)
    ? null
    : new AppError('FORBIDDEN', 'Only agents and site staff can export listings');

/** An agent exports their own listings; staff any agency's of their site. */
export const canExportAgency: AccessRule<{ agentId: string }> = (actor, target) =>
  actor && target && (target.agentId === actor.publicId || isStaff(actor))
    ? null
    : new AppError('FORBIDDEN', 'You can only export your own listings');
