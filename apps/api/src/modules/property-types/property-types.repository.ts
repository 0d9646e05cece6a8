import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { features, propertyTypeFeatures, propertyTypes } from '../../db/schema';

export async function listTopLevelTypes(db: Database, tenantId: number) {
  return db
    .select({ id: propertyTypes.id, publicId: propertyTypes.publicId, name: propertyTypes.name })
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
      parentId: propertyTypes.parentId,
    })
    .from(propertyTypes)
    .where(and(eq(propertyTypes.tenantId, tenantId), inArray(propertyTypes.parentId, parentIds)))
    .orderBy(asc(propertyTypes.name));
}

export async function listTypeFeatures(db: Database, typeIds: number[]) {
  if (!typeIds.length) return [];
  return db
    .select({
      typeId: propertyTypeFeatures.typeId,
      publicId: features.publicId,
      name: features.name,
      description: features.description,
      location: features.location,
    })
    .from(propertyTypeFeatures)
    .innerJoin(features, eq(features.id, propertyTypeFeatures.featureId))
    .where(inArray(propertyTypeFeatures.typeId, typeIds))
    .orderBy(asc(features.name));
}

export async function findTypeByPublicId(db: Database, tenantId: number, publicId: string) {
  const [row] = await db
    .select()
    .from(propertyTypes)
    .where(and(eq(propertyTypes.tenantId, tenantId), eq(propertyTypes.publicId, publicId)))
    .limit(1);
  return row;
}
