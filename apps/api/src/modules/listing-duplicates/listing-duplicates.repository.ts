import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { SAME_PHOTO_DISTANCE } from '../images';
import { listingDuplicates } from './listing-duplicates.tables';

/** Metres within which two listings of one type and category stand on the same spot. */
const SAME_PLACE_METRES = 25;
const METRES_PER_DEGREE = 111_320;
/**
 * How far apart two prices on one spot may be and still be one home: flats of one block share
 * a position, type and category, and differ in price.
 */
const SAME_PRICE_SHARE = 0.05;

/** Another listing of the site that looks like the same home, and what of it matched. */
export interface DuplicateMatch {
  publicId: string;
  agentUserId: number;
  /** How many of the listing's photos the other one has too (resized, recompressed...). */
  samePhotos: number;
  /** Same type and category, within SAME_PLACE_METRES, the price within SAME_PRICE_SHARE. */
  samePlace: boolean;
  /** The same agent's reference, case aside. */
  sameReference: boolean;
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? result) as T[];

/**
 * The site's other listings that may be the same home as `propertyId`: one with a photo whose
 * hash is within SAME_PHOTO_DISTANCE of one of its own, one of the same type and category on the
 * same spot, or one with the same agent reference. Most matching first. Every listing state
 * counts: a home listed twice is as much a duplicate when one copy is archived.
 */
export async function findPossibleDuplicates(
  db: Database,
  tenantId: number,
  propertyId: number,
): Promise<(DuplicateMatch & { id: number })[]> {
  const result = await db.execute(sql`
    WITH me AS (
      SELECT id, type_id, category, price, latitude, longitude, lower(agent_reference) AS reference
      FROM properties WHERE tenant_id = ${tenantId} AND id = ${propertyId}
    ),
    mine AS (
      SELECT DISTINCT photo_hash FROM property_images
      WHERE tenant_id = ${tenantId} AND property_id = ${propertyId} AND photo_hash IS NOT NULL
    ),
    photos AS (
      SELECT o.property_id AS id, count(DISTINCT m.photo_hash)::int AS same
      FROM property_images o JOIN mine m
        ON bit_count((o.photo_hash # m.photo_hash)::bit(64)) <= ${SAME_PHOTO_DISTANCE}
      WHERE o.tenant_id = ${tenantId} AND o.photo_hash IS NOT NULL
        AND o.property_id <> ${propertyId}
      GROUP BY o.property_id
    ),
    places AS (
      SELECT o.id FROM properties o, me
      WHERE o.tenant_id = ${tenantId} AND o.id <> me.id
        AND o.type_id = me.type_id AND o.category = me.category
        AND abs(o.price - me.price) <= ${SAME_PRICE_SHARE} * me.price
        AND abs(o.latitude - me.latitude) * ${METRES_PER_DEGREE} <= ${SAME_PLACE_METRES}
        AND abs(o.longitude - me.longitude) * ${METRES_PER_DEGREE} * cos(radians(me.latitude))
          <= ${SAME_PLACE_METRES}
    ),
    refs AS (
      SELECT o.id FROM properties o, me
      WHERE o.tenant_id = ${tenantId} AND o.id <> me.id AND me.reference IS NOT NULL
        AND lower(o.agent_reference) = me.reference
    ),
    found AS (SELECT id FROM photos UNION SELECT id FROM places UNION SELECT id FROM refs)
    SELECT p.id, p.public_id AS "publicId", p.user_id AS "agentUserId",
      coalesce(photos.same, 0) AS "samePhotos",
      (p.id IN (SELECT id FROM places)) AS "samePlace",
      (p.id IN (SELECT id FROM refs)) AS "sameReference"
    FROM found JOIN properties p ON p.id = found.id AND p.tenant_id = ${tenantId}
    LEFT JOIN photos ON photos.id = p.id
    ORDER BY coalesce(photos.same, 0) DESC, p.created_at DESC, p.id DESC
    LIMIT 20`);
  return rowsOf<DuplicateMatch & { id: number }>(result).map((row) => ({
    ...row,
    id: Number(row.id),
    agentUserId: Number(row.agentUserId),
    samePhotos: Number(row.samePhotos),
  }));
}

/**
 * Keeps what a check of `listingId` found: its pairs found before go, these come, one row a pair
 * whichever of the two was checked (a pair found again from its other side is updated).
 */
export async function replaceMatches(
  db: Database,
  tenantId: number,
  listingId: number,
  matches: (DuplicateMatch & { id: number })[],
) {
  await db
    .delete(listingDuplicates)
    .where(
      and(
        eq(listingDuplicates.tenantId, tenantId),
        or(eq(listingDuplicates.propertyId, listingId), eq(listingDuplicates.otherId, listingId)),
      ),
    );
  if (!matches.length) return;
  const rows = matches.map((m) => ({
    tenantId,
    propertyId: Math.min(listingId, m.id),
    otherId: Math.max(listingId, m.id),
    samePhotos: m.samePhotos,
    samePlace: m.samePlace,
    sameReference: m.sameReference,
  }));
  await db
    .insert(listingDuplicates)
    .values(rows)
    .onConflictDoUpdate({
      target: [listingDuplicates.propertyId, listingDuplicates.otherId],
      set: {
        samePhotos: sql`excluded.same_photos`,
        samePlace: sql`excluded.same_place`,
        sameReference: sql`excluded.same_reference`,
        foundAt: sql`now()`,
      },
    });
}

/** Of these listings (public ids), the ones with a possible duplicate. */
export async function withDuplicates(
  db: Database,
  tenantId: number,
  publicIds: string[],
): Promise<Set<string>> {
  if (!publicIds.length) return new Set();
  const result = await db.execute(sql`
    SELECT p.public_id AS "publicId" FROM properties p
    WHERE p.tenant_id = ${tenantId} AND p.public_id IN ${publicIds}
      AND EXISTS (
        SELECT 1 FROM listing_duplicates d
        WHERE d.tenant_id = ${tenantId} AND (d.property_id = p.id OR d.other_id = p.id))`);
  return new Set(rowsOf<{ publicId: string }>(result).map((r) => r.publicId));
}

/** A stored possible duplicate of a listing: the other listing as a card, and what matched. */
export interface StoredDuplicate {
  id: number;
  publicId: string;
  agentUserId: number;
  agentPublicId: string;
  agentName: string;
  name: string;
  title: string;
  published: string;
  archived: boolean;
  price: number | null;
  currency: string;
  priceType: string;
  profilePhoto: string | null;
  samePhotos: number;
  samePlace: boolean;
  sameReference: boolean;
  foundAt: Date;
}

/** The stored possible duplicates of a listing, most photos in common first. */
export async function storedDuplicates(
  db: Database,
  tenantId: number,
  listingId: number,
): Promise<StoredDuplicate[]> {
  const result = await db.execute(sql`
    SELECT p.id, p.public_id AS "publicId", p.user_id AS "agentUserId",
      u.public_id AS "agentPublicId",
      coalesce(nullif(a.name, ''), nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email)
        AS "agentName",
      p.name, p.title, p.published, p.archived, p.price, p.currency, p.price_type AS "priceType",
      p.profile_photo AS "profilePhoto", d.same_photos AS "samePhotos",
      d.same_place AS "samePlace", d.same_reference AS "sameReference", d.found_at AS "foundAt"
    FROM listing_duplicates d
    JOIN properties p ON p.tenant_id = ${tenantId}
      AND p.id = CASE WHEN d.property_id = ${listingId} THEN d.other_id ELSE d.property_id END
    JOIN users u ON u.id = p.user_id
    LEFT JOIN agents a ON a.user_id = u.id
    WHERE d.tenant_id = ${tenantId}
      AND (d.property_id = ${listingId} OR d.other_id = ${listingId})
    ORDER BY d.same_photos DESC, p.created_at DESC, p.id DESC`);
  return rowsOf<StoredDuplicate>(result).map((row) => ({
    ...row,
    id: Number(row.id),
    agentUserId: Number(row.agentUserId),
    samePhotos: Number(row.samePhotos),
    price: row.price === null ? null : Number(row.price),
    foundAt: new Date(row.foundAt),
  }));
}

/** A photo of the listing and its near copy in another listing, as the gallery shows them. */
export interface PhotoPair {
  otherId: number;
  mine: string;
  theirs: string;
}

/** The listing's photos that another listing has too, each with its copy there, gallery order. */
export async function samePhotoPairs(
  db: Database,
  tenantId: number,
  listingId: number,
  otherIds: number[],
): Promise<PhotoPair[]> {
  if (!otherIds.length) return [];
  const result = await db.execute(sql`
    SELECT DISTINCT ON (o.property_id, m.id) o.property_id AS "otherId",
      coalesce(m.variants->>'thumbnail', m.file_download_uri) AS mine,
      coalesce(o.variants->>'thumbnail', o.file_download_uri) AS theirs,
      m.position, o.position AS "theirPosition"
    FROM property_images m
    JOIN property_images o ON o.tenant_id = ${tenantId} AND o.property_id IN ${otherIds}
      AND o.photo_hash IS NOT NULL
      AND bit_count((o.photo_hash # m.photo_hash)::bit(64)) <= ${SAME_PHOTO_DISTANCE}
    WHERE m.tenant_id = ${tenantId} AND m.property_id = ${listingId} AND m.photo_hash IS NOT NULL
    ORDER BY o.property_id, m.id, bit_count((o.photo_hash # m.photo_hash)::bit(64)), o.position`);
  return rowsOf<PhotoPair & { position: number }>(result)
    .sort((a, b) => Number(a.position) - Number(b.position))
    .map(({ otherId, mine, theirs }) => ({ otherId: Number(otherId), mine, theirs }));
}
