import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../api-client';
import { queryKeys } from '../query-keys';

/** GET /customer/ids/{id}/get: the profile page and the public listing's forms read it. */
export const customerProfileOptions = (api: ApiClient, tenant: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.customer(tenant, id),
    queryFn: () => unwrap(api.GET('/customer/ids/{id}/get', { params: { path: { id } } })),
  });
