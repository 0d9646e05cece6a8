import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient, type Schemas } from '../api-client';
import { queryKeys } from '../query-keys';

export type ListingDetail = Schemas['Property'];

/** GET /properties/ids/{id}/get: one listing, read by the editor and the images page. */
export const listingOptions = (api: ApiClient, tenant: string, propertyId: string) =>
  queryOptions({
    queryKey: queryKeys.property(tenant, propertyId),
    queryFn: () =>
      unwrap(api.GET('/properties/ids/{id}/get', { params: { path: { id: propertyId } } })),
  });
