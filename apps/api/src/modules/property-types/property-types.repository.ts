import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { propertyTypeFeatures, propertyTypes } from './property-types.tables';

export async function listTopLevelTypes(db: Database, tenantId: number) {
  return db
    .select({
      id: propertyTypes.id,
      publicId: propertyTypes.publicId,
      name: propertyTypes.name,
      translations: propertyTypes.translations,
    })
    .from(propertyTypes)
    .where(and(eq(propertyTypes.tenantId, tenantId), isNull(propertyTypes.parentId)))
    .orderBy(asc(propertyTypes.name));
}

export async function listChildTypes(db: Database, tenantId: number, parentIds: number[]) {
  if (!parentIds.length) return [];
  return db
    .select({
      id: propertyTypes.id,
      publicId: propertyTypes.publicId,
      name: propertyTypes.name,
      translations: propertyTypes.translations,
      parentId: propertyTypes.parentId,
    })
    .from(propertyTypes)
    .where(and(eq(propertyTypes.tenantId, tenantId), inArray(propertyTypes.parentId, parentIds)))
    .orderBy(asc(propertyTypes.name));
}

export async function findTypeByPublicId(db: Database, tenantId: number, publicId: string) {
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

/** Feature ids a type offers; empty when the type has no catalogue (then all are allowed). */
export async function typeFeatureIds(db: Database, tenantId: number, typeId: number) {
  const rows = await db
    .select({ featureId: propertyTypeFeatures.featureId })
    .from(propertyTypeFeatures)
    .innerJoin(propertyTypes, eq(propertyTypes.id, propertyTypeFeatures.typeId))
    .where(and(eq(propertyTypes.tenantId, tenantId), eq(propertyTypeFeatures.typeId, typeId)));
  return new Set(rows.map((r) => r.featureId));
}

export async function listTypePublicIds(db: Database, tenantId: number) {
  return db
    .select({ id: propertyTypes.id, publicId: propertyTypes.publicId })
    .from(propertyTypes)
    .where(eq(propertyTypes.tenantId, tenantId));
}

/** Every type of the site with its names in the site's languages (an import matches names). */
export async function listAllTypes(db: Database, tenantId: number) {
  return db
    .select({
      id: propertyTypes.id,
      publicId: propertyTypes.publicId,
      name: propertyTypes.name,
      translations: propertyTypes.translations,
    })
    .from(propertyTypes)
    .where(eq(propertyTypes.tenantId, tenantId))
    .orderBy(asc(propertyTypes.name));
}
