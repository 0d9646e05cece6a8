import { t } from '@lingui/core/macro';
import { IconPlugConnected } from '@tabler/icons-react';
import { paths } from '../../lib/paths';

/** The admin's sidebar link to the site's feed clients (read as the sidebar renders). */
export function feedClientsNavItem(tenant: string) {
  return { label: t`Feed clients`, to: paths.feedClients(tenant), icon: IconPlugConnected };
}
