import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client';
import type { components } from '../../../lib/api-types';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

export type Session = components['schemas']['Session'];

/** GET /auth/sessions: the account's live sessions, the last used first. */
export function useSessions() {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: queryKeys.sessions(slug),
    queryFn: () => unwrap(api.GET('/auth/sessions')),
  });
}

/** DELETE /auth/sessions/ids/{id}/delete: signs one device out. */
export function useRevokeSession() {
  const { api, slug } = useTenant();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/auth/sessions/ids/{id}/delete', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions(slug) }),
  });
}

/** POST /auth/sessions/others/delete: signs every other device out. */
export function useSignOutOtherSessions() {
  const { api, slug } = useTenant();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/auth/sessions/others/delete')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions(slug) }),
  });
}
