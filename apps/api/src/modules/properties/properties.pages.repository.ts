import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { properties } from './properties.tables';

const live = (tenantId: number) =>
  and(
    eq(properties.tenantId, tenantId),
    eq(properties.published, 'APPROVED'),
    eq(properties.archived, false),
  );

/** Live listings' ids and last changes, oldest first: the order stays put as listings come. */
export async function findLiveListingStamps(
  db: Database,
  tenantId: number,
  offset: number,
  limit: number,
) {
  return db
    .select({ publicId: properties.publicId, updatedAt: properties.updatedAt })
    .from(properties)
    .where(live(tenantId))
    .orderBy(asc(properties.id))
    .offset(offset)
    .limit(limit);
}

export async function countLiveListings(db: Database, tenantId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(properties).where(live(tenantId));
  return row?.n ?? 0;
}
