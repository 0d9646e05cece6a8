import { AppError, WATERMARK_MESSAGES } from '@propdesk/shared';
import { hasRole, type AccessRule } from '../../infra/access';
import { listingVisibleTo, NOT_YOURS_MESSAGE } from '../properties';

/** Uploading, choosing and deleting listing images: agents (on their own listings). */
export const canManageImages: AccessRule<void> = (actor) =>
  actor?.agentId ? null : new AppError('FORBIDDEN', 'Only agents can manage property images');

/**
 * Deleting an image: 404 'Image not found' when its listing is hidden from the caller, 403 when
 * the listing is visible but another agent's.
 */
export const canDeleteImage: AccessRule<{
  listing: { userId: number; published: string; archived: boolean };
}> = (actor, image) => {
  if (!actor?.agentId) return new AppError('FORBIDDEN', 'Only agents can manage property images');
  if (!image || !listingVisibleTo(actor, image.listing)) {
    return new AppError('NOT_FOUND', 'Image not found');
  }
  return image.listing.userId === actor.userId
    ? null
    : new AppError('FORBIDDEN', NOT_YOURS_MESSAGE);
};

/** The site's watermark, and the progress of its re-render: its admins only. */
export const canManageWatermark: AccessRule<void> = (actor) =>
  hasRole(actor, 'ADMIN') ? null : new AppError('FORBIDDEN', WATERMARK_MESSAGES.adminOnly);
