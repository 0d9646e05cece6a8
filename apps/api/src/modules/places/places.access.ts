import { AppError } from '@propdesk/shared';
import type { AccessRule } from '../../infra/access';

/**
 * Place search and lookup: any signed-in person of the site (agents use it in the listing
 * editor). Not anonymous callers: a search may spend an external geocoder's quota.
 */
export const canLookUpPlaces: AccessRule<void> = (actor) =>
  actor ? null : new AppError('UNAUTHENTICATED', 'Please sign in to continue');
