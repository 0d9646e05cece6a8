import { useQuery } from '@tanstack/react-query';
import { TENANT_SLUG_PATTERN, TENANTS_PAGE_SIZE } from '@propdesk/shared';
import { createApiClient, unwrap } from '../api-client';

/** GET /api/v2/tenants/current for the slug in the address. */
export function useSite(slug: string) {
  const valid = TENANT_SLUG_PATTERN.test(slug);
  return useQuery({
    queryKey: ['site', slug],
    queryFn: () => unwrap(createApiClient({ tenant: slug }).GET('/api/v2/tenants/current', {})),
    enabled: valid,
    staleTime: 10 * 60_000,
  });
}

/** GET /api/v2/tenants: every regional site (no X-Tenant). */
export function useSites() {
  return useQuery({
    queryKey: ['sites'],
    queryFn: () =>
      unwrap(
        createApiClient({ tenant: null }).GET('/api/v2/tenants', {
          params: { query: { page: 0, size: TENANTS_PAGE_SIZE } },
        }),
      ),
    staleTime: 10 * 60_000,
  });
}
