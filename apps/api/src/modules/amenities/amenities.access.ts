import { AppError } from '@propdesk/shared';
import type { AccessRule } from '../../infra/access';
import { listingVisibleTo, NOT_YOURS_MESSAGE } from '../properties';

const ONLY_AGENTS = 'Only agents can manage amenities';

/** Adding, changing and deleting amenities: agents (on their own listings). */
export const canManageAmenities: AccessRule<void> = (actor) =>
  actor?.agentId ? null : new AppError('FORBIDDEN', ONLY_AGENTS);

/**
 * Changing or deleting an amenity: 404 'Amenity not found' when its listing is hidden from the
 * caller, 403 'Not your property' when the listing is visible but another agent's.
 */
export const canChangeAmenity: AccessRule<{
  listing: { userId: number; published: string; archived: boolean };
}> = (actor, amenity) => {
  if (!actor?.agentId) return new AppError('FORBIDDEN', ONLY_AGENTS);
  if (!amenity || !listingVisibleTo(actor, amenity.listing)) {
    return new AppError('NOT_FOUND', 'Amenity not found');
  }
  return amenity.listing.userId === actor.userId
    ? null
    : new AppError('FORBIDDEN', NOT_YOURS_MESSAGE);
};
