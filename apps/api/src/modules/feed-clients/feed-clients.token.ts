import { timingSafeEqual } from 'node:crypto';
import { FEED_SCOPES, type FeedScope } from '@propdesk/shared';
import { FEED_TOKEN_TTL_SECONDS, signFeedToken } from '../../infra/feed-auth';
import type { Tenant } from '../../infra/tenant';
import { sha256 } from '../../lib/ids';
import * as repo from './feed-clients.repository';
import type { OAUTH_ERRORS } from './feed-clients.schemas';
import type { FeedClientsContext } from './feed-clients.service';

type OAuthErrorCode = (typeof OAUTH_ERRORS)[number];

/**
 * An error of the token endpoint in RFC 6749 §5.2's shape. Its description stays English: the
 * RFC allows printable ASCII only there, and it is read by a partner's developer.
 */
export class OAuthError extends Error {
  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
    readonly status: 400 | 401 | 404 | 429 | 500 = error === 'invalid_client' ? 401 : 400,
    /** With 429: the seconds until the caller may ask again (Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(description);
  }
}

/** The token request's parameters and how the client authenticated (RFC 6749 §2.3.1). */
export interface TokenRequest {
  grantType?: string | undefined;
  scope?: string | undefined;
  body: { clientId?: string | undefined; clientSecret?: string | undefined };
  /** The decoded HTTP Basic credentials, if the request sent them. */
  basic?: { clientId: string; clientSecret: string } | undefined;
}

/** Decodes `Authorization: Basic …` (client id and secret form-encoded, then base64). */
export function basicCredentials(header: string | undefined) {
  const encoded = header && /^Basic +([A-Za-z0-9+/=]+) *$/i.exec(header)?.[1];
  if (!header || !/^Basic\b/i.test(header)) return undefined;
  const decoded = encoded ? Buffer.from(encoded, 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  if (colon < 0) throw new OAuthError('invalid_client', 'The Basic credentials are malformed');
  const formDecode = (s: string) => decodeURIComponent(s.replaceAll('+', ' '));
  try {
    return {
      clientId: formDecode(decoded.slice(0, colon)),
      clientSecret: formDecode(decoded.slice(colon + 1)),
    };
  } catch {
    throw new OAuthError('invalid_client', 'The Basic credentials are malformed');
  }
}

const dummyHash = Buffer.from(sha256('not a client secret'), 'hex');

function sameSecret(secretHash: string | undefined, secret: string): boolean {
  const given = Buffer.from(sha256(secret), 'hex');
  const kept = secretHash ? Buffer.from(secretHash, 'hex') : dummyHash;
  return timingSafeEqual(given, kept) && !!secretHash;
}

/**
 * OAuth2 client credentials (RFC 6749 §4.4) for the site's feed: a token of an hour for a client
 * of this site that is in use, with its scopes or the part of them asked for. No access check:
 * the client's secret is the check.
 */
export async function issueFeedToken(ctx: FeedClientsContext, tenant: Tenant, input: TokenRequest) {
  if (input.basic && (input.body.clientId !== undefined || input.body.clientSecret !== undefined)) {
    throw new OAuthError(
      'invalid_request',
      'Authenticate the client one way: HTTP Basic or client_id and client_secret in the body',
    );
  }
  if (!input.grantType) throw new OAuthError('invalid_request', 'grant_type is required');
  if (input.grantType !== 'client_credentials') {
    throw new OAuthError(
      'unsupported_grant_type',
      'Only grant_type=client_credentials is supported',
    );
  }
  const credentials = input.basic ?? input.body;
  if (!credentials.clientId || !credentials.clientSecret) {
    throw new OAuthError('invalid_client', 'Send the client_id and client_secret');
  }
  const client = await repo.findByClientId(ctx.db, tenant.id, credentials.clientId);
  if (!sameSecret(client?.secretHash, credentials.clientSecret) || !client || client.revokedAt) {
    throw new OAuthError('invalid_client', 'Unknown client, wrong secret or revoked client');
  }
  const scopes = grantedScopes(client.scopes, input.scope);
  const token = await signFeedToken(ctx.config, {
    publicId: client.publicId,
    tenant: tenant.slug,
    scopes,
  });
  return {
    clientPublicId: client.publicId,
    answer: {
      access_token: token,
      token_type: 'Bearer' as const,
      expires_in: FEED_TOKEN_TTL_SECONDS,
      scope: scopes.join(' '),
    },
  };
}

/** The client's scopes, or those asked for (RFC 6749 §3.3); asking for others is invalid_scope. */
function grantedScopes(own: FeedScope[], asked: string | undefined): FeedScope[] {
  if (asked === undefined || asked.trim() === '') return FEED_SCOPES.filter((s) => own.includes(s));
  const names = asked.split(' ').filter(Boolean);
  const unknown = names.filter((name) => !(own as string[]).includes(name));
  if (unknown.length) {
    throw new OAuthError(
      'invalid_scope',
      `This client may not ask for: ${unknown
        .join(' ')
        .replace(/[^\x20-\x21\x23-\x5b\x5d-\x7e]/g, '?')
        .slice(0, 200)}`,
    );
  }
  return FEED_SCOPES.filter((s) => names.includes(s));
}
