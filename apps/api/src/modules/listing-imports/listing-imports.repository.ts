import { and, asc, count, desc, eq, gt, inArray, max, or, sql } from 'drizzle-orm';
import type { ImportOutcome, ImportStatus } from '@propdesk/shared';
import type { Database } from '../../infra/db';
import { leaseLapsed, leaseUntil } from '../../infra/leased-worker';
import { listingImportRows, listingImports } from './listing-imports.tables';

export type ImportRow = typeof listingImports.$inferSelect;
export type NewImportRow = typeof listingImports.$inferInsert;
export type ImportRowOutcome = typeof listingImportRows.$inferInsert;

export async function insertImport(db: Database, values: NewImportRow): Promise<ImportRow> {
  const [row] = await db.insert(listingImports).values(values).returning();
  return row!;
}

export async function findImport(db: Database, tenantId: number, publicId: string) {
  const [row] = await db
    .select()
    .from(listingImports)
    .where(and(eq(listingImports.tenantId, tenantId), eq(listingImports.publicId, publicId)))
    .limit(1);
  return row;
}

/** The imports a person started or that are of their listings, newest first. */
export async function listImports(
  db: Database,
  tenantId: number,
  userId: number,
  offset: number,
  limit: number,
) {
  const where = and(
    eq(listingImports.tenantId, tenantId),
    or(eq(listingImports.startedBy, userId), eq(listingImports.agentUserId, userId)),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(listingImports)
      .where(where)
      .orderBy(desc(listingImports.createdAt), desc(listingImports.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(listingImports).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function setMapping(db: Database, id: number, mapping: ImportRow['mapping']) {
  const [row] = await db
    .update(listingImports)
    .set({ mapping })
    .where(eq(listingImports.id, id))
    .returning();
  return row!;
}

/**
 * Moves the import to running if its status is still one of `from` (the same request twice:
 * one of them moves it, the other finds nothing); a fresh run forgets the rows of the last one.
 */
export async function startImport(
  db: Database,
  id: number,
  from: { status: ImportStatus; dryRun?: boolean }[],
  dryRun: boolean,
  fresh: boolean,
) {
  const states = from.map((state) =>
    state.dryRun === undefined
      ? eq(listingImports.status, state.status)
      : and(eq(listingImports.status, state.status), eq(listingImports.dryRun, state.dryRun)),
  );
  const [row] = await db
    .update(listingImports)
    .set({
      status: 'running',
      dryRun,
      startedAt: sql`now()`,
      finishedAt: null,
      failure: null,
      claimedUntil: null,
      claimedBy: null,
      ...(fresh && {
        rowsDone: 0,
        totalRows: null,
        createdCount: 0,
        updatedCount: 0,
        unchangedCount: 0,
        skippedCount: 0,
        failedCount: 0,
      }),
    })
    .where(and(eq(listingImports.id, id), or(...states)))
    .returning();
  if (row && fresh) await db.delete(listingImportRows).where(eq(listingImportRows.importId, id));
  return row;
}

/** Asks a running import to stop after its batch; undefined when it was not running. */
export async function requestCancel(db: Database, id: number) {
  const [row] = await db
    .update(listingImports)
    .set({ status: 'cancelling' })
    .where(and(eq(listingImports.id, id), eq(listingImports.status, 'running')))
    .returning();
  return row;
}

/**
 * Claims one running (or cancelling) import whose lease has run out or was never taken, for
 * `leaseMs`; SKIP LOCKED keeps two processes from claiming the same one at once.
 */
export async function claimImport(db: Database, worker: string, leaseMs: number) {
  const due = db
    .select({ id: listingImports.id })
    .from(listingImports)
    .where(
      and(
        inArray(listingImports.status, ['running', 'cancelling']),
        leaseLapsed(listingImports.claimedUntil),
      ),
    )
    .orderBy(asc(listingImports.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(listingImports)
    .set({ claimedUntil: leaseUntil(leaseMs), claimedBy: worker })
    .where(inArray(listingImports.id, due))
    .returning();
  return row;
}

/** The lease holder's import as it is now (its status may have moved to cancelling). */
export async function renewLease(db: Database, id: number, worker: string, leaseMs: number) {
  const [row] = await db
    .update(listingImports)
    .set({ claimedUntil: leaseUntil(leaseMs) })
    .where(and(eq(listingImports.id, id), eq(listingImports.claimedBy, worker)))
    .returning();
  return row;
}

export async function releaseLease(db: Database, id: number, worker: string) {
  await db
    .update(listingImports)
    .set({ claimedUntil: null, claimedBy: null })
    .where(and(eq(listingImports.id, id), eq(listingImports.claimedBy, worker)));
}

export async function setTotalRows(db: Database, id: number, totalRows: number) {
  await db.update(listingImports).set({ totalRows }).where(eq(listingImports.id, id));
}

/** Ends a run: finished, cancelled or failed (with the reason), and lets go of its lease. */
export async function endImport(
  db: Database,
  id: number,
  status: 'finished' | 'cancelled' | 'failed',
  failure: string | null = null,
) {
  await db
    .update(listingImports)
    .set({ status, failure, finishedAt: sql`now()`, claimedUntil: null, claimedBy: null })
    .where(eq(listingImports.id, id));
}

const COUNTERS: Record<ImportOutcome, keyof typeof listingImports.$inferSelect> = {
  created: 'createdCount',
  updated: 'updatedCount',
  unchanged: 'unchangedCount',
  skipped: 'skippedCount',
  failed: 'failedCount',
};

/**
 * Records a batch's outcomes and moves the import's counts with them, in one transaction; a
 * row already recorded (a run resumed after its process died mid-batch) is not counted twice.
 */
export async function recordOutcomes(db: Database, id: number, outcomes: ImportRowOutcome[]) {
  if (!outcomes.length) return;
  await db.transaction(async (tx) => {
    const written = await tx
      .insert(listingImportRows)
      .values(outcomes)
      .onConflictDoNothing()
      .returning({ outcome: listingImportRows.outcome });
    const by = (outcome: ImportOutcome) => written.filter((w) => w.outcome === outcome).length;
    const column = (outcome: ImportOutcome) => listingImports[COUNTERS[outcome]];
    await tx
      .update(listingImports)
      .set({
        rowsDone: sql`${listingImports.rowsDone} + ${written.length}`,
        createdCount: sql`${column('created')} + ${by('created')}`,
        updatedCount: sql`${column('updated')} + ${by('updated')}`,
        unchangedCount: sql`${column('unchanged')} + ${by('unchanged')}`,
        skippedCount: sql`${column('skipped')} + ${by('skipped')}`,
        failedCount: sql`${column('failed')} + ${by('failed')}`,
      })
      .where(eq(listingImports.id, id));
  });
}

/** The last row number recorded (rows are recorded in the file's order) and their references. */
export async function recordedSoFar(db: Database, id: number) {
  const [last] = await db
    .select({ row: max(listingImportRows.rowNumber) })
    .from(listingImportRows)
    .where(eq(listingImportRows.importId, id));
  const references = await db
    .select({ reference: listingImportRows.reference, rowNumber: listingImportRows.rowNumber })
    .from(listingImportRows)
    .where(
      and(
        eq(listingImportRows.importId, id),
        inArray(listingImportRows.outcome, ['created', 'updated', 'unchanged', 'failed']),
        sql`${listingImportRows.reference} IS NOT NULL`,
      ),
    );
  return { lastRow: last?.row ?? 0, references };
}

/** A page of an import's row outcomes after `afterRow`, in row order (the report streams them). */
export function outcomesAfter(db: Database, id: number, afterRow: number, limit: number) {
  return db
    .select()
    .from(listingImportRows)
    .where(and(eq(listingImportRows.importId, id), gt(listingImportRows.rowNumber, afterRow)))
    .orderBy(asc(listingImportRows.rowNumber))
    .limit(limit);
}
