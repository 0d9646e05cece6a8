import { AppError } from '@propdesk/shared';
import { isStaff, type AccessRule } from '../../infra/access';
import { canReadAsAgentOrStaff } from '../properties';

/**
 * How a listing is doing: its agent and the site's moderators and admins; 404 for a listing
 * hidden from the caller (or of no listing of the site), 403 for one they see but is not theirs.
 */
export const canSeePerformance = canReadAsAgentOrStaff;

/** The listings needing attention: an agent's own, or the whole site's for its staff. */
export const canSeeAttention: AccessRule<void> = (actor) =>
  actor && (actor.agentId || isStaff(actor))
    ? null
    : new AppError('FORBIDDEN', 'Only agents and site staff see listings needing attention');
