/**
 * The mixes: searches, map areas and reads by id drawn from a seeded PRNG over the facets the
 * database holds, so the same seed draws the same lists; searches and areas never repeat within
 * a list (deduplicated on their JSON), reads by id follow a Zipf law over the live listings (a
 * few listings are read often, most rarely), and their translation to Propdesk requests.
 */
import type { LoadRequest } from '../api/load';
import type { FacetsByCategory, Listing, SiteFacets } from './facets';
import { CATEGORIES } from './facets';
import type { AreaQuery, Facet, MixQuery } from './mix-types';
import { mulberry32, sampler, shuffled, zipfShares } from './random';

const PAGE_SIZE = 20;
const pick = <T>(items: readonly T[], random: () => number): T =>
  items[Math.floor(random() * items.length)]!;

/** `count` distinct values of `draw` (it must be able to draw that many). */
function distinct<T>(count: number, draw: () => T): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (let tries = 0; out.length < count && tries < count * 20; tries++) {
    const value = draw();
    const key = JSON.stringify(value);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  if (out.length < count) throw new Error(`Only ${out.length} distinct queries of ${count}`);
  return out;
}

/** Price bounds from the category's quantiles: a minimum, a maximum, both or none. */
function priceBounds(quantiles: number[], random: () => number, needsOne: boolean) {
  const mode = Math.floor(random() * (needsOne ? 3 : 4));
  const a = Math.floor(random() * quantiles.length);
  const b = Math.floor(random() * quantiles.length);
  const [low, high] = [quantiles[Math.min(a, b)]!, quantiles[Math.max(a, b)]!];
  if (mode === 0) return { minPrice: low };
  if (mode === 1) return { maxPrice: high };
  if (mode === 2) return { minPrice: low, maxPrice: high };
  return {};
}

/** Searches of the public (or the agent: their own facets) over the site. */
export function searchQueries(
  facets: FacetsByCategory,
  prices: SiteFacets['prices'],
  count: number,
  seed: number,
): MixQuery[] {
  const random = mulberry32(seed);
  return distinct(count, () => {
    const category = pick(CATEGORIES, random);
    const { types, suburbs } = facets[category];
    const typeCount = Math.min(Math.floor(random() * 3), types.length);
    const sort = random() < 0.5 ? 'price' : 'createdAt';
    const suburb: Facet | undefined =
      suburbs.length && random() < 0.5 ? pick(suburbs, random) : undefined;
    return {
      category,
      types: shuffled(types, random).slice(0, typeCount),
      ...(suburb && { suburb }),
      // A price order always has a bound: listings without a price then never match.
      ...priceBounds(prices[category], random, sort === 'price'),
      sort,
      direction: random() < 0.5 ? 'asc' : 'desc',
      page: 1 + Math.floor(random() * 5),
    };
  });
}

/** Map areas: 4 to 6 corners around a suburb's centre, a category in half of them. */
export function areaQueries(places: SiteFacets['places'], count: number, seed: number) {
  const random = mulberry32(seed);
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return distinct(count, (): AreaQuery => {
    const centre = pick(places, random);
    const radius = 0.005 * 10 ** random(); // 0.005° to 0.05°: a few streets to a town
    const corners = 4 + Math.floor(random() * 3);
    const start = random() * 2 * Math.PI;
    const area = Array.from({ length: corners }, (_, i): [number, number] => {
      // Corners in angle order at varied reach: a star-shaped polygon, its edges never cross.
      const angle = start + ((i + 0.2 + 0.6 * random()) * 2 * Math.PI) / corners;
      const reach = radius * (0.6 + 0.4 * random());
      return [
        round(centre.longitude + reach * Math.cos(angle)),
        round(centre.latitude + reach * Math.sin(angle)),
      ];
    });
    return random() < 0.5 ? { category: pick(CATEGORIES, random), area } : { area };
  });
}

/** Reads by id: listing ranks drawn by a Zipf law, the ranks dealt to listings at random. */
export function byIdQueries(live: Listing[], count: number, seed: number): Listing[] {
  const random = mulberry32(seed);
  const ranked = shuffled(live, random);
  const draw = sampler(zipfShares(ranked.length, 1), random);
  return Array.from({ length: count }, () => ranked[draw()]!);
}

const searchBody = (q: MixQuery) =>
  JSON.stringify({
    category: q.category,
    ...(q.types.length && { types: q.types.map((t) => t.publicId) }),
    ...(q.suburb && { suburbs: [q.suburb.publicId] }),
    minPrice: q.minPrice,
    maxPrice: q.maxPrice,
  });

const searchPath = (route: string, q: MixQuery) =>
  `${route}?page=${q.page}&elementPerPage=${PAGE_SIZE}&key=${q.sort}&direction=${q.direction}`;

const json = (site: string) => ({ 'content-type': 'application/json', 'x-tenant': site });

/** Propdesk's requests for each kind of query, on `site`. */
export function propdeskRequests(site: string) {
  return {
    publicSearch: (q: MixQuery): LoadRequest => ({
      method: 'POST',
      path: searchPath('/properties/search', q),
      headers: json(site),
      body: searchBody(q),
    }),
    agentSearch: (q: MixQuery, authorization: string): LoadRequest => ({
      method: 'POST',
      path: searchPath('/properties/search/detailed', q),
      headers: { ...json(site), authorization },
      body: searchBody(q),
    }),
    map: (q: AreaQuery): LoadRequest => ({
      method: 'POST',
      path: '/properties/search/map',
      headers: json(site),
      body: JSON.stringify(q),
    }),
    byId: (listing: Listing): LoadRequest => ({
      method: 'GET',
      path: `/properties/ids/${listing.publicId}/get`,
      headers: { 'x-tenant': site },
    }),
  };
}
