import { boundedCache } from '../../infra/cache';
import type { FeedClientRow } from './feed-clients.repository';

/**
 * How long this process serves a feed client's row from memory. A revoke made through this
 * process forgets every kept row at once; one made through another process reaches this one
 * within this time.
 */
export const RECENT_FEED_CLIENT_MS = 5_000;

/**
 * Feed clients read in the last seconds, for the feed's check of every call (it otherwise reads
 * the client's row per call). Clients not found are never kept, so made-up tokens cannot fill
 * memory; a row read while a revoke was under way is not kept either.
 */
const entries = boundedCache<string, { row: FeedClientRow; generation: number }>({
  max: 10_000,
  ttlMs: RECENT_FEED_CLIENT_MS,
});
let generation = 0;

/** The client, from a read of the last RECENT_FEED_CLIENT_MS or else from `load`. */
export async function recentFeedClient(
  tenantId: number,
  publicId: string,
  load: () => Promise<FeedClientRow | undefined>,
): Promise<FeedClientRow | undefined> {
  const key = `${tenantId}|${publicId}`;
  const seen = generation;
  const hit = entries.get(key);
  if (hit?.generation === seen) return hit.row;
  const row = await load();
  if (row && seen === generation) entries.set(key, { row, generation: seen });
  return row;
}

/** After a revoke commits: no call in this process is answered from a row read before it. */
export function forgetFeedClients(): void {
  generation += 1;
  entries.clear();
}
