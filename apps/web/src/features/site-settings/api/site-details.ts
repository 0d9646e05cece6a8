import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteDetailsFields, SiteLanguagesFields } from '@propdesk/shared';
import { unwrap } from '../../../lib/api-client';
import { countriesOptions } from '../../../lib/queries/locations';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant, type Site } from '../../../lib/tenant';

/** The currencies the site's countries use, each country's default first: the choices. */
export function useSiteCurrencies() {
  const { api, slug } = useTenant();
  return useQuery({
    ...countriesOptions(api, slug),
    select: (page) => [...new Set(page.content.flatMap((c) => c.currencies.map((x) => x.code)))],
  });
}

/** The answer of a change to the site replaces the site the whole app reads. */
function useSiteChange<Body>(
  save: (api: ReturnType<typeof useTenant>['api'], body: Body) => Promise<Site>,
) {
  const { api, slug } = useTenant();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => save(api, body),
    onSuccess: (site) => {
      queryClient.setQueryData(queryKeys.site(slug), site);
      void queryClient.invalidateQueries({ queryKey: queryKeys.sites() });
    },
  });
}

/**
 * PUT /api/v2/tenants/current. The answer replaces the site the whole app reads (the shell's
 * and the public header's name) and the site picker's list is refreshed.
 */
export const useUpdateSiteDetails = () =>
  useSiteChange((api, body: SiteDetailsFields) =>
    unwrap(api.PUT('/api/v2/tenants/current', { body })),
  );

/** PUT /api/v2/tenants/current/languages: the site's default and offered languages. */
export const useUpdateSiteLanguages = () =>
  useSiteChange((api, body: SiteLanguagesFields) =>
    unwrap(api.PUT('/api/v2/tenants/current/languages', { body })),
  );
