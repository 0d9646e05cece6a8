import type { LanguageCode } from '@propdesk/shared';
import type { Database } from '../infra/db';
import type { Tenant } from '../infra/tenant';
import { tenants } from '../db/schema';
import { createTenant } from '../modules/tenants';
import { seedDemoAccounts } from './demo';
import type { DemoListingModules } from './demo-listings';
import { seedReferenceData } from './reference';

interface SeedTenant {
  slug: string;
  name: string;
  defaultCurrency: string;
  timeZone: string;
  country: string;
  languages?: readonly LanguageCode[];
}

export const SEED_TENANTS: readonly SeedTenant[] = [
  {
    slug: 'demo',
    name: 'Propdesk Demo',
    defaultCurrency: 'USD',
    timeZone: 'Africa/Harare',
    country: 'ZW',
    // The demo site shows every language; the sandbox is a site in English alone.
    languages: ['en', 'fr', 'ar'],
  },
  {
    slug: 'sandbox',
    name: 'Propdesk Sandbox',
    defaultCurrency: 'ZAR',
    timeZone: 'Africa/Johannesburg',
    country: 'ZA',
  },
];

/**
 * Creates the seed tenants with reference data, and demo accounts unless told not to. With
 * `demoListings` (the app's modules, which they are made through) the demo agent gets its
 * listings too: the server does so unless SEED_DEMO_LISTINGS=false; tests do not, as many count
 * a site's listings. With `languages` (the server and the CLI) the demo site offers English, French
 * and Arabic; tests leave it out and count on sites in English alone.
 */
export async function seedDatabase(
  db: Database,
  options: { demo: boolean; demoListings?: DemoListingModules; languages?: boolean },
): Promise<void> {
  const ctx = { db };
  for (const t of SEED_TENANTS) {
    const { languages, ...site } = t;
    const tenant = await createTenant(ctx, options.languages ? { ...site, languages } : site);
    const seeded = await seedReferenceData(ctx, tenant, t.country);
    if (!options.demo) continue;
    const { demoListings } = options;
    await seedDemoAccounts(
      ctx,
      seeded,
      demoListings && { modules: demoListings, country: t.country },
    );
  }
}

/** A new tenant made by an operator gets the reference data too. */
export async function createTenantWithReferenceData(
  db: Database,
  input: { slug: string; name: string; defaultCurrency?: string; timeZone?: string },
): Promise<Tenant> {
  const ctx = { db };
  return seedReferenceData(ctx, await createTenant(ctx, input));
}

/** Whether the database has no site yet: the CLI then seeds it as the server does at start. */
export async function hasNoSite(db: Database): Promise<boolean> {
  return !(await db.select({ id: tenants.id }).from(tenants).limit(1)).length;
}
