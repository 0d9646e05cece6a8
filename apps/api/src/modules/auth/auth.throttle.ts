import {
  AppError,
  LOGIN_ACCOUNT_DAILY_FAILURES,
  LOGIN_ACCOUNT_WINDOW_SECONDS,
  LOGIN_ADDRESS_MAX_FAILURES,
  LOGIN_THROTTLE_MAX_FAILURES,
  LOGIN_THROTTLE_WINDOW_SECONDS,
} from '@propdesk/shared';
import type { Database } from '../../infra/db';
import { sha256 } from '../../lib/ids';
import * as repo from './auth.repository';

/** A refusal that says when the caller may try again (the route sends Retry-After). */
export class ThrottledError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('TOO_MANY_REQUESTS', message);
  }
}

export const windowStart = (seconds = LOGIN_THROTTLE_WINDOW_SECONDS) =>
  new Date(Date.now() - seconds * 1000);

/** The digest an address is remembered by: the known addresses keep no address itself. */
export const addressHash = (tenantId: number, ip: string) => sha256(`${tenantId}|${ip}`);

const signInKeys = (email: string, ip: string) => ({
  pair: `pair:${email}|${ip}`,
  address: `ip:${ip}`,
  account: `account:${email}`,
  alerted: `alerted:${email}`,
});

/** One sign-in under way: its counted attempt, and whether the account's daily cap is passed. */
export interface SignInAttempt {
  rows: number[];
  keys: ReturnType<typeof signInKeys>;
  /** The account's failures of the day passed its cap: only its known addresses may try. */
  capped: boolean;
}

/** Seconds until the oldest failure counted leaves its window: when the caller may try again. */
function retryAfter(oldest: Date | null, windowSeconds: number): number {
  if (!oldest) return windowSeconds;
  const left = oldest.getTime() + windowSeconds * 1000 - Date.now();
  return Math.max(1, Math.ceil(left / 1000));
}

/**
 * Counts a sign-in before its outcome is known, so a burst cannot outrun the count, and refuses
 * it when this address has failed too often on this account (10 in 15 minutes), or on any
 * account (100 in 15 minutes): a 429 for that address only, never a lock of the account. An
 * account's daily cap is answered by the caller, which knows the account's addresses.
 */
export async function admitSignIn(
  db: Database,
  tenantId: number,
  email: string,
  ip: string,
): Promise<SignInAttempt> {
  const keys = signInKeys(email, ip);
  const rows = await repo.recordAttempts(db, tenantId, [keys.pair, keys.address, keys.account]);
  const [pair, address, account] = await Promise.all([
    repo.recentFailures(db, tenantId, keys.pair, windowStart()),
    repo.recentFailures(db, tenantId, keys.address, windowStart()),
    repo.recentFailures(db, tenantId, keys.account, windowStart(LOGIN_ACCOUNT_WINDOW_SECONDS)),
  ]);
  const over =
    pair.count > LOGIN_THROTTLE_MAX_FAILURES
      ? pair
      : address.count > LOGIN_ADDRESS_MAX_FAILURES
        ? address
        : null;
  if (over) {
    // A refused attempt is not a guess: it must not stretch the wait.
    await repo.deleteAttempts(db, tenantId, rows);
    throw new ThrottledError(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
      retryAfter(over.oldest, LOGIN_THROTTLE_WINDOW_SECONDS),
    );
  }
  return { rows, keys, capped: account.count > LOGIN_ACCOUNT_DAILY_FAILURES };
}

/** The refusal of an address the account has never signed in from, past the daily cap. */
export async function refuseNewAddress(
  db: Database,
  tenantId: number,
  attempt: SignInAttempt,
): Promise<never> {
  await repo.deleteAttempts(db, tenantId, attempt.rows);
  const { oldest } = await repo.recentFailures(
    db,
    tenantId,
    attempt.keys.account,
    windowStart(LOGIN_ACCOUNT_WINDOW_SECONDS),
  );
  throw new ThrottledError(
    'Too many failed sign-in attempts on this account today. Sign in from a device you have used before, or try again tomorrow.',
    retryAfter(oldest, LOGIN_ACCOUNT_WINDOW_SECONDS),
  );
}

/** True the first time in a day an account's owner is to be told of an attack. */
export async function firstAlertToday(
  db: Database,
  tenantId: number,
  attempt: SignInAttempt,
): Promise<boolean> {
  const since = windowStart(LOGIN_ACCOUNT_WINDOW_SECONDS);
  const key = attempt.keys.alerted;
  const [row] = await repo.recordAttempts(db, tenantId, [key]);
  const { count } = await repo.recentFailures(db, tenantId, key, since);
  if (count === 1) return true;
  // Told already (or another process is telling them now): keep one row of the day.
  await repo.deleteAttempts(db, tenantId, row === undefined ? [] : [row]);
  return false;
}

/** A successful sign-in: its attempt and its address's failures on the account are forgotten. */
export async function signedIn(
  db: Database,
  tenantId: number,
  userId: number,
  ip: string,
  attempt: SignInAttempt,
): Promise<void> {
  await repo.deleteAttempts(db, tenantId, attempt.rows);
  // The account's daily count stays: the owner signing in must not hand a guesser a fresh 100.
  await repo.clearFailures(db, tenantId, attempt.keys.pair);
  await repo.rememberAddress(db, tenantId, userId, addressHash(tenantId, ip));
}

/** Rows older than the longest window count for nothing: keep the table small. */
export const pruneFailures = (db: Database) =>
  repo.pruneFailures(db, windowStart(LOGIN_ACCOUNT_WINDOW_SECONDS));
