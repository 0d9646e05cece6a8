import type { Database } from '../../infra/db';
import { findTenantBySlug, insertTenant } from '../../modules/tenants/tenants.repository';
import { seedDemoAccounts } from './demo';
import { seedReferenceData } from './reference';

export const SEED_TENANTS = [
  { slug: 'demo', name: 'Propdesk Demo', defaultCurrency: 'USD', country: 'ZW' },
  { slug: 'sandbox', name: 'Propdesk Sandbox', defaultCurrency: 'ZAR', country: 'ZA' },
] as const;

/** Creates the seed tenants with reference data, and demo accounts unless told not to. */
export async function seedDatabase(db: Database, options: { demo: boolean }): Promise<void> {
  for (const t of SEED_TENANTS) {
    const existing = await findTenantBySlug(db, t.slug);
    const tenant = existing ?? (await insertTenant(db, t));
    await seedReferenceData(db, tenant.id, t.country);
    if (options.demo) {
      const fresh = (await findTenantBySlug(db, t.slug))!;
      await seedDemoAccounts(db, tenant.id, fresh.defaultCountryId);
    }
  }
}

/** A new tenant made by an operator gets the reference data too. */
export async function createTenantWithReferenceData(
  db: Database,
  input: { slug: string; name: string; defaultCurrency?: string },
) {
  const tenant = await insertTenant(db, input);
  await seedReferenceData(db, tenant.id);
  return (await findTenantBySlug(db, tenant.slug))!;
}
