import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client';
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
