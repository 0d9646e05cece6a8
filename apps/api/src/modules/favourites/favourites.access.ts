import { AppError } from '@propdesk/shared';
import type { AccessRule } from '../../infra/access';

/**
 * An account's own favourites: anyone signed in on this site keeps theirs, and only theirs (the
 * service reads and writes the caller's rows only, so no one's id reaches another's).
 */
export const canKeepFavourites: AccessRule<void> = (actor) =>
  actor ? null : new AppError('UNAUTHENTICATED', 'Please sign in to continue');
