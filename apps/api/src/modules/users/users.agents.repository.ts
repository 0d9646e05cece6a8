import { and, asc, count, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { agents, users } from './users.tables';

export type AgentRow = typeof agents.$inferSelect;

export async function insertAgent(
  db: Database,
  values: typeof agents.$inferInsert,
): Promise<AgentRow> {
  const [row] = await db.insert(agents).values(values).returning();
  return row!;
}

const agentWithUser = { agent: agents, user: users };

export async function findAgentByPublicId(db: Database, tenantId: number, publicId: string) {
  const [row] = await db
    .select(agentWithUser)
    .from(agents)
    .innerJoin(users, eq(users.id, agents.userId))
    .where(and(eq(agents.tenantId, tenantId), eq(users.publicId, publicId)))
    .limit(1);
  return row;
}

export async function listVerifiedAgents(
  db: Database,
  tenantId: number,
  offset: number,
  limit: number,
) {
  const where = and(eq(agents.tenantId, tenantId), eq(agents.verified, true));
  const [rows, [total]] = await Promise.all([
    db
      .select(agentWithUser)
      .from(agents)
      .innerJoin(users, eq(users.id, agents.userId))
      .where(where)
      .orderBy(asc(agents.name), asc(agents.userId))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(agents).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function updateAgent(
  db: Database,
  tenantId: number,
  userId: number,
  values: Partial<Omit<AgentRow, 'userId' | 'tenantId' | 'code'>>,
) {
  const [row] = await db
    .update(agents)
    .set(values)
    .where(and(eq(agents.tenantId, tenantId), eq(agents.userId, userId)))
    .returning();
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

/** The agent a notice goes to: the agency name (else the person's), the account email and chosen language. */
export async function findAgentContact(db: Database, tenantId: number, userId: number) {
  const [row] = await db
    .select({
      publicId: users.publicId,
      email: users.email,
      agency: agents.name,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
    })
    .from(users)
    .leftJoin(agents, eq(agents.userId, users.id))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row;
}

/**
 * A query another module embeds as a correlated subquery (in parentheses): the account
 * `userId` names as a JSON object with its public id and its agency's name and logo.
 */
export function agentSummaryQuery(userId: SQLWrapper): SQL {
  return sql`SELECT json_build_object('publicId', ${users.publicId}, 'name', ${agents.name},
              'imageUrl', ${agents.imageUrl})
            FROM ${users} LEFT JOIN ${agents} ON ${agents.userId} = ${users.id}
            WHERE ${users.id} = ${userId}`;
}
