import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WatermarkFields } from '@propdesk/shared';
import { unwrap, type Schemas } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

export type SiteWatermark = Schemas['Watermark'];

/** How often the re-render's progress is read again while it runs. */
const POLL_MS = 1500;

/** GET /api/v2/tenants/current/watermark, read again every 1.5 s while the photos re-render. */
export function useSiteWatermark() {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: queryKeys.siteWatermark(slug),
    queryFn: ({ signal }) => unwrap(api.GET('/api/v2/tenants/current/watermark', { signal })),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.rerender.status === 'RUNNING' ? POLL_MS : false),
  });
}

/** PUT /api/v2/tenants/current/watermark: its answer (with the new run's progress) is the query's. */
export function useUpdateSiteWatermark() {
  const { api, slug } = useTenant();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WatermarkFields) =>
      unwrap(api.PUT('/api/v2/tenants/current/watermark', { body })),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.siteWatermark(slug), saved),
  });
}
