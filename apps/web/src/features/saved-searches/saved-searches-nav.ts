import { t } from '@lingui/core/macro';
import { IconBellSearch } from '@tabler/icons-react';
import { paths } from '../../lib/paths';

/** The customer's sidebar link to their saved searches (read as the sidebar renders). */
export function savedSearchesNavItem(tenant: string) {
  return { label: t`Saved searches`, to: paths.savedSearches(tenant), icon: IconBellSearch };
}
