import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { listingsVersions } from './properties.tables';

/** Moves the tenant's listings version (see listings_versions). */
export async function bumpListingsVersion(db: Database, tenantId: number): Promise<void> {
  await db
    .insert(listingsVersions)
    .values({ tenantId, version: 1 })
    .onConflictDoUpdate({
      target: listingsVersions.tenantId,
      set: { version: sql`${listingsVersions.version} + 1` },
    });
}

export async function listingsVersion(db: Database, tenantId: number): Promise<number> {
  const [row] = await db
    .select({ version: listingsVersions.version })
    .from(listingsVersions)
    .where(eq(listingsVersions.tenantId, tenantId));
  return row?.version ?? 0;
}
