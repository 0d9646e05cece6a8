import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROPERTY_TYPES_PAGE_SIZE } from '@propdesk/shared';
import { unwrap, type ApiClient, type Schemas } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

export type CatalogueFeature = Schemas['CatalogueFeature'];
type PropertyType = Schemas['PropertyType'];

/** GET /api/v2/types/all: the site's types with their children and feature lists. */
const propertyTypesOptions = (api: ApiClient, tenant: string) =>
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

/** One type (a parent or a child) by public id, with the features it offers. */
export function useTypeFeatures(typeId: string) {
  const { api, slug } = useTenant();
  return useQuery({
    ...propertyTypesOptions(api, slug),
    select: (page) =>
      page.content
        .flatMap((t: PropertyType) => [t, ...t.children])
        .find((t) => t.publicId === typeId) ?? { name: 'listing', features: [], publicId: typeId },
  });
}
