import type { Database } from '../../infra/db';
import type { FeedClientLookups } from '../../infra/feed-auth';
import { recentFeedClient } from './feed-clients.recent';
import * as repo from './feed-clients.repository';

export { feedClientsRoutes } from './feed-clients.routes';
export { TOKEN_ERROR_SHAPE } from './token-error-shape';
export { createFeedClient } from './feed-clients.service';
export type { FeedClientsContext } from './feed-clients.service';

/*
 * Internal API: app.ts hands these to the `auth: 'feed'` check (infra/feed-auth.ts), which has
 * verified the feed token's signature and site before it looks the client up. The client comes
 * from a read of the last seconds (feed-clients.recent.ts): a revoke through this process
 * forgets it at once, one through another process within RECENT_FEED_CLIENT_MS.
 */
export function feedClientLookups(db: Database): FeedClientLookups {
  return {
    find: (tenantId, publicId) =>
      recentFeedClient(tenantId, publicId, () => repo.findByPublicId(db, tenantId, publicId)),
    touch: (tenantId, id) => repo.touchFeedClient(db, tenantId, id),
  };
}

// Internal API for people's rights over their data: this module's part of an export and erasure.
export { feedClientsPersonalData } from './feed-clients.personal-data';
