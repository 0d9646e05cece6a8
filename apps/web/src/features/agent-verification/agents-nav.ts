import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { paths } from '../../lib/paths';

/** The staff's sidebar link to the agencies they verify. */
export function agentsNavItem(tenant: string) {
  return { label: 'Agents', to: paths.moderationAgents(tenant), icon: IconRosetteDiscountCheck };
}
