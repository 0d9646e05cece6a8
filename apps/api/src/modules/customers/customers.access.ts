import { AppError } from '@propdesk/shared';
import { isStaff, type AccessRule } from '../../infra/access';

/** A customer's profile: their own, or any for moderators and admins. Checked before the look-up. */
export const canSeeCustomer: AccessRule<{ publicId: string }> = (actor, target) =>
  actor && (actor.publicId === target?.publicId || isStaff(actor))
    ? null
    : new AppError('FORBIDDEN', 'You can only see your own profile');

/** Only the customer changes their details. */
export const canChangeCustomer: AccessRule<{ publicId: string }> = (actor, target) =>
  actor && actor.publicId === target?.publicId
    ? null
    : new AppError('FORBIDDEN', 'You can only change your own profile');
