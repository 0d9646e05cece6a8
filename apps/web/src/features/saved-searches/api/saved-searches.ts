import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type Schemas } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

export type SavedSearch = Schemas['SavedSearch'];
export type SavedSearchChange = Schemas['SavedSearchChangesInput'];
type LinkChange = Schemas['SavedSearchLinkChangesInput'];

/** GET /api/v2/saved-searches: the signed-in customer's own saved searches. */
export function useSavedSearches() {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: queryKeys.savedSearches(slug),
    queryFn: () => unwrap(api.GET('/api/v2/saved-searches')),
    select: (answer) => answer.content,
  });
}

function useRefresh() {
  const { slug } = useTenant();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches(slug) });
}

/** PATCH /api/v2/saved-searches/{id}: a new name, or how often to hear (paused included). */
export function useChangeSavedSearch() {
  const { api } = useTenant();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: SavedSearchChange }) =>
      unwrap(api.PATCH('/api/v2/saved-searches/{id}', { params: { path: { id } }, body: change })),
    onSuccess: () => refresh(),
  });
}

/** DELETE /api/v2/saved-searches/{id} */
export function useDeleteSavedSearch() {
  const { api } = useTenant();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/v2/saved-searches/{id}', { params: { path: { id } } })),
    onSuccess: () => refresh(),
  });
}

/** POST /api/v2/saved-searches/{id}/seen: its new matches are seen, as when it is run. */
export function useSeenSavedSearch() {
  const { api } = useTenant();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.POST('/api/v2/saved-searches/{id}/seen', { params: { path: { id } } })),
    onSuccess: () => refresh(),
  });
}

/** POST /api/v2/saved-searches/confirm: the e-mail link of a visitor's search starts it. */
export function useConfirmSavedSearch() {
  const { api } = useTenant();
  return useMutation({
    mutationFn: (token: string) =>
      unwrap(api.POST('/api/v2/saved-searches/confirm', { body: { token } })),
  });
}

/** POST /api/v2/saved-searches/unsubscribe: the alert's one-click link stops the alerts. */
export function useUnsubscribe() {
  const { api } = useTenant();
  return useMutation({
    mutationFn: (token: string) =>
      unwrap(api.POST('/api/v2/saved-searches/unsubscribe', { params: { query: { token } } })),
  });
}

/** GET /api/v2/saved-searches/by-link: the search an alert's manage link names. */
export function useSearchByLink(token: string) {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: queryKeys.savedSearchByLink(slug, token),
    queryFn: () =>
      unwrap(api.GET('/api/v2/saved-searches/by-link', { params: { query: { token } } })),
    enabled: token !== '',
    retry: false,
  });
}

/** PATCH /api/v2/saved-searches/by-link: how often, changed from the manage link. */
export function useChangeByLink(token: string) {
  const { api, slug } = useTenant();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: LinkChange) =>
      unwrap(
        api.PATCH('/api/v2/saved-searches/by-link', { params: { query: { token } }, body: change }),
      ),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.savedSearchByLink(slug, token), data),
  });
}

/** DELETE /api/v2/saved-searches/by-link: the search is gone, from the manage link. */
export function useDeleteByLink(token: string) {
  const { api } = useTenant();
  return useMutation({
    mutationFn: () =>
      unwrap(api.DELETE('/api/v2/saved-searches/by-link', { params: { query: { token } } })),
  });
}
