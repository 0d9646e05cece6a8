/** A listing's public page (the public site's issue builds it; the address is fixed now). */
export const publicListingUrl = (tenant: string, publicId: string) =>
  `${window.location.origin}/${tenant}/listings/${encodeURIComponent(publicId)}`;
