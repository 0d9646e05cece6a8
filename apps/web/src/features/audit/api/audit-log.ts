import { useInfiniteQuery } from '@tanstack/react-query';
import { AUDIT_PAGE_SIZE } from '@propdesk/shared';
import { unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';
import type { AuditFilterValues } from '../audit-filters';

/** GET /api/v2/audit/all with the page's filters: newest first, 20 a page, pages from 0. */
export function useAuditLog(filters: AuditFilterValues) {
  const { api, slug } = useTenant();
  return useInfiniteQuery({
    queryKey: queryKeys.auditLog(slug, filters),
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/v2/audit/all', {
          params: { query: { ...filters, page: pageParam, size: AUDIT_PAGE_SIZE } },
        }),
      ),
    getNextPageParam: (last) => (last.page + 1 < last.totalPages ? last.page + 1 : undefined),
    refetchOnMount: 'always',
    retry: 1,
  });
}
