import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import type { ReferenceWords } from '../../lib/reference-words';
import { preparedPerDatabase } from '../../infra/prepared';
import { properties } from './properties.tables';

export type PropertyRow = typeof properties.$inferSelect;
export type NewPropertyRow = typeof properties.$inferInsert;

interface FeatureJson {
  publicId: string;
  name: string;
  quantity: number;
  description: string;
  note: string;
  location: string;
  translations: ReferenceWords;
}

interface ImageJson {
  location: string;
  name: string;
  fileDownloadUri: string;
  variants: Record<string, string> | null;
  /** Its place in the listing's gallery, from 1. */
  order: number;
}

// Qualified by hand: in a single-table select drizzle leaves columns bare, and a bare "id"
// inside these subqueries would name the subquery's own table.
const propertyId = sql.raw('"properties"."id"');

/**
 * A listing with its features and images, from the listings table alone: joins to reference
 * data would cost more to plan than to run, so names come from the reference cache instead.
 */
const detailColumns = {
  property: properties,
  views: sql<number>`coalesce((
    SELECT v.views FROM property_view_counts v WHERE v.property_id = ${propertyId}), 0)`,
  features: sql<FeatureJson[]>`(
    SELECT coalesce(json_agg(json_build_object(
      'publicId', f.public_id, 'name', f.name, 'quantity', pf.quantity,
      'description', CASE WHEN pf.description = '' THEN f.description ELSE pf.description END,
      'note', pf.description,
      'location', f.location, 'translations', f.translations) ORDER BY f.name), '[]'::json)
    FROM property_features pf JOIN features f ON f.id = pf.feature_id
    WHERE pf.property_id = ${propertyId})`,
  images: sql<ImageJson[]>`(
    SELECT coalesce(json_agg(json_build_object(
      'location', i.location, 'name', i.name, 'fileDownloadUri', i.file_download_uri,
      'variants', i.variants, 'order', i.place) ORDER BY i.place), '[]'::json)
    FROM (SELECT *, row_number() OVER (ORDER BY position, id) AS place
      FROM property_images WHERE property_id = ${propertyId}) i)`,
};

export interface PropertyDetailRow {
  property: PropertyRow;
  /** Its views as counted so far (those still in this process's buffer not included). */
  views: number;
  features: FeatureJson[];
  images: ImageJson[];
}

// Named statements: PostgreSQL keeps their plans per connection, so the hottest reads are not
// planned again on every call.
const detailStatement = preparedPerDatabase((db) =>
  db
    .select(detailColumns)
    .from(properties)
    .where(
      and(
        eq(properties.tenantId, sql.placeholder('tenantId')),
        eq(properties.publicId, sql.placeholder('publicId')),
      ),
    )
    .limit(1)
    .prepare('property_detail'),
);

export async function findPropertyDetail(
  db: Database,
  tenantId: number,
  publicId: string,
): Promise<PropertyDetailRow | undefined> {
  const [row] = await detailStatement(db).execute({ tenantId, publicId });
  return row;
}

const detailsByIdsStatement = preparedPerDatabase((db) =>
  db
    .select(detailColumns)
    .from(properties)
    .where(
      and(
        eq(properties.tenantId, sql.placeholder('tenantId')),
        sql`${properties.id} = ANY(${sql.placeholder('ids')}::integer[])`,
      ),
    )
    .prepare('property_details_by_ids'),
);

/** The listings with these ids, in the order of the ids. */
export async function findPropertyDetails(
  db: Database,
  tenantId: number,
  ids: number[],
): Promise<PropertyDetailRow[]> {
  if (!ids.length) return [];
  const rows = (await detailsByIdsStatement(db).execute({ tenantId, ids })) as PropertyDetailRow[];
  const byId = new Map(rows.map((r) => [r.property.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is PropertyDetailRow => !!r);
}

export async function findPropertyRow(db: Database, tenantId: number, publicId: string) {
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.tenantId, tenantId), eq(properties.publicId, publicId)))
    .limit(1);
  return row;
}

/** An agent's listing by their own reference (one at most: migration 0025's unique index). */
export async function findPropertyRowByReference(
  db: Database,
  tenantId: number,
  userId: number,
  reference: string,
) {
  const [row] = await db
    .select()
    .from(properties)
    .where(
      and(
        eq(properties.tenantId, tenantId),
        eq(properties.userId, userId),
        eq(properties.agentReference, reference),
      ),
    )
    .limit(1);
  return row;
}

/** An agent's listings with these references of their own, in any order. */
export async function findPropertyRowsByReferences(
  db: Database,
  tenantId: number,
  userId: number,
  references: string[],
) {
  if (!references.length) return [];
  return db
    .select()
    .from(properties)
    .where(
      and(
        eq(properties.tenantId, tenantId),
        eq(properties.userId, userId),
        inArray(properties.agentReference, references),
      ),
    );
}

export async function findPropertyRowById(db: Database, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.tenantId, tenantId), eq(properties.id, id)))
    .limit(1);
  return row;
}

/** New listings in one statement (their original language set); answers their rows. */
export async function insertProperties(
  db: Database,
  values: (NewPropertyRow & { originalLanguage: string })[],
): Promise<PropertyRow[]> {
  if (!values.length) return [];
  return db.insert(properties).values(values).returning();
}

/**
 * Writes a listing's changed fields; with `unchangedSince`, only while its updatedAt is still that
 * (to the millisecond, as answers show it): undefined when it moved meanwhile.
 */
export async function updateProperty(
  db: Database,
  tenantId: number,
  id: number,
  values: Partial<NewPropertyRow>,
  unchangedSince?: Date,
) {
  const [row] = await db
    .update(properties)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(properties.tenantId, tenantId),
        eq(properties.id, id),
        unchangedSince &&
          sql`date_trunc('milliseconds', ${properties.updatedAt}) = ${unchangedSince.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  return row;
}

/** The listing's own row; its features and images go first (ListingParts), the rest by cascade. */
/** Deletes the listing's row; false when it was gone already (another request deleted it). */
export async function deleteProperty(db: Database, tenantId: number, id: number) {
  const gone = await db
    .delete(properties)
    .where(and(eq(properties.tenantId, tenantId), eq(properties.id, id)))
    .returning({ id: properties.id });
  return gone.length > 0;
}

/** Holds the listing's row lock until the transaction ends, so counts under it cannot race. */
/** Locks the listing's row until the transaction ends; false when there is no such row. */
export async function lockProperty(db: Database, tenantId: number, propertyId: number) {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.tenantId, tenantId), eq(properties.id, propertyId)))
    .for('update');
  return rows.length > 0;
}

/**
 * Points the listing's profile photo at `to` if it is still `from` (the same photo's variant
 * drawn again under a new name): not an edit, so the listing's updated time stays.
 */
export async function swapProfilePhoto(
  db: Database,
  tenantId: number,
  propertyId: number,
  from: string,
  to: string,
) {
  await db
    .update(properties)
    .set({ profilePhoto: to })
    .where(
      and(
        eq(properties.tenantId, tenantId),
        eq(properties.id, propertyId),
        eq(properties.profilePhoto, from),
      ),
    );
}

export async function setProfilePhoto(
  db: Database,
  tenantId: number,
  propertyId: number,
  url: string | null,
) {
  await db
    .update(properties)
    .set({ profilePhoto: url, updatedAt: new Date() })
    .where(and(eq(properties.tenantId, tenantId), eq(properties.id, propertyId)));
}
