import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which site's rows the database shows the code running now: PostgreSQL's row-level security
 * reads it from the connection setting `app.tenant_id` (migration 0015), which the data layer
 * sets from here on every connection it hands out. A request runs in its site's scope; code
 * outside any request (workers, the CLI, the seed, migrations) sees every site.
 */
const scope = new AsyncLocalStorage<string>();

/** The value of `app.tenant_id` for every site at once (the policies of migration 0015). */
const ALL_SITES = 'all';

export function currentDataScope(): string {
  return scope.getStore() ?? ALL_SITES;
}

/** Runs `work` (and everything it starts) seeing only the rows of site `tenantId`. */
export function inSiteScope<T>(tenantId: number, work: () => T): T {
  return scope.run(String(tenantId), work);
}

/**
 * Runs `work` seeing every site: for background work a request may start (a flush timer, a
 * worker woken by a request), which would otherwise inherit that request's site.
 */
export function inSystemScope<T>(work: () => T): T {
  return scope.run(ALL_SITES, work);
}
