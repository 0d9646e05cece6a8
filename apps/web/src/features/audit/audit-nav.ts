import { t } from '@lingui/core/macro';
import { IconHistory } from '@tabler/icons-react';
import { paths } from '../../lib/paths';

/** The staff's sidebar link to the site's audit log (read as the sidebar renders). */
export function auditNavItem(tenant: string) {
  return { label: t`Audit log`, to: paths.auditLog(tenant), icon: IconHistory };
}
