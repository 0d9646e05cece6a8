import { t } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

/** After any event write every event list of the site is read again (tabs, public page). */
function useRefreshEvents() {
  const { slug } = useTenant();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.events(slug) });
}

/** POST /events/ids/{id}/cancel: the event stays, as CANCELLED, and moves to that tab. */
export function useCancelEvent() {
  const { api } = useTenant();
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.POST('/events/ids/{id}/cancel', { params: { path: { id } } })),
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t`Event cancelled` });
      await refresh();
    },
    onError: notifyError,
  });
}

/** DELETE /events/ids/{id}/delete: the event and its banner files are gone. */
export function useDeleteEvent() {
  const { api } = useTenant();
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/events/ids/{id}/delete', { params: { path: { id } } })),
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t`Event deleted` });
      await refresh();
    },
    onError: notifyError,
  });
}
