import type { PageRequest } from '@propdesk/shared';
import type { Actor } from '../../infra/auth';
import type { ModuleContext } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { toPage } from '../../lib/paging';
import * as repo from './tenants.repository';

export interface TenantsContext extends ModuleContext {
  /** The currencies of the site's countries (the locations module's). */
  siteCurrencies: (tenant: Tenant) => Promise<string[]>;
  /** Tells the process's caches that a site's row changed. */
  siteChanged: (tenant: Tenant) => void;
}

export function siteView(
  t: Pick<
    Tenant,
    'slug' | 'name' | 'defaultCurrency' | 'timeZone' | 'defaultLanguage' | 'languages'
  >,
) {
  return {
    slug: t.slug,
    name: t.name,
    defaultCurrency: t.defaultCurrency,
    timeZone: t.timeZone,
    defaultLanguage: t.defaultLanguage,
    languages: t.languages,
  };
}

/**
 * Every regional site, for the site picker. The one operation above the sites: it has no
 * tenant, and anyone may call it.
 */
export async function listSites(ctx: ModuleContext, _actor: Actor | null, paging: PageRequest) {
  const { rows, total } = await repo.listTenants(ctx.db, paging.offset, paging.size);
  return toPage(rows.map(siteView), total, paging);
}

/** The site named in X-Tenant. */
export function currentSite(_ctx: ModuleContext, _actor: Actor | null, tenant: Tenant) {
  return siteView(tenant);
}

/** The site with this slug (trusted callers: tenancy, the CLI, the seed). */
export function findTenant(ctx: ModuleContext, slug: string): Promise<Tenant | undefined> {
  return repo.findTenantBySlug(ctx.db, slug);
}

/** A site by internal id (background work that holds a row's tenant id); no access check. */
export function findTenantById(ctx: ModuleContext, id: number): Promise<Tenant | undefined> {
  return repo.findTenantById(ctx.db, id);
}

/** Creates a site, or returns the one with the slug (trusted callers: the CLI, the seed). */
export function createTenant(ctx: ModuleContext, values: repo.NewTenant): Promise<Tenant> {
  return repo.insertTenant(ctx.db, values);
}

/** The country new accounts of a site belong to (reference data seeding). */
export async function setDefaultCountry(ctx: ModuleContext, tenant: Tenant, countryId: number) {
  await repo.setTenantDefaultCountry(ctx.db, tenant.id, countryId);
}
