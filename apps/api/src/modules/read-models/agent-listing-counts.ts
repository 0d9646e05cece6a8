/**
 * Read model: the site's agents as its staff list them, each with its listing counts.
 *
 * Reads `agents` and `users` (the users module: the agency and its account) and `properties`
 * (the properties module: how many listings each agent has, and how many are live). Why: the
 * staff sort and page agents with these counts in one query; asking the properties module per
 * agent would be one query per row. The agents module is handed it by modules/index.ts.
 */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { containsPattern } from '../../lib/like';
import type { StaffAgentFilter, StaffAgentRows } from '../agents';
import { properties } from '../properties/properties.tables';
import { agents, users } from '../users/users.tables';

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
async function listAgentsForStaff(
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

/** One agent of the site as its staff see it, or undefined. */
async function findAgentForStaff(db: Database, tenantId: number, publicId: string) {
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

export const staffAgentRows: StaffAgentRows = {
  list: listAgentsForStaff,
  find: findAgentForStaff,
};
