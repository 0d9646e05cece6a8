import { useQuery } from '@tanstack/react-query';
import { propertyTypesOptions, type PropertyType } from '../../../lib/queries/property-types';
import { useTenant } from '../../../lib/tenant';

interface TypeChoice {
  publicId: string;
  name: string;
}

/** The site's types as the type select offers them: each parent, then its children. */
export interface TypeGroup {
  group: string;
  items: TypeChoice[];
}

function groupsOf(types: PropertyType[]): TypeGroup[] {
  return types.map((type) => ({
    group: type.name,
    items: [type, ...type.children].map(({ publicId, name }) => ({ publicId, name })),
  }));
}

export function usePropertyTypes() {
  const { api, slug } = useTenant();
  return useQuery({
    ...propertyTypesOptions(api, slug),
    select: (page) => groupsOf(page.content),
  });
}
