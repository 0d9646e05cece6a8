import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap, type Schemas } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

type SearchBody = Schemas['PropertySearchInput'];
export type MapPoints = Schemas['PropertyMapPoints'];

/** POST /properties/search/map: every match of the list's search as a point (up to 2,000). */
export function useMapPoints(body: SearchBody, enabled: boolean) {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: [...queryKeys.liveListingSearch(slug, body), 'map'] as const,
    queryFn: ({ signal }) => unwrap(api.POST('/properties/search/map', { body, signal })),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
}
