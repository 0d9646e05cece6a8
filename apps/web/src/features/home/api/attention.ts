import { useMutation, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/download';
import { notifyError } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

/** GET /api/v2/properties/attention: the agent's live listings that need attention. */
export function useListingsNeedingAttention(enabled: boolean) {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: queryKeys.listingsNeedingAttention(slug),
    queryFn: () => unwrap(api.GET('/api/v2/properties/attention')),
    enabled,
    retry: 1,
  });
}

/** Downloads the listings that need attention as CSV; a failure shows the error toast. */
export function useExportAttention() {
  const { api, slug } = useTenant();
  return useMutation({
    mutationFn: async () => {
      const call = api.GET('/api/v2/properties/attention/csv', { parseAs: 'blob' });
      const { response } = await call;
      const blob = await unwrap(call);
      saveDownload(blob, response, `listings-needing-attention-${slug}.csv`);
    },
    onError: notifyError,
  });
}
