import { AppError } from '@propdesk/shared';
import { hasRole, type AccessRule } from '../../infra/access';

/** Bulk actions are an agent's, on their own listings (staff moderate one listing at a time). */
export const canActInBulk: AccessRule<void> = (actor) =>
  hasRole(actor, 'AGENT') && actor?.agentId
    ? null
    : new AppError('FORBIDDEN', 'Only agents can change their listings in bulk');
