import { t } from '@lingui/core/macro';
import { IconCloudDownload } from '@tabler/icons-react';
import { paths } from '../../lib/paths';

/** The admin's sidebar link to the RESO servers the site copies listings from. */
export function resoSourcesNavItem(tenant: string) {
  return { label: t`RESO sources`, to: paths.resoSources(tenant), icon: IconCloudDownload };
}
