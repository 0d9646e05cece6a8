import { t } from '@lingui/core/macro';
import { IconFileImport } from '@tabler/icons-react';
import { paths } from '../../lib/paths';

/** The agent's sidebar link to 'Import listings', beside My Listings (read as the sidebar renders). */
export function listingImportsNavItem(tenant: string) {
  return { label: t`Import listings`, to: paths.listingImports(tenant), icon: IconFileImport };
}

/** The staff's link to the same page, where they import on behalf of an agency. */
export function staffListingImportsNavItem(tenant: string) {
  return {
    label: t`Import listings`,
    to: paths.staffListingImports(tenant),
    icon: IconFileImport,
  };
}
