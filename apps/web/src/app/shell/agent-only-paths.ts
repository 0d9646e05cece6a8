/**
 * Non-agents get the restricted view on these paths: listings and leads (spec section 2), and
 * events, which only agents run (spec section 6).
 */
export function isAgentOnlyPath(pathname: string): boolean {
  return /\/dashboard\/(property|leads|events)(\/|$)/.test(pathname);
}

/** Only the site's staff (MODERATOR, ADMIN) work under /dashboard/moderation. */
export function isStaffOnlyPath(pathname: string): boolean {
  return /\/dashboard\/moderation(\/|$)/.test(pathname);
}

/**
 * Whether the signed-in user gets the restricted view here. Customers' restricted view of Leads
 * is their own requests, which the Leads page shows them; staff get the restricted view.
 */
export function isRestrictedPath(
  pathname: string,
  user: { isAgent: boolean; isCustomer: boolean; isStaff?: boolean },
): boolean {
  if (isStaffOnlyPath(pathname)) return !user.isStaff;
  if (user.isAgent || !isAgentOnlyPath(pathname)) return false;
  return !(user.isCustomer && /\/dashboard\/leads(\/|$)/.test(pathname));
}
