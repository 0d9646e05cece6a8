import { eq } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { tenants } from '../../db/schema';

export type TenantRow = typeof tenants.$inferSelect;

export async function findTenantBySlug(db: Database, slug: string): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.slug, slug)).limit(1);
  return row;
}

export async function insertTenant(
  db: Database,
  values: { slug: string; name: string; defaultCurrency?: string },
): Promise<TenantRow> {
  const [row] = await db
    .insert(tenants)
    .values({
      slug: values.slug,
      name: values.name,
      defaultCurrency: values.defaultCurrency ?? 'USD',
    })
    .onConflictDoNothing({ target: tenants.slug })
    .returning();
  if (row) return row;
  return (await findTenantBySlug(db, values.slug))!;
}

export async function setTenantDefaultCountry(db: Database, tenantId: number, countryId: number) {
  await db.update(tenants).set({ defaultCountryId: countryId }).where(eq(tenants.id, tenantId));
}
