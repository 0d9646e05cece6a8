import { queryOptions, useQuery } from '@tanstack/react-query';
// The constant, not SITE_ADDRESS_LIMITS: the public pages then load no validation code.
import { MAX_OFFICES_PER_SITE } from '@propdesk/shared';
import { createApiClient, unwrap, type Schemas } from '../api-client';
import { queryKeys } from '../query-keys';

export type SiteOffice = Schemas['SiteAddress'];

/** GET /api/v2/tenants/{slug}/addresses: every office of the site (a site has at most 50). */
export const siteOfficesOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.siteOffices(slug),
    queryFn: async () => {
      const page = await unwrap(
        createApiClient({ tenant: slug }).GET('/api/v2/tenants/{slug}/addresses', {
          params: { path: { slug }, query: { page: 0, size: MAX_OFFICES_PER_SITE } },
        }),
      );
      return page.content;
    },
    staleTime: 10 * 60_000,
  });

export const useSiteOffices = (slug: string) => useQuery(siteOfficesOptions(slug));
