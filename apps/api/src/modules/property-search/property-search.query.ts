import { and, asc, count, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Category, SearchArea } from '@propdesk/shared';
import type { Database } from '../../infra/db';
import { liveListingSql } from '../properties';
import { properties } from '../properties/properties.tables';
import type { SortKey } from './property-search.schemas';

/** Every way a list of listings can be narrowed, with the public ids a request names. */
export interface ListingFilter {
  /** Approved and not archived only: what the public may see. */
  publicOnly: boolean;
  agentUserId?: number;
  agentCode?: string;
  agentPublicId?: string;
  published?: 'REVIEW' | 'APPROVED';
  archived?: boolean;
  /** Review queue: true for listings sent back with a reason, false for those awaiting review. */
  rejected?: boolean;
  /** Review queue: true for listings their agent sent for review, false for those being filled in. */
  ready?: boolean;
  title?: string;
  code?: string;
  typePublicIds?: string[];
  category?: Category;
  suburbPublicIds?: string[];
  cityPublicIds?: string[];
  featurePublicIds?: string[];
  minBedrooms?: number;
  minBathrooms?: number;
  minPrice?: number;
  maxPrice?: number;
  currency?: string;
  excludeId?: number;
  typeId?: number;
  suburbId?: number;
  /** A polygon to search in (validated by searchAreaSchema); its border counts as in. */
  area?: SearchArea;
}

/** The row ids a filter's public ids (and its bedroom and bathroom counts) stand for. */
interface ResolvedIds {
  /** The types named and their subtypes. */
  typeIds?: number[];
  suburbIds?: number[];
  /** The suburbs of the cities named. */
  citySuburbIds?: number[];
  /** One entry per feature named: a listing must have each. */
  featureIds?: number[];
  agentUserIds?: number[];
  bedroomFeatureIds?: number[];
  bathroomFeatureIds?: number[];
}

/** A filter ready for the query: every public id resolved to row ids. */
export type ResolvedFilter = ListingFilter & ResolvedIds;

/**
 * How an area is read. `box`: the listings in its bounding box, by the location index (any
 * area the caller has not counted). `newest`: the newest listings, each tested against the area,
 * stopping after a page (an area the caller counted more listings in than it will read).
 */
export type AreaPlan = 'box' | 'newest';

/** PostgreSQL's text form of a polygon: ((x,y),…) with x the longitude and y the latitude. */
const polygonText = (area: SearchArea) =>
  `(${area.map(([lng, lat]) => `(${lng},${lat})`).join(',')})`;

const list = (values: readonly (string | number)[]) =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/** Words of a title search as a prefix query: "sunny cott" finds "Sunny cottage". */
export function titleQuery(text: string): string | undefined {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : undefined;
}

/** The lookups a filter needs, each answering (kind, id) rows. */
function lookupsOf(tenantId: number, f: ListingFilter): SQL[] {
  const q: SQL[] = [];
  if (f.typePublicIds?.length) {
    const ids = list(f.typePublicIds);
    q.push(sql`SELECT 'type' AS kind, t.id FROM property_types t WHERE t.tenant_id = ${tenantId}
      AND (t.public_id IN ${ids} OR t.parent_id IN (SELECT pt.id FROM property_types pt
        WHERE pt.tenant_id = ${tenantId} AND pt.public_id IN ${ids}))`);
  }
  if (f.suburbPublicIds?.length) {
    q.push(sql`SELECT 'suburb' AS kind, s.id FROM suburbs s
      WHERE s.tenant_id = ${tenantId} AND s.public_id IN ${list(f.suburbPublicIds)}`);
  }
  if (f.cityPublicIds?.length) {
    q.push(sql`SELECT 'city' AS kind, s.id FROM suburbs s JOIN cities ci ON ci.id = s.city_id
      WHERE s.tenant_id = ${tenantId} AND ci.public_id IN ${list(f.cityPublicIds)}`);
  }
  if (f.featurePublicIds?.length) {
    q.push(sql`SELECT 'feature:' || f.public_id AS kind, f.id FROM features f
      WHERE f.tenant_id = ${tenantId} AND f.public_id IN ${list(f.featurePublicIds)}`);
  }
  if (f.minBedrooms) {
    q.push(sql`SELECT 'bedroom' AS kind, f.id FROM features f
      WHERE f.tenant_id = ${tenantId} AND f.name = 'BEDROOM'`);
  }
  if (f.minBathrooms) {
    q.push(sql`SELECT 'bathroom' AS kind, f.id FROM features f
      WHERE f.tenant_id = ${tenantId} AND f.name = 'BATHROOM'`);
  }
  if (f.agentCode) {
    q.push(sql`SELECT 'agent' AS kind, a.user_id AS id FROM agents a
      WHERE a.tenant_id = ${tenantId} AND a.code = ${f.agentCode.toUpperCase()}`);
  }
  if (f.agentPublicId) {
    q.push(sql`SELECT 'agentPublic' AS kind, u.id FROM users u
      WHERE u.tenant_id = ${tenantId} AND u.public_id = ${f.agentPublicId}`);
  }
  return q;
}

/**
 * Resolves a filter's public ids to row ids in one round trip before the search runs: given
 * literal ids, the planner can walk an index in the page's order and stop after a page, which
 * it cannot do when the ids are looked up inside the query (it then reads and sorts every
 * match). Null when a type, place, feature or agent named is not in the site: nothing matches.
 */
export async function resolveFilter(
  db: Database,
  tenantId: number,
  f: ListingFilter,
): Promise<ResolvedFilter | null> {
  const lookups = lookupsOf(tenantId, f);
  if (!lookups.length) return f;
  const result = await db.execute<{ kind: string; id: number }>(
    sql.join(lookups, sql` UNION ALL `),
  );
  const found = new Map<string, number[]>();
  const rows = (result as { rows?: { kind: string; id: number }[] }).rows ?? [];
  for (const row of rows) {
    found.set(row.kind, [...(found.get(row.kind) ?? []), Number(row.id)]);
  }
  const ids = (kind: string) => found.get(kind) ?? [];
  const resolved: ResolvedIds = {
    ...(f.typePublicIds?.length && { typeIds: ids('type') }),
    ...(f.suburbPublicIds?.length && { suburbIds: ids('suburb') }),
    ...(f.cityPublicIds?.length && { citySuburbIds: ids('city') }),
    ...(f.featurePublicIds?.length && {
      featureIds: [...new Set(f.featurePublicIds)].flatMap((id) => ids(`feature:${id}`)),
    }),
    ...(f.minBedrooms && { bedroomFeatureIds: ids('bedroom') }),
    ...(f.minBathrooms && { bathroomFeatureIds: ids('bathroom') }),
    ...(f.agentCode && { agentUserIds: ids('agent') }),
  };
  if (f.agentPublicId) {
    const named = ids('agentPublic');
    resolved.agentUserIds = f.agentCode
      ? (resolved.agentUserIds ?? []).filter((id) => named.includes(id))
      : named;
  }
  const missing =
    Object.values(resolved).some((v: number[]) => v.length === 0) ||
    (resolved.featureIds?.length ?? 0) < new Set(f.featurePublicIds ?? []).size;
  return missing ? null : { ...f, ...resolved };
}

const hasFeature = (featureIds: readonly number[], condition: SQL) =>
  sql`EXISTS (SELECT 1 FROM property_features pf WHERE pf.property_id = ${properties.id}
      AND pf.feature_id IN ${list(featureIds)} AND ${condition})`;

/**
 * A price bound as whole hundredths of the price_cents column (migration 0046), whose bigint
 * comparisons are leakproof and so can bound an index scan under row-level security. Prices
 * have two decimals: price >= 12.345 holds exactly when price_cents >= 1235.
 */
const cents = (price: number, round: 'ceil' | 'floor') =>
  sql`${sql.raw(round)}(least(greatest(${String(price)}::numeric, -1e16), 1e16) * 100)::bigint`;

export function whereOf(tenantId: number, f: ResolvedFilter, areaPlan: AreaPlan = 'box'): SQL {
  const c: (SQL | undefined)[] = [eq(properties.tenantId, tenantId)];
  if (f.publicOnly) c.push(liveListingSql(properties));
  if (f.published) c.push(eq(properties.published, f.published));
  if (f.archived !== undefined) {
    c.push(f.archived ? sql`${properties.archived}` : sql`NOT ${properties.archived}`);
  }
  if (f.rejected !== undefined) {
    c.push(
      f.rejected
        ? sql`${properties.rejectionReason} IS NOT NULL`
        : sql`${properties.rejectionReason} IS NULL`,
    );
  }
  if (f.ready !== undefined) {
    c.push(
      f.ready
        ? sql`${properties.readyForReviewAt} IS NOT NULL`
        : sql`${properties.readyForReviewAt} IS NULL`,
    );
  }
  if (f.agentUserId !== undefined) c.push(eq(properties.userId, f.agentUserId));
  if (f.agentUserIds) c.push(sql`${properties.userId} IN ${list(f.agentUserIds)}`);
  const words = f.title ? titleQuery(f.title) : undefined;
  if (words) c.push(sql`search_text @@ to_tsquery('simple', ${words})`);
  if (f.code) {
    const code = f.code.toUpperCase().replace(/[\\%_]/g, (ch) => `\\${ch}`);
    c.push(sql`${properties.code} LIKE ${`${code}%`}`);
  }
  if (f.typeId !== undefined) c.push(eq(properties.typeId, f.typeId));
  if (f.typeIds) c.push(sql`${properties.typeId} IN ${list(f.typeIds)}`);
  if (f.category) c.push(eq(properties.category, f.category));
  if (f.suburbId !== undefined) c.push(eq(properties.suburbId, f.suburbId));
  if (f.suburbIds) c.push(sql`${properties.suburbId} IN ${list(f.suburbIds)}`);
  if (f.citySuburbIds) c.push(sql`${properties.suburbId} IN ${list(f.citySuburbIds)}`);
  for (const featureId of f.featureIds ?? []) {
    c.push(hasFeature([featureId], sql`pf.quantity > 0`));
  }
  if (f.bedroomFeatureIds) {
    c.push(hasFeature(f.bedroomFeatureIds, sql`pf.quantity >= ${f.minBedrooms}`));
  }
  if (f.bathroomFeatureIds) {
    c.push(hasFeature(f.bathroomFeatureIds, sql`pf.quantity >= ${f.minBathrooms}`));
  }
  if (f.currency) c.push(eq(properties.currency, f.currency));
  if (f.minPrice !== undefined) c.push(sql`price_cents >= ${cents(f.minPrice, 'ceil')}`);
  if (f.maxPrice !== undefined) c.push(sql`price_cents <= ${cents(f.maxPrice, 'floor')}`);
  if (f.excludeId !== undefined) c.push(sql`${properties.id} <> ${f.excludeId}`);
  // The generated location column (migration 0032) and its GiST index: no PostGIS needed.
  if (f.area && areaPlan === 'newest') {
    // The operator's own function: the same test, but the planner guesses a third of the rows
    // match it (a function's default) and has no box to read by location, so it walks the
    // newest listings and stops after a page; "<@" it guesses 1 in 1,000, and sorted them all.
    c.push(sql`pt_contained_poly(location, ${polygonText(f.area)}::polygon)`);
  } else if (f.area) {
    const lngs = f.area.map(([lng]) => lng);
    const lats = f.area.map(([, lat]) => lat);
    // The bounding box first: leakproof, so an index can answer it under row-level security.
    c.push(sql`${properties.longitude} BETWEEN ${Math.min(...lngs)} AND ${Math.max(...lngs)}`);
    c.push(sql`${properties.latitude} BETWEEN ${Math.min(...lats)} AND ${Math.max(...lats)}`);
    c.push(sql`location <@ ${polygonText(f.area)}::polygon`);
  }
  return and(...c)!;
}

/** The WHERE of a filter, its ids resolved first; null when nothing can match. */
export async function filterWhere(
  db: Database,
  tenantId: number,
  f: ListingFilter,
): Promise<SQL | null> {
  const resolved = await resolveFilter(db, tenantId, f);
  return resolved && whereOf(tenantId, resolved);
}

/** The API's sort keys, and the review queue's own: when the agent sent it, else its last change. */
type QuerySortKey = SortKey | 'waitingSince';

export interface Sort {
  key: QuerySortKey;
  direction: 'asc' | 'desc';
  /**
   * The filter matches no listing without a price (it bounds the price), so a price sort need
   * not put them last: DESC alone is then an index's backward walk, which DESC NULLS LAST is not.
   */
  priced?: boolean;
}

const SORT_COLUMNS: Record<QuerySortKey, AnyColumn | SQL> = {
  createdAt: properties.createdAt,
  updatedAt: properties.updatedAt,
  waitingSince: sql`coalesce(${properties.readyForReviewAt}, ${properties.updatedAt})`,
  name: sql`lower(${properties.name})`,
  title: sql`lower(${properties.title})`,
  code: properties.code,
  // In hundredths, the same order as price (see cents): an index can walk it under the wall.
  price: sql`price_cents`,
  // Counted beside the listings (migration 0047); a listing never read has no counter.
  views: sql`coalesce((SELECT v.views FROM property_view_counts v
    WHERE v.property_id = ${sql.raw('"properties"."id"')}), 0)`,
  completion: properties.completion,
};

/** What a page boundary keeps of a row: the sort value, except price for price_cents. */
const boundaryValue = (key: QuerySortKey): AnyColumn | SQL =>
  key === 'price' ? properties.price : SORT_COLUMNS[key];

/** Ties break on the id in the same direction, so pages never overlap or skip. */
function orderOf({ key, direction, priced }: Sort): SQL[] {
  const column = SORT_COLUMNS[key];
  if (key === 'price' && !priced) {
    return direction === 'asc'
      ? [sql`${column} ASC NULLS LAST`, asc(properties.id)]
      : [sql`${column} DESC NULLS LAST`, desc(properties.id)];
  }
  return direction === 'asc'
    ? [asc(column), asc(properties.id)]
    : [desc(column), desc(properties.id)];
}

/** How a sort value, printed as text in a boundary, is read back by PostgreSQL. */
const SORT_TYPES: Record<QuerySortKey, string> = {
  createdAt: 'timestamptz',
  updatedAt: 'timestamptz',
  waitingSince: 'timestamptz',
  name: 'text',
  title: 'text',
  code: 'text',
  price: 'numeric',
  views: 'integer',
  completion: 'integer',
};

/**
 * Sorts whose page boundaries the page cache may remember between requests: their values move
 * only with a write that moves the listings' generation (views are counted without one).
 */
export const REMEMBERED_SORTS: ReadonlySet<QuerySortKey> = new Set([
  'createdAt',
  'updatedAt',
  'waitingSince',
]);

/**
 * Where a page starts: a row's sort value (as PostgreSQL prints it, timestamps to the
 * microsecond; null for a listing without a price) and id; the page starts at that row when
 * inclusive, else right after it.
 */
export interface Boundary {
  at: string | null;
  id: number;
  inclusive: boolean;
}

/** The rows from a boundary on, in the sort's order (orderOf): a seek over (value, id). */
function seekCondition(sort: Sort, from: Boundary): SQL {
  const column = SORT_COLUMNS[sort.key];
  const op = sql.raw((sort.direction === 'desc' ? '<' : '>') + (from.inclusive ? '=' : ''));
  // Prices without a value sort last either way, among themselves by id.
  if (from.at === null) return sql`(${column} IS NULL AND ${properties.id} ${op} ${from.id})`;
  const typed = sql`${from.at}::${sql.raw(SORT_TYPES[sort.key])}`;
  const value = sort.key === 'price' ? sql`(${typed} * 100)::bigint` : typed;
  const seek = sql`(${column}, ${properties.id}) ${op} (${value}, ${from.id})`;
  return sort.key === 'price' ? sql`(${seek} OR ${column} IS NULL)` : seek;
}

/**
 * The ids of one page, read from the index alone, with each row's sort value as a boundary
 * needs it. With a boundary the page starts at a known row (keyset), so deep pages cost what
 * the first page costs, and rows removed before it shift nothing.
 */
export async function pageIds(
  db: Database,
  where: SQL,
  sort: Sort,
  offset: number,
  limit: number,
  from?: Boundary,
): Promise<{ id: number; at: string | null }[]> {
  return db
    .select({ id: properties.id, at: sql<string | null>`${boundaryValue(sort.key)}::text` })
    .from(properties)
    .where(from ? and(where, seekCondition(sort, from)) : where)
    .orderBy(...orderOf(sort))
    .limit(limit)
    .offset(from ? 0 : offset);
}

/** Ids in a custom order (e.g. closeness in price). */
export async function orderedIds(db: Database, where: SQL, order: SQL[], limit: number) {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(where)
    .orderBy(...order)
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function countOf(db: Database, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(properties).where(where);
  return row?.n ?? 0;
}

/**
 * How many rows match, counting `limit` at most: a search's total reads no further than that,
 * however many listings match (an exact count of a million-listing site's matches read them all).
 */
export async function countUpTo(db: Database, where: SQL, limit: number): Promise<number> {
  const matches = db
    .select({ one: sql`1` })
    .from(properties)
    .where(where)
    .limit(limit);
  const [row] = await db.select({ n: count() }).from(matches.as('matches'));
  return row?.n ?? 0;
}

/** A listing as the map shows it: where it is, and what its marker says. */
export interface ListingPoint {
  id: string;
  latitude: number;
  longitude: number;
  price: number | null;
  currency: string;
  category: Category;
}

const pointColumns = {
  id: properties.publicId,
  latitude: properties.latitude,
  longitude: properties.longitude,
  price: sql<number | null>`${properties.price}::float8`,
  currency: properties.currency,
  category: sql<Category>`${properties.category}`,
};

/** Up to `limit` matching listings as points, newest first (so a cut keeps the newest). */
export async function listingPoints(
  db: Database,
  where: SQL,
  limit: number,
): Promise<ListingPoint[]> {
  return db
    .select(pointColumns)
    .from(properties)
    .where(where)
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(limit);
}

/**
 * The newest `limit` matching listings as points and how many match, counted up to
 * `countLimit + 1`: one read of at most that many matches (in no order), counted and sorted as
 * they are. When the count passes `countLimit` the points are from the matches read, not the
 * newest: the caller reads those again another way.
 */
export async function countedPoints(
  db: Database,
  where: SQL,
  limit: number,
  countLimit: number,
): Promise<{ points: ListingPoint[]; counted: number }> {
  const matches = db
    .select({
      id: properties.publicId,
      latitude: properties.latitude,
      longitude: properties.longitude,
      price: properties.price,
      currency: properties.currency,
      category: properties.category,
      createdAt: properties.createdAt,
      rowId: properties.id,
    })
    .from(properties)
    .where(where)
    .limit(countLimit + 1)
    .as('matches');
  const rows = await db
    .select({
      id: matches.id,
      latitude: matches.latitude,
      longitude: matches.longitude,
      price: sql<number | null>`${matches.price}::float8`,
      currency: matches.currency,
      category: sql<Category>`${matches.category}`,
      counted: sql<number>`(count(*) OVER ())::int`,
    })
    .from(matches)
    .orderBy(desc(matches.createdAt), desc(matches.rowId))
    .limit(limit);
  return {
    points: rows.map(({ counted: _counted, ...point }) => point),
    counted: rows[0]?.counted ?? 0,
  };
}
