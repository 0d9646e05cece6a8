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
type ListingPage = Schemas['PropertyPage'];
export type FoundListing = ListingPage['content'][number];

interface SearchCall {
  body: ListingSearchBody;
  order: ListingSearchOrder;
  page: number;
  size: number;
  signal?: AbortSignal;
}

/** POST /properties/search/detailed: for an agent, their own listings in every state. */
function searchListings(api: ApiClient, { body, order, page, size, signal }: SearchCall) {
  return unwrap(
    api.POST('/properties/search/detailed', {
      params: { query: { page, elementPerPage: size, ...order } },
      body,
      signal,
    }),
  );
}

/**
 * Whether another page follows (spec section 9): only a full page of 20 can have one, and the
 * total says whether it does.
 */
function nextListingPage(last: ListingPage): number | undefined {
  return last.content.length >= LISTING_PAGE_SIZE && last.page < last.totalPages
    ? last.page + 1
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
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      searchListings(api, { body, order, page: pageParam, size: LISTING_PAGE_SIZE, signal }),
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
      searchListings(api, { body, order, page: 1, size: SEARCH_PAGE_SIZE, signal }),
    enabled: trimmed.length > 0,
    staleTime: 30_000,
  });
};
