import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../infra/db';
import { bumpListingsVersion, listingsVersion } from './properties.versions.repository';

interface Seen {
  version?: number;
  /** When the last finished look started: it saw every write committed before then. */
  lookedAt: number;
  looking?: Promise<void>;
}

/**
 * Listing writes made by other server processes on the same PostgreSQL database. Every write
 * moves the tenant's row in listings_versions; a read looks at that row when this process last
 * looked more than CHECK_MS ago, and calls `moved` when it changed since. A read that waits for
 * `check` thus never gets an answer cached before a write another process finished more than
 * CHECK_MS earlier, however long this process sat idle.
 */
export class SharedVersions {
  static readonly CHECK_MS = 1000;
  private seen = new Map<number, Seen>();

  constructor(
    private readonly db: Database,
    private readonly moved: (tenantId: number) => void,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Undefined when the last look is recent enough (nearly every read); otherwise the look under
   * way, which readers that arrive meanwhile share: at most one query per CHECK_MS per tenant.
   */
  check(tenantId: number): Promise<void> | undefined {
    let state = this.seen.get(tenantId);
    if (!state) this.seen.set(tenantId, (state = { lookedAt: -Infinity }));
    if (Date.now() - state.lookedAt < SharedVersions.CHECK_MS) return undefined;
    state.looking ??= this.look(tenantId, state);
    return state.looking;
  }

  private async look(tenantId: number, state: Seen): Promise<void> {
    const startedAt = Date.now();
    try {
      const version = await listingsVersion(this.db, tenantId);
      // The first look counts as a change too: what was cached before it is not vouched for.
      if (version !== state.version) this.moved(tenantId);
      state.version = version;
    } catch (error) {
      // Reads go on from the caches; the next look is a CHECK_MS away, not on every read.
      this.log.warn({ err: error }, 'could not read the listings version');
    } finally {
      state.lookedAt = startedAt;
      state.looking = undefined;
    }
  }

  /**
   * Tells the other processes about a write. The process's own caches were cleared already; its
   * next look sees this bump as a change too, which clears them once more (harmless, and it
   * covers a write of another process that landed in between).
   */
  async publish(tenantId: number): Promise<void> {
    try {
      await bumpListingsVersion(this.db, tenantId);
    } catch (error) {
      // The write itself stands; other processes then catch up when their entries expire.
      this.log.warn({ err: error }, 'could not publish a listings change');
    }
  }
}
