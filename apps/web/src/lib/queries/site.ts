import { queryOptions, useQuery } from '@tanstack/react-query';
import { TENANT_SLUG_PATTERN } from '@propdesk/shared';
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

export const useSite = (slug: string) => useQuery(siteOptions(slug));
