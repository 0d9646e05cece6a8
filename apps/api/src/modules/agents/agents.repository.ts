import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { agents, users } from '../../db/schema';

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
