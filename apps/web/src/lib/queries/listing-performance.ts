import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { PerformancePeriod } from '@propdesk/shared';
import { unwrap } from '../api-client';
import { saveDownload } from '../download';
import { notifyError } from '../notify';
import { queryKeys } from '../query-keys';
import { useTenant } from '../tenant';

/** GET /properties/ids/{id}/performance: how the listing did over the last `days` days. */
export function useListingPerformance(propertyId: string, days: PerformancePeriod) {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: queryKeys.listingPerformance(slug, propertyId, days),
    queryFn: () =>
      unwrap(
        api.GET('/properties/ids/{id}/performance', {
          params: { path: { id: propertyId }, query: { days: String(days) as '7' | '30' | '90' } },
        }),
      ),
    // Another period keeps the chart in place until its figures arrive.
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

/** Downloads the listing's daily figures of the period as CSV; a failure shows the error toast. */
export function useExportPerformance(propertyId: string) {
  const { api } = useTenant();
  return useMutation({
    mutationFn: async (days: PerformancePeriod) => {
      const call = api.GET('/properties/ids/{id}/performance/csv', {
        params: { path: { id: propertyId }, query: { days: String(days) as '7' | '30' | '90' } },
        parseAs: 'blob',
      });
      const { response } = await call;
      const blob = await unwrap(call);
      saveDownload(blob, response, `performance-${propertyId}.csv`);
    },
    onError: notifyError,
  });
}
