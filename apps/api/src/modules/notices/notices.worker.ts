import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../infra/db';
import { leasedWorker, type LeasedWorker } from '../../infra/leased-worker';
import type { Mailer } from '../../infra/mailer';
import { deliverNotice, PermanentDeliveryError, type WebhookSettings } from './notices.delivery';
import * as repo from './notices.repository';

export interface NoticeWorkerContext {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  webhook: WebhookSettings;
  /** Tries per notice, the first included, before it is marked failed. */
  maxAttempts: number;
  /** How often an idle worker looks for due notices. */
  pollMs: number;
  /** Days a delivered notice is kept before it is pruned. */
  retentionDays: number;
}

/**
 * stop() waits for the batch under way, so no delivery is cut in half; drain() delivers every
 * notice due now, batch after batch, and resolves with how many were tried.
 */
export type NoticeWorker = LeasedWorker;

const BATCH_SIZE = 10;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;
const MAX_ERROR_LENGTH = 500;

/**
 * The wait before the try after `attempt` failed tries: 30 s, 1 min, 2 min... doubled each time
 * then spread by ±20 % (`random` in [0, 1)) so notices that failed together (the
 * receiver was down) do not all come back at the same second; never more than 1 h.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1), MAX_RETRY_MS);
  return Math.round(Math.min(base * (0.8 + 0.4 * random()), MAX_RETRY_MS));
}

/**
 * Sends queued notices: claims due ones in small batches (a leased worker), delivers each, and
 * records the outcome (delivered, retry later, or failed after the last attempt). While idle it
 * looks again every `pollMs`; it never keeps the process alive on its own.
 */
export function createNoticeWorker(ctx: NoticeWorkerContext): NoticeWorker {
  let lastPrune = 0;

  async function deliverOne(notice: repo.NoticeRow) {
    try {
      await deliverNotice(notice, ctx.mailer, ctx.webhook);
      await repo.markDelivered(ctx.db, notice.id);
    } catch (error) {
      const message = ((error as Error).message || String(error)).slice(0, MAX_ERROR_LENGTH);
      const last = error instanceof PermanentDeliveryError || notice.attempts >= ctx.maxAttempts;
      const fields = { notice: notice.id, event: notice.event, channel: notice.channel };
      if (last) {
        await repo.markFailed(ctx.db, notice.id, message);
        ctx.log.error({ ...fields, attempts: notice.attempts, reason: message }, 'notice failed');
      } else {
        const delayMs = retryDelayMs(notice.attempts);
        await repo.scheduleRetry(ctx.db, notice.id, delayMs, message);
        ctx.log.warn(
          { ...fields, attempt: notice.attempts, delayMs, reason: message },
          'notice retry',
        );
      }
    }
  }

  async function prune() {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    const pruned = await repo.pruneDelivered(ctx.db, ctx.retentionDays);
    if (pruned) ctx.log.info({ pruned }, 'delivered notices pruned');
  }

  return leasedWorker({
    claim: (lease) => repo.claimDueNotices(ctx.db, BATCH_SIZE, lease.ms),
    work: deliverOne,
    everyPoll: prune,
    // A claim outlives the slowest delivery by a margin; past it another worker may take over.
    leaseMs: ctx.webhook.timeoutMs + 60_000,
    pollMs: ctx.pollMs,
    log: ctx.log,
    failure: 'notice delivery stopped for a moment',
  });
}
