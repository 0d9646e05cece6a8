import { queryOptions, useQuery } from '@tanstack/react-query';
import { TENANT_SLUG_PATTERN, TENANTS_PAGE_SIZE } from '@propdesk/shared';
import { createApiClient, unwrap } from '../api-client';
import { queryKeys } from '../query-keys';

/** GET /api/v2/tenants/current for the slug in the address. */
export const siteOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.site(slug),
    queryFn: () => unwrap(createApiClient({ tenant: slug }).GET('/api/v2/tenants/current', {})),
    enabled: TENANT_SLUG_PATTERN.test(slug),
    staleTime: 10 * 60_000,
  });

/** GET /api/v2/tenants: every regional site (no X-Tenant). */
export const sitesOptions = () =>
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

export const useSite = (slug: string) => useQuery(siteOptions(slug));

export const useSites = () => useQuery(sitesOptions());
