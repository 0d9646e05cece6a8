import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { leaseLapsed, leaseUntil } from '../../infra/leased-worker';
import { notices } from './notices.tables';

export type NoticeRow = typeof notices.$inferSelect;

export async function insertNotices(db: Database, rows: (typeof notices.$inferInsert)[]) {
  await db.insert(notices).values(rows);
}

// The delivery queue below works across sites on purpose: one worker serves every tenant, and
// each row carries its own tenant_id.

/**
 * Takes up to `limit` due notices for this worker: not delivered, not failed, due, and not held
 * by another worker. `FOR UPDATE SKIP LOCKED` lets workers of several server processes claim at
 * once without taking the same rows; `locked_until` keeps the claim after this statement ends,
 * and lets another worker take the rows over if this process dies before recording an outcome.
 * The attempt is counted here, so a notice that crashes its worker every time still runs out.
 */
export async function claimDueNotices(
  db: Database,
  limit: number,
  lockMs: number,
): Promise<NoticeRow[]> {
  const due = db
    .select({ id: notices.id })
    .from(notices)
    .where(
      and(
        isNull(notices.deliveredAt),
        isNull(notices.failedAt),
        lte(notices.nextAttemptAt, sql`now()`),
        leaseLapsed(notices.lockedUntil),
      ),
    )
    .orderBy(asc(notices.nextAttemptAt), asc(notices.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(notices)
    .set({
      lockedUntil: leaseUntil(lockMs),
      attempts: sql`${notices.attempts} + 1`,
    })
    .where(inArray(notices.id, due))
    .returning();
  // RETURNING follows the update's plan, not the claim's order: mails go out as they were queued.
  return claimed.sort(
    (a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id,
  );
}

export async function markDelivered(db: Database, id: number) {
  await db
    .update(notices)
    .set({ deliveredAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(notices.id, id));
}

/** Another try after `delayMs`, keeping the error that made this one fail. */
export async function scheduleRetry(db: Database, id: number, delayMs: number, error: string) {
  await db
    .update(notices)
    .set({
      nextAttemptAt: sql`now() + ${delayMs} * interval '1 millisecond'`,
      lockedUntil: null,
      lastError: error,
    })
    .where(eq(notices.id, id));
}

export async function markFailed(db: Database, id: number, error: string) {
  await db
    .update(notices)
    .set({ failedAt: sql`now()`, lockedUntil: null, lastError: error })
    .where(eq(notices.id, id));
}

/** Deletes notices delivered more than `days` ago; failed ones stay for the operator. */
export async function pruneDelivered(db: Database, days: number): Promise<number> {
  const deleted = await db
    .delete(notices)
    .where(
      and(
        isNotNull(notices.deliveredAt),
        lt(notices.deliveredAt, sql`now() - ${days} * interval '1 day'`),
      ),
    )
    .returning({ id: notices.id });
  return deleted.length;
}

/** Failed notices go back in the queue with fresh attempts (all, or those given). */
export async function requeueFailed(db: Database, ids?: number[]): Promise<number> {
  const requeued = await db
    .update(notices)
    .set({ failedAt: null, attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(and(isNotNull(notices.failedAt), ids ? inArray(notices.id, ids) : undefined))
    .returning({ id: notices.id });
  return requeued.length;
}

export async function listFailed(db: Database, limit: number) {
  return db
    .select({
      id: notices.id,
      tenantId: notices.tenantId,
      channel: notices.channel,
      event: notices.event,
      recipient: notices.recipient,
      attempts: notices.attempts,
      failedAt: notices.failedAt,
      lastError: notices.lastError,
    })
    .from(notices)
    .where(isNotNull(notices.failedAt))
    .orderBy(asc(notices.failedAt))
    .limit(limit);
}
