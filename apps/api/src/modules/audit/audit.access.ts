import { AppError } from '@propdesk/shared';
import { isStaff, type AccessRule } from '../../infra/access';

/** The site's whole log: moderators and admins. */
export const canReadAuditLog: AccessRule<void> = (actor) =>
  isStaff(actor)
    ? null
    : new AppError('FORBIDDEN', 'Only moderators and admins can read the audit log');

/**
 * A listing's history: its agent and the site's staff. Anyone else learns nothing, not even
 * that the listing exists (404, as for someone else's hidden listing).
 */
export const canReadListingHistory: AccessRule<{ userId: number }> = (actor, listing) =>
  listing && actor && (actor.userId === listing.userId || isStaff(actor))
    ? null
    : new AppError('NOT_FOUND', 'Property not found');
