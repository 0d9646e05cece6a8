import { and, count, eq, gte, inArray, isNotNull, isNull, not, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { agents, leads, properties, users } from '../../db/schema';

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

/** The agent a listing's notices go to. */
export async function findListingAgent(db: Database, tenantId: number, userId: number) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row;
}

const inReview = (tenantId: number) =>
  and(
    eq(properties.tenantId, tenantId),
    eq(properties.published, 'REVIEW'),
    not(properties.archived),
  );

/** The staff home's counts. */
export async function countSummary(db: Database, tenantId: number, leadsSince: Date) {
  const [[waiting], [beingFilledIn], [rejected], [unverified], [recentLeads]] = await Promise.all([
    db
      .select({ n: count() })
      .from(properties)
      .where(
        and(
          inReview(tenantId),
          isNull(properties.rejectionReason),
          isNotNull(properties.readyForReviewAt),
        ),
      ),
    db
      .select({ n: count() })
      .from(properties)
      .where(
        and(
          inReview(tenantId),
          isNull(properties.rejectionReason),
          isNull(properties.readyForReviewAt),
        ),
      ),
    db
      .select({ n: count() })
      .from(properties)
      .where(and(inReview(tenantId), isNotNull(properties.rejectionReason))),
    db
      .select({ n: count() })
      .from(agents)
      .where(and(eq(agents.tenantId, tenantId), eq(agents.verified, false))),
    db
      .select({ n: count() })
      .from(leads)
      .where(and(eq(leads.tenantId, tenantId), gte(leads.createdAt, leadsSince))),
  ]);
  return {
    waiting: waiting?.n ?? 0,
    beingFilledIn: beingFilledIn?.n ?? 0,
    rejected: rejected?.n ?? 0,
    agentsToVerify: unverified?.n ?? 0,
    leadsLast7Days: recentLeads?.n ?? 0,
  };
}
