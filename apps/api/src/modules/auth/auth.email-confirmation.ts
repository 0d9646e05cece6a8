import { AppError, EMAIL_CONFIRMATION_TTL_SECONDS } from '@propdesk/shared';
import type { Actor } from '../../infra/auth';
import { inTransaction } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { newSecretToken, sha256 } from '../../lib/ids';
import { findAccountById, updateAccount, type UserRow } from '../users';
import { confirmationNotice } from './auth.notices';
import * as repo from './auth.confirmation.repository';
import { countRecentFailures, recordAttempts } from './auth.repository';
import type { AuthContext } from './auth.context';
import { windowStart } from './auth.throttle';

/** Confirmation mails for one account within the throttle window, as for password resets. */
const CONFIRMATION_MAILS_PER_WINDOW = 5;

const INVALID_LINK =
  'This confirmation link is invalid or has expired. Sign in to ask for a new one.';
const USED_LINK = 'This confirmation link has already been used: your email address is confirmed.';

/**
 * Queues a mail with a new confirmation link to the account's address, in the transaction of
 * `ctx` (a sign-up's, so the mail goes only if the account is kept). No access check: callers
 * are the sign-up, for the account it makes, and the signed-in owner asking again.
 */
export async function sendEmailConfirmation(
  ctx: AuthContext,
  tenant: Tenant,
  user: Pick<UserRow, 'id' | 'publicId' | 'email' | 'firstName' | 'language'>,
): Promise<void> {
  const token = newSecretToken();
  await repo.insertConfirmationToken(ctx.db, {
    tenantId: tenant.id,
    userId: user.id,
    email: user.email,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + EMAIL_CONFIRMATION_TTL_SECONDS * 1000),
  });
  const link = `${ctx.config.publicUrl}/${tenant.slug}/user/confirm-email?token=${token}`;
  await ctx.queueNotice(ctx.db, tenant.id, confirmationNotice(tenant, user, link));
  // The sign-up's mail counts toward the limit on asking again.
  await recordAttempts(ctx.db, tenant.id, [`confirm:${user.email}`]);
}

/** The signed-in owner of an unconfirmed address asks for the link again (limited). */
export async function resendEmailConfirmation(
  ctx: AuthContext,
  actor: Actor,
  tenant: Tenant,
): Promise<{ message: string }> {
  const user = await findAccountById(ctx, tenant, actor.userId);
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  if (user.emailConfirmedAt) {
    throw new AppError('CONFLICT', 'Your email address is already confirmed.');
  }
  const key = `confirm:${user.email}`;
  if (
    (await countRecentFailures(ctx.db, tenant.id, key, windowStart())) >=
    CONFIRMATION_MAILS_PER_WINDOW
  ) {
    throw new AppError(
      'TOO_MANY_REQUESTS',
      'We have sent several links already. Please wait 15 minutes before asking again.',
    );
  }
  await inTransaction(ctx, (tx) => sendEmailConfirmation(tx, tenant, user));
  return {
    message: `We have sent a new link to ${user.email}. Open it within ${EMAIL_CONFIRMATION_TTL_SECONDS / 3600} hours.`,
  };
}

/**
 * Anyone holding a live link confirms the address it was sent to. A customer's confirmed
 * address then collects the site's guest requests sent with it, in the same transaction: a
 * second click (or tab) finds the link used and changes nothing.
 */
export async function confirmEmail(
  ctx: AuthContext,
  _actor: Actor | null,
  tenant: Tenant,
  token: string,
): Promise<{ message: string; joined: number }> {
  const tokenHash = sha256(token);
  return inTransaction(ctx, async (tx) => {
    const row = await repo.consumeConfirmationToken(tx.db, tenant.id, tokenHash);
    if (!row) {
      const seen = await repo.findConfirmationToken(tx.db, tenant.id, tokenHash);
      throw seen?.usedAt
        ? new AppError('CONFLICT', USED_LINK)
        : new AppError('BAD_REQUEST', INVALID_LINK);
    }
    const user = await findAccountById(tx, tenant, row.userId);
    // A link confirms only the address it was sent to.
    if (!user || user.email !== row.email) throw new AppError('BAD_REQUEST', INVALID_LINK);
    if (!user.emailConfirmedAt) {
      await updateAccount(tx, tenant, user.id, { emailConfirmedAt: new Date() });
    }
    await repo.expireConfirmationTokensForUser(tx.db, tenant.id, user.id);
    const joined = user.roles.includes('CUSTOMER') ? await tx.joinGuestLeads(tx, tenant, user) : 0;
    return { message: 'Your email address is confirmed.', joined };
  });
}
