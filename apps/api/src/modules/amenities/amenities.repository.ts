import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { amenities } from './amenities.tables';

export type AmenityRow = typeof amenities.$inferSelect;
/** The fields an agent edits; an update replaces all of them. */
export type AmenityFields = Pick<
  AmenityRow,
  'name' | 'type' | 'description' | 'latitude' | 'longitude' | 'altitude' | 'active'
>;

export async function listAmenities(db: Database, tenantId: number, propertyId: number) {
  return db
    .select()
    .from(amenities)
    .where(and(eq(amenities.tenantId, tenantId), eq(amenities.propertyId, propertyId)));
}

export async function countAmenities(db: Database, tenantId: number, propertyId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(amenities)
    .where(and(eq(amenities.tenantId, tenantId), eq(amenities.propertyId, propertyId)));
  return row?.n ?? 0;
}

export async function findAmenity(db: Database, tenantId: number, publicId: string) {
  const [row] = await db
    .select()
    .from(amenities)
    .where(and(eq(amenities.tenantId, tenantId), eq(amenities.publicId, publicId)))
    .limit(1);
  return row;
}

export async function insertAmenity(
  db: Database,
  tenantId: number,
  values: AmenityFields & { publicId: string; propertyId: number },
) {
  const [row] = await db
    .insert(amenities)
    .values({ ...values, tenantId })
    .returning();
  return row!;
}

export async function updateAmenity(
  db: Database,
  tenantId: number,
  id: number,
  values: AmenityFields,
) {
  const [row] = await db
    .update(amenities)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(amenities.tenantId, tenantId), eq(amenities.id, id)))
    .returning();
  return row;
}

/** Whether this call removed the row: of deletes made at once, only one does. */
export async function deleteAmenity(db: Database, tenantId: number, id: number) {
  const removed = await db
    .delete(amenities)
    .where(and(eq(amenities.tenantId, tenantId), eq(amenities.id, id)))
    .returning({ id: amenities.id });
  return removed.length > 0;
}
