import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { properties, propertyImages, propertyTypes } from '../../db/schema';

export type ImageRow = typeof propertyImages.$inferSelect;
export type NewImageRow = typeof propertyImages.$inferInsert;

/** The few listing fields the image rules need: owner, type name, status, profile photo. */
export async function findPropertyForImages(db: Database, tenantId: number, publicId: string) {
  const [row] = await db
    .select({
      id: properties.id,
      publicId: properties.publicId,
      userId: properties.userId,
      published: properties.published,
      archived: properties.archived,
      profilePhoto: properties.profilePhoto,
      typeName: propertyTypes.name,
    })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.typeId))
    .where(and(eq(properties.tenantId, tenantId), eq(properties.publicId, publicId)))
    .limit(1);
  return row;
}

export type PropertyForImages = NonNullable<Awaited<ReturnType<typeof findPropertyForImages>>>;

/** Holds the listing's row lock until the transaction ends, so counts cannot race. */
export async function lockProperty(db: Database, tenantId: number, propertyId: number) {
  await db.execute(
    sql`SELECT id FROM properties WHERE tenant_id = ${tenantId} AND id = ${propertyId} FOR UPDATE`,
  );
}

export async function listImages(db: Database, tenantId: number, propertyId: number) {
  return db
    .select()
    .from(propertyImages)
    .where(and(eq(propertyImages.tenantId, tenantId), eq(propertyImages.propertyId, propertyId)))
    .orderBy(asc(propertyImages.createdAt), asc(propertyImages.id));
}

export async function countImagesAt(
  db: Database,
  tenantId: number,
  propertyId: number,
  location: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(propertyImages)
    .where(
      and(
        eq(propertyImages.tenantId, tenantId),
        eq(propertyImages.propertyId, propertyId),
        eq(propertyImages.location, location),
      ),
    );
  return row?.n ?? 0;
}

export async function insertImages(db: Database, rows: NewImageRow[]): Promise<ImageRow[]> {
  if (!rows.length) return [];
  return db.insert(propertyImages).values(rows).returning();
}

/** An image by its generated name, with the listing it belongs to. */
export async function findImageByName(db: Database, tenantId: number, name: string) {
  const [row] = await db
    .select({
      image: propertyImages,
      property: {
        id: properties.id,
        userId: properties.userId,
        published: properties.published,
        archived: properties.archived,
        profilePhoto: properties.profilePhoto,
      },
    })
    .from(propertyImages)
    .innerJoin(properties, eq(properties.id, propertyImages.propertyId))
    .where(and(eq(propertyImages.tenantId, tenantId), eq(propertyImages.name, name)))
    .limit(1);
  return row;
}

export async function deleteImageRow(db: Database, tenantId: number, imageId: number) {
  await db
    .delete(propertyImages)
    .where(and(eq(propertyImages.tenantId, tenantId), eq(propertyImages.id, imageId)));
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
