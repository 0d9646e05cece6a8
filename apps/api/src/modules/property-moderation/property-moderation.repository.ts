import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { properties } from '../properties/properties.tables';
import { agents, users } from '../users/users.tables';

/** What a queue row adds to a listing: its agent's name and the prices it is compared with. */
export interface ReviewFacts {
  publicId: string;
  agentName: string;
  agencyVerified: boolean;
  comparable: number;
  median: number | null;
}

/** Same type, category, suburb, currency and price type; live, priced, not the listing itself. */
const similarLive = sql`FROM properties o
  WHERE o.tenant_id = ${properties.tenantId} AND o.type_id = ${properties.typeId}
    AND o.category = ${properties.category} AND o.suburb_id = ${properties.suburbId}
    AND o.currency = ${properties.currency} AND o.price_type = ${properties.priceType}
    AND o.published = 'APPROVED' AND NOT o.archived AND o.price IS NOT NULL
    AND o.id <> ${properties.id}`;

export async function findReviewFacts(
  db: Database,
  tenantId: number,
  publicIds: string[],
): Promise<ReviewFacts[]> {
  if (!publicIds.length) return [];
  const rows = await db
    .select({
      publicId: properties.publicId,
      agency: agents.name,
      verified: agents.verified,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      comparable: sql<number>`(SELECT count(*)::int ${similarLive})`,
      median: sql<
        string | number | null
      >`(SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY o.price) ${similarLive})`,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .leftJoin(agents, eq(agents.userId, users.id))
    .where(and(eq(properties.tenantId, tenantId), inArray(properties.publicId, publicIds)));
  return rows.map((r) => ({
    publicId: r.publicId,
    agentName: r.agency || `${r.firstName} ${r.lastName}`.trim() || r.email,
    agencyVerified: r.verified ?? false,
    comparable: Number(r.comparable),
    median: r.median === null ? null : Number(r.median),
  }));
}
