import { sql, type SQL } from 'drizzle-orm';
import {
  AppError,
  LISTING_COUNT_LIMIT,
  pageRequest,
  type Category,
  type PageRequest,
} from '@propdesk/shared';
import type { Actor } from '../../infra/auth';
import type { Tenant } from '../../infra/tenant';
import { toPage } from '../../lib/paging';
import { properties } from '../properties/properties.tables';
import { agentUserId } from '../agents';
import { cityId, suburbId } from '../locations';
import { typeExists } from '../property-types';
import { findVisibleListing, isOwnRead, listingAnswers, listingScope } from '../properties';
import type { PropertySearchContext } from './property-search.context';
import {
  countUpTo,
  countedPoints,
  filterWhere,
  listingPoints,
  orderedIds,
  pageIds,
  REMEMBERED_SORTS,
  resolveFilter,
  whereOf,
  type Boundary,
  type ListingFilter,
  type Sort,
} from './property-search.query';
import type { DetailedSearchQuery, SearchBody, SearchQuery } from './property-search.schemas';

const NEWEST_FIRST: Sort = { key: 'createdAt', direction: 'desc' };

/** A page's total: exact up to LISTING_COUNT_LIMIT, else at least that many (totalCapped). */
export interface Total {
  total: number;
  capped: boolean;
}

/**
 * The ids of one page and the total. Ids come from the index, starting at `after` (a cursor's
 * position) or at a remembered row when there is one; the total comes from a short cache, or
 * from the page itself when an offset page is not full. Matches are counted up to
 * LISTING_COUNT_LIMIT: past it the total is a lower bound, never less than the rows up to this
 * page's last.
 */
async function idsPage(
  ctx: PropertySearchContext,
  tenant: Tenant,
  filter: ListingFilter,
  paging: PageRequest,
  sort: Sort,
  after?: Boundary,
): Promise<{ ids: { id: number; at: string | null }[] } & Total> {
  await ctx.caughtUp(tenant.id);
  const where = await filterWhere(ctx.db, tenant.id, filter);
  if (!where) return { ids: [], total: 0, capped: false };
  const key = JSON.stringify([filter, sort.key, sort.direction, paging.size]);
  const { offset } = paging;
  const remembered = !after && REMEMBERED_SORTS.has(sort.key);
  const generation = ctx.pages.generation(tenant.id);
  const from = after ?? (remembered ? ctx.pages.get(tenant.id, key, offset) : undefined);
  const priced = filter.minPrice !== undefined || filter.maxPrice !== undefined;
  const ids = await pageIds(ctx.db, where, { ...sort, priced }, offset, paging.size, from);
  const first = ids[0];
  const last = ids[ids.length - 1];
  // Remember where this page starts and where the next one does.
  if (remembered && offset > 0 && !from && first?.at) {
    ctx.pages.set(
      tenant.id,
      key,
      offset,
      { at: first.at, id: first.id, inclusive: true },
      generation,
    );
  }
  if (remembered && ids.length === paging.size && last?.at) {
    const next = { at: last.at, id: last.id, inclusive: false };
    ctx.pages.set(tenant.id, key, offset + paging.size, next, generation);
  }
  if (!after && ids.length < paging.size && (ids.length > 0 || offset === 0)) {
    return { ids, total: offset + ids.length, capped: false };
  }
  const counted = await countedUpTo(ctx, tenant, filter, where, LISTING_COUNT_LIMIT);
  const capped = counted > LISTING_COUNT_LIMIT;
  const reached = after || !ids.length ? 0 : offset + ids.length;
  return { ids, total: Math.max(Math.min(counted, LISTING_COUNT_LIMIT), reached), capped };
}

function answersOf(ctx: PropertySearchContext, tenant: Tenant, ids: { id: number }[]) {
  return listingAnswers(
    ctx,
    tenant,
    ids.map((r) => r.id),
  );
}

/** One page of listings and the total. */
export async function listingPage(
  ctx: PropertySearchContext,
  tenant: Tenant,
  filter: ListingFilter,
  paging: PageRequest,
  sort: Sort = NEWEST_FIRST,
) {
  const { ids, total, capped } = await idsPage(ctx, tenant, filter, paging, sort);
  return { ...toPage(await answersOf(ctx, tenant, ids), total, paging), totalCapped: capped };
}

/**
 * One page of listings, the total, and the cursor of the next page: with `after`, the page is
 * the rows right after the cursor's position, so rows created, deleted or archived meanwhile
 * never make a page repeat or skip one. The filter is applied as always.
 */
async function listingCursorPage(
  ctx: PropertySearchContext,
  tenant: Tenant,
  filter: ListingFilter,
  paging: PageRequest,
  sort: Sort,
  after: string | undefined,
) {
  const from = after === undefined ? undefined : ctx.cursors.read(sort, after);
  const { ids, total, capped } = await idsPage(ctx, tenant, filter, paging, sort, from);
  const last = ids[ids.length - 1];
  return {
    ...toPage(await answersOf(ctx, tenant, ids), total, paging),
    totalCapped: capped,
    nextCursor: ids.length === paging.size && last ? ctx.cursors.after(sort, last) : null,
  };
}

/** A search body's filters as the listing query takes them (the area aside). */
export function bodyFilter(body: SearchBody): Omit<ListingFilter, 'publicOnly'> {
  return {
    ...(body.title && { title: body.title }),
    ...(body.code && { code: body.code }),
    ...(body.types?.length && { typePublicIds: body.types }),
    ...(body.category && body.category !== 'ANY' && { category: body.category }),
    ...(body.suburbs?.length && { suburbPublicIds: body.suburbs }),
    ...(body.cities?.length && { cityPublicIds: body.cities }),
    ...(body.features?.length && { featurePublicIds: body.features }),
    ...(body.minBedrooms && { minBedrooms: body.minBedrooms }),
    ...(body.minBathrooms && { minBathrooms: body.minBathrooms }),
    ...(body.minPrice !== undefined && { minPrice: body.minPrice }),
    ...(body.maxPrice !== undefined && { maxPrice: body.maxPrice }),
    ...(body.currency && { currency: body.currency }),
    ...(body.area && { area: body.area }),
  };
}

const queryPaging = (q: SearchQuery) => pageRequest(1, q.page, q.elementPerPage);

/**
 * The dashboard's list for a search body, every state: an agent's own listings, or (without
 * `agentUserId`) the whole site's, as moderators search it.
 */
export function dashboardFilter(body: SearchBody, agentUserId: number | undefined): ListingFilter {
  return {
    ...bodyFilter(body),
    ...(body.published && body.published !== 'ANY' && { published: body.published }),
    ...(body.archived !== undefined && { archived: body.archived }),
    publicOnly: false,
    ...(agentUserId !== undefined && { agentUserId }),
  };
}

/**
 * The dashboard's list. An agent always gets their own listings in every state, whatever
 * agentCode says; moderators search the whole site; everyone else gets live listings only.
 */
export async function searchDetailed(
  ctx: PropertySearchContext,
  actor: Actor | null,
  tenant: Tenant,
  query: DetailedSearchQuery,
  body: SearchBody,
) {
  const scope = listingScope(actor);
  const agentCode = body.agentCode || undefined;
  const filter: ListingFilter =
    scope === 'live'
      ? { ...bodyFilter(body), publicOnly: true, agentCode }
      : scope === 'site'
        ? { ...dashboardFilter(body, undefined), agentCode }
        : dashboardFilter(body, scope.own);
  const sort = { key: query.key, direction: query.direction };
  return listingCursorPage(ctx, tenant, filter, queryPaging(query), sort, query.after);
}

/** The public site's search: approved and not archived, whoever asks. */
export async function searchPublic(
  ctx: PropertySearchContext,
  _actor: Actor | null,
  tenant: Tenant,
  query: SearchQuery,
  body: SearchBody,
) {
  const filter = { ...bodyFilter(body), publicOnly: true, agentCode: body.agentCode || undefined };
  return listingPage(ctx, tenant, filter, queryPaging(query), query);
}

/** The most points the map search answers with; the total says how many matched. */
export const MAP_POINTS_CAP = 2000;

/** The map counts its matches this far when it shows the newest MAP_POINTS_CAP of them. */
const MAP_COUNT_LIMIT = 10_000;

/** A short-lived count of a filter's matches, up to `limit` (part of the cache's key). */
const countedUpTo = (
  ctx: PropertySearchContext,
  tenant: Tenant,
  filter: ListingFilter,
  where: SQL,
  limit: number,
) =>
  ctx.totals.get(tenant.id, `${limit}:${JSON.stringify(filter)}`, () =>
    countUpTo(ctx.db, where, limit + 1),
  );

/**
 * The public search's matches as points for the map: every live listing the same body finds,
 * up to MAP_POINTS_CAP (newest first), with the total (counted up to MAP_COUNT_LIMIT, then
 * totalCapped) and whether the answer was cut. One read counts the matches up to the limit and
 * sorts them; only an area with more matches than that is read again, newest first until the
 * cap, rather than every listing in its bounding box sorted (the planner cannot tell the two
 * apart: see AreaPlan).
 */
export async function searchMap(
  ctx: PropertySearchContext,
  tenant: Tenant,
  body: SearchBody,
  cap = MAP_POINTS_CAP,
) {
  await ctx.caughtUp(tenant.id);
  const filter = { ...bodyFilter(body), publicOnly: true, agentCode: body.agentCode || undefined };
  const resolved = await resolveFilter(ctx.db, tenant.id, filter);
  if (!resolved) return { points: [], total: 0, truncated: false, totalCapped: false };
  const counted = await countedPoints(
    ctx.db,
    whereOf(tenant.id, resolved),
    cap + 1,
    MAP_COUNT_LIMIT,
  );
  const totalCapped = counted.counted > MAP_COUNT_LIMIT;
  const rows = totalCapped
    ? await listingPoints(ctx.db, whereOf(tenant.id, resolved, 'newest'), cap + 1)
    : counted.points;
  const truncated = rows.length > cap;
  return {
    points: truncated ? rows.slice(0, cap) : rows,
    total: Math.min(counted.counted, MAP_COUNT_LIMIT),
    truncated,
    totalCapped,
  };
}

export function listByCategory(
  ctx: PropertySearchContext,
  _actor: Actor | null,
  tenant: Tenant,
  category: Category,
  paging: PageRequest,
) {
  return listingPage(ctx, tenant, { publicOnly: true, category }, paging);
}

export async function listByType(
  ctx: PropertySearchContext,
  _actor: Actor | null,
  tenant: Tenant,
  typePublicId: string,
  paging: PageRequest,
) {
  if (!(await typeExists(ctx, tenant, typePublicId))) {
    throw new AppError('NOT_FOUND', 'Property type not found');
  }
  return listingPage(ctx, tenant, { publicOnly: true, typePublicIds: [typePublicId] }, paging);
}

export async function listByCity(
  ctx: PropertySearchContext,
  _actor: Actor | null,
  tenant: Tenant,
  cityPublicId: string,
  paging: PageRequest,
) {
  await cityId(ctx, tenant, cityPublicId);
  return listingPage(ctx, tenant, { publicOnly: true, cityPublicIds: [cityPublicId] }, paging);
}

export async function listBySuburb(
  ctx: PropertySearchContext,
  _actor: Actor | null,
  tenant: Tenant,
  suburbPublicId: string,
  paging: PageRequest,
) {
  const id = await suburbId(ctx, tenant, suburbPublicId);
  return listingPage(ctx, tenant, { publicOnly: true, suburbId: id }, paging);
}

/** The agent and moderators see every listing of the agent; others see the live ones. */
export async function listByAgent(
  ctx: PropertySearchContext,
  actor: Actor | null,
  tenant: Tenant,
  agentPublicId: string,
  paging: PageRequest,
) {
  const userId = await agentUserId(ctx, tenant, agentPublicId);
  const all = isOwnRead(actor, { userId });
  return listingPage(ctx, tenant, { publicOnly: !all, agentUserId: userId }, paging);
}

/**
 * Live listings of the same type and category in the same suburb, closest in price first.
 * "Area" in the issue reads as the neighbourhood, which is what a buyer compares.
 */
export async function similarListings(
  ctx: PropertySearchContext,
  actor: Actor | null,
  tenant: Tenant,
  publicId: string,
  limit: number,
) {
  const source = await findVisibleListing(ctx, actor, tenant, publicId);
  const filter: ListingFilter = {
    publicOnly: true,
    typeId: source.typeId,
    category: source.category as Category,
    suburbId: source.suburbId,
    excludeId: source.id,
  };
  const byPrice =
    source.price === null
      ? sql`${properties.createdAt} DESC`
      : sql`abs(${properties.price} - ${source.price}) ASC NULLS LAST`;
  const order = [byPrice, sql`${properties.id} DESC`];
  const ids = await orderedIds(ctx.db, whereOf(tenant.id, filter), order, limit);
  const answers = await listingAnswers(ctx, tenant, ids);
  return { ...toPage(answers, answers.length, pageRequest(1, 1, limit)), totalCapped: false };
}
