import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { MarkedPhotoTable } from '../images';
import { unitImages } from './units.tables';

/**
 * Unit photos are public like the listing's own (the listing page shows them), so they carry the
 * site's watermark too: the images module's re-render reads and rewrites them through this.
 * No access check: the re-render runs for the site whose admin changed the mark.
 */
export const unitPhotos: MarkedPhotoTable = {
  async progress(db, tenantId, generation) {
    const [row] = await db
      .select({
        total: count(),
        done: sql<number>`count(*) FILTER (WHERE ${unitImages.watermarkGeneration} = ${generation})::int`,
      })
      .from(unitImages)
      .where(eq(unitImages.tenantId, tenantId));
    return { total: row?.total ?? 0, done: Number(row?.done ?? 0) };
  },
  async next(db, tenantId, generation) {
    const [row] = await db
      .select({
        id: unitImages.id,
        storageKeys: unitImages.storageKeys,
        variants: unitImages.variants,
        watermarkGeneration: unitImages.watermarkGeneration,
      })
      .from(unitImages)
      .where(and(eq(unitImages.tenantId, tenantId), ne(unitImages.watermarkGeneration, generation)))
      .orderBy(asc(unitImages.id))
      .limit(1);
    return row && { ...row, listingId: null };
  },
  async redrawn(db, tenantId, photo, generation, files) {
    const rows = await db
      .update(unitImages)
      .set({ watermarkGeneration: generation, ...files })
      .where(
        and(
          eq(unitImages.tenantId, tenantId),
          eq(unitImages.id, photo.id),
          eq(unitImages.watermarkGeneration, photo.watermarkGeneration),
        ),
      )
      .returning({ id: unitImages.id });
    return rows.length > 0;
  },
};
