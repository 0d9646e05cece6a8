import { AppError, REFRESH_TOKEN_TTL_SECONDS, type Role, type TokenPair } from '@propdesk/shared';
import { signAccessToken, type Actor } from '../../infra/auth';
import type { RevokedSessions } from '../../infra/revoked-sessions';
import type { Tenant } from '../../infra/tenant';
import { newPublicId, newSecretToken, sha256 } from '../../lib/ids';
import type { UserRow } from '../users';
import { deviceOf, USER_AGENT_MAX, type Device } from './auth.devices';
import * as repo from './auth.repository';
import type { AuthContext } from './auth.context';

/** Where a token pair is going: the device's User-Agent and the client's address. */
export interface Client {
  userAgent?: string | undefined;
  ip: string;
}

export interface Session {
  id: string;
  device: Device;
  /** ISO 3166-1 code of the country of the address it last refreshed from, or null. */
  country: string | null;
  signedInAt: string;
  /** The last refresh (or the sign-in, before any). */
  lastSeenAt: string;
  /** The session of the caller's own token. */
  current: boolean;
}

async function countryOf(ctx: AuthContext, ip: string): Promise<string | null> {
  try {
    return await ctx.countryOf(ip);
  } catch (error) {
    // The place is a hint in a list: a failed look-up must not refuse a sign-in.
    ctx.log.warn({ err: error }, 'could not locate a session address');
    return null;
  }
}

/** A new pair for the session `familyId` (a new session when none is given). */
export async function issueTokens(
  ctx: AuthContext,
  tenant: Tenant,
  user: UserRow,
  client: Client,
  familyId = newPublicId(),
): Promise<TokenPair> {
  const roles = user.roles as Role[];
  const token = await signAccessToken(ctx.config, {
    sub: user.publicId,
    tenant: tenant.slug,
    email: user.email,
    roles,
    sid: familyId,
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
    userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) || null,
    country: await countryOf(ctx, client.ip),
  });
  return { token, refreshToken };
}

/**
 * Sessions ended in the database: this process refuses their access tokens at once, the others
 * within a second (RevokedSessions).
 */
export function sessionsEnded(ctx: { endedSessions: RevokedSessions }, ids: string[]): number {
  ctx.endedSessions.add(ids);
  return ids.length;
}

/**
 * Logout: ends the session of the refresh token presented. The token is the proof, so no access
 * token is needed (it may have expired); an unknown, used or ended token answers the same, so the
 * answer tells nothing about a token.
 */
export async function signOut(
  ctx: AuthContext,
  _actor: Actor | null,
  tenant: Tenant,
  presented: string,
): Promise<void> {
  const row = await repo.findRefreshToken(ctx.db, tenant.id, sha256(presented));
  if (!row) return;
  sessionsEnded(ctx, await repo.revokeFamily(ctx.db, tenant.id, row.familyId));
}

/** The caller's own live sessions; nobody sees another person's. */
export async function listSessions(
  ctx: AuthContext,
  actor: Actor,
  tenant: Tenant,
): Promise<Session[]> {
  const rows = await repo.listUserSessions(ctx.db, tenant.id, actor.userId);
  return rows
    .filter((row) => !ctx.endedSessions.isEnded(row.id))
    .map((row) => ({
      id: row.id,
      device: deviceOf(row.userAgent),
      country: row.country,
      signedInAt: new Date(row.signedInAt).toISOString(),
      lastSeenAt: new Date(row.lastSeenAt).toISOString(),
      current: row.id === actor.sessionId,
    }));
}

/** Ends one of the caller's own sessions; another person's is answered as unknown (404). */
export async function revokeSession(
  ctx: AuthContext,
  actor: Actor,
  tenant: Tenant,
  sessionId: string,
): Promise<void> {
  const ended = await repo.revokeUserSession(ctx.db, tenant.id, actor.userId, sessionId);
  if (!ended.length) throw new AppError('NOT_FOUND', 'Session not found');
  sessionsEnded(ctx, ended);
}

/**
 * "Sign out of all other devices": ends every session of the caller but the one of the token it
 * calls with, which Logout ends (docs/decisions.md, Sessions). Answers how many ended.
 */
export async function signOutOtherSessions(
  ctx: AuthContext,
  actor: Actor,
  tenant: Tenant,
): Promise<number> {
  return sessionsEnded(
    ctx,
    await repo.revokeAllForUser(ctx.db, tenant.id, actor.userId, actor.sessionId),
  );
}
