import { AppError } from '@propdesk/shared';
import { isStaff, type AccessRule } from '../../infra/access';

/**
 * The user fetch: the caller's own account, or any for moderators and admins. Anyone else is
 * refused before the look-up, so the answer says nothing about who has an account.
 */
export const canLookUpAccount: AccessRule<{ email: string }> = (actor, target) =>
  actor && (target?.email === actor.email || isStaff(actor))
    ? null
    : new AppError('FORBIDDEN', 'You can only look up your own account');
