import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { propertyImages } from './images.tables';

export type ImageRow = typeof propertyImages.$inferSelect;
export type NewImageRow = typeof propertyImages.$inferInsert;

export async function listImages(db: Database, tenantId: number, propertyId: number) {
  return db
    .select()
    .from(propertyImages)
    .where(and(eq(propertyImages.tenantId, tenantId), eq(propertyImages.propertyId, propertyId)))
    .orderBy(asc(propertyImages.position), asc(propertyImages.id));
}

export async function countImagesAt(
  db: Database,
  tenantId: number,
  propertyId: number,
  location: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(propertyImages)
    .where(
      and(
        eq(propertyImages.tenantId, tenantId),
        eq(propertyImages.propertyId, propertyId),
        eq(propertyImages.location, location),
      ),
    );
  return row?.n ?? 0;
}

export async function insertImages(db: Database, rows: NewImageRow[]): Promise<ImageRow[]> {
  if (!rows.length) return [];
  return db.insert(propertyImages).values(rows).returning();
}

/** Whether the listing already has a photo fetched from this address. */
export async function hasImageFrom(
  db: Database,
  tenantId: number,
  propertyId: number,
  sourceUrl: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: propertyImages.id })
    .from(propertyImages)
    .where(
      and(
        eq(propertyImages.tenantId, tenantId),
        eq(propertyImages.propertyId, propertyId),
        eq(propertyImages.sourceUrl, sourceUrl),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** An image by its generated name. */
export async function findImageByName(db: Database, tenantId: number, name: string) {
  const [row] = await db
    .select()
    .from(propertyImages)
    .where(and(eq(propertyImages.tenantId, tenantId), eq(propertyImages.name, name)))
    .limit(1);
  return row;
}

/** Whether this call removed the row: of deletes made at once, only one does. */
export async function deleteImageRow(db: Database, tenantId: number, imageId: number) {
  const removed = await db
    .delete(propertyImages)
    .where(and(eq(propertyImages.tenantId, tenantId), eq(propertyImages.id, imageId)))
    .returning({ id: propertyImages.id });
  return removed.length > 0;
}

/** How many photos a listing has (its completeness counts them). */
export async function countListingImages(db: Database, tenantId: number, propertyId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(propertyImages)
    .where(and(eq(propertyImages.tenantId, tenantId), eq(propertyImages.propertyId, propertyId)));
  return row?.n ?? 0;
}

/**
 * A deleted listing's photo rows, removed before the listing's row, answering their files' keys:
 * those a late upload added after the listing's delete had removed the files it knew of.
 */
export async function deleteListingImageRows(db: Database, tenantId: number, propertyId: number) {
  const removed = await db
    .delete(propertyImages)
    .where(and(eq(propertyImages.tenantId, tenantId), eq(propertyImages.propertyId, propertyId)))
    .returning({ keys: propertyImages.storageKeys });
  return removed.flatMap((r) => r.keys);
}

/**
 * Puts a listing's photos in this order: the positions the photos hold now, sorted, handed out
 * again in the new order, so the listing's photos keep their places relative to every other
 * listing's and a photo added later still goes last. One statement.
 */
export async function reorderImages(
  db: Database,
  tenantId: number,
  propertyId: number,
  ids: number[],
  positions: number[],
) {
  const sorted = [...positions].sort((a, b) => a - b);
  const pairs = sql.join(
    ids.map((id, i) => sql`(${id}::integer, ${sorted[i]}::bigint)`),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE property_images SET position = wanted.position
    FROM (VALUES ${pairs}) AS wanted (id, position)
    WHERE property_images.id = wanted.id AND property_images.tenant_id = ${tenantId}
      AND property_images.property_id = ${propertyId}`);
}
