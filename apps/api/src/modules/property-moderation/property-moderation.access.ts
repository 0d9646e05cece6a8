import { AppError } from '@propdesk/shared';
import { isStaff, type AccessRule } from '../../infra/access';

/** The review queue, approving and rejecting: moderators and admins. */
export const canModerate: AccessRule<void> = (actor) =>
  isStaff(actor) ? null : new AppError('FORBIDDEN', 'Only moderators can review listings');
