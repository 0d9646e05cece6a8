import type { FastifyBaseLogger } from 'fastify';
import { inSystemScope } from '../../infra/data-scope';
import type { Database } from '../../infra/db';
import { periodicTask, type PeriodicTask } from '../../infra/periodic-task';
import { anonymiseLeadsBefore } from '../leads';

export interface LeadRetention extends PeriodicTask {
  /** Anonymises every lead past the age now; resolves with how many. */
  sweep(now?: Date): Promise<number>;
}

const SWEEP_EVERY_MS = 60 * 60_000;

/** The moment before which a lead's last activity makes it old enough to anonymise. */
function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Questions and viewing requests with no activity for LEAD_RETENTION_MONTHS lose their sender's
 * details, every hour (and once at start) in every server process, in batches. Processes running
 * it at once do not conflict: a lead is anonymised once, and one already done is passed over.
 */
export function createLeadRetention(ctx: {
  db: Database;
  log: FastifyBaseLogger;
  months: number;
}): LeadRetention {
  const sweep = (now = new Date()) =>
    inSystemScope(async () => {
      const before = retentionCutoff(now, ctx.months);
      let total = 0;
      for (;;) {
        const done = await anonymiseLeadsBefore(ctx.db, before);
        total += done;
        if (!done) return total;
      }
    });
  const task = periodicTask({
    everyMs: SWEEP_EVERY_MS,
    log: ctx.log,
    failure: 'anonymising old leads failed',
    run: async () => {
      const anonymised = await sweep();
      if (anonymised) ctx.log.info({ anonymised }, 'leads past the retention age anonymised');
    },
  });
  return { ...task, sweep };
}
