import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TAGS_PAGE_SIZE } from '@propdesk/shared';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

/**
 * The site's keywords starting with `prefix`, most used first, with how many listings use each:
 * GET /api/v2/tags/names/{name}/get/all, or GET /api/v2/tags/get/all for an empty prefix.
 */
const tagsOptions = (api: ApiClient, tenant: string, prefix: string) =>
  queryOptions({
    queryKey: queryKeys.tags(tenant, prefix),
    queryFn: () =>
      prefix
        ? unwrap(
            api.GET('/api/v2/tags/names/{name}/get/all', {
              params: { path: { name: prefix }, query: { page: 0, size: TAGS_PAGE_SIZE } },
            }),
          )
        : unwrap(
            api.GET('/api/v2/tags/get/all', {
              params: { query: { page: 0, size: TAGS_PAGE_SIZE } },
            }),
          ),
    staleTime: 60_000,
  });

export function useTagSuggestions(prefix: string) {
  const { api, slug } = useTenant();
  return useQuery({
    ...tagsOptions(api, slug, prefix.trim().toLowerCase()),
    placeholderData: keepPreviousData,
    select: (page) => page.content,
  });
}
