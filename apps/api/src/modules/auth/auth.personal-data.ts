import { and, eq, ilike } from 'drizzle-orm';
import { containsPattern } from '../../lib/like';
import type { PersonalDataProvider } from '../../infra/personal-data';
import {
  emailConfirmationTokens,
  knownSignInAddresses,
  loginFailures,
  passwordResetTokens,
  refreshTokens,
} from './auth.tables';

/**
 * Sign-ins: the sessions (refresh tokens, without their secret, with their device and country),
 * reset and confirmation links, the addresses signed in from (as digests), failed sign-ins
 * counted against the address. Erasure removes them all, which ends every
 * session: a refresh token no longer exists, and the account's access changed for the tokens.
 */
export const authPersonalData: PersonalDataProvider = {
  name: 'sessions',
  async export(db, subject) {
    const sessions = await db
      .select({
        family: refreshTokens.familyId,
        createdAt: refreshTokens.createdAt,
        expiresAt: refreshTokens.expiresAt,
        usedAt: refreshTokens.usedAt,
        revokedAt: refreshTokens.revokedAt,
        device: refreshTokens.userAgent,
        country: refreshTokens.country,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, subject.userId))
      .orderBy(refreshTokens.createdAt);
    const passwordResets = await db
      .select({ createdAt: passwordResetTokens.createdAt, usedAt: passwordResetTokens.usedAt })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, subject.userId));
    const emailConfirmations = await db
      .select({
        email: emailConfirmationTokens.email,
        createdAt: emailConfirmationTokens.createdAt,
        usedAt: emailConfirmationTokens.usedAt,
      })
      .from(emailConfirmationTokens)
      .where(eq(emailConfirmationTokens.userId, subject.userId));
    const knownAddresses = await db
      .select({
        addressDigest: knownSignInAddresses.addressHash,
        lastSignedInAt: knownSignInAddresses.lastSignedInAt,
      })
      .from(knownSignInAddresses)
      .where(eq(knownSignInAddresses.userId, subject.userId));
    return { data: { sessions, passwordResets, emailConfirmations, knownAddresses } };
  },
  async erase(db, subject) {
    await db.delete(refreshTokens).where(eq(refreshTokens.userId, subject.userId));
    await db.delete(knownSignInAddresses).where(eq(knownSignInAddresses.userId, subject.userId));
    await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, subject.userId));
    await db
      .delete(emailConfirmationTokens)
      .where(eq(emailConfirmationTokens.userId, subject.userId));
    await db
      .delete(loginFailures)
      .where(
        and(
          eq(loginFailures.tenantId, subject.tenantId),
          ilike(loginFailures.key, containsPattern(subject.email)),
        ),
      );
  },
};
