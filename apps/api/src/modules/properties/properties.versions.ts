import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../infra/db';
import { bumpListingsVersion, listingsVersion } from './properties.versions.repository';

/**
 * Listing writes made by other server processes on the same PostgreSQL database. Every write
 * moves the tenant's row in listings_versions; reads look at that row at most once per CHECK_MS
 * per tenant, in the background, and call `moved` when it changed since the last look. A process
 * thus serves a cached answer at most about CHECK_MS after another process changed the listings
 * behind it.
 */
export class SharedVersions {
  static readonly CHECK_MS = 1000;
  private seen = new Map<number, { version?: number; at: number; busy: boolean }>();

  constructor(
    private readonly db: Database,
    private readonly moved: (tenantId: number) => void,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Cheap enough for every read: starts a look-up only when the last one is CHECK_MS old. */
  check(tenantId: number): void {
    const now = Date.now();
    const state = this.seen.get(tenantId);
    if (state && (state.busy || now - state.at < SharedVersions.CHECK_MS)) return;
    const next = { version: state?.version, at: now, busy: true };
    this.seen.set(tenantId, next);
    listingsVersion(this.db, tenantId).then(
      (version) => {
        // The first look counts as a change too: what was cached before it is not vouched for.
        if (version !== next.version) this.moved(tenantId);
        next.version = version;
        next.busy = false;
        next.at = Date.now();
      },
      (error: unknown) => {
        this.log.warn({ err: error }, 'could not read the listings version');
        next.busy = false;
        next.at = Date.now();
      },
    );
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
