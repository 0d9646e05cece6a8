import { queryOptions, useQuery } from '@tanstack/react-query';
import { LOCATION_PAGE_SIZE, type LanguageCode } from '@propdesk/shared';
import { unwrap, type ApiClient } from '../api-client';
import { queryKeys } from '../query-keys';
import { inLanguage, readingLanguage } from '../i18n/reading-language';
import { useTenant } from '../tenant';

const size = LOCATION_PAGE_SIZE;
const staleTime = 30 * 60_000;

/** GET /api/v2/countries, named in the reader's language (keyed by it). */
export const countriesOptions = (
  api: ApiClient,
  tenant: string,
  language: LanguageCode = readingLanguage(),
) => {
  const { queryKey, headers } = inLanguage(queryKeys.countries(tenant), language);
  return queryOptions({
    queryKey,
    queryFn: () =>
      unwrap(api.GET('/api/v2/countries', { params: { query: { page: 0, size } }, headers })),
    staleTime,
  });
};

/** GET /api/v2/countries/ids/{id}/cities/all; waits for a country. */
const citiesOptions = (api: ApiClient, tenant: string, countryId: string | null) =>
  queryOptions({
    queryKey: queryKeys.cities(tenant, countryId),
    queryFn: () =>
      unwrap(
        api.GET('/api/v2/countries/ids/{id}/cities/all', {
          params: { path: { id: countryId ?? '' }, query: { page: 0, size } },
        }),
      ),
    enabled: !!countryId,
    staleTime,
  });

/** GET /api/v2/cities/ids/{id}/suburbs; waits for a city. */
const suburbsOptions = (api: ApiClient, tenant: string, cityId: string | null) =>
  queryOptions({
    queryKey: queryKeys.suburbs(tenant, cityId),
    queryFn: () =>
      unwrap(
        api.GET('/api/v2/cities/ids/{id}/suburbs', {
          params: { path: { id: cityId ?? '' }, query: { page: 0, size } },
        }),
      ),
    enabled: !!cityId,
    staleTime,
  });

/** GET /api/v2/suburbs/ids/{id}: a suburb with its city, country and position. */
const suburbOptions = (api: ApiClient, tenant: string, id: string | null) =>
  queryOptions({
    queryKey: queryKeys.suburb(tenant, id ?? ''),
    queryFn: () =>
      unwrap(api.GET('/api/v2/suburbs/ids/{id}', { params: { path: { id: id ?? '' } } })),
    enabled: !!id,
    staleTime,
  });

export function useCountries() {
  const { api, slug } = useTenant();
  return useQuery(countriesOptions(api, slug));
}

export function useCities(countryId: string | null) {
  const { api, slug } = useTenant();
  return useQuery(citiesOptions(api, slug, countryId));
}

export function useSuburbs(cityId: string | null) {
  const { api, slug } = useTenant();
  return useQuery(suburbsOptions(api, slug, cityId));
}

export function useSuburbDetail(id: string | null) {
  const { api, slug } = useTenant();
  return useQuery(suburbOptions(api, slug, id));
}
