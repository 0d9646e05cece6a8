import { AppError } from '@propdesk/shared';
import { hasRole, type AccessRule } from '../../infra/access';

/** Who may read the site's RESO feed: its admins decide (moderators run content, not access). */
export const canManageFeedClients: AccessRule<void> = (actor) =>
  hasRole(actor, 'ADMIN') ? null : new AppError('FORBIDDEN', 'Only admins can manage feed clients');

/** One of the site's feed clients; another site's is unknown here (404). */
export const canRevokeFeedClient: AccessRule<{ publicId: string }> = (actor, client) => {
  if (!hasRole(actor, 'ADMIN')) {
    return new AppError('FORBIDDEN', 'Only admins can manage feed clients');
  }
  return client ? null : new AppError('NOT_FOUND', 'Feed client not found');
};
