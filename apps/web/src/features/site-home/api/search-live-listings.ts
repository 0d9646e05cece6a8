import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { SEARCH_PAGE_SIZE } from '@propdesk/shared';
import { unwrap, type ApiClient, type Schemas } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';
import { sortRequest, type SearchSort } from '../home-search';

type SearchBody = Schemas['PropertySearchInput'];
type ListingPage = Schemas['PropertyPage'];

/**
 * GET /api/v1/property/ai-search: what a sentence means, as filters with names. Only the filters
 * are used (one result is asked for); the listings come from the search, like every other search.
 */
export function useSentenceFilters(q: string) {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: queryKeys.sentenceSearch(slug, q),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/property/ai-search', {
          params: { query: { q, page: 1, elementPerPage: 1 } },
          signal,
        }),
      ),
    select: (answer) => answer.filters,
    enabled: q !== '',
    staleTime: 5 * 60_000,
  });
}

/**
 * Another page exists only after a full page (spec section 9), until the total is shown; a
 * total the API stopped counting at (totalCapped) is no end.
 */
function nextPage(last: ListingPage, pages: ListingPage[]): number | undefined {
  const shown = pages.reduce((sum, page) => sum + page.content.length, 0);
  return last.content.length >= SEARCH_PAGE_SIZE && (last.totalCapped || shown < last.totalElements)
    ? last.page + 1
    : undefined;
}

/** POST /properties/search: live listings matching `body`, 20 at a time, in `sort`'s order. */
export const liveListingsOptions = (
  api: ApiClient,
  tenant: string,
  body: SearchBody,
  sort: SearchSort = 'newest',
) =>
  infiniteQueryOptions({
    queryKey: queryKeys.liveListingSearch(tenant, { ...body, sort }),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.POST('/properties/search', {
          params: {
            query: { page: pageParam, elementPerPage: SEARCH_PAGE_SIZE, ...sortRequest(sort) },
          },
          body,
          signal,
        }),
      ),
    getNextPageParam: nextPage,
    staleTime: 60_000,
  });

export function useLiveListings(body: SearchBody, sort: SearchSort, enabled: boolean) {
  const { api, slug } = useTenant();
  return useInfiniteQuery({
    ...liveListingsOptions(api, slug, body, sort),
    placeholderData: keepPreviousData,
    enabled,
  });
}
