import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

/** GET /api/v2/properties/ids/{id}/demand: how many live saved searches the listing matches. */
export function useListingDemand(propertyId: string) {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: queryKeys.listingDemand(slug, propertyId),
    queryFn: () =>
      unwrap(
        api.GET('/api/v2/properties/ids/{id}/demand', {
          params: { path: { id: propertyId } },
        }),
      ),
    retry: 1,
  });
}
