import { and, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import { type Database, resultRows } from '../../infra/db';
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
  const [me] = resultRows<CheckedListing>(
    await db.execute(sql`
      SELECT p.type_id AS "typeId", p.category, p.price, p.latitude, p.longitude,
        p.reference_key AS reference,
        coalesce(array_agg(DISTINCT i.photo_hash::text)
          FILTER (WHERE i.photo_hash IS NOT NULL), '{}') AS hashes
      FROM properties p
      LEFT JOIN property_images i ON i.tenant_id = ${tenantId} AND i.property_id = p.id
      WHERE p.tenant_id = ${tenantId} AND p.id = ${propertyId}
      GROUP BY p.id`),
  );
  if (!me) return [];
  const photos = await samePhotoCounts(db, tenantId, propertyId, me.hashes);
  const near = await samePlaceOrReference(db, tenantId, propertyId, me);
  const ids = [...new Set([...photos.keys(), ...near.keys()])];
  if (!ids.length) return [];
  const others = resultRows<{ id: number; publicId: string; agentUserId: number }>(
    await db.execute(sql`
      SELECT id, public_id AS "publicId", user_id AS "agentUserId" FROM properties
      WHERE tenant_id = ${tenantId} AND id IN ${ids}
      ORDER BY created_at DESC, id DESC`),
  );
  return others
    .map((o) => {
      const id = Number(o.id);
      const match = near.get(id);
      return {
        id,
        publicId: o.publicId,
        agentUserId: Number(o.agentUserId),
        samePhotos: photos.get(id) ?? 0,
        samePlace: match?.samePlace ?? false,
        sameReference: match?.sameReference ?? false,
      };
    })
    .sort((a, b) => b.samePhotos - a.samePhotos)
    .slice(0, MAX_MATCHES);
}

/** Most possible duplicates kept for one listing. */
const MAX_MATCHES = 20;

interface CheckedListing {
  typeId: number;
  category: string;
  price: string | number | null;
  latitude: number;
  longitude: number;
  reference: string | null;
  /** Its photos' hashes, as text (64-bit). */
  hashes: string[];
}

/**
 * How many of these hashes each other listing of the site has a photo within
 * SAME_PHOTO_DISTANCE of: one pass over the site's hashes (an index holds them with their
 * listing), the bits compared in SQL. No hashes, no read.
 */
async function samePhotoCounts(
  db: Database,
  tenantId: number,
  propertyId: number,
  hashes: string[],
): Promise<Map<number, number>> {
  if (!hashes.length) return new Map();
  const mine = sql.join(
    hashes.map((hash) => sql`${hash}::bigint`),
    sql`, `,
  );
  const rows = resultRows<{ id: number; same: number }>(
    await db.execute(sql`
      SELECT o.property_id AS id, count(DISTINCT m.hash)::int AS same
      FROM property_images o, unnest(ARRAY[${mine}]) AS m(hash)
      WHERE o.tenant_id = ${tenantId} AND o.photo_hash IS NOT NULL
        AND o.property_id <> ${propertyId}
        AND bit_count((o.photo_hash # m.hash)::bit(64)) <= ${SAME_PHOTO_DISTANCE}
      GROUP BY o.property_id`),
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.same)]));
}

/**
 * Other listings of the site of the same type and category within SAME_PLACE_METRES at a price
 * within SAME_PRICE_SHARE (both priced), and those with the same agent reference: two index
 * reads (a narrow band of latitude; the reference's key), each apart so each can use its index.
 */
async function samePlaceOrReference(
  db: Database,
  tenantId: number,
  propertyId: number,
  me: CheckedListing,
): Promise<Map<number, { samePlace: boolean; sameReference: boolean }>> {
  const found = new Map<number, { samePlace: boolean; sameReference: boolean }>();
  const mark = (ids: { id: number }[], key: 'samePlace' | 'sameReference') => {
    for (const { id } of ids) {
      const match = found.get(Number(id)) ?? { samePlace: false, sameReference: false };
      found.set(Number(id), { ...match, [key]: true });
    }
  };
  if (me.price !== null) {
    const price = Number(me.price);
    const dLat = SAME_PLACE_METRES / METRES_PER_DEGREE;
    const dLng = dLat / Math.max(Math.cos((me.latitude * Math.PI) / 180), 0.01);
    const result = await db.execute(sql`
      SELECT o.id FROM properties o
      WHERE o.tenant_id = ${tenantId} AND o.id <> ${propertyId}
        AND o.latitude BETWEEN ${me.latitude - dLat} AND ${me.latitude + dLat}
        AND o.longitude BETWEEN ${me.longitude - dLng} AND ${me.longitude + dLng}
        AND o.type_id = ${me.typeId} AND o.category = ${me.category}
        AND o.price BETWEEN ${price * (1 - SAME_PRICE_SHARE)} AND ${price * (1 + SAME_PRICE_SHARE)}`);
    mark(resultRows<{ id: number }>(result), 'samePlace');
  }
  if (me.reference !== null) {
    const result = await db.execute(sql`
      SELECT o.id FROM properties o
      WHERE o.tenant_id = ${tenantId} AND o.id <> ${propertyId}
        AND o.reference_key = ${me.reference}`);
    mark(resultRows<{ id: number }>(result), 'sameReference');
  }
  return found;
}

/**
 * The check of listings just created, in one pass for the batch: a new listing has no photos yet,
 * so its spot and reference are all there is to compare. The bounds are computed first
 * (MATERIALIZED), so the join compares plain columns with plain values, conditions row-level
 * security lets an index answer (arithmetic in them would not be leakproof).
 */
export async function findDuplicatesOfNew(
  db: Database,
  tenantId: number,
  listingIds: number[],
): Promise<Map<number, (DuplicateMatch & { id: number })[]>> {
  const found = new Map<number, (DuplicateMatch & { id: number })[]>();
  if (!listingIds.length) return found;
  const dLat = SAME_PLACE_METRES / METRES_PER_DEGREE;
  const result = await db.execute(sql`
    WITH new AS MATERIALIZED (
      SELECT id, type_id, category, reference_key,
        latitude - ${dLat}::float8 AS lat_lo, latitude + ${dLat}::float8 AS lat_hi,
        longitude - ${dLat}::float8 / greatest(cos(radians(latitude)), 0.01) AS lng_lo,
        longitude + ${dLat}::float8 / greatest(cos(radians(latitude)), 0.01) AS lng_hi,
        price * ${1 - SAME_PRICE_SHARE} AS price_lo, price * ${1 + SAME_PRICE_SHARE} AS price_hi
      FROM properties WHERE tenant_id = ${tenantId} AND id IN ${listingIds}
    ),
    places AS (
      SELECT n.id AS listing, o.id AS other FROM new n JOIN properties o
        ON o.tenant_id = ${tenantId} AND o.latitude BETWEEN n.lat_lo AND n.lat_hi
        AND o.longitude BETWEEN n.lng_lo AND n.lng_hi
        AND o.type_id = n.type_id AND o.category = n.category
        AND o.price BETWEEN n.price_lo AND n.price_hi AND o.id <> n.id
    ),
    refs AS (
      SELECT n.id AS listing, o.id AS other FROM new n JOIN properties o
        ON o.tenant_id = ${tenantId} AND o.reference_key = n.reference_key AND o.id <> n.id
    ),
    pairs AS (
      SELECT listing, other, bool_or(place) AS place, bool_or(ref) AS ref FROM (
        SELECT listing, other, true AS place, false AS ref FROM places
        UNION ALL SELECT listing, other, false, true FROM refs
      ) m GROUP BY listing, other
    )
    SELECT pairs.listing, p.id, p.public_id AS "publicId", p.user_id AS "agentUserId",
      pairs.place AS "samePlace", pairs.ref AS "sameReference"
    FROM pairs JOIN properties p ON p.tenant_id = ${tenantId} AND p.id = pairs.other
    ORDER BY pairs.listing, p.created_at DESC, p.id DESC`);
  for (const row of resultRows<{
    listing: number;
    id: number;
    publicId: string;
    agentUserId: number;
    samePlace: boolean;
    sameReference: boolean;
  }>(result)) {
    const listing = Number(row.listing);
    const matches = found.get(listing) ?? [];
    if (matches.length < MAX_MATCHES) {
      matches.push({
        id: Number(row.id),
        publicId: row.publicId,
        agentUserId: Number(row.agentUserId),
        samePhotos: 0,
        samePlace: !!row.samePlace,
        sameReference: !!row.sameReference,
      });
    }
    found.set(listing, matches);
  }
  return found;
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
  const kept = matches.map((m) => m.id);
  await db.delete(listingDuplicates).where(
    and(
      eq(listingDuplicates.tenantId, tenantId),
      or(eq(listingDuplicates.propertyId, listingId), eq(listingDuplicates.otherId, listingId)),
      // A pair found again keeps its row, and with it a moderator's dismissal.
      kept.length
        ? and(
            notInArray(listingDuplicates.propertyId, kept),
            notInArray(listingDuplicates.otherId, kept),
          )
        : undefined,
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
        // A dismissed pair comes back when it matches more than when it was dismissed.
        dismissedAt: sql`CASE WHEN ${STRONGER} THEN NULL ELSE listing_duplicates.dismissed_at END`,
        dismissedBy: sql`CASE WHEN ${STRONGER} THEN NULL ELSE listing_duplicates.dismissed_by END`,
      },
    });
}

/** A match found again is stronger than the stored one: more photos, or a new kind of match. */
const STRONGER = sql.raw(`(excluded.same_photos > listing_duplicates.same_photos
  OR (excluded.same_place AND NOT listing_duplicates.same_place)
  OR (excluded.same_reference AND NOT listing_duplicates.same_reference))`);

/** Of these listings (public ids), the ones with a possible duplicate not dismissed. */
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
        WHERE d.tenant_id = ${tenantId} AND (d.property_id = p.id OR d.other_id = p.id)
          AND d.dismissed_at IS NULL)`);
  return new Set(resultRows<{ publicId: string }>(result).map((r) => r.publicId));
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

/** The stored possible duplicates of a listing not dismissed, most photos in common first. */
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
    WHERE d.tenant_id = ${tenantId} AND d.dismissed_at IS NULL
      AND (d.property_id = ${listingId} OR d.other_id = ${listingId})
    ORDER BY d.same_photos DESC, p.created_at DESC, p.id DESC`);
  return resultRows<StoredDuplicate>(result).map((row) => ({
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
  return resultRows<PhotoPair & { position: number }>(result)
    .sort((a, b) => Number(a.position) - Number(b.position))
    .map(({ otherId, mine, theirs }) => ({ otherId: Number(otherId), mine, theirs }));
}

/**
 * Marks the pair of two listings (internal ids) not a duplicate, by `userId`. 'dismissed' when
 * this call did it; 'already' when it was dismissed before (a second moderator at once);
 * 'unknown' when the two are not a stored pair.
 */
export async function dismissPair(
  db: Database,
  tenantId: number,
  ids: [number, number],
  userId: number,
): Promise<'dismissed' | 'already' | 'unknown'> {
  const pair = and(
    eq(listingDuplicates.tenantId, tenantId),
    eq(listingDuplicates.propertyId, Math.min(...ids)),
    eq(listingDuplicates.otherId, Math.max(...ids)),
  );
  const done = await db
    .update(listingDuplicates)
    .set({ dismissedAt: sql`now()`, dismissedBy: userId })
    .where(and(pair, isNull(listingDuplicates.dismissedAt)))
    .returning({ id: listingDuplicates.propertyId });
  if (done.length) return 'dismissed';
  const found = await db
    .select({ id: listingDuplicates.propertyId })
    .from(listingDuplicates)
    .where(pair);
  return found.length ? 'already' : 'unknown';
}
