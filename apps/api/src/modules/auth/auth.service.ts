import {
  AppError,
  LOGIN_ACCOUNT_DAILY_FAILURES,
  RESET_TOKEN_TTL_SECONDS,
  type TokenPair,
} from '@propdesk/shared';
import type { Actor } from '../../infra/auth';
import { inTransaction, type ModuleContext } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { newSecretToken, sha256 } from '../../lib/ids';
import { hashPassword, timingSafeMiss, verifyPassword } from '../../lib/passwords';
import {
  effectiveLanguage,
  findAccountByEmail,
  findAccountById,
  passwordRefusal,
  updateAccount,
} from '../users';
import type { AuthContext } from './auth.context';
import { resetMail } from './auth.mails';
import { signInAttackNotice } from './auth.notices';
import * as repo from './auth.repository';
import { issueTokens, sessionsEnded, type Client } from './auth.sessions';
import * as throttle from './auth.throttle';

export type { AuthContext } from './auth.context';

/** A refresh token presented again within this window is a race between tabs, not theft. */
const REUSE_GRACE_MS = 10_000;
const RESET_REQUESTS_PER_WINDOW = 5;

export async function authenticate(
  ctx: AuthContext,
  _actor: Actor | null,
  tenant: Tenant,
  input: { username: string; password: string } & Client,
): Promise<TokenPair> {
  const email = input.username.trim().toLowerCase();
  const attempt = await throttle.admitSignIn(ctx.db, tenant.id, email, input.ip);
  const user = await findAccountByEmail(ctx, tenant, email);
  if (attempt.capped) {
    const known =
      user &&
      (await repo.isKnownAddress(
        ctx.db,
        tenant.id,
        user.id,
        throttle.addressHash(tenant.id, input.ip),
      ));
    if (!known) {
      if (user) await tellOwnerOfAttack(ctx, tenant, user, attempt);
      await throttle.refuseNewAddress(ctx.db, tenant.id, attempt);
    }
  }
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await timingSafeMiss(input.password);
  if (!user || !ok) {
    await throttle.pruneFailures(ctx.db);
    throw new AppError('INVALID_CREDENTIALS', 'Invalid credentials');
  }
  await throttle.signedIn(ctx.db, tenant.id, user.id, input.ip, attempt);
  // Guest requests sent since with a confirmed customer's address join the account now.
  if (user.emailConfirmedAt && user.roles.includes('CUSTOMER')) {
    await ctx.joinGuestLeads(ctx, tenant, user);
  }
  return issueTokens(ctx, tenant, user, input);
}

/** Once a day at most: the owner learns of the guessing, and that their usual places still work. */
async function tellOwnerOfAttack(
  ctx: AuthContext,
  tenant: Tenant,
  user: NonNullable<Awaited<ReturnType<typeof findAccountByEmail>>>,
  attempt: throttle.SignInAttempt,
): Promise<void> {
  if (!(await throttle.firstAlertToday(ctx.db, tenant.id, attempt))) return;
  const resetLink = `${ctx.config.publicUrl}/${tenant.slug}/user/forgot-password`;
  await ctx.queueNotice(
    ctx.db,
    tenant.id,
    signInAttackNotice(tenant, user, LOGIN_ACCOUNT_DAILY_FAILURES, resetLink),
  );
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
  const since = throttle.windowStart();
  if ((await repo.countRecentFailures(ctx.db, tenant.id, key, since)) > ctx.config.signupLimit) {
    await repo.deleteAttempts(ctx.db, tenant.id, attempt);
    throw new AppError(
      'TOO_MANY_REQUESTS',
      'Too many sign-ups from this address. Please wait 15 minutes and try again.',
    );
  }
  await throttle.pruneFailures(ctx.db);
}

export async function refresh(
  ctx: AuthContext,
  _actor: Actor | null,
  tenant: Tenant,
  presented: string,
  client: Client,
): Promise<TokenPair> {
  const invalid = () =>
    new AppError('TOKEN_INVALID', 'Your session has ended. Please sign in again.');
  const row = await repo.findRefreshToken(ctx.db, tenant.id, sha256(presented));
  if (!row || row.revokedAt || row.familyEnded) throw invalid();
  if (row.usedAt) {
    const raced = Date.now() - row.usedAt.getTime() < REUSE_GRACE_MS;
    if (!raced) sessionsEnded(ctx, await repo.revokeFamily(ctx.db, tenant.id, row.familyId));
    throw invalid();
  }
  if (row.expiresAt.getTime() <= Date.now()) throw invalid();
  if (!(await repo.markRefreshTokenUsed(ctx.db, tenant.id, row.id))) throw invalid();
  const user = await findAccountById(ctx, tenant, row.userId);
  if (!user) throw invalid();
  return issueTokens(ctx, tenant, user, client, row.familyId);
}

export const RESET_REQUEST_ANSWER =
  'If an account exists for that email, we have sent a link to reset the password.';

/**
 * Answers alike whether or not the account exists: the only work before the answer is the
 * per-address limit, which never looks at the account; the look-up, the per-account limit and
 * the mail run after the answer has gone (ctx.afterAnswer). 429 past RESET_LIMIT_PER_ADDRESS
 * requests from one address within 15 minutes.
 */
export async function requestPasswordReset(
  ctx: AuthContext,
  _actor: Actor | null,
  tenant: Tenant,
  email: string,
  ip: string,
): Promise<void> {
  const key = `reset-ip:${ip}`;
  const attempt = await repo.recordAttempts(ctx.db, tenant.id, [key]);
  const since = throttle.windowStart();
  if (
    (await repo.countRecentFailures(ctx.db, tenant.id, key, since)) >
    ctx.config.resetLimitPerAddress
  ) {
    await repo.deleteAttempts(ctx.db, tenant.id, attempt);
    throw new AppError(
      'TOO_MANY_REQUESTS',
      'Too many password reset requests from this address. Please wait 15 minutes and try again.',
    );
  }
  ctx.afterAnswer.run(() => sendResetLink(ctx, tenant, email));
}

/** The reset link to the account with `email`, if there is one and it has not had 5 lately. */
async function sendResetLink(ctx: AuthContext, tenant: Tenant, email: string): Promise<void> {
  const user = await findAccountByEmail(ctx, tenant, email);
  if (!user) return;
  const key = `reset:${email}`;
  if (
    (await repo.countRecentFailures(ctx.db, tenant.id, key, throttle.windowStart())) >=
    RESET_REQUESTS_PER_WINDOW
  ) {
    ctx.log.warn({ tenant: tenant.slug }, 'password reset requests throttled');
    return;
  }
  await repo.recordFailures(ctx.db, tenant.id, [key]);
  await throttle.pruneFailures(ctx.db);
  const token = newSecretToken();
  await repo.insertResetToken(ctx.db, {
    tenantId: tenant.id,
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000),
  });
  const link = `${ctx.config.publicUrl}/${tenant.slug}/user/reset-password?token=${token}`;
  await ctx.mailer.send({
    to: user.email,
    ...resetMail(effectiveLanguage(tenant, user.language), {
      siteName: tenant.name,
      firstName: user.firstName || '',
      link,
    }),
  });
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
  const ended = await inTransaction(ctx, async (tx) => {
    const row = await repo.consumeResetToken(tx.db, tenant.id, tokenHash);
    if (!row) throw refused();
    await updateAccount(tx, tenant, row.userId, { passwordHash });
    await repo.expireResetTokensForUser(tx.db, tenant.id, row.userId);
    return repo.revokeAllForUser(tx.db, tenant.id, row.userId);
  });
  sessionsEnded(ctx, ended);
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
