import type { FastifyBaseLogger } from 'fastify';

/**
 * A per-site version row in the database that moves whenever something server processes cache
 * changes (the site's listings, its accounts), whoever changed it. Reads look at the row at most
 * once per CHECK_MS per site, in the background, and call `moved` when it changed since the last
 * look: a process thus holds on to what changed behind it for about CHECK_MS at most.
 */
export class VersionWatch {
  static readonly CHECK_MS = 1000;
  private seen = new Map<number, { version?: number; at: number; busy: boolean }>();

  constructor(
    private readonly read: (tenantId: number) => Promise<number>,
    private readonly moved: (tenantId: number) => void,
    private readonly log: FastifyBaseLogger,
    /** What the row versions, for the warning when it cannot be read. */
    private readonly what: string,
  ) {}

  /** Cheap enough for every read: starts a look-up only when the last one is CHECK_MS old. */
  check(tenantId: number): void {
    const now = Date.now();
    const state = this.seen.get(tenantId);
    // A clock set back counts as due, or the watch would sleep until the clock caught up.
    if (state && (state.busy || (now >= state.at && now - state.at < VersionWatch.CHECK_MS))) {
      return;
    }
    const next = { version: state?.version, at: now, busy: true };
    this.seen.set(tenantId, next);
    this.read(tenantId).then(
      (version) => {
        // The first look counts as a change too: what was cached before it is not vouched for.
        if (version !== next.version) this.moved(tenantId);
        next.version = version;
        next.busy = false;
        next.at = Date.now();
      },
      (error: unknown) => {
        this.log.warn({ err: error }, `could not read the ${this.what} version`);
        next.busy = false;
        next.at = Date.now();
      },
    );
  }
}
