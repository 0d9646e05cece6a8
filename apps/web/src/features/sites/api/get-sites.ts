import { queryOptions, useQuery } from '@tanstack/react-query';
import { TENANTS_PAGE_SIZE } from '@propdesk/shared';
import { createApiClient, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/v2/tenants: every regional site (no X-Tenant). */
const sitesOptions = () =>
  queryOptions({
    queryKey: queryKeys.sites(),
    queryFn: () =>
      unwrap(
        createApiClient({ tenant: null }).GET('/api/v2/tenants', {
          params: { query: { page: 0, size: TENANTS_PAGE_SIZE } },
        }),
      ),
    staleTime: 10 * 60_000,
  });

export const useSites = () => useQuery(sitesOptions());
