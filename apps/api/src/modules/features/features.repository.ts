import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { features, propertyFeatures } from './features.tables';

export async function listPropertyFeatures(db: Database, propertyId: number) {
  return db
    .select({
      publicId: features.publicId,
      name: features.name,
      quantity: propertyFeatures.quantity,
      description: sql<string>`CASE WHEN ${propertyFeatures.description} = '' THEN ${features.description} ELSE ${propertyFeatures.description} END`,
      note: propertyFeatures.description,
      location: features.location,
      translations: features.translations,
    })
    .from(propertyFeatures)
    .innerJoin(features, eq(features.id, propertyFeatures.featureId))
    .where(eq(propertyFeatures.propertyId, propertyId))
    .orderBy(asc(features.name));
}

export async function findFeatures(db: Database, tenantId: number, publicIds: string[]) {
  if (!publicIds.length) return [];
  return db
    .select({ id: features.id, publicId: features.publicId, name: features.name })
    .from(features)
    .where(and(eq(features.tenantId, tenantId), inArray(features.publicId, publicIds)));
}

export async function upsertPropertyFeatures(
  db: Database,
  rows: { propertyId: number; featureId: number; quantity: number; description: string }[],
) {
  if (!rows.length) return;
  await db
    .insert(propertyFeatures)
    .values(rows)
    .onConflictDoUpdate({
      target: [propertyFeatures.propertyId, propertyFeatures.featureId],
      set: {
        quantity: sql`excluded.quantity`,
        description: sql`excluded.description`,
      },
    });
}

export async function removePropertyFeature(db: Database, propertyId: number, featureId: number) {
  const removed = await db
    .delete(propertyFeatures)
    .where(
      and(eq(propertyFeatures.propertyId, propertyId), eq(propertyFeatures.featureId, featureId)),
    )
    .returning({ featureId: propertyFeatures.featureId });
  return removed.length;
}

/** How many features a listing has (its completeness counts them). */
export async function countListingFeatures(db: Database, propertyId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(propertyFeatures)
    .where(eq(propertyFeatures.propertyId, propertyId));
  return row?.n ?? 0;
}

/** A deleted listing's features, removed before the listing's row. */
export async function deleteListingFeatures(db: Database, propertyId: number) {
  await db.delete(propertyFeatures).where(eq(propertyFeatures.propertyId, propertyId));
}

/** The features of these listings by catalogue name, with their quantities. */
export async function listFeatureQuantities(db: Database, propertyIds: number[]) {
  if (!propertyIds.length) return [];
  return db
    .select({
      propertyId: propertyFeatures.propertyId,
      name: features.name,
      quantity: propertyFeatures.quantity,
    })
    .from(propertyFeatures)
    .innerJoin(features, eq(features.id, propertyFeatures.featureId))
    .where(inArray(propertyFeatures.propertyId, propertyIds));
}

/** The site's features with these catalogue names (BEDROOM, BATHROOM), by name. */
export async function findFeaturesByName(db: Database, tenantId: number, names: string[]) {
  if (!names.length) return [];
  return db
    .select({
      id: features.id,
      publicId: features.publicId,
      name: features.name,
      description: features.description,
    })
    .from(features)
    .where(and(eq(features.tenantId, tenantId), inArray(features.name, names)));
}
