/**
 * Runs one refresh at a time across the tabs of a site, with Web Locks where the browser has
 * them; elsewhere it runs at once.
 */
export async function withRefreshLock<T>(tenant: string, run: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request(`propdesk-refresh-${tenant}`, run);
  }
  return run();
}
