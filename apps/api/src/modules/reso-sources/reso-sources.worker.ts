import { randomUUID } from 'node:crypto';
import { inSystemScope } from '../../infra/data-scope';
import { replicateSource, type ResoSourcesContext } from './reso-sources.replicate';
import * as repo from './reso-sources.repository';

export interface ResoSourceWorkerOptions {
  /** How long a claim holds; renewed after every page. */
  leaseMs?: number;
  /** How often an idle worker looks for sources that are due. */
  pollMs?: number;
}

export interface ResoSourceWorker {
  start(): void;
  /** Looks for work now rather than at the next poll (an admin asked for a run). */
  wake(): void;
  stop(): Promise<void>;
  /** Runs every source that is due, once; resolves with how many ran. */
  drain(): Promise<number>;
}

const LEASE_MS = 5 * 60_000;
const POLL_MS = 60_000;

/**
 * Replicates the sources that are due in the background: claims one at a time with a lease
 * (FOR UPDATE SKIP LOCKED, so two processes never run the same source) and runs it to its end.
 */
export function createResoSourceWorker(
  ctx: ResoSourcesContext,
  options: ResoSourceWorkerOptions = {},
): ResoSourceWorker {
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const pollMs = options.pollMs ?? POLL_MS;
  const self = randomUUID();
  let running = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const runDue = () => {
    const next = queue.then(async () => {
      let ran = 0;
      while (!stopping) {
        // A run asked for during a source's own run is run after it.
        const source = await repo.claimDueSource(ctx.db, self, leaseMs);
        if (!source) break;
        await replicateSource(ctx, source, self, leaseMs);
        ran++;
      }
      return ran;
    });
    queue = next.catch(() => undefined);
    return next;
  };

  const tick = () =>
    inSystemScope(async () => {
      timer = undefined;
      try {
        await runDue();
      } catch (error) {
        ctx.log.error({ err: error }, 'RESO replication stopped for a moment');
      }
      if (running && !stopping) {
        if (timer) clearTimeout(timer);
        timer = setTimeout(() => void tick(), pollMs);
        timer.unref();
      }
    });

  return {
    start() {
      if (running) return;
      running = true;
      stopping = false;
      void tick();
    },
    wake() {
      if (!running || stopping) return;
      if (timer) clearTimeout(timer);
      timer = undefined;
      void tick();
    },
    async stop() {
      running = false;
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await queue;
    },
    drain() {
      stopping = false;
      return inSystemScope(runDue);
    },
  };
}
