import { and, asc, count, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Category, SearchArea } from '@propdesk/shared';
import type { Database } from '../../infra/db';
import { liveListingSql } from '../properties';
import { properties } from '../properties/properties.tables';
import type { SortKey } from './property-search.schemas';

/** Every way a list of listings can be narrowed. Public ids are resolved inside the query. */
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

const hasFeature = (condition: SQL) =>
  sql`EXISTS (SELECT 1 FROM property_features pf JOIN features f ON f.id = pf.feature_id
      WHERE pf.property_id = ${properties.id} AND ${condition})`;

export function whereOf(tenantId: number, f: ListingFilter): SQL {
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
  if (f.agentCode) {
    c.push(sql`${properties.userId} IN (SELECT a.user_id FROM agents a
      WHERE a.tenant_id = ${tenantId} AND a.code = ${f.agentCode.toUpperCase()})`);
  }
  if (f.agentPublicId) {
    c.push(sql`${properties.userId} IN (SELECT u.id FROM users u
      WHERE u.tenant_id = ${tenantId} AND u.public_id = ${f.agentPublicId})`);
  }
  const words = f.title ? titleQuery(f.title) : undefined;
  if (words) c.push(sql`search_text @@ to_tsquery('simple', ${words})`);
  if (f.code) {
    const code = f.code.toUpperCase().replace(/[\\%_]/g, (ch) => `\\${ch}`);
    c.push(sql`${properties.code} LIKE ${`${code}%`}`);
  }
  if (f.typeId !== undefined) c.push(eq(properties.typeId, f.typeId));
  if (f.typePublicIds?.length) {
    const ids = list(f.typePublicIds);
    c.push(sql`${properties.typeId} IN (SELECT t.id FROM property_types t WHERE t.tenant_id = ${tenantId}
      AND (t.public_id IN ${ids} OR t.parent_id IN (SELECT pt.id FROM property_types pt
        WHERE pt.tenant_id = ${tenantId} AND pt.public_id IN ${ids})))`);
  }
  if (f.category) c.push(eq(properties.category, f.category));
  if (f.suburbId !== undefined) c.push(eq(properties.suburbId, f.suburbId));
  if (f.suburbPublicIds?.length) {
    c.push(sql`${properties.suburbId} IN (SELECT s.id FROM suburbs s
      WHERE s.tenant_id = ${tenantId} AND s.public_id IN ${list(f.suburbPublicIds)})`);
  }
  if (f.cityPublicIds?.length) {
    c.push(sql`${properties.suburbId} IN (SELECT s.id FROM suburbs s JOIN cities ci ON ci.id = s.city_id
      WHERE s.tenant_id = ${tenantId} AND ci.public_id IN ${list(f.cityPublicIds)})`);
  }
  for (const featureId of f.featurePublicIds ?? []) {
    c.push(hasFeature(sql`f.public_id = ${featureId} AND pf.quantity > 0`));
  }
  if (f.minBedrooms) {
    c.push(hasFeature(sql`f.name = 'BEDROOM' AND pf.quantity >= ${f.minBedrooms}`));
  }
  if (f.minBathrooms) {
    c.push(hasFeature(sql`f.name = 'BATHROOM' AND pf.quantity >= ${f.minBathrooms}`));
  }
  if (f.currency) c.push(eq(properties.currency, f.currency));
  if (f.minPrice !== undefined) c.push(sql`${properties.price} >= ${f.minPrice}`);
  if (f.maxPrice !== undefined) c.push(sql`${properties.price} <= ${f.maxPrice}`);
  if (f.excludeId !== undefined) c.push(sql`${properties.id} <> ${f.excludeId}`);
  // The generated location column (migration 0032) and its GiST index: no PostGIS needed.
  if (f.area) {
    const lngs = f.area.map(([lng]) => lng);
    const lats = f.area.map(([, lat]) => lat);
    // The bounding box first: leakproof, so an index can answer it under row-level security.
    c.push(sql`${properties.longitude} BETWEEN ${Math.min(...lngs)} AND ${Math.max(...lngs)}`);
    c.push(sql`${properties.latitude} BETWEEN ${Math.min(...lats)} AND ${Math.max(...lats)}`);
    c.push(sql`location <@ ${polygonText(f.area)}::polygon`);
  }
  return and(...c)!;
}

/** The API's sort keys, and the review queue's own: when the agent sent it, else its last change. */
type QuerySortKey = SortKey | 'waitingSince';

export interface Sort {
  key: QuerySortKey;
  direction: 'asc' | 'desc';
}

const SORT_COLUMNS: Record<QuerySortKey, AnyColumn | SQL> = {
  createdAt: properties.createdAt,
  updatedAt: properties.updatedAt,
  waitingSince: sql`coalesce(${properties.readyForReviewAt}, ${properties.updatedAt})`,
  name: sql`lower(${properties.name})`,
  title: sql`lower(${properties.title})`,
  code: properties.code,
  price: properties.price,
  views: properties.views,
  completion: properties.completion,
};

/** Ties break on the id in the same direction, so pages never overlap or skip. */
function orderOf({ key, direction }: Sort): SQL[] {
  const column = SORT_COLUMNS[key];
  if (key === 'price') {
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
  const value = sql`${from.at}::${sql.raw(SORT_TYPES[sort.key])}`;
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
    .select({ id: properties.id, at: sql<string | null>`${SORT_COLUMNS[sort.key]}::text` })
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

/** A listing as the map shows it: where it is, and what its marker says. */
export interface ListingPoint {
  id: string;
  latitude: number;
  longitude: number;
  price: number | null;
  currency: string;
  category: Category;
}

/** Up to `limit` matching listings as points, newest first (so a cut keeps the newest). */
export async function listingPoints(
  db: Database,
  where: SQL,
  limit: number,
): Promise<ListingPoint[]> {
  return db
    .select({
      id: properties.publicId,
      latitude: properties.latitude,
      longitude: properties.longitude,
      price: sql<number | null>`${properties.price}::float8`,
      currency: properties.currency,
      category: sql<Category>`${properties.category}`,
    })
    .from(properties)
    .where(where)
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(limit);
}
