import { and, asc, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { leaseLapsed, leaseUntil } from '../../infra/leased-worker';
import {
  resoSourceAgents,
  resoSourceListings,
  resoSourceRunItems,
  resoSourceRuns,
  resoSources,
  type RemoteKind,
} from './reso-sources.tables';

export type SourceRow = typeof resoSources.$inferSelect;
export type NewSourceRow = typeof resoSources.$inferInsert;
export type RunRow = typeof resoSourceRuns.$inferSelect;
export type RunItem = Omit<typeof resoSourceRunItems.$inferInsert, 'id'>;

export async function insertSource(db: Database, values: NewSourceRow) {
  const [row] = await db.insert(resoSources).values(values).returning();
  return row!;
}

export function listSources(db: Database, tenantId: number) {
  return db
    .select()
    .from(resoSources)
    .where(eq(resoSources.tenantId, tenantId))
    .orderBy(asc(resoSources.name), asc(resoSources.id));
}

export async function findSource(db: Database, tenantId: number, publicId: string) {
  const [row] = await db
    .select()
    .from(resoSources)
    .where(and(eq(resoSources.tenantId, tenantId), eq(resoSources.publicId, publicId)));
  return row;
}

export async function updateSource(
  db: Database,
  tenantId: number,
  id: number,
  values: Partial<NewSourceRow>,
) {
  const [row] = await db
    .update(resoSources)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(resoSources.tenantId, tenantId), eq(resoSources.id, id)))
    .returning();
  return row;
}

export async function deleteSource(db: Database, tenantId: number, id: number) {
  await db
    .delete(resoSources)
    .where(and(eq(resoSources.tenantId, tenantId), eq(resoSources.id, id)));
}

export function listMapping(db: Database, tenantId: number, sourceId: number) {
  return db
    .select()
    .from(resoSourceAgents)
    .where(and(eq(resoSourceAgents.tenantId, tenantId), eq(resoSourceAgents.sourceId, sourceId)));
}

/** Replaces a source's mapping with these entries. */
export async function replaceMapping(
  db: Database,
  tenantId: number,
  sourceId: number,
  entries: { remoteKind: RemoteKind; remoteKey: string; agentUserId: number }[],
) {
  await db
    .delete(resoSourceAgents)
    .where(and(eq(resoSourceAgents.tenantId, tenantId), eq(resoSourceAgents.sourceId, sourceId)));
  if (entries.length) {
    await db
      .insert(resoSourceAgents)
      .values(entries.map((entry) => ({ ...entry, tenantId, sourceId })));
  }
}

export async function findSourceListing(
  db: Database,
  tenantId: number,
  sourceId: number,
  listingKey: string,
) {
  const [row] = await db
    .select()
    .from(resoSourceListings)
    .where(
      and(
        eq(resoSourceListings.tenantId, tenantId),
        eq(resoSourceListings.sourceId, sourceId),
        eq(resoSourceListings.listingKey, listingKey),
      ),
    );
  return row;
}

export async function rememberListing(
  db: Database,
  values: typeof resoSourceListings.$inferInsert,
) {
  await db
    .insert(resoSourceListings)
    .values(values)
    .onConflictDoUpdate({
      target: [resoSourceListings.sourceId, resoSourceListings.listingKey],
      set: { agentUserId: values.agentUserId, listingPublicId: values.listingPublicId },
    });
}

export async function countListings(db: Database, tenantId: number, sourceId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(resoSourceListings)
    .where(
      and(eq(resoSourceListings.tenantId, tenantId), eq(resoSourceListings.sourceId, sourceId)),
    );
  return row?.n ?? 0;
}

/**
 * Claims one source that is due (active, mapped and its schedule passed, or a run asked for) and not
 * held by another process; FOR UPDATE SKIP LOCKED keeps two processes off the same one.
 */
export async function claimDueSource(db: Database, worker: string, leaseMs: number) {
  const due = db
    .select({ id: resoSources.id })
    .from(resoSources)
    .where(
      and(
        leaseLapsed(resoSources.claimedUntil),
        or(
          sql`${resoSources.runRequestedAt} IS NOT NULL`,
          and(
            eq(resoSources.status, 'active'),
            // Nothing to replicate before a member or office is mapped to an agent.
            sql`EXISTS (SELECT 1 FROM ${resoSourceAgents} a WHERE a.source_id = ${resoSources.id})`,
            or(
              isNull(resoSources.lastRunAt),
              lte(
                resoSources.lastRunAt,
                sql`now() - ${resoSources.everyMinutes} * interval '1 minute'`,
              ),
            ),
          ),
        ),
      ),
    )
    .orderBy(asc(resoSources.lastRunAt), asc(resoSources.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(resoSources)
    .set({
      claimedUntil: leaseUntil(leaseMs),
      claimedBy: worker,
      runRequestedAt: null,
    })
    .where(sql`${resoSources.id} IN ${due}`)
    .returning();
  return row;
}

export async function renewLease(db: Database, id: number, worker: string, leaseMs: number) {
  const [row] = await db
    .update(resoSources)
    .set({ claimedUntil: leaseUntil(leaseMs) })
    .where(and(eq(resoSources.id, id), eq(resoSources.claimedBy, worker)))
    .returning({ id: resoSources.id });
  return row !== undefined;
}

/** Saves how far a run got (the cursors), while it holds the lease. */
export async function saveCursor(
  db: Database,
  id: number,
  worker: string,
  cursor: Pick<NewSourceRow, 'cursorTimestamp' | 'cursorKey' | 'eventCursor'>,
) {
  await db
    .update(resoSources)
    .set(cursor)
    .where(and(eq(resoSources.id, id), eq(resoSources.claimedBy, worker)));
}

export async function releaseSource(
  db: Database,
  id: number,
  worker: string,
  values: Pick<NewSourceRow, 'lastError' | 'listingsCount'>,
) {
  await db
    .update(resoSources)
    .set({ ...values, lastRunAt: sql`now()`, claimedUntil: null, claimedBy: null })
    .where(and(eq(resoSources.id, id), eq(resoSources.claimedBy, worker)));
}

export async function insertRun(db: Database, values: typeof resoSourceRuns.$inferInsert) {
  const [row] = await db.insert(resoSourceRuns).values(values).returning();
  return row!;
}

export async function endRun(
  db: Database,
  id: number,
  values: Pick<
    RunRow,
    | 'status'
    | 'error'
    | 'createdCount'
    | 'updatedCount'
    | 'unchangedCount'
    | 'archivedCount'
    | 'skippedCount'
    | 'failedCount'
  >,
) {
  await db
    .update(resoSourceRuns)
    .set({ ...values, finishedAt: sql`now()` })
    .where(eq(resoSourceRuns.id, id));
}

export async function recordItems(db: Database, items: RunItem[]) {
  if (items.length) await db.insert(resoSourceRunItems).values(items);
}

export function listRuns(db: Database, tenantId: number, sourceId: number, limit: number) {
  return db
    .select()
    .from(resoSourceRuns)
    .where(and(eq(resoSourceRuns.tenantId, tenantId), eq(resoSourceRuns.sourceId, sourceId)))
    .orderBy(desc(resoSourceRuns.id))
    .limit(limit);
}

export async function findRun(db: Database, tenantId: number, sourceId: number, publicId: string) {
  const [row] = await db
    .select()
    .from(resoSourceRuns)
    .where(
      and(
        eq(resoSourceRuns.tenantId, tenantId),
        eq(resoSourceRuns.sourceId, sourceId),
        eq(resoSourceRuns.publicId, publicId),
      ),
    );
  return row;
}

export function listRunItems(db: Database, tenantId: number, runId: number) {
  return db
    .select()
    .from(resoSourceRunItems)
    .where(and(eq(resoSourceRunItems.tenantId, tenantId), eq(resoSourceRunItems.runId, runId)))
    .orderBy(asc(resoSourceRunItems.id));
}
