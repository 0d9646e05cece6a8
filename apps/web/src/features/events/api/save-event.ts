import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';
import { uploadFiles } from '../../../lib/upload';
import type { EventBody } from '../event-form-values';
import type { EventView } from './event-view';

/** Every event write refreshes every event read of the site (lists, tabs, single events). */
function useRefreshEvents() {
  const { slug } = useTenant();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.events(slug) });
}

/** POST /api/v2/events/create for a new event (no id), else PUT /events/ids/{id}/update. */
export function useSaveEvent() {
  const { api } = useTenant();
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: EventBody }) =>
      id
        ? unwrap(api.PUT('/events/ids/{id}/update', { params: { path: { id } }, body }))
        : unwrap(api.POST('/api/v2/events/create', { body })),
    onSuccess: () => refresh(),
  });
}

/** POST /events/ids/{id}/banner/upload: one cropped image in field `file`; replaces the old one. */
export function useUploadEventBanner() {
  const { slug, session } = useTenant();
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: ({ id, banner }: { id: string; banner: Blob }) =>
      uploadFiles<EventView>({
        path: `/events/ids/${encodeURIComponent(id)}/banner/upload`,
        files: [banner],
        field: 'file',
        tenant: slug,
        getToken: session.getToken,
        refresh: () => session.refresh(),
      }),
    onSuccess: () => refresh(),
  });
}

/** DELETE /events/ids/{id}/banner/delete */
export function useDeleteEventBanner() {
  const { api } = useTenant();
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/events/ids/{id}/banner/delete', { params: { path: { id } } })),
    onSuccess: () => refresh(),
  });
}
