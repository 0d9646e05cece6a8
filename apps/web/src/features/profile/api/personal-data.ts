import { useMutation, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/download';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

/** GET /api/v2/privacy/me/export: everything the site holds about the person, as a ZIP. */
export function useExportOwnData() {
  const { api, slug } = useTenant();
  return useMutation({
    mutationFn: async () => {
      const call = api.GET('/api/v2/privacy/me/export', { parseAs: 'blob' });
      const { response } = await call;
      saveDownload(await unwrap(call), response, `personal-data-${slug}.zip`);
    },
  });
}

/** GET /api/v2/privacy/me: read when the deletion dialog opens. */
export function useOwnErasure(enabled: boolean) {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: queryKeys.ownErasure(slug),
    queryFn: () => unwrap(api.GET('/api/v2/privacy/me')),
    enabled,
  });
}

/** POST /api/v2/privacy/me/erase, confirmed with the password. */
export function useDeleteOwnAccount() {
  const { api } = useTenant();
  return useMutation({
    mutationFn: (body: { password: string; heirId: string | null }) =>
      unwrap(api.POST('/api/v2/privacy/me/erase', { body })),
  });
}
