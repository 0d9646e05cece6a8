import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type ApiClient, type Schemas } from '../api-client';
import { queryKeys } from '../query-keys';
import { useTenant } from '../tenant';

export type Lead = Schemas['Lead'];
export type LeadDetail = Schemas['LeadDetail'];

/** Leads arrive 20 a page, as the dashboard's other lists do (spec section 9). */
const LEADS_PAGE_SIZE = 20;

/** How often the unread count is read again while the dashboard is open. */
const UNREAD_REFRESH_MS = 60_000;

/** The filters the agent's lead list takes; each absent one leaves the list unfiltered. */
export interface LeadListFilters {
  kind?: string;
  /** One or more statuses, comma-separated. */
  status?: string;
  /** A listing's publicId. */
  property?: string;
}

interface LeadPage {
  content: Lead[];
  page: number;
  totalPages: number;
  totalElements: number;
}

const nextPage = (last: LeadPage) => (last.page < last.totalPages ? last.page + 1 : undefined);

/** GET /api/v2/leads/all: the agent's leads, newest activity first, 20 a page from page 1. */
export const leadListOptions = (api: ApiClient, tenant: string, filters: LeadListFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.leadList(tenant, filters),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.GET('/api/v2/leads/all', {
          params: {
            query: {
              page: pageParam,
              elementPerPage: LEADS_PAGE_SIZE,
              ...(filters.kind && { kind: filters.kind }),
              ...(filters.status && { status: filters.status }),
              ...(filters.property && { property: filters.property }),
            },
          },
          signal,
        }),
      ),
    getNextPageParam: nextPage,
  });

/** GET /api/v2/customers/ids/{id}/leads/all: the inquiries and viewings a customer sent. */
export const customerLeadsOptions = (api: ApiClient, tenant: string, customerId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.customerLeads(tenant),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.GET('/api/v2/customers/ids/{id}/leads/all', {
          params: {
            path: { id: customerId },
            query: { page: pageParam, elementPerPage: LEADS_PAGE_SIZE },
          },
          signal,
        }),
      ),
    getNextPageParam: nextPage,
  });

/** GET /api/v2/leads/ids/{id}/get: one lead with its thread and status history. */
export const leadOptions = (api: ApiClient, tenant: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.lead(tenant, id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v2/leads/ids/{id}/get', { params: { path: { id } }, signal })),
  });

/**
 * GET /api/v2/leads/unread/count for the sidebar: read again when the window regains focus and
 * every minute, so a new inquiry shows without a reload. Agents only (`enabled`).
 */
export function useUnreadLeadCount(enabled: boolean) {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: queryKeys.leadsUnread(slug),
    queryFn: ({ signal }) => unwrap(api.GET('/api/v2/leads/unread/count', { signal })),
    select: (data) => data.count,
    enabled,
    refetchOnWindowFocus: true,
    refetchInterval: UNREAD_REFRESH_MS,
    // A failed count hides the badge; the next minute tries again.
    retry: false,
  });
}
