import {
  AppError,
  LOGIN_THROTTLE_MAX_FAILURES,
  LOGIN_THROTTLE_WINDOW_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  RESET_TOKEN_TTL_SECONDS,
  type Role,
  type TokenPair,
} from '@propdesk/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { signAccessToken, type Actor } from '../../infra/auth';
import { inTransaction, type ModuleContext } from '../../infra/context';
import type { Database } from '../../infra/db';
import type { Mailer } from '../../infra/mailer';
import type { Tenant } from '../../infra/tenant';
import { newPublicId, newSecretToken, sha256 } from '../../lib/ids';
import { hashPassword, timingSafeMiss, verifyPassword } from '../../lib/passwords';
import {
  effectiveLanguage,
  findAccountByEmail,
  findAccountById,
  passwordRefusal,
  updateAccount,
  type UserRow,
} from '../users';
import { resetMail } from './auth.mails';
import type { ConfirmationNotice } from './auth.notices';
import * as repo from './auth.repository';

/** Sign-in, sessions, password resets, email confirmation and the sign-up throttle. */
export interface AuthContext extends ModuleContext {
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Queues a mail in the transaction `db` (the notices module, above this one). */
  queueNotice: (db: Database, tenantId: number, notice: ConfirmationNotice) => Promise<void>;
  /**
   * The leads module's (above this one): a confirmed customer's address collects the site's
   * guest requests sent with it; answers how many joined.
   */
  joinGuestLeads: (
    ctx: ModuleContext,
    tenant: Tenant,
    account: { id: number; email: string },
  ) => Promise<number>;
}

/** A refresh token presented again within this window is a race between tabs, not theft. */
const REUSE_GRACE_MS = 10_000;
const RESET_REQUESTS_PER_WINDOW = 5;

export function windowStart(): Date {
  return new Date(Date.now() - LOGIN_THROTTLE_WINDOW_SECONDS * 1000);
}

async function issueTokens(
  ctx: AuthContext,
  tenant: Tenant,
  user: UserRow,
  familyId = newPublicId(),
): Promise<TokenPair> {
  const roles = user.roles as Role[];
  const token = await signAccessToken(ctx.config, {
    sub: user.publicId,
    tenant: tenant.slug,
    email: user.email,
    roles,
    ...(roles.includes('AGENT') && { agentId: user.publicId }),
    ...(roles.includes('CUSTOMER') && { customerId: user.publicId }),
  });
  const refreshToken = newSecretToken();
  await repo.insertRefreshToken(ctx.db, {
    tenantId: tenant.id,
    userId: user.id,
    familyId,
    tokenHash: sha256(refreshToken),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  return { token, refreshToken };
}

export async function authenticate(
  ctx: AuthContext,
  _actor: Actor | null,
  tenant: Tenant,
  input: { username: string; password: string; ip: string },
): Promise<TokenPair> {
  const email = input.username.trim().toLowerCase();
  const [accountKey, ipKey] = [`account:${email}`, `ip:${input.ip}`];
  const attempt = await repo.recordAttempts(ctx.db, tenant.id, [accountKey, ipKey]);
  const since = windowStart();
  const counts = await Promise.all(
    [accountKey, ipKey].map((k) => repo.countRecentFailures(ctx.db, tenant.id, k, since)),
  );
  if (counts.some((n) => n > LOGIN_THROTTLE_MAX_FAILURES)) {
    // A refused attempt is not a guess: it must not stretch the lock.
    await repo.deleteAttempts(ctx.db, tenant.id, attempt);
    throw new AppError(
      'TOO_MANY_REQUESTS',
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );
  }
  const user = await findAccountByEmail(ctx, tenant, email);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await timingSafeMiss(input.password);
  if (!user || !ok) {
    await repo.pruneFailures(ctx.db, since);
    throw new AppError('INVALID_CREDENTIALS', 'Invalid credentials');
  }
  await repo.deleteAttempts(ctx.db, tenant.id, attempt);
  await repo.clearFailures(ctx.db, tenant.id, accountKey);
  // Guest requests sent since with a confirmed customer's address join the account now.
  if (user.emailConfirmedAt && user.roles.includes('CUSTOMER')) {
    await ctx.joinGuestLeads(ctx, tenant, user);
  }
  return issueTokens(ctx, tenant, user);
}

/**
 * Counts a sign-up from a client address and refuses it over the site's limit: each sign-up
 * costs a password hash, and accounts made in bulk are spam. Counted in the database, like
 * failed sign-ins, so every server process shares the count.
 */
export async function admitSignup(
  ctx: AuthContext,
  _actor: Actor | null,
  tenant: Tenant,
  ip: string,
): Promise<void> {
  const key = `signup:${ip}`;
  const attempt = await repo.recordAttempts(ctx.db, tenant.id, [key]);
  const since = windowStart();
  if ((await repo.countRecentFailures(ctx.db, tenant.id, key, since)) > ctx.config.signupLimit) {
    await repo.deleteAttempts(ctx.db, tenant.id, attempt);
    throw new AppError(
      'TOO_MANY_REQUESTS',
      'Too many sign-ups from this address. Please wait 15 minutes and try again.',
    );
  }
  await repo.pruneFailures(ctx.db, since);
}

export async function refresh(
  ctx: AuthContext,
  _actor: Actor | null,
  tenant: Tenant,
  presented: string,
): Promise<TokenPair> {
  const invalid = () =>
    new AppError('TOKEN_INVALID', 'Your session has ended. Please sign in again.');
  const row = await repo.findRefreshToken(ctx.db, tenant.id, sha256(presented));
  if (!row || row.revokedAt) throw invalid();
  if (row.usedAt) {
    const raced = Date.now() - row.usedAt.getTime() < REUSE_GRACE_MS;
    if (!raced) await repo.revokeFamily(ctx.db, tenant.id, row.familyId);
    throw invalid();
  }
  if (row.expiresAt.getTime() <= Date.now()) throw invalid();
  if (!(await repo.markRefreshTokenUsed(ctx.db, tenant.id, row.id))) throw invalid();
  const user = await findAccountById(ctx, tenant, row.userId);
  if (!user) throw invalid();
  return issueTokens(ctx, tenant, user, row.familyId);
}

export const RESET_REQUEST_ANSWER =
  'If an account exists for that email, we have sent a link to reset the password.';

/** Answers the same whether or not the account exists; the mail goes out in the background. */
export async function requestPasswordReset(
  ctx: AuthContext,
  _actor: Actor | null,
  tenant: Tenant,
  email: string,
  log: FastifyBaseLogger = ctx.log,
): Promise<void> {
  const user = await findAccountByEmail(ctx, tenant, email);
  if (!user) return;
  const key = `reset:${email}`;
  if (
    (await repo.countRecentFailures(ctx.db, tenant.id, key, windowStart())) >=
    RESET_REQUESTS_PER_WINDOW
  ) {
    log.warn({ tenant: tenant.slug }, 'password reset requests throttled');
    return;
  }
  await repo.recordFailures(ctx.db, tenant.id, [key]);
  await repo.pruneFailures(ctx.db, windowStart());
  const token = newSecretToken();
  await repo.insertResetToken(ctx.db, {
    tenantId: tenant.id,
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000),
  });
  const link = `${ctx.config.publicUrl}/${tenant.slug}/user/reset-password?token=${token}`;
  ctx.mailer
    .send({
      to: user.email,
      ...resetMail(effectiveLanguage(tenant, user.language), {
        siteName: tenant.name,
        firstName: user.firstName || '',
        link,
      }),
    })
    .catch((error: unknown) => log.error({ err: error }, 'password reset mail failed'));
}

export async function changePasswordWithToken(
  ctx: AuthContext,
  _actor: Actor | null,
  tenant: Tenant,
  input: { token: string; password: string },
): Promise<void> {
  const tokenHash = sha256(input.token);
  const refused = () =>
    new AppError('BAD_REQUEST', 'This reset link is invalid or has expired. Request a new one.');
  // Hashing costs CPU and memory on purpose: a made-up token must not get that far.
  if (!(await repo.findLiveResetToken(ctx.db, tenant.id, tokenHash))) throw refused();
  const passwordHash = await hashPassword(input.password);
  await inTransaction(ctx, async (tx) => {
    const row = await repo.consumeResetToken(tx.db, tenant.id, tokenHash);
    if (!row) throw refused();
    await updateAccount(tx, tenant, row.userId, { passwordHash });
    await repo.expireResetTokensForUser(tx.db, tenant.id, row.userId);
    await repo.revokeAllForUser(tx.db, tenant.id, row.userId);
  });
}

/**
 * An operator sets a user's password (the CLI): the password rules apply, and every session of
 * the user ends.
 */
export async function setPassword(
  ctx: ModuleContext,
  _actor: Actor | null,
  tenant: Tenant,
  user: { id: number },
  password: string,
): Promise<void> {
  const refusal = passwordRefusal(password);
  if (refusal) throw refusal;
  const passwordHash = await hashPassword(password);
  await inTransaction(ctx, async (tx) => {
    await updateAccount(tx, tenant, user.id, { passwordHash });
    await repo.revokeAllForUser(tx.db, tenant.id, user.id);
  });
}
