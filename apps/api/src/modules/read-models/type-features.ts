/**
 * Read model: the feature catalogue each property type suggests.
 *
 * Reads `property_type_features` (the property-types module: which features a type suggests)
 * and `features` (the features module: the catalogue's names, descriptions and places). Why:
 * the types' list shows every type with its features in one query; the property-types module
 * sits below features in the layers (listings use types, features use listings). The
 * property-types module is handed it by modules/index.ts.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import type { TypeFeatures } from '../property-types';
import { features } from '../features/features.tables';
import { propertyTypeFeatures } from '../property-types/property-types.tables';

async function listTypeFeatures(db: Database, typeIds: number[]) {
  if (!typeIds.length) return [];
  return db
    .select({
      typeId: propertyTypeFeatures.typeId,
      publicId: features.publicId,
      name: features.name,
      description: features.description,
      location: features.location,
      translations: features.translations,
    })
    .from(propertyTypeFeatures)
    .innerJoin(features, eq(features.id, propertyTypeFeatures.featureId))
    .where(inArray(propertyTypeFeatures.typeId, typeIds))
    .orderBy(asc(features.name));
}

export const typeFeatures: TypeFeatures = { list: listTypeFeatures };
