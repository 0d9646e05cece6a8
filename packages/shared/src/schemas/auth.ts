import { z } from 'zod';
import type { Role } from '../constants';

/** What POST /auth/authenticate and POST /auth/refreshToken answer. */
export const tokenPairSchema = z.object({
  token: z
    .string()
    .describe('Access token (JWT, HS256): sub, agentId or customerId, roles, tenant, exp'),
  refreshToken: z.string().describe('Single use: each refresh returns a new one'),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** The claims of an access token the API signs and the dashboard reads. */
export interface AccessTokenClaims {
  /** The user's public id. */
  sub: string;
  /** The site's slug. */
  tenant: string;
  email: string;
  roles: Role[];
  /** Agents: the agent's public id (the user's). */
  agentId?: string;
  /** Customers: the customer's public id (the user's). */
  customerId?: string;
  /** The session (refresh token family) the token was issued to: ending it refuses the token. */
  sid?: string;
}

/** The claims as read back from a signed token, with its times (seconds since the epoch). */
export interface SignedAccessTokenClaims extends AccessTokenClaims {
  exp: number;
  iat?: number;
}
