import { AppError, SAVED_SEARCH_MESSAGES } from '@propdesk/shared';
import type { AccessRule } from '../../infra/access';

/** The signed-in person's own searches: any account of the site may keep some. */
export const canKeepSavedSearches: AccessRule<void> = (actor) =>
  actor ? null : new AppError('UNAUTHENTICATED', 'Please sign in to continue');

/**
 * One saved search: its owner only. Another person's, a visitor's, or another site's is
 * answered as not found, so nobody learns which searches exist.
 */
export const canManageSavedSearch: AccessRule<{ userId: number | null; tenantId: number }> = (
  actor,
  search,
) => {
  if (!actor) return new AppError('UNAUTHENTICATED', 'Please sign in to continue');
  return search && search.userId === actor.userId && search.tenantId === actor.tenantId
    ? null
    : new AppError('NOT_FOUND', SAVED_SEARCH_MESSAGES.notFound);
};
