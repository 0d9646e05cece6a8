import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { LISTING_PAGE_SIZE, SEARCH_PAGE_SIZE } from '@propdesk/shared';
import { unwrap, type ApiClient, type Schemas } from '../api-client';
import type { operations } from '../api-types';
import { queryKeys } from '../query-keys';

export type ListingSearchBody = Schemas['PropertySearchInput'];
type SearchQuery = NonNullable<operations['searchPropertiesDetailed']['parameters']['query']>;
export interface ListingSearchOrder {
  key: NonNullable<SearchQuery['key']>;
  direction: NonNullable<SearchQuery['direction']>;
}
type ListingPage = Schemas['PropertyCursorPage'];
export type FoundListing = ListingPage['content'][number];

interface SearchCall {
  body: ListingSearchBody;
  order: ListingSearchOrder;
  /** The previous answer's `nextCursor`; the first page without one. */
  after: string | null;
  size: number;
  signal?: AbortSignal;
}

/** POST /properties/search/detailed: for an agent, their own listings in every state. */
function searchListings(api: ApiClient, { body, order, after, size, signal }: SearchCall) {
  return unwrap(
    api.POST('/properties/search/detailed', {
      params: { query: { elementPerPage: size, ...order, ...(after ? { after } : { page: 1 }) } },
      body,
      signal,
    }),
  );
}

/**
 * Where the next page starts (spec section 9: only a full page of 20 can have another after
 * it): the answer's keyset cursor, so listings added or removed meanwhile neither repeat nor
 * skip a card; the total says whether more exist.
 */
function nextListingPage(last: ListingPage, pages: ListingPage[]): string | undefined {
  const shown = pages.reduce((sum, page) => sum + page.content.length, 0);
  return last.content.length >= LISTING_PAGE_SIZE && last.nextCursor && shown < last.totalElements
    ? last.nextCursor
    : undefined;
}

/** My Listings: the agent's listings matching `body`, 20 at a time, in `order`. */
export const myListingsOptions = (
  api: ApiClient,
  tenant: string,
  agentId: string,
  body: ListingSearchBody,
  order: ListingSearchOrder,
) =>
  infiniteQueryOptions({
    queryKey: queryKeys.agentListingSearch(tenant, agentId, { body, order }),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      searchListings(api, { body, order, after: pageParam, size: LISTING_PAGE_SIZE, signal }),
    getNextPageParam: nextListingPage,
  });

/** A listing code as the API writes it ('PR-7KQ2MX'), or the start of one ('pr-7k'). */
const CODE_START = /^[a-z]{2}-[a-z0-9]*$/i;

/**
 * The search box: the agent's listings whose title, name or code has a word starting with
 * `text`; text shaped like a code is looked up as a code prefix, which the word search splits.
 */
export const listingLookupOptions = (
  api: ApiClient,
  tenant: string,
  agentId: string,
  text: string,
) => {
  const trimmed = text.trim();
  const body: ListingSearchBody = CODE_START.test(trimmed) ? { code: trimmed } : { title: trimmed };
  const order: ListingSearchOrder = { key: 'updatedAt', direction: 'desc' };
  return queryOptions({
    queryKey: queryKeys.agentListingSearch(tenant, agentId, { lookup: body }),
    queryFn: ({ signal }) =>
      searchListings(api, { body, order, after: null, size: SEARCH_PAGE_SIZE, signal }),
    enabled: trimmed.length > 0,
    staleTime: 30_000,
  });
};
