import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../api-client';
import { queryKeys } from '../query-keys';
import { useTenant } from '../tenant';

/**
 * GET /api/v2/geo/ip: the caller's country from their address. A hint only, so a failure is not
 * retried: the form falls back to its own default at once.
 */
const callerLocationOptions = (api: ApiClient, tenant: string) =>
  queryOptions({
    queryKey: queryKeys.callerLocation(tenant),
    queryFn: () => unwrap(api.GET('/api/v2/geo/ip')),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useCallerLocation() {
  const { api, slug } = useTenant();
  return useQuery(callerLocationOptions(api, slug));
}
