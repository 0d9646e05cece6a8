import { jwtDecode } from 'jwt-decode';
import type { SignedAccessTokenClaims } from '@propdesk/shared';

/** Why a stored token could not be used (spec section 8). */
export type SessionErrorKind = 'not-a-user' | 'another-error';

/** The error's name in logs and stack traces. */
const ERROR_NAME = 'SessionError';

export class SessionError extends Error {
  constructor(readonly kind: SessionErrorKind) {
    super(kind);
    this.name = ERROR_NAME;
  }
}

/**
 * What the dashboard reads from the access token: the shared claims, with the roles kept as the
 * token sends them, so a role this dashboard does not know yet is carried rather than refused.
 */
export type TokenClaims = Omit<SignedAccessTokenClaims, 'roles'> & { roles: string[] };

/** Reads an access token; throws SessionError('not-a-user' | 'another-error') when it cannot. */
export function readToken(token: string): TokenClaims {
  // Nothing in a token is trusted to have the shape the API signs: every claim is checked.
  let payload: { [claim in keyof SignedAccessTokenClaims]?: unknown };
  try {
    payload = jwtDecode(token);
  } catch {
    throw new SessionError('another-error');
  }
  const { sub, email, tenant, roles, agentId, customerId, exp, iat } = payload;
  if (typeof exp !== 'number') throw new SessionError('another-error');
  if (
    typeof sub !== 'string' ||
    typeof email !== 'string' ||
    !email ||
    typeof tenant !== 'string'
  ) {
    throw new SessionError('not-a-user');
  }
  return {
    sub,
    email,
    tenant,
    roles: Array.isArray(roles) ? roles.map(String) : [],
    ...(typeof agentId === 'string' && { agentId }),
    ...(typeof customerId === 'string' && { customerId }),
    exp,
    ...(typeof iat === 'number' && { iat }),
  };
}
