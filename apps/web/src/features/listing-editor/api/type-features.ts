import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '../../../lib/api-client';
import { propertyTypesOptions } from '../../../lib/queries/property-types';
import { useTenant } from '../../../lib/tenant';

export type CatalogueFeature = Schemas['CatalogueFeature'];

/** One type (a parent or a child) by public id, with the features it offers. */
export function useTypeFeatures(typeId: string) {
  const { api, slug } = useTenant();
  return useQuery({
    ...propertyTypesOptions(api, slug),
    select: (page) =>
      page.content
        .flatMap((type) => [type, ...type.children])
        .find((type) => type.publicId === typeId) ?? {
        name: 'listing',
        features: [],
        publicId: typeId,
      },
  });
}
