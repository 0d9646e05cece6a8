import { AppError } from '@propdesk/shared';
import { hasRole, isStaff, type AccessRule } from '../../infra/access';

const NOT_FOUND = 'Import not found';

/** Importing listings: agents (their own) and site staff (on an agency's behalf). */
export const canImport: AccessRule<void> = (actor) =>
  actor && (isStaff(actor) || (hasRole(actor, 'AGENT') && actor.agentId))
    ? null
    : new AppError('FORBIDDEN', 'Only agents and site staff can import listings');

/**
 * An import: the person who started it, the agent whose listings it writes, and the site's staff
 * see and run it; anyone else learns nothing of it (404), as for another site's ids.
 */
export const canUseImport: AccessRule<{ startedBy: number | null; agentUserId: number }> = (
  actor,
  imp,
) =>
  imp &&
  actor &&
  (imp.startedBy === actor.userId || imp.agentUserId === actor.userId || isStaff(actor))
    ? null
    : new AppError('NOT_FOUND', NOT_FOUND);
