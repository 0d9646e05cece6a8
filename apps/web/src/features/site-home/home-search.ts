import { plural, t } from '@lingui/core/macro';
import {
  CATEGORIES,
  decodeSearchArea,
  encodeSearchArea,
  SAVED_SEARCH_SORTS,
  type Category,
  type SavedSearchSort,
  type SearchArea,
} from '@propdesk/shared';
import { categoryHeadline } from '../../components/listing-preview/format';
import type { Schemas } from '../../lib/api-client';
import { formatAmountWithCode, formatCount } from '../../lib/format';

type SearchBody = Schemas['PropertySearchInput'];
export type UnderstoodFilters = Schemas['AiSearchResult']['filters'];

/**
 * The site home's search as the address holds it, so a link shares it: the sentence, the
 * understood filters a visitor removed (`without`), and the filters chosen by hand.
 */
export interface HomeSearch {
  q: string;
  /** Keys of understood filters removed with their chip ('beds', 'type', 'feature:<id>'...). */
  without: string[];
  category: Category | null;
  type: string | null;
  country: string | null;
  city: string | null;
  suburb: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  beds: number | null;
  /** The order of the results; newest first is the default, left out of the address. */
  sort: SearchSort;
  /** The map's area to search in (`area=lat,lng;…`), drawn or the map's visible bounds. */
  area: SearchArea | null;
  /** How the results show: cards, or cards beside a map (`view=map`). */
  view: SearchView;
}

type SearchView = 'list' | 'map';

/** The orders a visitor can choose for the results (a saved search keeps them too). */
export const SEARCH_SORTS = SAVED_SEARCH_SORTS;
export type SearchSort = SavedSearchSort;

/** The search request's key and direction for an order. */
export function sortRequest(sort: SearchSort): {
  key: 'createdAt' | 'price';
  direction: 'asc' | 'desc';
} {
  if (sort === 'price-asc') return { key: 'price', direction: 'asc' };
  if (sort === 'price-desc') return { key: 'price', direction: 'desc' };
  return { key: 'createdAt', direction: 'desc' };
}

export const EMPTY_SEARCH: HomeSearch = {
  q: '',
  without: [],
  category: null,
  type: null,
  country: null,
  city: null,
  suburb: null,
  minPrice: null,
  maxPrice: null,
  beds: null,
  sort: 'newest',
  area: null,
  view: 'list',
};

const count = (value: string | null) => {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
};
const text = (value: string | null) => (value?.trim() ? value.trim() : null);

export function readSearch(params: URLSearchParams): HomeSearch {
  const category = params.get('category');
  const sort = params.get('sort');
  return {
    q: params.get('q')?.trim() ?? '',
    without: (params.get('without') ?? '').split(',').filter(Boolean),
    category: CATEGORIES.includes(category as Category) ? (category as Category) : null,
    type: text(params.get('type')),
    country: text(params.get('country')),
    city: text(params.get('city')),
    suburb: text(params.get('suburb')),
    minPrice: count(params.get('minPrice')),
    maxPrice: count(params.get('maxPrice')),
    beds: count(params.get('beds')),
    sort: SEARCH_SORTS.includes(sort as SearchSort) ? (sort as SearchSort) : 'newest',
    area: decodeSearchArea(params.get('area')),
    view: params.get('view') === 'map' ? 'map' : 'list',
  };
}

/** The address's query for a search: empty values are left out, so links stay short. */
export function writeSearch(search: HomeSearch): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | null) => {
    if (value !== null && value !== '') params.set(key, String(value));
  };
  put('q', search.q);
  put('without', search.without.join(','));
  put('category', search.category);
  put('type', search.type);
  put('country', search.country);
  put('city', search.city);
  put('suburb', search.suburb);
  put('minPrice', search.minPrice);
  put('maxPrice', search.maxPrice);
  put('beds', search.beds);
  if (search.sort !== 'newest') put('sort', search.sort);
  put('area', search.area && encodeSearchArea(search.area));
  put('view', search.view === 'map' ? 'map' : null);
  return params;
}

/** Whether anything narrows the search (the view is how it shows, not what it finds). */
export const hasFilters = (search: HomeSearch) =>
  writeSearch({ ...search, country: null, sort: 'newest', view: 'list' }).toString() !== '';

export interface Chip {
  key: string;
  label: string;
}

/** Understood filters a filter chosen by hand replaces. */
function overridden(search: HomeSearch): string[] {
  return [
    search.category && 'category',
    search.type && 'type',
    (search.city || search.suburb) && 'place',
    (search.minPrice !== null || search.maxPrice !== null) && 'price',
    search.beds !== null && 'beds',
  ].filter((key): key is string => !!key);
}

/**
 * One removable chip per filter the sentence gave, in the order the API understood them; those
 * removed, or replaced by a filter chosen by hand, are left out.
 */
export function chipsOf(understood: UnderstoodFilters, search: HomeSearch): Chip[] {
  const f = understood;
  const chips: Chip[] = [];
  const { minBedrooms: beds, minBathrooms: baths } = f;
  if (beds) {
    chips.push({
      key: 'beds',
      label: plural(beds, { one: 'at least # bedroom', other: 'at least # bedrooms' }),
    });
  }
  if (baths) {
    chips.push({
      key: 'baths',
      label: plural(baths, { one: 'at least # bathroom', other: 'at least # bathrooms' }),
    });
  }
  if (f.type) chips.push({ key: 'type', label: f.type.name });
  if (f.category) chips.push({ key: 'category', label: categoryHeadline(f.category) });
  const place = f.suburb?.name ?? f.city?.name;
  if (place) chips.push({ key: 'place', label: t`in ${place}` });
  for (const feature of f.features) {
    const name = feature.name.toLowerCase().replace(/_/g, ' ');
    chips.push({ key: `feature:${feature.publicId}`, label: t`with ${name}` });
  }
  const { minPrice: min, maxPrice: max, currency } = f;
  if (min !== undefined && max !== undefined) {
    const low = formatAmountWithCode(min);
    const high = formatAmountWithCode(max, currency);
    chips.push({ key: 'price', label: t`between ${low} and ${high}` });
  } else if (max !== undefined) {
    const high = formatAmountWithCode(max, currency);
    chips.push({ key: 'price', label: t`at most ${high}` });
  } else if (min !== undefined) {
    const low = formatAmountWithCode(min, currency);
    chips.push({ key: 'price', label: t`at least ${low}` });
  } else if (currency) {
    chips.push({ key: 'price', label: t`priced in ${currency}` });
  }
  const hidden = [...search.without, ...overridden(search)];
  return chips.filter((chip) => !hidden.includes(chip.key));
}

/**
 * The body of POST /properties/search: the sentence's filters the visitor kept, with the
 * filters chosen by hand taking their place where both say something.
 */
export function searchBody(search: HomeSearch, understood: UnderstoodFilters | null): SearchBody {
  const kept = (key: string) => understood !== null && !search.without.includes(key);
  const f = understood ?? { features: [] };
  const body: SearchBody = {};
  const category = search.category ?? (kept('category') ? f.category : undefined);
  if (category) body.category = category;
  const type = search.type ?? (kept('type') ? f.type?.publicId : undefined);
  if (type) body.types = [type];
  if (search.suburb) body.suburbs = [search.suburb];
  else if (search.city) body.cities = [search.city];
  else if (kept('place') && f.suburb) body.suburbs = [f.suburb.publicId];
  else if (kept('place') && f.city) body.cities = [f.city.publicId];
  const priceKept = kept('price') && search.minPrice === null && search.maxPrice === null;
  const minPrice = search.minPrice ?? (priceKept ? f.minPrice : undefined);
  const maxPrice = search.maxPrice ?? (priceKept ? f.maxPrice : undefined);
  if (minPrice !== undefined) body.minPrice = minPrice;
  if (maxPrice !== undefined) body.maxPrice = maxPrice;
  if (priceKept && f.currency) body.currency = f.currency;
  const beds = search.beds ?? (kept('beds') ? f.minBedrooms : undefined);
  if (beds) body.minBedrooms = beds;
  if (kept('baths') && f.minBathrooms) body.minBathrooms = f.minBathrooms;
  const features = f.features
    .filter((feature) => kept(`feature:${feature.publicId}`))
    .map((feature) => feature.publicId);
  if (features.length) body.features = features;
  if (search.area) body.area = search.area;
  return body;
}

/**
 * How many listings a search found, as the results and the phone's filter panel say it:
 * '1,000+ listings' when the API counted no further (totalCapped).
 */
export function listingCount(total: number, capped = false): string {
  const count = formatCount(total, capped);
  return plural(total, { one: `${count} listing`, other: `${count} listings` });
}
