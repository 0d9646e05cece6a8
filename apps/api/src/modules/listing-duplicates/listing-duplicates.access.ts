import { AppError } from '@propdesk/shared';
import { isStaff, type AccessRule } from '../../infra/access';
import { canReadAsAgentOrStaff, listingVisibleTo } from '../properties';

interface CheckedListing {
  userId: number;
  published: string;
  archived: boolean;
}

/**
 * A listing's possible duplicates: moderators and admins see them all, its agent those that are
 * their own listings (the service filters); 404 for a listing hidden from the caller, 403 for one
 * they see but is not theirs.
 */
export const canSeeDuplicates = canReadAsAgentOrStaff;

/**
 * Marking a possible duplicate not one: moderators and admins only; 404 for a listing hidden
 * from the caller, 403 for anyone else who sees it.
 */
export const canDismissDuplicates: AccessRule<CheckedListing> = (actor, listing) => {
  if (!listing || !listingVisibleTo(actor, listing)) {
    return new AppError('NOT_FOUND', 'Property not found');
  }
  if (isStaff(actor)) return null;
  return new AppError('FORBIDDEN', 'Only moderators can mark listings as not duplicates');
};
