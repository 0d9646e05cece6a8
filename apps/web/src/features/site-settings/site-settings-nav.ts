import { t } from '@lingui/core/macro';
import { IconBuildingStore } from '@tabler/icons-react';
import { paths } from '../../lib/paths';

/**
 * The admin's sidebar group for the site's own details and offices, in the active language (the
 * sidebar calls it as it renders, so a change of language reaches it).
 */
export function siteSettingsNavGroup(tenant: string) {
  return {
    label: t`Administration`,
    items: [{ label: t`Site`, to: paths.siteSettings(tenant), icon: IconBuildingStore }],
  };
}
