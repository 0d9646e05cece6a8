import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import type { Storage } from '../../infra/storage';
import { decoder } from './image-pipeline';
import { propertyImages } from './images.tables';
import { photoHash } from './photo-hash';

/** What a pass over a site's unhashed photos did. */
export interface HashedPhotos {
  /** Photos that got a hash. */
  hashed: number;
  /** Photos too plain to tell apart (photo-hash.ts): left without one. */
  plain: number;
  /** Photos whose original is missing from storage or cannot be decoded. */
  unreadable: number;
  /** The listings whose photos got a hash, for the duplicate check. */
  listingIds: number[];
}

/**
 * Gives the site's listing photos stored before hashes were kept their hash, from the original
 * in storage, `batch` rows at a time in id order (each row read once per pass, so a plain or
 * unreadable photo does not hold the pass up). No access check: the operator's CLI.
 */
export async function hashStoredPhotos(
  ctx: { db: Database; storage: Storage },
  tenantId: number,
  { batch = 50 }: { batch?: number } = {},
): Promise<HashedPhotos> {
  const done: HashedPhotos = { hashed: 0, plain: 0, unreadable: 0, listingIds: [] };
  const listings = new Set<number>();
  let after = 0;
  for (;;) {
    const rows = await ctx.db
      .select({
        id: propertyImages.id,
        propertyId: propertyImages.propertyId,
        keys: propertyImages.storageKeys,
      })
      .from(propertyImages)
      .where(
        and(
          eq(propertyImages.tenantId, tenantId),
          isNull(propertyImages.photoHash),
          gt(propertyImages.id, after),
        ),
      )
      .orderBy(asc(propertyImages.id))
      .limit(batch);
    if (!rows.length) break;
    for (const row of rows) {
      after = row.id;
      const original = row.keys[0] ? await ctx.storage.read(row.keys[0]) : undefined;
      const hash = original
        ? await photoHash(decoder(original)).catch(() => 'unreadable' as const)
        : ('unreadable' as const);
      if (hash === 'unreadable') done.unreadable += 1;
      else if (hash === null) done.plain += 1;
      else {
        await ctx.db
          .update(propertyImages)
          .set({ photoHash: hash })
          .where(and(eq(propertyImages.tenantId, tenantId), eq(propertyImages.id, row.id)));
        done.hashed += 1;
        listings.add(row.propertyId);
      }
    }
  }
  done.listingIds = [...listings];
  return done;
}
