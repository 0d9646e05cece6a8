import { useInfiniteQuery } from '@tanstack/react-query';
import { AUDIT_PAGE_SIZE } from '@propdesk/shared';
import { unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

/** GET /api/v2/properties/ids/{id}/history: newest first, 20 a page, pages from 0. */
export function usePropertyHistory(propertyId: string) {
  const { api, slug } = useTenant();
  return useInfiniteQuery({
    queryKey: queryKeys.propertyHistory(slug, propertyId),
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/v2/properties/ids/{id}/history', {
          params: { path: { id: propertyId }, query: { page: pageParam, size: AUDIT_PAGE_SIZE } },
        }),
      ),
    getNextPageParam: (last) => (last.page + 1 < last.totalPages ? last.page + 1 : undefined),
    // Every write adds to the history: opening the tab shows the latest, whatever is cached.
    refetchOnMount: 'always',
    retry: 1,
  });
}
