import type { FastifyBaseLogger } from 'fastify';
import { inSystemScope } from '../../infra/data-scope';
import type { Database } from '../../infra/db';
import { pruneAuditRows } from './audit.repository';

export interface AuditRetention {
  start(): void;
  stop(): void;
  /** Deletes the rows past the retention now; resolves with how many went. */
  prune(): Promise<number>;
}

const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * Prunes the audit log every hour (and once at start) to the configured retention. Every server
 * process runs it; their deletes of the same old rows do not conflict. It never keeps the
 * process alive on its own.
 */
export function createAuditRetention(ctx: {
  db: Database;
  log: FastifyBaseLogger;
  retentionDays: number;
}): AuditRetention {
  let timer: NodeJS.Timeout | undefined;
  const prune = () => inSystemScope(() => pruneAuditRows(ctx.db, ctx.retentionDays));
  const tick = async () => {
    try {
      const pruned = await prune();
      if (pruned) ctx.log.info({ pruned }, 'audit rows past retention pruned');
    } catch (error) {
      ctx.log.error({ err: error }, 'audit retention prune failed');
    }
  };
  return {
    start() {
      if (timer) return;
      void tick();
      timer = setInterval(() => void tick(), PRUNE_EVERY_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
    prune,
  };
}
