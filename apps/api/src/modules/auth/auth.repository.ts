import { and, count, eq, gt, inArray, isNotNull, isNull, lt, min, ne, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import {
  knownSignInAddresses,
  loginFailures,
  passwordResetTokens,
  refreshTokens,
} from './auth.tables';

export async function insertRefreshToken(
  db: Database,
  values: {
    tenantId: number;
    userId: number;
    familyId: string;
    tokenHash: string;
    expiresAt: Date;
    userAgent: string | null;
    country: string | null;
  },
) {
  await db.insert(refreshTokens).values(values);
}

/**
 * A session has ended once any of its tokens is revoked: a refresh that raced its revocation
 * may have added a token the revocation did not see.
 */
const familyEnded = sql<boolean>`exists (
  select 1 from refresh_tokens ended
  where ended.tenant_id = refresh_tokens.tenant_id
    and ended.family_id = refresh_tokens.family_id
    and ended.revoked_at is not null)`;

export async function findRefreshToken(db: Database, tenantId: number, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      revokedAt: refreshTokens.revokedAt,
      familyEnded,
    })
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

/** Ends sessions by their tokens still live; answers the sessions it ended. */
async function revoke(db: Database, where: ReturnType<typeof and>): Promise<string[]> {
  const rows = await db
    .update(refreshTokens)
    // The database's clock: every process asks it what ended since (sessionsEndedWithin).
    .set({ revokedAt: sql`now()` })
    .where(and(where, isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(rows.map((r) => r.familyId))];
}

export function revokeFamily(db: Database, tenantId: number, familyId: string) {
  return revoke(
    db,
    and(eq(refreshTokens.tenantId, tenantId), eq(refreshTokens.familyId, familyId)),
  );
}

/** One of the user's own sessions; answers [] when the user has no live session by that id. */
export function revokeUserSession(
  db: Database,
  tenantId: number,
  userId: number,
  familyId: string,
) {
  return revoke(
    db,
    and(
      eq(refreshTokens.tenantId, tenantId),
      eq(refreshTokens.userId, userId),
      eq(refreshTokens.familyId, familyId),
    ),
  );
}

/** Every session of the user, but `except` when given (the caller's own). */
export function revokeAllForUser(db: Database, tenantId: number, userId: number, except?: string) {
  return revoke(
    db,
    and(
      eq(refreshTokens.tenantId, tenantId),
      eq(refreshTokens.userId, userId),
      except === undefined ? undefined : ne(refreshTokens.familyId, except),
    ),
  );
}

/** Sessions whose end was recorded within the last `withinMs` (database clock), every site. */
export async function sessionsEndedWithin(db: Database, withinMs: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        isNotNull(refreshTokens.revokedAt),
        gt(refreshTokens.revokedAt, sql`now() - ${withinMs} * interval '1 millisecond'`),
      ),
    );
  return rows.map((r) => r.familyId);
}

/** The user's live sessions, the last used first: a live token, none of them revoked. */
export async function listUserSessions(db: Database, tenantId: number, userId: number) {
  return db
    .select({
      id: refreshTokens.familyId,
      signedInAt: sql<string | Date>`min(${refreshTokens.createdAt})`,
      lastSeenAt: sql<string | Date>`max(${refreshTokens.createdAt})`,
      userAgent: sql<
        string | null
      >`(array_agg(${refreshTokens.userAgent} order by ${refreshTokens.createdAt} desc))[1]`,
      country: sql<
        string | null
      >`(array_agg(${refreshTokens.country} order by ${refreshTokens.createdAt} desc))[1]`,
    })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tenantId, tenantId), eq(refreshTokens.userId, userId)))
    .groupBy(refreshTokens.familyId)
    .having(
      and(
        sql`bool_and(${refreshTokens.revokedAt} is null)`,
        sql`bool_or(${refreshTokens.usedAt} is null and ${refreshTokens.expiresAt} > now())`,
      ),
    )
    .orderBy(sql`max(${refreshTokens.createdAt}) desc`);
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

/** The failures of `key` since `since`, and when the oldest of them was made. */
export async function recentFailures(db: Database, tenantId: number, key: string, since: Date) {
  const [row] = await db
    .select({ n: count(), oldest: min(loginFailures.createdAt) })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.tenantId, tenantId),
        eq(loginFailures.key, key),
        gt(loginFailures.createdAt, since),
      ),
    );
  return { count: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
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

export async function isKnownAddress(
  db: Database,
  tenantId: number,
  userId: number,
  addressHash: string,
): Promise<boolean> {
  const [row] = await db
    .select({ userId: knownSignInAddresses.userId })
    .from(knownSignInAddresses)
    .where(
      and(
        eq(knownSignInAddresses.tenantId, tenantId),
        eq(knownSignInAddresses.userId, userId),
        eq(knownSignInAddresses.addressHash, addressHash),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function rememberAddress(
  db: Database,
  tenantId: number,
  userId: number,
  addressHash: string,
) {
  await db
    .insert(knownSignInAddresses)
    .values({ tenantId, userId, addressHash })
    .onConflictDoUpdate({
      target: [
        knownSignInAddresses.tenantId,
        knownSignInAddresses.userId,
        knownSignInAddresses.addressHash,
      ],
      set: { lastSignedInAt: sql`now()` },
    });
}
