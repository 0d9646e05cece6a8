import type { FastifyBaseLogger } from 'fastify';

interface Seen {
  version?: number;
  /** When the last finished look started: it saw every change committed before then. */
  lookedAt: number;
  looking?: Promise<void>;
}

/**
 * A per-site version row in the database that moves whenever something server processes cache
 * changes (the site's listings, its accounts), whoever changed it. A read looks at the row when
 * this process last looked more than CHECK_MS ago, and `moved` is called when it changed since.
 * A read that waits for `check` thus never uses what this process cached before a change that
 * another process finished more than CHECK_MS earlier, however long this process sat idle.
 */
export class VersionWatch {
  static readonly CHECK_MS = 1000;
  private seen = new Map<number, Seen>();

  constructor(
    private readonly read: (tenantId: number) => Promise<number>,
    private readonly moved: (tenantId: number) => void,
    private readonly log: FastifyBaseLogger,
    /** What the row versions, for the warning when it cannot be read. */
    private readonly what: string,
  ) {}

  /**
   * Undefined when the last look is recent enough (nearly every read); otherwise the look under
   * way, which readers that arrive meanwhile share: at most one query per CHECK_MS per site.
   */
  check(tenantId: number): Promise<void> | undefined {
    let state = this.seen.get(tenantId);
    if (!state) this.seen.set(tenantId, (state = { lookedAt: -Infinity }));
    const age = Date.now() - state.lookedAt;
    // A clock set back counts as due, or the watch would sleep until the clock caught up.
    if (age >= 0 && age < VersionWatch.CHECK_MS) return undefined;
    state.looking ??= this.look(tenantId, state);
    return state.looking;
  }

  private async look(tenantId: number, state: Seen): Promise<void> {
    const startedAt = Date.now();
    try {
      const version = await this.read(tenantId);
      // The first look counts as a change too: what was cached before it is not vouched for.
      if (version !== state.version) this.moved(tenantId);
      state.version = version;
    } catch (error) {
      // Reads go on from the caches; the next look is a CHECK_MS away, not on every read.
      this.log.warn({ err: error }, `could not read the ${this.what} version`);
    } finally {
      state.lookedAt = startedAt;
      state.looking = undefined;
    }
  }
}
