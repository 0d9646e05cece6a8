import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { FEED_CLIENTS_PAGE_SIZE } from '@propdesk/shared';
import { unwrap, type Schemas } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

export type FeedClient = Schemas['FeedClient'];
export type FeedClientBody = Schemas['FeedClientFieldsInput'];
export type CreatedFeedClient = Schemas['CreatedFeedClient'];

/**
 * GET /api/v2/feed-clients/all: the site's feed clients, newest first, 20 a page from 0; the
 * page asks for the next with 'Load more', as the audit log does.
 */
export function useFeedClients() {
  const { api, slug } = useTenant();
  return useInfiniteQuery({
    queryKey: queryKeys.feedClients(slug),
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/v2/feed-clients/all', {
          params: { query: { page: pageParam, size: FEED_CLIENTS_PAGE_SIZE } },
        }),
      ),
    getNextPageParam: (last) => (last.page + 1 < last.totalPages ? last.page + 1 : undefined),
  });
}

function useRefreshFeedClients() {
  const { slug } = useTenant();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.feedClients(slug) });
}

/** POST /api/v2/feed-clients: answers the client id and secret, this once. */
export function useCreateFeedClient() {
  const { api } = useTenant();
  const refresh = useRefreshFeedClients();
  return useMutation({
    mutationFn: (body: FeedClientBody) => unwrap(api.POST('/api/v2/feed-clients', { body })),
    onSuccess: () => refresh(),
  });
}

/** POST /api/v2/feed-clients/ids/{id}/revoke */
export function useRevokeFeedClient() {
  const { api } = useTenant();
  const refresh = useRefreshFeedClients();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.POST('/api/v2/feed-clients/ids/{id}/revoke', { params: { path: { id } } })),
    onSuccess: () => refresh(),
  });
}
