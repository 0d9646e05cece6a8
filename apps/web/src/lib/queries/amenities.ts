import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../api-client';
import { queryKeys } from '../query-keys';

/** GET properties/ids/{id}/amenities/all: nearest first, with distances from the listing. */
export const listingAmenitiesOptions = (api: ApiClient, tenant: string, propertyId: string) =>
  queryOptions({
    queryKey: queryKeys.propertyAmenities(tenant, propertyId),
    queryFn: () =>
      unwrap(
        api.GET('/properties/ids/{id}/amenities/all', { params: { path: { id: propertyId } } }),
      ),
  });
