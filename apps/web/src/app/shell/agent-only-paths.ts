/**
 * Non-agents get the restricted view on these paths: listings and leads (spec section 2), and
 * events, which only agents run (spec section 6).
 */
export function isAgentOnlyPath(pathname: string): boolean {
  return /\/dashboard\/(property|leads|events)(\/|$)/.test(pathname);
}
