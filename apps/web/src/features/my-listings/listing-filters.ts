import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ListingSearchBody, ListingSearchOrder } from '../../lib/queries/listing-search';

export const ANY = 'ANY';
/** The spec's mobile filter choices (section 9), used on every screen size. */
const STATUS_CHOICES = ['APPROVED', 'REVIEW', ANY] as const;
const CATEGORY_CHOICES = ['SALE', 'RENT', 'QUICK_RENT', ANY] as const;
const ARCHIVED_CHOICES = ['active', 'archived', 'all'] as const;
export const SORTS = ['newest', 'oldest', 'price', 'name', 'completion', 'views'] as const;

export type StatusChoice = (typeof STATUS_CHOICES)[number];
export type CategoryChoice = (typeof CATEGORY_CHOICES)[number];
export type ArchivedChoice = (typeof ARCHIVED_CHOICES)[number];
export type Sort = (typeof SORTS)[number];

/** What the agent filters My Listings by; every field lives in the page's query string. */
export interface ListingFilters {
  title: string;
  code: string;
  status: StatusChoice;
  types: string[];
  category: CategoryChoice;
  archived: ArchivedChoice;
  sort: Sort;
}

export const DEFAULT_FILTERS: ListingFilters = {
  title: '',
  code: '',
  status: ANY,
  types: [],
  category: ANY,
  archived: 'all',
  sort: 'newest',
};

const SORT_ORDER: Record<Sort, ListingSearchOrder> = {
  newest: { key: 'createdAt', direction: 'desc' },
  oldest: { key: 'createdAt', direction: 'asc' },
  price: { key: 'price', direction: 'asc' },
  name: { key: 'name', direction: 'asc' },
  completion: { key: 'completion', direction: 'asc' },
  views: { key: 'views', direction: 'desc' },
};

export const SORT_LABELS: Record<Sort, MessageDescriptor> = {
  newest: msg`Newest first`,
  oldest: msg`Oldest first`,
  price: msg`Price: low to high`,
  name: msg`Name: A to Z`,
  completion: msg`Least complete first`,
  views: msg`Most viewed first`,
};

const oneOf = <T extends string>(choices: readonly T[], value: string | null, fallback: T): T =>
  choices.find((choice) => choice === value?.toUpperCase() || choice === value) ?? fallback;

const PUBLIC_ID = /^[\w-]{1,64}$/;

/** The filters a query string holds; anything unknown or malformed falls back to the default. */
export function filtersFromSearch(search: URLSearchParams): ListingFilters {
  const types = (search.get('types') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => PUBLIC_ID.test(id));
  return {
    title: (search.get('title') ?? '').slice(0, 100),
    code: (search.get('code') ?? '').slice(0, 32),
    status: oneOf(STATUS_CHOICES, search.get('status'), DEFAULT_FILTERS.status),
    types: [...new Set(types)].slice(0, 50),
    category: oneOf(CATEGORY_CHOICES, search.get('category'), DEFAULT_FILTERS.category),
    archived: oneOf(ARCHIVED_CHOICES, search.get('archived'), DEFAULT_FILTERS.archived),
    sort: oneOf(SORTS, search.get('sort'), DEFAULT_FILTERS.sort),
  };
}

/** The query string of `filters`: defaults are left out, so a plain list has a plain address. */
export function searchFromFilters(filters: ListingFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.title.trim()) search.set('title', filters.title);
  if (filters.code.trim()) search.set('code', filters.code);
  if (filters.status !== ANY) search.set('status', filters.status);
  if (filters.types.length) search.set('types', filters.types.join(','));
  if (filters.category !== ANY) search.set('category', filters.category);
  if (filters.archived !== DEFAULT_FILTERS.archived) search.set('archived', filters.archived);
  if (filters.sort !== DEFAULT_FILTERS.sort) search.set('sort', filters.sort);
  return search;
}

/** Whether any filter narrows the list (the sort does not). */
export function isFiltered(filters: ListingFilters): boolean {
  return (
    !!filters.title.trim() ||
    !!filters.code.trim() ||
    filters.status !== ANY ||
    filters.types.length > 0 ||
    filters.category !== ANY ||
    filters.archived !== 'all'
  );
}

/** The body and order of POST /properties/search/detailed for `filters`. */
export function searchRequest(filters: ListingFilters): {
  body: ListingSearchBody;
  order: ListingSearchOrder;
} {
  const body: ListingSearchBody = {};
  if (filters.title.trim()) body.title = filters.title.trim();
  if (filters.code.trim()) body.code = filters.code.trim();
  if (filters.status !== ANY) body.published = filters.status;
  if (filters.types.length) body.types = filters.types;
  if (filters.category !== ANY) body.category = filters.category;
  if (filters.archived !== 'all') body.archived = filters.archived === 'archived';
  return { body, order: SORT_ORDER[filters.sort] };
}
