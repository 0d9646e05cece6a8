import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { cities, countries, propertyTypes, suburbs, users } from '../../db/schema';

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
