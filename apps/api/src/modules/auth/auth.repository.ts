import { and, count, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { loginFailures, passwordResetTokens, refreshTokens } from './auth.tables';

export async function insertRefreshToken(
  db: Database,
  values: {
    tenantId: number;
    userId: number;
    familyId: string;
    tokenHash: string;
    expiresAt: Date;
  },
) {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(db: Database, tenantId: number, tokenHash: string) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tenantId, tenantId), eq(refreshTokens.tokenHash, tokenHash)))
    .limit(1);
  return row;
}

/** Marks a token used; false when another request used it first (the update is the race's judge). */
export async function markRefreshTokenUsed(
  db: Database,
  tenantId: number,
  id: number,
): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.tenantId, tenantId),
        eq(refreshTokens.id, id),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Database, tenantId: number, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.tenantId, tenantId),
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

export async function revokeAllForUser(db: Database, tenantId: number, userId: number) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.tenantId, tenantId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

export async function insertResetToken(
  db: Database,
  values: { tenantId: number; userId: number; tokenHash: string; expiresAt: Date },
) {
  await db.insert(passwordResetTokens).values(values);
}

const liveResetToken = (tenantId: number, tokenHash: string) =>
  and(
    eq(passwordResetTokens.tenantId, tenantId),
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, new Date()),
  );

export async function findLiveResetToken(db: Database, tenantId: number, tokenHash: string) {
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(liveResetToken(tenantId, tokenHash))
    .limit(1);
  return row;
}

/** Takes a live reset token (unused, unexpired) for single use; undefined if there is none. */
export async function consumeResetToken(db: Database, tenantId: number, tokenHash: string) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(liveResetToken(tenantId, tokenHash))
    .returning();
  return row;
}

export async function expireResetTokensForUser(db: Database, tenantId: number, userId: number) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tenantId, tenantId),
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.usedAt),
      ),
    );
}

export async function countRecentFailures(
  db: Database,
  tenantId: number,
  key: string,
  since: Date,
) {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.tenantId, tenantId),
        eq(loginFailures.key, key),
        gt(loginFailures.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** Counts an attempt before its outcome is known, so a burst of requests cannot outrun the count. */
export async function recordAttempts(db: Database, tenantId: number, keys: string[]) {
  const rows = await db
    .insert(loginFailures)
    .values(keys.map((key) => ({ tenantId, key })))
    .returning({ id: loginFailures.id });
  return rows.map((r) => r.id);
}

export async function deleteAttempts(db: Database, tenantId: number, ids: number[]) {
  if (!ids.length) return;
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.tenantId, tenantId), inArray(loginFailures.id, ids)));
}

/** Rows outside the window no longer count: keep the table small. */
export async function pruneFailures(db: Database, olderThan: Date) {
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, olderThan));
}

export async function recordFailures(db: Database, tenantId: number, keys: string[]) {
  await db.insert(loginFailures).values(keys.map((key) => ({ tenantId, key })));
}

export async function clearFailures(db: Database, tenantId: number, key: string) {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.tenantId, tenantId), eq(loginFailures.key, key)));
}
