import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../api-client';
import { queryKeys } from '../query-keys';
import { useTenant } from '../tenant';

/** How often the staff's counts are read again while the dashboard is open. */
const SUMMARY_REFRESH_MS = 60_000;

/**
 * GET /api/v2/moderation/summary: the staff home's counts and the sidebar's waiting badge.
 * Moderators and admins only (`enabled`).
 */
export function useModerationSummary(enabled: boolean) {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: queryKeys.moderationSummary(slug),
    queryFn: ({ signal }) => unwrap(api.GET('/api/v2/moderation/summary', { signal })),
    enabled,
    refetchOnWindowFocus: true,
    refetchInterval: SUMMARY_REFRESH_MS,
    retry: false,
  });
}
