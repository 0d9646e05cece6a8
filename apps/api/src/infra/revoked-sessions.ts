import type { FastifyBaseLogger } from 'fastify';

/**
 * Reads the sessions (refresh token families) whose end was recorded within the last `withinMs`,
 * by the database's clock, across every site.
 */
export type SessionsEndedWithin = (withinMs: number) => Promise<string[]>;

/**
 * The sessions ended (logout, a revoked session, sign-out everywhere, a password reset) within
 * the last access-token lifetime, so that their access tokens are refused within a second on
 * every server process without a database round trip per request. A request looks at the
 * database when this process last looked more than CHECK_MS ago (the requests that arrive
 * meanwhile share that look), asking only for what ended since the previous look plus OVERLAP_MS,
 * which covers a revocation whose transaction committed late. This process's own revocations
 * count at once. A session is forgotten a lifetime after it was seen: every access token issued
 * to it before its end has expired by then.
 */
export class RevokedSessions {
  static readonly CHECK_MS = 1000;
  static readonly OVERLAP_MS = 30_000;
  /** Session id → when this process learned of its end. */
  private ended = new Map<string, number>();
  private lookedAt = -Infinity;
  private looking: Promise<void> | undefined;
  private lastPrune = 0;

  constructor(
    private readonly read: SessionsEndedWithin,
    /** The access tokens' lifetime: what ended earlier no longer has a live token. */
    private readonly keepMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Sessions this process ended: refused here at once, before the next look. */
  add(sessionIds: Iterable<string>): void {
    const now = Date.now();
    for (const id of sessionIds) this.ended.set(id, now);
  }

  /**
   * Undefined when the last look is recent enough (nearly every request); otherwise the look
   * under way. A clock set back counts as due, or the look would wait for the clock to catch up.
   */
  check(): Promise<void> | undefined {
    const age = Date.now() - this.lookedAt;
    if (age >= 0 && age < RevokedSessions.CHECK_MS) return undefined;
    this.looking ??= this.look();
    return this.looking;
  }

  isEnded(sessionId: string): boolean {
    return this.ended.has(sessionId);
  }

  private async look(): Promise<void> {
    const startedAt = Date.now();
    const sinceLast = startedAt - this.lookedAt;
    const withinMs = Number.isFinite(sinceLast)
      ? Math.min(this.keepMs, sinceLast + RevokedSessions.OVERLAP_MS)
      : this.keepMs;
    try {
      this.add(await this.read(withinMs));
      this.lookedAt = startedAt;
      this.prune(startedAt);
    } catch (error) {
      // Requests go on with what is known; the next request looks again rather than a second on,
      // and the next look reaches back to the last one that worked.
      this.log.warn({ err: error }, 'could not read the ended sessions');
    } finally {
      this.looking = undefined;
    }
  }

  private prune(now: number): void {
    if (now - this.lastPrune < RevokedSessions.OVERLAP_MS) return;
    this.lastPrune = now;
    for (const [id, seenAt] of this.ended) {
      if (now - seenAt > this.keepMs + RevokedSessions.OVERLAP_MS) this.ended.delete(id);
    }
  }
}
