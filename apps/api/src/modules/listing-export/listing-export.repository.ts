import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { features, propertyFeatures } from '../features/features.tables';
import { propertyImages } from '../images/images.tables';
import { cities, countries, suburbs } from '../locations/locations.tables';
import { properties } from '../properties/properties.tables';
import { propertyTypes } from '../property-types/property-types.tables';

/** A feature's quantity on the listing (BEDROOM, BATHROOM), null when it has none. */
const featureCount = (name: string) =>
  sql<number | null>`(SELECT ${propertyFeatures.quantity} FROM ${propertyFeatures}
    JOIN ${features} ON ${features.id} = ${propertyFeatures.featureId}
    WHERE ${propertyFeatures.propertyId} = ${properties.id} AND ${features.name} = ${name})`;

/** Which of the agent's listings to read: every one, or those with these public ids. */
export interface ExportScope {
  tenantId: number;
  userId: number;
  publicIds?: readonly string[];
}

const scopeWhere = (scope: ExportScope) =>
  and(
    eq(properties.tenantId, scope.tenantId),
    eq(properties.userId, scope.userId),
    scope.publicIds ? inArray(properties.publicId, [...scope.publicIds]) : undefined,
  );

/** The public ids among `publicIds` that are listings of the agent. */
export async function ownPublicIds(db: Database, scope: Required<ExportScope>) {
  const rows = await db
    .select({ publicId: properties.publicId })
    .from(properties)
    .where(scopeWhere(scope));
  return new Set(rows.map((row) => row.publicId));
}

/**
 * One page of the agent's listings with their type, places, bedrooms and bathrooms, in the order
 * they were made, after the listing with internal id `after`.
 */
export function listingPage(db: Database, scope: ExportScope, after: number, size: number) {
  return db
    .select({
      id: properties.id,
      code: properties.code,
      agentReference: properties.agentReference,
      name: properties.name,
      title: properties.title,
      description: properties.description,
      typeName: propertyTypes.name,
      category: properties.category,
      country: countries.code,
      city: cities.name,
      suburb: suburbs.name,
      price: properties.price,
      currency: properties.currency,
      priceType: properties.priceType,
      area: properties.area,
      areaType: properties.areaType,
      built: sql<number | null>`extract(year FROM ${properties.built} AT TIME ZONE 'UTC')::int`,
      bedrooms: featureCount('BEDROOM'),
      bathrooms: featureCount('BATHROOM'),
      latitude: properties.latitude,
      longitude: properties.longitude,
      altitude: properties.altitude,
      displayMap: properties.displayMap,
      vatable: properties.vatable,
      serviced: properties.serviced,
      serviceCharge: properties.serviceCharge,
      metaTags: properties.metaTags,
      tourUrl: properties.tourUrl,
    })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.typeId))
    .innerJoin(suburbs, eq(suburbs.id, properties.suburbId))
    .innerJoin(cities, eq(cities.id, suburbs.cityId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(and(scopeWhere(scope), gt(properties.id, after)))
    .orderBy(asc(properties.id))
    .limit(size);
}

export type ExportedListing = Awaited<ReturnType<typeof listingPage>>[number];

/**
 * The photos of these listings in the order the listing shows them, each with its room and the
 * address of its largest public copy (the full-size variant, else the stored file).
 */
export function listingPhotos(db: Database, tenantId: number, listingIds: number[]) {
  if (!listingIds.length) return Promise.resolve([]);
  return db
    .select({
      listingId: propertyImages.propertyId,
      location: propertyImages.location,
      url: sql<string>`coalesce(${propertyImages.variants} ->> 'full', ${propertyImages.fileDownloadUri})`,
    })
    .from(propertyImages)
    .where(
      and(eq(propertyImages.tenantId, tenantId), inArray(propertyImages.propertyId, listingIds)),
    )
    .orderBy(asc(propertyImages.propertyId), asc(propertyImages.position), asc(propertyImages.id));
}
