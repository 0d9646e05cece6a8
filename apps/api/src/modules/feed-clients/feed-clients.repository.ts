import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { PageRequest } from '@propdesk/shared';
import type { Database } from '../../infra/db';
import { feedClients } from './feed-clients.tables';

export type FeedClientRow = typeof feedClients.$inferSelect;

/** One page of the site's feed clients, newest first, and how many there are. */
export async function listFeedClients(db: Database, tenantId: number, paging: PageRequest) {
  const where = eq(feedClients.tenantId, tenantId);
  const rows = await db
    .select()
    .from(feedClients)
    .where(where)
    .orderBy(desc(feedClients.createdAt), desc(feedClients.id))
    .limit(paging.size)
    .offset(paging.offset);
  const [total] = await db.select({ value: count() }).from(feedClients).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** Refused by feed_clients_name_idx when a client in use on the site has the name already. */
export async function insertFeedClient(
  db: Database,
  values: typeof feedClients.$inferInsert,
): Promise<FeedClientRow> {
  const [row] = await db.insert(feedClients).values(values).returning();
  return row!;
}

export async function findByPublicId(db: Database, tenantId: number, publicId: string) {
  const [row] = await db
    .select()
    .from(feedClients)
    .where(and(eq(feedClients.tenantId, tenantId), eq(feedClients.publicId, publicId)));
  return row;
}

export async function findByClientId(db: Database, tenantId: number, clientId: string) {
  const [row] = await db
    .select()
    .from(feedClients)
    .where(and(eq(feedClients.tenantId, tenantId), eq(feedClients.clientId, clientId)));
  return row;
}

/**
 * Revokes the client if it is in use; a second revoke changes nothing. Answers the row, and
 * whether this call revoked it.
 */
export async function revokeFeedClient(db: Database, tenantId: number, publicId: string) {
  const mine = and(eq(feedClients.tenantId, tenantId), eq(feedClients.publicId, publicId));
  const [revoked] = await db
    .update(feedClients)
    .set({ revokedAt: sql`now()` })
    .where(and(mine, isNull(feedClients.revokedAt)))
    .returning();
  if (revoked) return { row: revoked, revokedNow: true };
  const row = await findByPublicId(db, tenantId, publicId);
  return row && { row, revokedNow: false };
}

export async function touchFeedClient(db: Database, tenantId: number, id: number) {
  await db
    .update(feedClients)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(feedClients.tenantId, tenantId), eq(feedClients.id, id)));
}
