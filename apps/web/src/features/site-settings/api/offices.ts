import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type Schemas } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

export type OfficeBody = Schemas['SiteAddressFieldsInput'];

/** Every office write refreshes the admin's list and the public footer (one query). */
function useRefreshOffices() {
  const { slug } = useTenant();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.siteOffices(slug) });
}

/** POST .../addresses/create without an id, else PUT .../addresses/ids/{id}/update. */
export function useSaveOffice() {
  const { api, slug } = useTenant();
  const refresh = useRefreshOffices();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: OfficeBody }) =>
      id
        ? unwrap(
            api.PUT('/api/v2/tenants/{slug}/addresses/ids/{id}/update', {
              params: { path: { slug, id } },
              body,
            }),
          )
        : unwrap(
            api.POST('/api/v2/tenants/{slug}/addresses/create', {
              params: { path: { slug } },
              body,
            }),
          ),
    onSuccess: () => refresh(),
  });
}

/** DELETE .../addresses/ids/{id}/delete */
export function useDeleteOffice() {
  const { api, slug } = useTenant();
  const refresh = useRefreshOffices();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(
        api.DELETE('/api/v2/tenants/{slug}/addresses/ids/{id}/delete', {
          params: { path: { slug, id } },
        }),
      ),
    onSuccess: () => refresh(),
  });
}
