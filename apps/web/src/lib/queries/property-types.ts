import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROPERTY_TYPES_PAGE_SIZE, type LanguageCode } from '@propdesk/shared';
import { unwrap, type ApiClient, type Schemas } from '../api-client';
import { queryKeys } from '../query-keys';
import { inLanguage, readingLanguage } from '../i18n/reading-language';
import { useTenant } from '../tenant';

export type PropertyType = Schemas['PropertyType'];

/**
 * GET /api/v2/types/all: the site's types with their children and feature lists, named in the
 * reader's language (keyed by it).
 */
export const propertyTypesOptions = (
  api: ApiClient,
  tenant: string,
  language: LanguageCode = readingLanguage(),
) => {
  const { queryKey, headers } = inLanguage(queryKeys.propertyTypes(tenant), language);
  return queryOptions({
    queryKey,
    queryFn: () =>
      unwrap(
        api.GET('/api/v2/types/all', {
          params: { query: { page: 0, size: PROPERTY_TYPES_PAGE_SIZE } },
          headers,
        }),
      ),
    staleTime: 30 * 60_000,
  });
};

/** Every type and child type of the site, by public id, to their names. */
function namesById(types: PropertyType[]): Map<string, string> {
  return new Map(
    types.flatMap((type) => [type, ...type.children]).map((type) => [type.publicId, type.name]),
  );
}

/**
 * A type's name by its public id (a child type's own name); undefined while the types load or
 * for an id the site no longer has. The types are read once and kept (half an hour).
 */
export function useTypeNames(enabled = true): (typeId: string) => string | undefined {
  const { api, slug } = useTenant();
  const names = useQuery({
    ...propertyTypesOptions(api, slug),
    enabled,
    select: (page) => namesById(page.content),
  });
  return (typeId) => names.data?.get(typeId);
}
