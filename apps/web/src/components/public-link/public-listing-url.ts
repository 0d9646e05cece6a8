import { paths } from '../../lib/paths';

/** A listing's public page as a full address, to copy and share. */
export const publicListingUrl = (tenant: string, publicId: string) =>
  `${window.location.origin}${paths.publicListing(tenant, publicId)}`;
