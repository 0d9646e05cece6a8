import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type Schemas } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

export type FeedClient = Schemas['FeedClient'];
export type FeedClientBody = Schemas['FeedClientFieldsInput'];
export type CreatedFeedClient = Schemas['CreatedFeedClient'];

/** The most clients the page lists (newest first); a site has a handful. */
const LISTED = 100;

/** GET /api/v2/feed-clients/all: the site's feed clients, newest first. */
export function useFeedClients() {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: queryKeys.feedClients(slug),
    queryFn: () =>
      unwrap(api.GET('/api/v2/feed-clients/all', { params: { query: { page: 0, size: LISTED } } })),
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
