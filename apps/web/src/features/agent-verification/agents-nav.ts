import { t } from '@lingui/core/macro';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { paths } from '../../lib/paths';

/** The staff's sidebar link to the agencies they verify (read as the sidebar renders). */
export function agentsNavItem(tenant: string) {
  return { label: t`Agents`, to: paths.moderationAgents(tenant), icon: IconRosetteDiscountCheck };
}
