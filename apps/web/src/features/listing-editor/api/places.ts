import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

/** GET /api/v2/suburbs/ids/{id}: a suburb with its city, country and position. */
const suburbOptions = (api: ApiClient, tenant: string, id: string | null) =>
  queryOptions({
    queryKey: queryKeys.suburb(tenant, id ?? ''),
    queryFn: () =>
      unwrap(api.GET('/api/v2/suburbs/ids/{id}', { params: { path: { id: id ?? '' } } })),
    enabled: !!id,
    staleTime: 30 * 60_000,
  });

export function useSuburbDetail(id: string | null) {
  const { api, slug } = useTenant();
  return useQuery(suburbOptions(api, slug, id));
}
