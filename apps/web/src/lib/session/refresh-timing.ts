import { TOKEN_REFRESH_LEAD_SECONDS } from '@propdesk/shared';
import type { TokenClaims } from './token';

/** Longest delay setTimeout accepts. */
const MAX_DELAY_MS = 2_147_483_647;
/** After a network failure the refresh is tried again this much later. */
export const RETRY_AFTER_NETWORK_ERROR_MS = 30_000;
/** How long to wait for another tab's rotated pair before deciding a refresh really failed. */
export const OTHER_TAB_WAIT_MS = 1_000;

/**
 * Milliseconds until a token received at `receivedAt` (local time) is refreshed: its lifetime
 * (exp − iat, from the server's clock) less TOKEN_REFRESH_LEAD_SECONDS, counted from arrival, so
 * a client clock that is off does not matter. Without iat, exp is read against the local clock.
 */
export function refreshDelay(
  receivedAt: number,
  claims: Pick<TokenClaims, 'exp' | 'iat'>,
  now: number,
): number {
  const dueAt =
    claims.iat !== undefined
      ? receivedAt + (claims.exp - claims.iat - TOKEN_REFRESH_LEAD_SECONDS) * 1000
      : (claims.exp - TOKEN_REFRESH_LEAD_SECONDS) * 1000;
  return Math.min(Math.max(0, dueAt - now), MAX_DELAY_MS);
}
