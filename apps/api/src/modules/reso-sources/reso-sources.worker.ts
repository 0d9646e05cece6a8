import { leasedWorker, type LeasedWorker } from '../../infra/leased-worker';
import { replicateSource, type ResoSourcesContext } from './reso-sources.replicate';
import * as repo from './reso-sources.repository';

export interface ResoSourceWorkerOptions {
  /** How long a claim holds; renewed after every page. */
  leaseMs?: number;
  /** How often an idle worker looks for sources that are due. */
  pollMs?: number;
}

/** wake() when an admin asked for a run; drain() runs every due source once. */
export type ResoSourceWorker = LeasedWorker;

const LEASE_MS = 5 * 60_000;
const POLL_MS = 60_000;

/**
 * Replicates the sources that are due in the background: claims one at a time with a lease (a
 * leased worker, so two processes never run the same source) and runs it to its end.
 */
export function createResoSourceWorker(
  ctx: ResoSourcesContext,
  options: ResoSourceWorkerOptions = {},
): ResoSourceWorker {
  return leasedWorker({
    // A run asked for during a source's own run is run after it.
    claim: async (lease) => {
      const source = await repo.claimDueSource(ctx.db, lease.owner, lease.ms);
      return source ? [source] : [];
    },
    work: (source, lease) => replicateSource(ctx, source, lease.owner, lease.ms),
    leaseMs: options.leaseMs ?? LEASE_MS,
    pollMs: options.pollMs ?? POLL_MS,
    log: ctx.log,
    failure: 'RESO replication stopped for a moment',
  });
}
