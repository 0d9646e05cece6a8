/** Non-agents get the restricted view on these paths (spec section 2). */
export function isAgentOnlyPath(pathname: string): boolean {
  return /\/(property|leads)(\/|$)/.test(pathname);
}
