import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { emailConfirmationTokens } from './auth.tables';

export async function insertConfirmationToken(
  db: Database,
  values: { tenantId: number; userId: number; email: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(emailConfirmationTokens).values(values);
}

/** Takes a live token (unused, unexpired) for single use; undefined if there is none. */
export async function consumeConfirmationToken(db: Database, tenantId: number, tokenHash: string) {
  const [row] = await db
    .update(emailConfirmationTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailConfirmationTokens.tenantId, tenantId),
        eq(emailConfirmationTokens.tokenHash, tokenHash),
        isNull(emailConfirmationTokens.usedAt),
        gt(emailConfirmationTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return row;
}

/** A token whatever its state: to tell a used link from an unknown or expired one. */
export async function findConfirmationToken(db: Database, tenantId: number, tokenHash: string) {
  const [row] = await db
    .select({ usedAt: emailConfirmationTokens.usedAt })
    .from(emailConfirmationTokens)
    .where(
      and(
        eq(emailConfirmationTokens.tenantId, tenantId),
        eq(emailConfirmationTokens.tokenHash, tokenHash),
      ),
    )
    .limit(1);
  return row;
}

/** Once the address is confirmed, the account's other links have nothing left to do. */
export async function expireConfirmationTokensForUser(
  db: Database,
  tenantId: number,
  userId: number,
) {
  await db
    .update(emailConfirmationTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailConfirmationTokens.tenantId, tenantId),
        eq(emailConfirmationTokens.userId, userId),
        isNull(emailConfirmationTokens.usedAt),
      ),
    );
}
