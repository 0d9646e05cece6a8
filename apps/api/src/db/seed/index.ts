import type { Database } from '../../infra/db';
import type { Tenant } from '../../infra/tenant';
import { createTenant } from '../../modules/tenants';
import { seedDemoAccounts } from './demo';
import { seedReferenceData } from './reference';

export const SEED_TENANTS = [
  {
    slug: 'demo',
    name: 'Propdesk Demo',
    defaultCurrency: 'USD',
    timeZone: 'Africa/Harare',
    country: 'ZW',
  },
  {
    slug: 'sandbox',
    name: 'Propdesk Sandbox',
    defaultCurrency: 'ZAR',
    timeZone: 'Africa/Johannesburg',
    country: 'ZA',
  },
] as const;

/** Creates the seed tenants with reference data, and demo accounts unless told not to. */
export async function seedDatabase(db: Database, options: { demo: boolean }): Promise<void> {
  const ctx = { db };
  for (const t of SEED_TENANTS) {
    const tenant = await createTenant(ctx, t);
    const seeded = await seedReferenceData(ctx, tenant, t.country);
    if (options.demo) await seedDemoAccounts(ctx, seeded);
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
