import { t } from '@lingui/core/macro';
import { IconUserShield } from '@tabler/icons-react';
import { paths } from '../../lib/paths';

/** The staff's sidebar link to the requests about people's data (read as the sidebar renders). */
export function personalDataNavItem(tenant: string) {
  return { label: t`Personal data`, to: paths.personalData(tenant), icon: IconUserShield };
}
