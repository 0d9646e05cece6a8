import { and, eq } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { personalDataErasures, type ErasureRequester } from './privacy.tables';

export async function findErasure(db: Database, tenantId: number, userId: number) {
  const [row] = await db
    .select()
    .from(personalDataErasures)
    .where(
      and(eq(personalDataErasures.tenantId, tenantId), eq(personalDataErasures.userId, userId)),
    );
  return row;
}

/** Records the erasure; false when the account was erased already (by a request that won). */
export async function insertErasure(
  db: Database,
  row: { tenantId: number; userId: number; pseudonym: string; requestedBy: ErasureRequester },
): Promise<boolean> {
  const inserted = await db
    .insert(personalDataErasures)
    .values(row)
    .onConflictDoNothing()
    .returning({ userId: personalDataErasures.userId });
  return inserted.length > 0;
}
