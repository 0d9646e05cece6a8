import { useQuery } from '@tanstack/react-query';
import { LOCATION_PAGE_SIZE } from '@propdesk/shared';
import { unwrap } from '../api-client';
import { useTenant } from '../tenant';

const size = LOCATION_PAGE_SIZE;

export function useCountries() {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: [slug, 'countries'],
    queryFn: () => unwrap(api.GET('/api/v2/countries', { params: { query: { page: 0, size } } })),
    staleTime: 30 * 60_000,
  });
}

export function useCities(countryId: string | null) {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: [slug, 'cities', countryId],
    queryFn: () =>
      unwrap(
        api.GET('/api/v2/countries/ids/{id}/cities/all', {
          params: { path: { id: countryId ?? '' }, query: { page: 0, size } },
        }),
      ),
    enabled: !!countryId,
    staleTime: 30 * 60_000,
  });
}

export function useSuburbs(cityId: string | null) {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: [slug, 'suburbs', cityId],
    queryFn: () =>
      unwrap(
        api.GET('/api/v2/cities/ids/{id}/suburbs', {
          params: { path: { id: cityId ?? '' }, query: { page: 0, size } },
        }),
      ),
    enabled: !!cityId,
    staleTime: 30 * 60_000,
  });
}
