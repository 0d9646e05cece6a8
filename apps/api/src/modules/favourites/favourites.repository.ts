// Read model: reads properties (a favourite's current price and state, and its card to refresh
// the snapshot) and users and tenants (where and in which language a notice goes, the site's
// time zone), to find the changes a customer has not been told about. Writes only its own tables.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { favouriteDigests, favourites } from './favourites.tables';

export type NewFavouriteRow = typeof favourites.$inferInsert;

/** An account's favourites, newest first. */
export function listFavourites(db: Database, tenantId: number, userId: number) {
  return db
    .select()
    .from(favourites)
    .where(and(eq(favourites.tenantId, tenantId), eq(favourites.userId, userId)))
    .orderBy(desc(favourites.createdAt), desc(favourites.listingPublicId));
}

export async function listFavouriteIds(db: Database, tenantId: number, userId: number) {
  const rows = await db
    .select({ id: favourites.listingPublicId })
    .from(favourites)
    .where(and(eq(favourites.tenantId, tenantId), eq(favourites.userId, userId)))
    .orderBy(desc(favourites.createdAt), desc(favourites.listingPublicId));
  return rows.map((r) => r.id);
}

export async function countFavourites(db: Database, tenantId: number, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(favourites)
    .where(and(eq(favourites.tenantId, tenantId), eq(favourites.userId, userId)));
  return row?.n ?? 0;
}

/** Saves the favourites; one already saved stays as it was (its saved price included). */
export async function insertFavourites(db: Database, rows: NewFavouriteRow[]) {
  if (rows.length === 0) return;
  await db.insert(favourites).values(rows).onConflictDoNothing();
}

export async function deleteFavourite(
  db: Database,
  tenantId: number,
  userId: number,
  listingPublicId: string,
) {
  await db
    .delete(favourites)
    .where(
      and(
        eq(favourites.tenantId, tenantId),
        eq(favourites.userId, userId),
        eq(favourites.listingPublicId, listingPublicId),
      ),
    );
}

export async function savedListingIds(
  db: Database,
  tenantId: number,
  userId: number,
  listingPublicIds: string[],
) {
  if (listingPublicIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: favourites.listingPublicId })
    .from(favourites)
    .where(
      and(
        eq(favourites.tenantId, tenantId),
        eq(favourites.userId, userId),
        inArray(favourites.listingPublicId, listingPublicIds),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** A change to tell a customer about: a live favourite's lower price, or it stopped being available. */
export interface PendingChange {
  tenantId: number;
  userId: number;
  email: string;
  language: string;
  siteName: string;
  siteSlug: string;
  listingPublicId: string;
  title: string;
  kind: 'PRICE_FELL' | 'UNAVAILABLE';
  price: number | null;
  previousPrice: number | null;
  currency: string;
}

/**
 * Brings every favourite up to date with its listing, without telling anyone: the snapshot of a
 * listing that exists, a price that rose (told about from there), and a listing available again
 * (its next withdrawal is told again).
 */
export async function refreshFavourites(db: Database) {
  await db.execute(sql`
    UPDATE favourites f SET
      title = p.title,
      cover = p.profile_photo,
      category = p.category,
      notified_price = CASE
        WHEN p.published = 'APPROVED' AND NOT p.archived AND p.currency = f.saved_currency
          AND p.price > f.notified_price THEN p.price
        ELSE f.notified_price END,
      notified_unavailable_at = CASE
        WHEN p.published = 'APPROVED' AND NOT p.archived THEN NULL
        ELSE f.notified_unavailable_at END
    FROM properties p
    WHERE p.id = f.property_id
      AND (f.title IS DISTINCT FROM p.title OR f.cover IS DISTINCT FROM p.profile_photo
        OR f.category IS DISTINCT FROM p.category
        OR (p.published = 'APPROVED' AND NOT p.archived AND p.currency = f.saved_currency
          AND p.price > f.notified_price)
        OR (p.published = 'APPROVED' AND NOT p.archived AND f.notified_unavailable_at IS NOT NULL))`);
}

/**
 * The changes not yet told to customers who may get a notice at `now`: none sent yet on the
 * same day in the site's time zone. Locks the favourites it reads, so two processes never tell
 * the same change twice.
 */
export async function pendingChanges(db: Database, now: Date): Promise<PendingChange[]> {
  const at = now.toISOString();
  const result = await db.execute<Record<string, unknown>>(sql`
    SELECT f.tenant_id, f.user_id, u.email, COALESCE(u.language, s.default_language) AS language,
      s.name AS site_name, s.slug AS site_slug, f.listing_public_id,
      COALESCE(p.title, f.title) AS title,
      CASE WHEN p.id IS NOT NULL AND p.published = 'APPROVED' AND NOT p.archived
        THEN 'PRICE_FELL' ELSE 'UNAVAILABLE' END AS kind,
      p.price, f.notified_price AS previous_price, f.saved_currency AS currency
    FROM favourites f
    JOIN users u ON u.id = f.user_id
    JOIN tenants s ON s.id = f.tenant_id
    LEFT JOIN properties p ON p.id = f.property_id
    LEFT JOIN favourite_digests d ON d.user_id = f.user_id
    WHERE (
        (p.id IS NOT NULL AND p.published = 'APPROVED' AND NOT p.archived
          AND p.currency = f.saved_currency AND p.price < f.notified_price)
        OR ((p.id IS NULL OR p.published <> 'APPROVED' OR p.archived)
          AND f.notified_unavailable_at IS NULL))
      AND (d.last_sent_at IS NULL
        OR (d.last_sent_at AT TIME ZONE s.time_zone)::date
          < (${at}::timestamptz AT TIME ZONE s.time_zone)::date)
    ORDER BY f.user_id, f.created_at DESC
    FOR UPDATE OF f SKIP LOCKED`);
  const rows = ((result as { rows?: Record<string, unknown>[] }).rows ?? result) as Record<
    string,
    unknown
  >[];
  return rows.map((r) => ({
    tenantId: Number(r.tenant_id),
    userId: Number(r.user_id),
    email: String(r.email),
    language: String(r.language),
    siteName: String(r.site_name),
    siteSlug: String(r.site_slug),
    listingPublicId: String(r.listing_public_id),
    title: String(r.title),
    kind: r.kind as PendingChange['kind'],
    price: r.price === null ? null : Number(r.price),
    previousPrice: r.previous_price === null ? null : Number(r.previous_price),
    currency: String(r.currency),
  }));
}

/** Marks a customer's changes told, and the day of their notice. */
export async function markNotified(db: Database, changes: PendingChange[], now: Date) {
  const first = changes[0];
  if (!first) return;
  for (const change of changes) {
    const where = and(
      eq(favourites.userId, change.userId),
      eq(favourites.listingPublicId, change.listingPublicId),
    );
    await db
      .update(favourites)
      .set(
        change.kind === 'PRICE_FELL'
          ? { notifiedPrice: change.price }
          : { notifiedUnavailableAt: now },
      )
      .where(where);
  }
  await db
    .insert(favouriteDigests)
    .values({ tenantId: first.tenantId, userId: first.userId, lastSentAt: now })
    .onConflictDoUpdate({ target: favouriteDigests.userId, set: { lastSentAt: now } });
}
