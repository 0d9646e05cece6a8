import { eq } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { tenants } from '../../db/schema';

export async function findTenantDefaultCountryId(db: Database, tenantId: number) {
  const [row] = await db
    .select({ id: tenants.defaultCountryId })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return row?.id ?? null;
}
