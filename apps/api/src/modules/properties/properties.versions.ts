import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../infra/db';
import { VersionWatch } from '../../infra/version-watch';
import { bumpListingsVersion, listingsVersion } from './properties.versions.repository';

/**
 * Listing writes made by other server processes on the same PostgreSQL database. Every write
 * moves the tenant's row in listings_versions; reads look at that row at most once per CHECK_MS
 * per tenant, in the background, and call `moved` when it changed since the last look. A process
 * thus serves a cached answer at most about CHECK_MS after another process changed the listings
 * behind it.
 */
export class SharedVersions {
  static readonly CHECK_MS = VersionWatch.CHECK_MS;
  private watch: VersionWatch;

  constructor(
    private readonly db: Database,
    moved: (tenantId: number) => void,
    private readonly log: FastifyBaseLogger,
  ) {
    this.watch = new VersionWatch(
      (tenantId) => listingsVersion(db, tenantId),
      moved,
      log,
      'listings',
    );
  }

  /** Cheap enough for every read: starts a look-up only when the last one is CHECK_MS old. */
  check(tenantId: number): void {
    this.watch.check(tenantId);
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
