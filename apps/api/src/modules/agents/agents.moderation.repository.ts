import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { agents, properties, users } from '../../db/schema';
import { containsPattern } from '../../lib/like';

export interface StaffAgentFilter {
  verified?: boolean;
  /** Matched anywhere in the agency name, the contact's name or the email, case-insensitive. */
  q?: string;
}

/** Each agent's listings (every one still stored) and the live ones among them. */
function listingCounts(db: Database, tenantId: number) {
  return db
    .select({
      userId: properties.userId,
      listings: count().as('listings'),
      live: sql<number>`count(*) filter (where ${properties.published} = 'APPROVED' and not ${properties.archived})`
        .mapWith(Number)
        .as('live'),
    })
    .from(properties)
    .where(eq(properties.tenantId, tenantId))
    .groupBy(properties.userId)
    .as('listing_counts');
}

function staffFilter(tenantId: number, filter: StaffAgentFilter): SQL | undefined {
  const pattern = filter.q ? containsPattern(filter.q) : undefined;
  return and(
    eq(agents.tenantId, tenantId),
    filter.verified === undefined ? undefined : eq(agents.verified, filter.verified),
    pattern
      ? or(
          ilike(agents.name, pattern),
          ilike(users.email, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        )
      : undefined,
  );
}

/** The site's agents for its staff: unverified first, then the newest accounts. */
export async function listAgentsForStaff(
  db: Database,
  tenantId: number,
  filter: StaffAgentFilter,
  offset: number,
  limit: number,
) {
  const counts = listingCounts(db, tenantId);
  const where = staffFilter(tenantId, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        agent: agents,
        user: users,
        listingsCount: sql<number>`coalesce(${counts.listings}, 0)`.mapWith(Number),
        liveCount: sql<number>`coalesce(${counts.live}, 0)`.mapWith(Number),
      })
      .from(agents)
      .innerJoin(users, eq(users.id, agents.userId))
      .leftJoin(counts, eq(counts.userId, agents.userId))
      .where(where)
      .orderBy(asc(agents.verified), desc(users.createdAt), desc(users.id))
      .offset(offset)
      .limit(limit),
    db
      .select({ n: count() })
      .from(agents)
      .innerJoin(users, eq(users.id, agents.userId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type StaffAgentRow = Awaited<ReturnType<typeof listAgentsForStaff>>['rows'][number];

/** One agent of the site as its staff see it, or undefined. */
export async function findAgentForStaff(db: Database, tenantId: number, publicId: string) {
  const counts = listingCounts(db, tenantId);
  const [row] = await db
    .select({
      agent: agents,
      user: users,
      listingsCount: sql<number>`coalesce(${counts.listings}, 0)`.mapWith(Number),
      liveCount: sql<number>`coalesce(${counts.live}, 0)`.mapWith(Number),
    })
    .from(agents)
    .innerJoin(users, eq(users.id, agents.userId))
    .leftJoin(counts, eq(counts.userId, agents.userId))
    .where(and(eq(agents.tenantId, tenantId), eq(users.publicId, publicId)))
    .limit(1);
  return row;
}

/** The agency's verified flag, its row locked until the transaction ends. */
export async function lockAgentVerification(db: Database, tenantId: number, userId: number) {
  const [row] = await db
    .select({ verified: agents.verified })
    .from(agents)
    .where(and(eq(agents.tenantId, tenantId), eq(agents.userId, userId)))
    .for('update');
  return row;
}

export async function setAgentVerified(
  db: Database,
  tenantId: number,
  userId: number,
  verified: boolean,
) {
  await db
    .update(agents)
    .set({ verified })
    .where(and(eq(agents.tenantId, tenantId), eq(agents.userId, userId)));
}
