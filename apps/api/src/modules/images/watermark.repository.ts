import { and, asc, count, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { DEFAULT_WATERMARK, type WatermarkFields } from '@propdesk/shared';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { resultRows, type Database } from '../../infra/db';
import { leaseLapsed, leaseUntil } from '../../infra/leased-worker';
import { propertyImages, siteWatermarks } from './images.tables';

export type WatermarkRow = typeof siteWatermarks.$inferSelect;

/** The site's watermark row; undefined for a site that never set one (it has none). */
export async function findWatermark(db: Database, tenantId: number) {
  const [row] = await db
    .select()
    .from(siteWatermarks)
    .where(eq(siteWatermarks.tenantId, tenantId))
    .limit(1);
  return row;
}

/**
 * The site's row under its lock, made first when the site has none, so two admins saving at
 * once queue on it (the second sees what the first wrote).
 */
export async function lockWatermark(db: Database, tenantId: number): Promise<WatermarkRow> {
  await db
    .insert(siteWatermarks)
    .values({ tenantId, ...DEFAULT_WATERMARK })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(siteWatermarks)
    .where(eq(siteWatermarks.tenantId, tenantId))
    .for('update');
  return row!;
}

/**
 * Writes the setting; a new look starts a new generation, so every photo is due again (one
 * under way under the last generation is redrawn once more), and its failures start from 0.
 */
export async function saveWatermark(
  db: Database,
  tenantId: number,
  values: WatermarkFields,
  newLook: boolean,
): Promise<WatermarkRow> {
  const [row] = await db
    .update(siteWatermarks)
    .set({
      ...values,
      updatedAt: sql`now()`,
      ...(newLook && {
        generation: sql`${siteWatermarks.generation} + 1`,
        failed: 0,
        runStartedAt: sql`now()`,
        runFinishedAt: null,
      }),
    })
    .where(eq(siteWatermarks.tenantId, tenantId))
    .returning();
  return row!;
}

/**
 * Claims one site whose photos are behind its watermark, for `leaseMs`; SKIP LOCKED keeps two
 * processes from claiming the same one.
 */
export async function claimSite(db: Database, worker: string, leaseMs: number) {
  const due = db
    .select({ tenantId: siteWatermarks.tenantId })
    .from(siteWatermarks)
    .where(
      and(
        lt(siteWatermarks.renderedGeneration, siteWatermarks.generation),
        leaseLapsed(siteWatermarks.claimedUntil),
      ),
    )
    .orderBy(asc(siteWatermarks.updatedAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(siteWatermarks)
    .set({ claimedUntil: leaseUntil(leaseMs), claimedBy: worker })
    .where(inArray(siteWatermarks.tenantId, due))
    .returning();
  return row;
}

/** The holder's site as it is now (a newer generation may have come); undefined once taken over. */
export async function renewLease(db: Database, tenantId: number, worker: string, leaseMs: number) {
  const [row] = await db
    .update(siteWatermarks)
    .set({ claimedUntil: leaseUntil(leaseMs) })
    .where(and(eq(siteWatermarks.tenantId, tenantId), eq(siteWatermarks.claimedBy, worker)))
    .returning();
  return row;
}

export async function releaseLease(db: Database, tenantId: number, worker: string) {
  await db
    .update(siteWatermarks)
    .set({ claimedUntil: null, claimedBy: null })
    .where(and(eq(siteWatermarks.tenantId, tenantId), eq(siteWatermarks.claimedBy, worker)));
}

/** Ends the re-render of `generation`, unless a newer one came meanwhile (it stays due). */
export async function finishGeneration(
  db: Database,
  tenantId: number,
  worker: string,
  generation: number,
) {
  await db
    .update(siteWatermarks)
    .set({
      renderedGeneration: generation,
      runFinishedAt: sql`now()`,
      claimedUntil: null,
      claimedBy: null,
    })
    .where(
      and(
        eq(siteWatermarks.tenantId, tenantId),
        eq(siteWatermarks.claimedBy, worker),
        eq(siteWatermarks.generation, generation),
      ),
    );
}

export async function countFailure(db: Database, tenantId: number, generation: number) {
  await db
    .update(siteWatermarks)
    .set({ failed: sql`${siteWatermarks.failed} + 1` })
    .where(and(eq(siteWatermarks.tenantId, tenantId), eq(siteWatermarks.generation, generation)));
}

/**
 * After photos drawn for `generation` were recorded: when the site has moved on meanwhile (an
 * upload that began before a change and ended after its re-render), its re-render is due again.
 */
export async function recheckAfterUpload(db: Database, tenantId: number, generation: number) {
  await db
    .update(siteWatermarks)
    .set({ renderedGeneration: sql`least(${siteWatermarks.renderedGeneration}, ${generation})` })
    .where(and(eq(siteWatermarks.tenantId, tenantId), ne(siteWatermarks.generation, generation)));
}

/** A stored photo as the re-render reads and rewrites it. */
export interface MarkedPhoto {
  id: number;
  /** The listing whose cover it may be; none for a unit's photo. */
  listingId: number | null;
  storageKeys: string[];
  variants: Record<string, string>;
  watermarkGeneration: number;
}

/**
 * A table of photos whose variants carry the site's mark: the listing photos here, the unit
 * photos in the units module (handed over in modules/index.ts).
 */
export interface MarkedPhotoTable {
  /** The site's photos, and those drawn for `generation`. */
  progress(
    db: Database,
    tenantId: number,
    generation: number,
  ): Promise<{ total: number; done: number }>;
  /** The site's next photo not drawn for `generation`, lowest id first. */
  next(db: Database, tenantId: number, generation: number): Promise<MarkedPhoto | undefined>;
  /**
   * Records the photo's new variants and keys (or only the generation, `files` undefined: a
   * photo that could not be drawn) if the row is still as `photo` read it; false when it was
   * deleted or drawn again meanwhile.
   */
  redrawn(
    db: Database,
    tenantId: number,
    photo: MarkedPhoto,
    generation: number,
    files?: { variants: Record<string, string>; storageKeys: string[] },
  ): Promise<boolean>;
}

/** The columns of a photo table the re-render reads and writes (the same in every such table). */
export interface PhotoColumns {
  table: PgTable;
  id: PgColumn;
  tenantId: PgColumn;
  storageKeys: PgColumn;
  variants: PgColumn;
  watermarkGeneration: PgColumn;
  /** The listing whose cover the photo may be; none for a unit's photo. */
  listingId?: PgColumn;
}

/** A photo table as the re-render sees it, from its columns. */
export function markedPhotoTable(c: PhotoColumns): MarkedPhotoTable {
  const column = (col: PgColumn) => sql.identifier(col.name);
  return {
    async progress(db, tenantId, generation) {
      const [row] = await db
        .select({
          total: count(),
          done: sql<number>`count(*) FILTER (WHERE ${c.watermarkGeneration} = ${generation})::int`,
        })
        .from(c.table)
        .where(eq(c.tenantId, tenantId));
      return { total: row?.total ?? 0, done: Number(row?.done ?? 0) };
    },
    async next(db, tenantId, generation) {
      const [row] = await db
        .select({
          id: c.id,
          listingId: c.listingId ?? sql`NULL`,
          storageKeys: c.storageKeys,
          variants: c.variants,
          watermarkGeneration: c.watermarkGeneration,
        })
        .from(c.table)
        .where(and(eq(c.tenantId, tenantId), ne(c.watermarkGeneration, generation)))
        .orderBy(asc(c.id))
        .limit(1);
      if (!row) return undefined;
      return {
        id: Number(row.id),
        listingId: row.listingId === null ? null : Number(row.listingId),
        storageKeys: row.storageKeys as string[],
        variants: row.variants as Record<string, string>,
        watermarkGeneration: Number(row.watermarkGeneration),
      };
    },
    async redrawn(db, tenantId, photo, generation, files) {
      const set = files
        ? sql`${column(c.watermarkGeneration)} = ${generation},
            ${column(c.variants)} = ${JSON.stringify(files.variants)}::jsonb,
            ${column(c.storageKeys)} = ${sql.param(files.storageKeys)}::text[]`
        : sql`${column(c.watermarkGeneration)} = ${generation}`;
      const result = await db.execute(sql`
        UPDATE ${c.table} SET ${set}
        WHERE ${c.tenantId} = ${tenantId} AND ${c.id} = ${photo.id}
          AND ${c.watermarkGeneration} = ${photo.watermarkGeneration}
        RETURNING 1`);
      return resultRows(result).length > 0;
    },
  };
}

export const listingPhotos = markedPhotoTable({
  table: propertyImages,
  id: propertyImages.id,
  tenantId: propertyImages.tenantId,
  storageKeys: propertyImages.storageKeys,
  variants: propertyImages.variants,
  watermarkGeneration: propertyImages.watermarkGeneration,
  listingId: propertyImages.propertyId,
});
