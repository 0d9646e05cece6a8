import type { FastifyBaseLogger } from 'fastify';
import { inSystemScope } from '../../infra/data-scope';
import type { Database } from '../../infra/db';
import { periodicTask, type PeriodicTask } from '../../infra/periodic-task';
import { pruneAuditRows } from './audit.repository';

export interface AuditRetention extends PeriodicTask {
  /** Deletes the rows past the retention now; resolves with how many went. */
  prune(): Promise<number>;
}

const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * Prunes the audit log every hour (and once at start) to the configured retention. Every server
 * process runs it; their deletes of the same old rows do not conflict.
 */
export function createAuditRetention(ctx: {
  db: Database;
  log: FastifyBaseLogger;
  retentionDays: number;
}): AuditRetention {
  const prune = () => inSystemScope(() => pruneAuditRows(ctx.db, ctx.retentionDays));
  const task = periodicTask({
    everyMs: PRUNE_EVERY_MS,
    log: ctx.log,
    failure: 'audit retention prune failed',
    run: async () => {
      const pruned = await prune();
      if (pruned) ctx.log.info({ pruned }, 'audit rows past retention pruned');
    },
  });
  return { ...task, prune };
}
