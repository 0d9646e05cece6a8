import { AppError } from '@propdesk/shared';
import { hasRole, isStaff, type AccessRule } from '../../infra/access';

/** A signed-in person's own data: anyone signed in, for themselves. */
export const canHandleOwnData: AccessRule<void> = (actor) =>
  actor ? null : new AppError('UNAUTHENTICATED', 'Sign in first');

/** Another person's data: only the site's staff (moderators and admins), never across sites. */
export const canHandlePeoplesData: AccessRule<void> = (actor) =>
  isStaff(actor)
    ? null
    : new AppError('FORBIDDEN', "Only the site's staff handle requests about people's data");

/** A staff account is erased by an admin only: a moderator cannot remove the site's admins. */
export const canEraseAccount: AccessRule<{ roles: string[] }> = (actor, account) =>
  account &&
  (hasRole(actor, 'ADMIN') || !account.roles.some((r) => r === 'ADMIN' || r === 'MODERATOR'))
    ? null
    : new AppError('FORBIDDEN', "Only an admin erases a staff member's account");
