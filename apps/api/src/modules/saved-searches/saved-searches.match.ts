import { sql, type SQL } from 'drizzle-orm';
import { type Database, resultRows } from '../../infra/db';

/** A saved search and a listing it matches. */
interface SearchMatch {
  savedSearchId: number;
  propertyId: number;
}

/**
 * The listings as matching reads them (`l`, worked out once: otherwise the planner may read a
 * listing's features again for every candidate search): the criteria's values of each, from its row, its
 * suburb's city and its features (a feature counts when its quantity is above 0, as the public
 * search counts it; bedrooms and bathrooms are the quantities of those features), and the keys
 * of the searches that could match it (`saved_searches.match_keys`, migration 0033).
 */
const listingsOf = (tenantId: number, propertyIds: number[]) => sql`
  SELECT p.id, p.type_id, p.suburb_id, s.city_id, p.category, p.price, p.currency,
    p.search_text, point(p.longitude, p.latitude) AS at,
    COALESCE(f.ids, '{}'::integer[]) AS feature_ids,
    COALESCE(f.bedrooms, 0) AS bedrooms, COALESCE(f.bathrooms, 0) AS bathrooms,
    ARRAY[p.category || ':s:' || p.suburb_id, '*:s:' || p.suburb_id,
      p.category || ':c:' || s.city_id, '*:c:' || s.city_id,
      p.category || ':any:' || p.tenant_id, '*:any:' || p.tenant_id] AS match_keys
  FROM properties p
  JOIN suburbs s ON s.id = p.suburb_id
  LEFT JOIN LATERAL (
    SELECT array_agg(pf.feature_id) FILTER (WHERE pf.quantity > 0) AS ids,
      max(pf.quantity) FILTER (WHERE ft.name = 'BEDROOM') AS bedrooms,
      max(pf.quantity) FILTER (WHERE ft.name = 'BATHROOM') AS bathrooms
    FROM property_features pf JOIN features ft ON ft.id = pf.feature_id
    WHERE pf.property_id = p.id
  ) f ON true
  WHERE p.tenant_id = ${tenantId} AND p.id = ANY(${sql.param(propertyIds)}::integer[])`;

/**
 * A saved search `ss` that is live (confirmed, not paused) and whose every criterion the listing
 * `l` meets; a null criterion is "any". The area counts its border as in (PostgreSQL's `@>` of a
 * polygon and a point).
 */
const matches: SQL = sql`ss.confirmed_at IS NOT NULL AND ss.frequency <> 'paused'
  AND (ss.category IS NULL OR ss.category = l.category)
  AND (ss.type_ids IS NULL OR l.type_id = ANY(ss.type_ids))
  AND (ss.suburb_ids IS NULL OR l.suburb_id = ANY(ss.suburb_ids))
  AND (ss.city_ids IS NULL OR l.city_id = ANY(ss.city_ids))
  AND (ss.feature_ids IS NULL OR ss.feature_ids <@ l.feature_ids)
  AND (ss.min_bedrooms IS NULL OR l.bedrooms >= ss.min_bedrooms)
  AND (ss.min_bathrooms IS NULL OR l.bathrooms >= ss.min_bathrooms)
  AND (ss.currency IS NULL OR ss.currency = l.currency)
  AND (ss.min_price IS NULL OR l.price >= ss.min_price)
  AND (ss.max_price IS NULL OR l.price <= ss.max_price)
  AND (ss.title_query IS NULL OR l.search_text @@ to_tsquery('simple', ss.title_query))
  AND (ss.area IS NULL OR ss.area @> l.at)`;

const live: SQL = sql`ss.confirmed_at IS NOT NULL AND ss.frequency <> 'paused'`;

/**
 * The live searches of the site that could match the listing `l`, each once: those sharing one
 * of its keys (GIN), and those with an area and no place whose area's box holds it (GiST). The
 * two are apart (a search with a key names a place or has no area), so neither reads every search.
 */
const candidates = (tenantId: number) => sql`
  SELECT ss.* FROM saved_searches ss
  WHERE ss.match_keys && l.match_keys AND ss.tenant_id = ${tenantId} AND ${live}
  UNION ALL
  SELECT ss.* FROM saved_searches ss
  WHERE box(ss.area) @> box(l.at, l.at) AND ss.suburb_ids IS NULL AND ss.city_ids IS NULL
    AND ss.area IS NOT NULL AND ss.tenant_id = ${tenantId} AND ${live}`;

/** The query of `matchListings` (the bench reads its plan). */
export const matchListingsSql = (tenantId: number, propertyIds: number[]) => sql`
  WITH l AS MATERIALIZED (${listingsOf(tenantId, propertyIds)})
  SELECT ss.id AS saved_search_id, l.id AS property_id
  FROM l CROSS JOIN LATERAL (${candidates(tenantId)}) ss
  WHERE ${matches}`;

/**
 * Every live saved search of the site that each listing matches, in one query: what an "at once"
 * alert needs for one listing, and the daily run for many (the searches are read once per
 * listing through the indexes of its candidates).
 */
async function matchListings(
  db: Database,
  tenantId: number,
  propertyIds: number[],
): Promise<SearchMatch[]> {
  if (!propertyIds.length) return [];
  const result = await db.execute<{ saved_search_id: number; property_id: number }>(
    matchListingsSql(tenantId, propertyIds),
  );
  return resultRows<{ saved_search_id: number; property_id: number }>(result).map((r) => ({
    savedSearchId: Number(r.saved_search_id),
    propertyId: Number(r.property_id),
  }));
}

/** The ids of the live saved searches of the site one listing matches. */
export async function matchListing(
  db: Database,
  tenantId: number,
  propertyId: number,
): Promise<number[]> {
  return (await matchListings(db, tenantId, [propertyId])).map((m) => m.savedSearchId);
}

/** How many live saved searches of the site the listing matches (the agent's demand count). */
export async function countMatchingSearches(
  db: Database,
  tenantId: number,
  propertyId: number,
): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    WITH l AS MATERIALIZED (${listingsOf(tenantId, [propertyId])})
    SELECT count(*)::integer AS n
    FROM l CROSS JOIN LATERAL (${candidates(tenantId)}) ss
    WHERE ${matches}`);
  return Number(resultRows<{ n: number }>(result)[0]?.n ?? 0);
}
