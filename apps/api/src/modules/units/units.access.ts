import { AppError } from '@propdesk/shared';
import type { AccessRule } from '../../infra/access';
import { listingVisibleTo, NOT_YOURS_MESSAGE } from '../properties';

const ONLY_AGENTS = 'Only agents can manage units';
const UNIT_NOT_FOUND = 'Unit not found';

interface UnitOfListing {
  listing: { userId: number; published: string; archived: boolean };
}

/** Adding, changing and deleting units: agents (on their own listings). */
export const canManageUnits: AccessRule<void> = (actor) =>
  actor?.agentId ? null : new AppError('FORBIDDEN', ONLY_AGENTS);

/** Reading a unit: whoever may see its listing; 404 'Unit not found' otherwise. */
export const canSeeUnit: AccessRule<UnitOfListing> = (actor, unit) =>
  unit && listingVisibleTo(actor, unit.listing) ? null : new AppError('NOT_FOUND', UNIT_NOT_FOUND);

/**
 * Changing or deleting a unit or its images: 404 'Unit not found' when its listing is hidden from
 * the caller, 403 'Not your property' when the listing is visible but another agent's.
 */
export const canChangeUnit: AccessRule<UnitOfListing> = (actor, unit) => {
  if (!actor?.agentId) return new AppError('FORBIDDEN', ONLY_AGENTS);
  if (!unit || !listingVisibleTo(actor, unit.listing)) {
    return new AppError('NOT_FOUND', UNIT_NOT_FOUND);
  }
  return unit.listing.userId === actor.userId ? null : new AppError('FORBIDDEN', NOT_YOURS_MESSAGE);
};
