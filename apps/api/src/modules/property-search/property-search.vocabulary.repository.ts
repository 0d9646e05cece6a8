import { eq } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { features } from '../features/features.tables';
import { cities, countries, suburbs } from '../locations/locations.tables';
import { propertyTypes } from '../property-types/property-types.tables';

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
