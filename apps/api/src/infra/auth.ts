import { webcrypto } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError, ROLES, type AccessTokenClaims, type Role } from '@propdesk/shared';
import type { Config } from '../config';
import { boundedCache } from './cache';
import { feedAuthentication, type FeedClientLookups } from './feed-auth';
import { accountsVersion, RecentAccounts } from './recent-accounts';
import type { RevokedSessions } from './revoked-sessions';

/** Who is calling: the verified token, resolved against the users table. */
export interface Actor {
  userId: number;
  publicId: string;
  tenantId: number;
  tenant: string;
  email: string;
  roles: Role[];
  agentId?: string;
  customerId?: string;
  /** The session (refresh token family) of the caller's token, when it names one. */
  sessionId?: string;
  /**
   * The caller's address (Fastify's request.ip, which honours X-Forwarded-For only when
   * TRUST_PROXY is set), for the audit log. Absent for actors made outside a request.
   */
  ip?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'required' (default): a valid token; 'optional': use one if sent; 'public': ignore it;
     * 'feed': a feed access token of one of the site's feed clients, not revoked (sets
     * request.feedClient; see feed-auth.ts). A dashboard token is refused there, and a feed
     * token everywhere else.
     */
    auth?: 'required' | 'optional' | 'public' | 'feed';
    /**
     * 'recent': the caller's account may come from a look-up of the last seconds, which a change
     * to its access voids in every process within about a second (RecentAccounts); for reads that
     * are answered so often that the look-up is most of their cost. Default 'fresh': read per call.
     */
    account?: 'fresh' | 'recent';
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/**
 * The HMAC key, imported once per secret: jose would otherwise import it from the raw bytes on
 * every signature and verification, a measurable share of each signed-in request.
 */
const hmacKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function hmacKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    hmacKeys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(config: Config, claims: AccessTokenClaims): Promise<string> {
  const { sub, ...rest } = claims;
  return new SignJWT({ ...rest })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + config.accessTokenTtlSeconds)
    .sign(await hmacKey(config.jwtSecret));
}

/**
 * Tokens verified already, with their claims, until they expire: checking the HMAC through
 * WebCrypto is a thread-pool round trip and about a tenth of a signed-in read's CPU. A token's
 * claims cannot change before it expires, so the answer is the same.
 */
const verifiedTokens = new WeakMap<Uint8Array, ReturnType<typeof tokenCache>>();
const VERIFIED_TOKENS_MAX = 10_000;
interface VerifiedToken {
  claims: AccessTokenClaims;
  expiresAtMs: number;
}
const tokenCache = () => boundedCache<string, VerifiedToken>({ max: VERIFIED_TOKENS_MAX });

async function verifyAccessToken(config: Config, token: string): Promise<AccessTokenClaims> {
  let verified = verifiedTokens.get(config.jwtSecret);
  if (!verified) verifiedTokens.set(config.jwtSecret, (verified = tokenCache()));
  const hit = verified.get(token);
  if (hit && Date.now() < hit.expiresAtMs) return hit.claims;
  const checked = await verifySignedToken(config, token);
  // Kept until the token expires, and never past it (the check above holds to the millisecond).
  verified.set(token, checked, { ttl: Math.max(1, checked.expiresAtMs - Date.now()) });
  return checked.claims;
}

async function verifySignedToken(config: Config, token: string): Promise<VerifiedToken> {
  try {
    // HS256 is pinned: tokens with alg "none" or any other algorithm are refused.
    const key = await hmacKey(config.jwtSecret);
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    const roles = Array.isArray(payload.roles)
      ? payload.roles.filter((r): r is Role => (ROLES as readonly string[]).includes(r as string))
      : [];
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.tenant !== 'string' ||
      typeof payload.exp !== 'number'
    ) {
      throw new Error();
    }
    const claims: AccessTokenClaims = {
      sub: payload.sub,
      tenant: payload.tenant,
      email: typeof payload.email === 'string' ? payload.email : '',
      roles,
      ...(typeof payload.agentId === 'string' && { agentId: payload.agentId }),
      ...(typeof payload.customerId === 'string' && { customerId: payload.customerId }),
      ...(typeof payload.sid === 'string' && { sid: payload.sid }),
    };
    return { claims, expiresAtMs: payload.exp * 1000 };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) {
      throw new AppError('TOKEN_INVALID', 'Your session has expired. Please sign in again.');
    }
    throw new AppError('TOKEN_INVALID', 'Invalid access token. Please sign in again.');
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const token = /^Bearer +(\S+) *$/i.exec(header)?.[1];
  if (!token) {
    throw new AppError('TOKEN_INVALID', 'The Authorization header must be "Bearer <token>"');
  }
  return token;
}

/** The account a token names, as the users module reads it (app.ts hands the look-up over). */
interface ActorAccount {
  id: number;
  roles: string[];
  email: string;
}

/** Finds the account with `publicId` on the site `tenantId`; every signed-in request runs it. */
export type FindActorAccount = (
  tenantId: number,
  publicId: string,
) => Promise<ActorAccount | undefined>;

export function registerAuth(
  app: FastifyInstance,
  config: Config,
  findAccount: FindActorAccount,
  feedClients: FeedClientLookups,
  endedSessions: RevokedSessions,
): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('feedClient', null);
  const feed = feedAuthentication(config, feedClients);
  const recent = new RecentAccounts((tenantId) => accountsVersion(app.db, tenantId), app.log);
  app.addHook('preValidation', async (request, reply) => {
    const route = request.routeOptions;
    const mode = route.config?.auth ?? 'required';
    const url = route.url;
    if (mode === 'public' || !url) return;
    if (mode === 'feed') return feed(request, reply);
    const token = bearerToken(request);
    if (!token) {
      if (mode === 'optional') return;
      throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
    }
    const claims = await verifyAccessToken(config, token);
    if (claims.sid) {
      const looking = endedSessions.check();
      if (looking) await looking;
      if (endedSessions.isEnded(claims.sid)) {
        throw new AppError('TOKEN_INVALID', 'Your session has ended. Please sign in again.');
      }
    }
    const tenant = request.tenant;
    if (!tenant || claims.tenant !== tenant.slug) {
      throw new AppError('TENANT_MISMATCH', 'This session belongs to another site');
    }
    const lookUp = () => findAccount(tenant.id, claims.sub);
    const user =
      route.config?.account === 'recent'
        ? await recent.find(tenant.id, claims.sub, lookUp)
        : await lookUp();
    if (!user) throw new AppError('TOKEN_INVALID', 'Your account no longer exists');
    request.actor = {
      userId: user.id,
      publicId: claims.sub,
      ...(claims.sid && { sessionId: claims.sid }),
      tenantId: tenant.id,
      tenant: tenant.slug,
      email: user.email,
      roles: user.roles as Role[],
      ...(claims.agentId && { agentId: claims.agentId }),
      ...(claims.customerId && { customerId: claims.customerId }),
      ip: request.ip,
    };
  });
}

export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
  return request.actor;
}
