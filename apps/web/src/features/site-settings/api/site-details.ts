import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteDetailsFields } from '@propdesk/shared';
import { unwrap } from '../../../lib/api-client';
import { countriesOptions } from '../../../lib/queries/locations';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

/** The currencies the site's countries use, each country's default first: the choices. */
export function useSiteCurrencies() {
  const { api, slug } = useTenant();
  return useQuery({
    ...countriesOptions(api, slug),
    select: (page) => [...new Set(page.content.flatMap((c) => c.currencies.map((x) => x.code)))],
  });
}

/**
 * PUT /api/v2/tenants/current. The answer replaces the site the whole app reads (the shell's
 * and the public header's name) and the site picker's list is refreshed.
 */
export function useUpdateSiteDetails() {
  const { api, slug } = useTenant();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SiteDetailsFields) => unwrap(api.PUT('/api/v2/tenants/current', { body })),
    onSuccess: (site) => {
      queryClient.setQueryData(queryKeys.site(slug), site);
      void queryClient.invalidateQueries({ queryKey: queryKeys.sites() });
    },
  });
}
