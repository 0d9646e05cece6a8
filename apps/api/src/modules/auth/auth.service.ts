import {
  AppError,
  LOGIN_THROTTLE_MAX_FAILURES,
  LOGIN_THROTTLE_WINDOW_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  RESET_TOKEN_TTL_SECONDS,
  type Role,
} from '@propdesk/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { signAccessToken } from '../../infra/auth';
import type { Database } from '../../infra/db';
import type { Mailer } from '../../infra/mailer';
import type { Tenant } from '../../infra/tenant';
import { newPublicId, newSecretToken, sha256 } from '../../lib/ids';
import { hashPassword, timingSafeMiss, verifyPassword } from '../../lib/passwords';
import { findUserByEmail, findUserById, updateUser, type UserRow } from '../users/users.repository';
import * as repo from './auth.repository';

export interface TokenPair {
  token: string;
  refreshToken: string;
}

/** A refresh token presented again within this window is a race between tabs, not theft. */
const REUSE_GRACE_MS = 10_000;
const RESET_REQUESTS_PER_WINDOW = 5;

function windowStart(): Date {
  return new Date(Date.now() - LOGIN_THROTTLE_WINDOW_SECONDS * 1000);
}

export async function issueTokens(
  db: Database,
  config: Config,
  tenant: Tenant,
  user: UserRow,
  familyId = newPublicId(),
): Promise<TokenPair> {
  const roles = user.roles as Role[];
  const token = await signAccessToken(config, {
    sub: user.publicId,
    tenant: tenant.slug,
    email: user.email,
    roles,
    ...(roles.includes('AGENT') && { agentId: user.publicId }),
    ...(roles.includes('CUSTOMER') && { customerId: user.publicId }),
  });
  const refreshToken = newSecretToken();
  await repo.insertRefreshToken(db, {
    tenantId: tenant.id,
    userId: user.id,
    familyId,
    tokenHash: sha256(refreshToken),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  return { token, refreshToken };
}

export async function authenticate(
  db: Database,
  config: Config,
  tenant: Tenant,
  input: { username: string; password: string; ip: string },
): Promise<TokenPair> {
  const email = input.username.trim().toLowerCase();
  const [accountKey, ipKey] = [`account:${email}`, `ip:${input.ip}`];
  const attempt = await repo.recordAttempts(db, tenant.id, [accountKey, ipKey]);
  const since = windowStart();
  const counts = await Promise.all(
    [accountKey, ipKey].map((k) => repo.countRecentFailures(db, tenant.id, k, since)),
  );
  if (counts.some((n) => n > LOGIN_THROTTLE_MAX_FAILURES)) {
    // A refused attempt is not a guess: it must not stretch the lock.
    await repo.deleteAttempts(db, tenant.id, attempt);
    throw new AppError(
      'TOO_MANY_REQUESTS',
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );
  }
  const user = await findUserByEmail(db, tenant.id, email);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await timingSafeMiss(input.password);
  if (!user || !ok) {
    await repo.pruneFailures(db, since);
    throw new AppError('INVALID_CREDENTIALS', 'Invalid credentials');
  }
  await repo.deleteAttempts(db, tenant.id, attempt);
  await repo.clearFailures(db, tenant.id, accountKey);
  return issueTokens(db, config, tenant, user);
}

/**
 * Counts a sign-up from a client address and refuses it over the site's limit: each sign-up
 * costs a password hash, and accounts made in bulk are spam. Counted in the database, like
 * failed sign-ins, so every server process shares the count.
 */
export async function admitSignup(
  db: Database,
  config: Config,
  tenant: Tenant,
  ip: string,
): Promise<void> {
  const key = `signup:${ip}`;
  const attempt = await repo.recordAttempts(db, tenant.id, [key]);
  const since = windowStart();
  if ((await repo.countRecentFailures(db, tenant.id, key, since)) > config.signupLimit) {
    await repo.deleteAttempts(db, tenant.id, attempt);
    throw new AppError(
      'TOO_MANY_REQUESTS',
      'Too many sign-ups from this address. Please wait 15 minutes and try again.',
    );
  }
  await repo.pruneFailures(db, since);
}

export async function refresh(
  db: Database,
  config: Config,
  tenant: Tenant,
  presented: string,
): Promise<TokenPair> {
  const invalid = () =>
    new AppError('TOKEN_INVALID', 'Your session has ended. Please sign in again.');
  const row = await repo.findRefreshToken(db, tenant.id, sha256(presented));
  if (!row || row.revokedAt) throw invalid();
  if (row.usedAt) {
    const raced = Date.now() - row.usedAt.getTime() < REUSE_GRACE_MS;
    if (!raced) await repo.revokeFamily(db, tenant.id, row.familyId);
    throw invalid();
  }
  if (row.expiresAt.getTime() <= Date.now()) throw invalid();
  if (!(await repo.markRefreshTokenUsed(db, tenant.id, row.id))) throw invalid();
  const user = await findUserById(db, tenant.id, row.userId);
  if (!user) throw invalid();
  return issueTokens(db, config, tenant, user, row.familyId);
}

export const RESET_REQUEST_ANSWER =
  'If an account exists for that email, we have sent a link to reset the password.';

/** Answers the same whether or not the account exists; the mail goes out in the background. */
export async function requestPasswordReset(
  db: Database,
  config: Config,
  mailer: Mailer,
  log: FastifyBaseLogger,
  tenant: Tenant,
  email: string,
): Promise<void> {
  const user = await findUserByEmail(db, tenant.id, email);
  if (!user) return;
  const key = `reset:${email}`;
  if (
    (await repo.countRecentFailures(db, tenant.id, key, windowStart())) >= RESET_REQUESTS_PER_WINDOW
  ) {
    log.warn({ tenant: tenant.slug }, 'password reset requests throttled');
    return;
  }
  await repo.recordFailures(db, tenant.id, [key]);
  await repo.pruneFailures(db, windowStart());
  const token = newSecretToken();
  await repo.insertResetToken(db, {
    tenantId: tenant.id,
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000),
  });
  const link = `${config.publicUrl}/${tenant.slug}/user/reset-password?token=${token}`;
  mailer
    .send({
      to: user.email,
      subject: `Reset your ${tenant.name} password`,
      text:
        `Hello ${user.firstName || ''},\n\nSomeone asked to reset the password of your ${tenant.name} account.\n` +
        `Open this link within 30 minutes to choose a new password:\n\n${link}\n\n` +
        `If it was not you, ignore this email: your password stays as it is.\n`,
    })
    .catch((error: unknown) => log.error({ err: error }, 'password reset mail failed'));
}

export async function changePasswordWithToken(
  db: Database,
  tenant: Tenant,
  input: { token: string; password: string },
): Promise<void> {
  const tokenHash = sha256(input.token);
  const refused = () =>
    new AppError('BAD_REQUEST', 'This reset link is invalid or has expired. Request a new one.');
  // Hashing costs CPU and memory on purpose: a made-up token must not get that far.
  if (!(await repo.findLiveResetToken(db, tenant.id, tokenHash))) throw refused();
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const row = await repo.consumeResetToken(tx as Database, tenant.id, tokenHash);
    if (!row) throw refused();
    await updateUser(tx as Database, tenant.id, row.userId, { passwordHash });
    await repo.expireResetTokensForUser(tx as Database, tenant.id, row.userId);
    await repo.revokeAllForUser(tx as Database, tenant.id, row.userId);
  });
}
