import { queryOptions } from '@tanstack/react-query';
import { PROPERTY_TYPES_PAGE_SIZE } from '@propdesk/shared';
import { unwrap, type ApiClient, type Schemas } from '../api-client';
import { queryKeys } from '../query-keys';

export type PropertyType = Schemas['PropertyType'];

/** GET /api/v2/types/all: the site's types with their children and feature lists. */
export const propertyTypesOptions = (api: ApiClient, tenant: string) =>
  queryOptions({
    queryKey: queryKeys.propertyTypes(tenant),
    queryFn: () =>
      unwrap(
        api.GET('/api/v2/types/all', {
          params: { query: { page: 0, size: PROPERTY_TYPES_PAGE_SIZE } },
        }),
      ),
    staleTime: 30 * 60_000,
  });
