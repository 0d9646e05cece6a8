import { IconBuildingStore } from '@tabler/icons-react';
import { paths } from '../../lib/paths';

/** The admin's sidebar group for the site's own details and offices. */
export function siteSettingsNavGroup(tenant: string) {
  return {
    label: 'Administration',
    items: [{ label: 'Site', to: paths.siteSettings(tenant), icon: IconBuildingStore }],
  };
}
