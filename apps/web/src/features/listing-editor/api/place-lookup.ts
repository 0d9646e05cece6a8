import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

/** The place search starts at 2 characters (spec section 5). */
export const PLACE_SEARCH_MIN_LENGTH = 2;
const PLACE_SEARCH_LIMIT = 8;

/** GET /api/v2/places/search?q=&limit= */
const placeSearchOptions = (api: ApiClient, tenant: string, q: string) =>
  queryOptions({
    queryKey: queryKeys.placeSearch(tenant, q),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v2/places/search', {
          params: { query: { q, limit: PLACE_SEARCH_LIMIT } },
          signal,
        }),
      ),
    enabled: q.trim().length >= PLACE_SEARCH_MIN_LENGTH,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export function usePlaceSearch(q: string) {
  const { api, slug } = useTenant();
  return useQuery(placeSearchOptions(api, slug, q));
}

/** GET /api/v2/places/reverse?lat=&lon=: the nearest known place to a point. */
const placeReverseOptions = (
  api: ApiClient,
  tenant: string,
  point: { latitude: number; longitude: number } | null,
) =>
  queryOptions({
    queryKey: queryKeys.placeReverse(tenant, point?.latitude ?? 0, point?.longitude ?? 0),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v2/places/reverse', {
          params: {
            query: { lat: String(point?.latitude ?? 0), lon: String(point?.longitude ?? 0) },
          },
          signal,
        }),
      ),
    enabled: !!point,
    staleTime: 5 * 60_000,
    // Nothing near (404) or a failing lookup only means no suggestion.
    retry: false,
  });

export function useNearestPlace(point: { latitude: number; longitude: number } | null) {
  const { api, slug } = useTenant();
  return useQuery(placeReverseOptions(api, slug, point));
}
