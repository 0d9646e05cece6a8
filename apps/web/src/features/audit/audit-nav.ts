import { IconHistory } from '@tabler/icons-react';
import { paths } from '../../lib/paths';

/** The staff's sidebar link to the site's audit log. */
export function auditNavItem(tenant: string) {
  return { label: 'Audit log', to: paths.auditLog(tenant), icon: IconHistory };
}
