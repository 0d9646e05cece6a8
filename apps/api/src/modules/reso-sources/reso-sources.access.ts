import { AppError } from '@propdesk/shared';
import { hasRole, type AccessRule } from '../../infra/access';

const ADMINS_ONLY = 'Only admins can manage RESO sources';

/**
 * The site's RESO sources: its admins only. A source holds another server's credentials and
 * decides whose listings arrive under which agent, like the feed clients (moderators refused).
 */
export const canManageResoSources: AccessRule<void> = (actor) =>
  hasRole(actor, 'ADMIN') ? null : new AppError('FORBIDDEN', ADMINS_ONLY);

/** One of the site's sources; another site's is unknown here (404). */
export const canManageResoSource: AccessRule<{ publicId: string }> = (actor, source) => {
  if (!hasRole(actor, 'ADMIN')) return new AppError('FORBIDDEN', ADMINS_ONLY);
  return source ? null : new AppError('NOT_FOUND', 'RESO source not found');
};
