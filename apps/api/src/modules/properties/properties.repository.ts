import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { preparedPerDatabase } from '../../lib/prepared';
import {
  cities,
  countries,
  features,
  listingsVersions,
  properties,
  propertyFeatures,
  propertyImages,
  propertyTypeFeatures,
  propertyTypes,
  suburbs,
  users,
} from '../../db/schema';

export type PropertyRow = typeof properties.$inferSelect;
export type NewPropertyRow = typeof properties.$inferInsert;
export type PropertyImageRow = typeof propertyImages.$inferSelect;

export interface FeatureJson {
  publicId: string;
  name: string;
  quantity: number;
  description: string;
  location: string;
}

export interface ImageJson {
  location: string;
  name: string;
  fileDownloadUri: string;
  variants: Record<string, string> | null;
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
  features: sql<FeatureJson[]>`(
    SELECT coalesce(json_agg(json_build_object(
      'publicId', f.public_id, 'name', f.name, 'quantity', pf.quantity,
      'description', CASE WHEN pf.description = '' THEN f.description ELSE pf.description END,
      'location', f.location) ORDER BY f.name), '[]'::json)
    FROM property_features pf JOIN features f ON f.id = pf.feature_id
    WHERE pf.property_id = ${propertyId})`,
  images: sql<ImageJson[]>`(
    SELECT coalesce(json_agg(json_build_object(
      'location', i.location, 'name', i.name, 'fileDownloadUri', i.file_download_uri,
      'variants', i.variants) ORDER BY i.created_at, i.id), '[]'::json)
    FROM property_images i WHERE i.property_id = ${propertyId})`,
};

export interface PropertyDetailRow {
  property: PropertyRow;
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
  return row as PropertyDetailRow | undefined;
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

/** Suburbs with their city, country and currencies: what a listing's location shows. */
export async function loadPlaces(db: Database, tenantId: number) {
  return db
    .select({
      id: suburbs.id,
      publicId: suburbs.publicId,
      name: suburbs.name,
      city: cities.name,
      country: countries.name,
      currencies: countries.currencies,
    })
    .from(suburbs)
    .innerJoin(cities, eq(cities.id, suburbs.cityId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(eq(suburbs.tenantId, tenantId));
}

export async function loadTypeIds(db: Database, tenantId: number) {
  return db
    .select({ id: propertyTypes.id, publicId: propertyTypes.publicId })
    .from(propertyTypes)
    .where(eq(propertyTypes.tenantId, tenantId));
}

export async function loadUserPublicIds(db: Database, tenantId: number, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: users.id, publicId: users.publicId })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids)));
}

export async function findPropertyRow(db: Database, tenantId: number, publicId: string) {
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.tenantId, tenantId), eq(properties.publicId, publicId)))
    .limit(1);
  return row;
}

export async function findPropertyRowById(db: Database, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.tenantId, tenantId), eq(properties.id, id)))
    .limit(1);
  return row;
}

export async function insertProperty(db: Database, values: NewPropertyRow): Promise<PropertyRow> {
  const [row] = await db.insert(properties).values(values).returning();
  return row!;
}

export async function updateProperty(
  db: Database,
  tenantId: number,
  id: number,
  values: Partial<NewPropertyRow>,
) {
  const [row] = await db
    .update(properties)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(properties.tenantId, tenantId), eq(properties.id, id)))
    .returning();
  return row;
}

/** Features and images first; later tables (amenities, units, ...) follow by ON DELETE CASCADE. */
export async function deleteProperty(db: Database, tenantId: number, id: number) {
  await db.delete(propertyFeatures).where(eq(propertyFeatures.propertyId, id));
  await db
    .delete(propertyImages)
    .where(and(eq(propertyImages.tenantId, tenantId), eq(propertyImages.propertyId, id)));
  await db.delete(properties).where(and(eq(properties.tenantId, tenantId), eq(properties.id, id)));
}

export async function listImages(db: Database, tenantId: number, propertyId: number) {
  return db
    .select()
    .from(propertyImages)
    .where(and(eq(propertyImages.tenantId, tenantId), eq(propertyImages.propertyId, propertyId)))
    .orderBy(asc(propertyImages.id));
}

export async function deleteImage(db: Database, tenantId: number, imageId: number) {
  await db
    .delete(propertyImages)
    .where(and(eq(propertyImages.tenantId, tenantId), eq(propertyImages.id, imageId)));
}

export async function countFeaturesAndImages(db: Database, tenantId: number, propertyId: number) {
  const [featureCount, imageCount] = await Promise.all([
    db
      .select({ n: count() })
      .from(propertyFeatures)
      .where(eq(propertyFeatures.propertyId, propertyId)),
    db
      .select({ n: count() })
      .from(propertyImages)
      .where(and(eq(propertyImages.tenantId, tenantId), eq(propertyImages.propertyId, propertyId))),
  ]);
  return { featureCount: featureCount[0]?.n ?? 0, imageCount: imageCount[0]?.n ?? 0 };
}

/** Adds buffered view counts; ids come from tenant-checked reads. */
export async function addViews(db: Database, counts: Map<number, number>) {
  const entries = [...counts.entries()];
  for (let i = 0; i < entries.length; i += 500) {
    const values = entries.slice(i, i + 500).map(([id, n]) => sql`(${id}::integer, ${n}::integer)`);
    await db.execute(
      sql`UPDATE properties SET views = properties.views + v.n
          FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, n) WHERE properties.id = v.id`,
    );
  }
}

export async function findType(db: Database, tenantId: number, publicId: string) {
  const [row] = await db
    .select({ id: propertyTypes.id, publicId: propertyTypes.publicId, name: propertyTypes.name })
    .from(propertyTypes)
    .where(and(eq(propertyTypes.tenantId, tenantId), eq(propertyTypes.publicId, publicId)))
    .limit(1);
  return row;
}

export async function findTypeNameById(db: Database, tenantId: number, id: number) {
  const [row] = await db
    .select({ name: propertyTypes.name })
    .from(propertyTypes)
    .where(and(eq(propertyTypes.tenantId, tenantId), eq(propertyTypes.id, id)))
    .limit(1);
  return row?.name;
}

/** A suburb with the currencies of its country. */
export async function findSuburbWithCountry(db: Database, tenantId: number, publicId: string) {
  const [row] = await db
    .select({ id: suburbs.id, name: suburbs.name, currencies: countries.currencies })
    .from(suburbs)
    .innerJoin(cities, eq(cities.id, suburbs.cityId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(and(eq(suburbs.tenantId, tenantId), eq(suburbs.publicId, publicId)))
    .limit(1);
  return row;
}

export async function findSuburbCurrencies(db: Database, tenantId: number, suburbId: number) {
  const [row] = await db
    .select({ currencies: countries.currencies })
    .from(suburbs)
    .innerJoin(cities, eq(cities.id, suburbs.cityId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(and(eq(suburbs.tenantId, tenantId), eq(suburbs.id, suburbId)))
    .limit(1);
  return row?.currencies ?? [];
}

/** Feature ids a type offers; empty when the type has no catalogue (then all are allowed). */
export async function typeFeatureIds(db: Database, typeId: number): Promise<Set<number>> {
  const rows = await db
    .select({ featureId: propertyTypeFeatures.featureId })
    .from(propertyTypeFeatures)
    .where(eq(propertyTypeFeatures.typeId, typeId));
  return new Set(rows.map((r) => r.featureId));
}

/** Everything the sentence parser may recognise in a tenant. */
export async function loadVocabulary(db: Database, tenantId: number) {
  const [typeRows, placeRows, featureRows, countryRows] = await Promise.all([
    db
      .select({ publicId: propertyTypes.publicId, name: propertyTypes.name })
      .from(propertyTypes)
      .where(eq(propertyTypes.tenantId, tenantId)),
    db
      .select({
        suburbPublicId: suburbs.publicId,
        suburb: suburbs.name,
        cityPublicId: cities.publicId,
        city: cities.name,
      })
      .from(suburbs)
      .innerJoin(cities, eq(cities.id, suburbs.cityId))
      .where(eq(suburbs.tenantId, tenantId)),
    db
      .select({ publicId: features.publicId, name: features.name })
      .from(features)
      .where(eq(features.tenantId, tenantId)),
    db
      .select({ currencies: countries.currencies })
      .from(countries)
      .where(eq(countries.tenantId, tenantId)),
  ]);
  return { typeRows, placeRows, featureRows, countryRows };
}

/** Moves the tenant's listings version (see listings_versions). */
export async function bumpListingsVersion(db: Database, tenantId: number): Promise<void> {
  await db
    .insert(listingsVersions)
    .values({ tenantId, version: 1 })
    .onConflictDoUpdate({
      target: listingsVersions.tenantId,
      set: { version: sql`${listingsVersions.version} + 1` },
    });
}

export async function listingsVersion(db: Database, tenantId: number): Promise<number> {
  const [row] = await db
    .select({ version: listingsVersions.version })
    .from(listingsVersions)
    .where(eq(listingsVersions.tenantId, tenantId));
  return row?.version ?? 0;
}
