import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { unitImages, units } from './units.tables';
import type { UnitSortKey } from './units.schemas';

export type UnitRow = typeof units.$inferSelect;
export type UnitImageRow = typeof unitImages.$inferSelect;
/** The fields an agent edits; an update replaces all of them. */
export type UnitFields = Omit<
  UnitRow,
  'id' | 'publicId' | 'tenantId' | 'propertyId' | 'createdAt' | 'updatedAt'
>;

const SORT_COLUMNS = {
  createdAt: units.createdAt,
  title: units.title,
  rentalPrice: units.rentalPrice,
  salePrice: units.salePrice,
} satisfies Record<UnitSortKey, unknown>;

export interface UnitOrder {
  key: UnitSortKey;
  direction: 'asc' | 'desc';
}

const ofListing = (tenantId: number, propertyId: number) =>
  and(eq(units.tenantId, tenantId), eq(units.propertyId, propertyId));

/** One page of a listing's units; ties on the sort value go by id, so pages never overlap. */
export async function listUnits(
  db: Database,
  tenantId: number,
  propertyId: number,
  order: UnitOrder,
  page: { size: number; offset: number },
) {
  const by = order.direction === 'asc' ? asc : desc;
  return db
    .select()
    .from(units)
    .where(ofListing(tenantId, propertyId))
    .orderBy(by(SORT_COLUMNS[order.key]), by(units.id))
    .limit(page.size)
    .offset(page.offset);
}

export async function countUnits(db: Database, tenantId: number, propertyId: number) {
  const [row] = await db.select({ n: count() }).from(units).where(ofListing(tenantId, propertyId));
  return row?.n ?? 0;
}

export async function findUnit(db: Database, tenantId: number, publicId: string) {
  const [row] = await db
    .select()
    .from(units)
    .where(and(eq(units.tenantId, tenantId), eq(units.publicId, publicId)))
    .limit(1);
  return row;
}

/** Locks the unit's row until the transaction ends; undefined when it is gone. */
export async function lockUnit(db: Database, tenantId: number, id: number) {
  const rows = await db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.tenantId, tenantId), eq(units.id, id)))
    .for('update');
  return rows.length > 0;
}

export async function insertUnit(
  db: Database,
  tenantId: number,
  values: UnitFields & { publicId: string; propertyId: number },
) {
  const [row] = await db
    .insert(units)
    .values({ ...values, tenantId })
    .returning();
  return row!;
}

export async function updateUnit(db: Database, tenantId: number, id: number, values: UnitFields) {
  const [row] = await db
    .update(units)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(units.tenantId, tenantId), eq(units.id, id)))
    .returning();
  return row;
}

/** Whether this call removed the row: of deletes made at once, only one does. */
export async function deleteUnit(db: Database, tenantId: number, id: number) {
  const removed = await db
    .delete(units)
    .where(and(eq(units.tenantId, tenantId), eq(units.id, id)))
    .returning({ id: units.id });
  return removed.length > 0;
}

/** The images of some units, oldest first. */
export async function listImages(db: Database, tenantId: number, unitIds: number[]) {
  if (unitIds.length === 0) return [];
  return db
    .select()
    .from(unitImages)
    .where(and(eq(unitImages.tenantId, tenantId), inArray(unitImages.unitId, unitIds)))
    .orderBy(asc(unitImages.createdAt), asc(unitImages.id));
}

/** Every image of every unit of a listing. */
export async function listListingImages(db: Database, tenantId: number, propertyId: number) {
  return db
    .select({ image: unitImages })
    .from(unitImages)
    .innerJoin(units, eq(units.id, unitImages.unitId))
    .where(and(eq(unitImages.tenantId, tenantId), ofListing(tenantId, propertyId)))
    .then((rows) => rows.map((r) => r.image));
}

/**
 * Removes the rows of a listing's unit photos, answering their files' keys: those a late upload
 * added after the listing's delete had removed the files it knew of.
 */
export async function deleteListingImageRows(db: Database, tenantId: number, propertyId: number) {
  const removed = await db
    .delete(unitImages)
    .where(
      and(
        eq(unitImages.tenantId, tenantId),
        inArray(
          unitImages.unitId,
          db.select({ id: units.id }).from(units).where(ofListing(tenantId, propertyId)),
        ),
      ),
    )
    .returning({ keys: unitImages.storageKeys });
  return removed.flatMap((r) => r.keys);
}

export async function countImages(db: Database, tenantId: number, unitId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(unitImages)
    .where(and(eq(unitImages.tenantId, tenantId), eq(unitImages.unitId, unitId)));
  return row?.n ?? 0;
}

export async function insertImages(db: Database, values: Omit<UnitImageRow, 'id' | 'createdAt'>[]) {
  return db.insert(unitImages).values(values).returning();
}

export async function findImageByName(
  db: Database,
  tenantId: number,
  unitId: number,
  name: string,
) {
  const [row] = await db
    .select()
    .from(unitImages)
    .where(
      and(
        eq(unitImages.tenantId, tenantId),
        eq(unitImages.unitId, unitId),
        eq(unitImages.name, name),
      ),
    )
    .limit(1);
  return row;
}

/** Whether this call removed the row: of deletes made at once, only one does. */
export async function deleteImageRow(db: Database, tenantId: number, id: number) {
  const removed = await db
    .delete(unitImages)
    .where(and(eq(unitImages.tenantId, tenantId), eq(unitImages.id, id)))
    .returning({ id: unitImages.id });
  return removed.length > 0;
}
