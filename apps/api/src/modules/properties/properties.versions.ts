import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../infra/db';
import { VersionWatch } from '../../infra/version-watch';
import { bumpListingsVersion, listingsVersion } from './properties.versions.repository';

/**
 * Listing writes made by other server processes on the same PostgreSQL database. Every write
 * moves the tenant's row in listings_versions; a read looks at that row when this process last
 * looked more than CHECK_MS ago, and calls `moved` when it changed since. A read that waits for
 * `check` thus never gets an answer cached before a write another process finished more than
 * CHECK_MS earlier, however long this process sat idle.
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

  /**
   * Undefined when the last look is recent enough (nearly every read); otherwise the look under
   * way, which readers that arrive meanwhile share.
   */
  check(tenantId: number): Promise<void> | undefined {
    return this.watch.check(tenantId);
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
