import { createHmac, webcrypto } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { AppError, FEED_SCOPES, type FeedScope } from '@propdesk/shared';
import type { Config } from '../config';
import { boundedCache } from './cache';
import { minuteWindows } from './rate-window';

/** The caller of a feed route (`config: { auth: 'feed' }`): a site's feed client. */
export interface FeedClient {
  id: number;
  publicId: string;
  tenantId: number;
  name: string;
  /** What this token grants: the client's scopes, or the part of them it asked for. */
  scopes: FeedScope[];
}

declare module 'fastify' {
  interface FastifyRequest {
    feedClient: FeedClient | null;
  }
}

/** A feed client as the feed-clients module reads it (app.ts hands the look-ups over). */
interface FeedClientRow {
  id: number;
  publicId: string;
  tenantId: number;
  name: string;
  scopes: FeedScope[];
  revokedAt: Date | null;
}

export interface FeedClientLookups {
  /** The client with `publicId` on the site `tenantId`, revoked or not. */
  find(tenantId: number, publicId: string): Promise<FeedClientRow | undefined>;
  /** Records that the client called just now. */
  touch(tenantId: number, id: number): Promise<void>;
}

/** How long a feed access token works (RFC 6749 `expires_in`). */
export const FEED_TOKEN_TTL_SECONDS = 3600;
const AUDIENCE = 'propdesk-reso-feed';
/** last_used_at is written at most this often per client and process. */
const TOUCH_EVERY_MS = 60_000;
const CLIENTS_MAX = 10_000;

/**
 * Feed tokens are signed with a key of their own, derived from JWT_SECRET: a dashboard token
 * never verifies as a feed token, nor a feed token as a dashboard session. Imported once per
 * secret, as the dashboard's key is (auth.ts).
 */
const feedKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function feedKey(config: Config): Promise<webcrypto.CryptoKey> {
  let key = feedKeys.get(config.jwtSecret);
  if (!key) {
    const raw = createHmac('sha256', config.jwtSecret)
      .update('propdesk feed access tokens')
      .digest();
    key = webcrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    feedKeys.set(config.jwtSecret, key);
  }
  return key;
}

export async function signFeedToken(
  config: Config,
  client: { publicId: string; tenant: string; scopes: readonly FeedScope[] },
): Promise<string> {
  return new SignJWT({ tenant: client.tenant, scope: client.scopes.join(' ') })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(client.publicId)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + FEED_TOKEN_TTL_SECONDS)
    .sign(await feedKey(config));
}

const INVALID_TOKEN = 'The feed access token is invalid or has expired';

async function verifyFeedToken(config: Config, token: string) {
  try {
    const { payload } = await jwtVerify(token, await feedKey(config), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
    });
    if (typeof payload.sub !== 'string' || typeof payload.tenant !== 'string') throw new Error();
    const asked = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
    const scopes = FEED_SCOPES.filter((s) => asked.includes(s));
    return { publicId: payload.sub, tenant: payload.tenant, scopes };
  } catch {
    throw new AppError('TOKEN_INVALID', INVALID_TOKEN);
  }
}

/**
 * Checks a feed route's caller: a bearer token the site's token endpoint issued to one of its
 * clients, still in use. Sets request.feedClient, counts the call against the client's limit
 * (FEED_RATE_LIMIT_PER_MINUTE, 429 with Retry-After past it), names the client on the
 * request's log lines and keeps its last use.
 */
export function feedAuthentication(config: Config, lookups: FeedClientLookups) {
  const windows = minuteWindows<number>(CLIENTS_MAX);
  const touched = boundedCache<number, true>({ max: CLIENTS_MAX, ttlMs: TOUCH_EVERY_MS });

  return async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    reply.header('www-authenticate', 'Bearer realm="reso"');
    const header = request.headers.authorization;
    const token = header && /^Bearer +(\S+) *$/i.exec(header)?.[1];
    if (!token) {
      throw new AppError('UNAUTHENTICATED', 'Send a feed access token: Authorization: Bearer');
    }
    const claims = await verifyFeedToken(config, token);
    const tenant = request.tenant;
    if (!tenant || claims.tenant !== tenant.slug)
      throw new AppError('TOKEN_INVALID', INVALID_TOKEN);
    const client = await lookups.find(tenant.id, claims.publicId);
    if (!client) throw new AppError('TOKEN_INVALID', INVALID_TOKEN);
    if (client.revokedAt) throw new AppError('TOKEN_INVALID', 'This feed client has been revoked');
    reply.removeHeader('www-authenticate');

    request.log = reply.log = request.log.child({ feedClient: client.publicId });
    const wait = windows.hit(client.id, config.feedRateLimitPerMinute);
    if (wait) {
      reply.header('retry-after', String(wait));
      throw new AppError(
        'TOO_MANY_REQUESTS',
        'This feed client has made too many calls. Please wait and try again.',
      );
    }
    request.feedClient = {
      id: client.id,
      publicId: client.publicId,
      tenantId: client.tenantId,
      name: client.name,
      scopes: claims.scopes.filter((s) => client.scopes.includes(s)),
    };
    if (!touched.has(client.id)) {
      touched.set(client.id, true);
      await lookups.touch(tenant.id, client.id);
    }
  };
}

/** The caller of a feed route; only `auth: 'feed'` routes have one. */
export function requireFeedClient(request: FastifyRequest): FeedClient {
  if (!request.feedClient) {
    throw new AppError('UNAUTHENTICATED', 'Send a feed access token: Authorization: Bearer');
  }
  return request.feedClient;
}
