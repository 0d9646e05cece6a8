/** Every dashboard address in one place (spec section 2). All sit under the site's slug. */
export const paths = {
  sites: () => '/',
  siteRoot: (tenant: string) => `/${tenant}`,
  login: (tenant: string, from?: string) =>
    `/${tenant}/user/login${from ? `?from=${encodeURIComponent(from)}` : ''}`,
  registerCustomer: (tenant: string) => `/${tenant}/user/register`,
  registerAgent: (tenant: string) => `/${tenant}/user/register/agent`,
  forgotPassword: (tenant: string) => `/${tenant}/user/forgot-password`,
  resetPassword: (tenant: string) => `/${tenant}/user/reset-password`,
  dashboard: (tenant: string) => `/${tenant}/dashboard`,
  newListing: (tenant: string) => `/${tenant}/dashboard/property/draft/new`,
  myListings: (tenant: string) => `/${tenant}/dashboard/property/list`,
  events: (tenant: string) => `/${tenant}/dashboard/events`,
  profile: (tenant: string) => `/${tenant}/dashboard/profile`,
  agent: (tenant: string, publicId: string) => `/${tenant}/agents/${publicId}`,
  /** Help menu tutorials: each opens the page where its tour runs. */
  tutorialCreateProperty: (tenant: string) =>
    `/${tenant}/dashboard/property/draft/new?tour=create-property`,
  tutorialAddImages: (tenant: string) => `/${tenant}/dashboard/property/images?tour=add-images`,
  /** The images page of one listing; `tour` starts the 'Add Images' tutorial on arrival. */
  propertyImages: (tenant: string, propertyId: string, tour = false) =>
    `/${tenant}/dashboard/property/images/${encodeURIComponent(propertyId)}${tour ? '?tour=add-images' : ''}`,
  propertyImagesPicker: (tenant: string) => `/${tenant}/dashboard/property/images`,
};

/**
 * The page to return to after signing in: only a path inside the same site, so the `from`
 * parameter cannot send anyone to another origin or another site.
 */
export function safeReturnPath(tenant: string, from: string | null): string {
  if (!from) return paths.dashboard(tenant);
  const ok =
    from.startsWith(`/${tenant}/`) &&
    !from.startsWith('//') &&
    !from.includes('\\') &&
    !from.startsWith(`/${tenant}/user/`);
  return ok ? from : paths.dashboard(tenant);
}

/** Non-agents get the restricted view on these paths (spec section 2). */
export function isAgentOnlyPath(pathname: string): boolean {
  return /\/(property|leads)(\/|$)/.test(pathname);
}
