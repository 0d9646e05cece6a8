import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { accountVersions } from './recent-accounts.tables';
import { boundedCache } from './cache';
import type { Database } from './db';
import { VersionWatch } from './version-watch';

/** What a request needs of its caller's account row. */
export interface AccountRow {
  id: number;
  roles: string[];
  email: string;
}

/** The site's row in account_versions, which a trigger on users moves. */
export async function accountsVersion(db: Database, tenantId: number): Promise<number> {
  const [row] = await db
    .select({ version: accountVersions.version })
    .from(accountVersions)
    .where(eq(accountVersions.tenantId, tenantId));
  return row?.version ?? 0;
}

/**
 * Account look-ups of the last few seconds, for the reads that may use one (the listing reads):
 * every signed-in request otherwise reads its caller's row. A change to an account's access
 * (roles, email, password, the account deleted) moves the site's row in account_versions, by a
 * trigger, whoever makes it; each process looks at that row at most once a second per site and
 * forgets the site's accounts when it moved. TTL_MS bounds an entry's age should the look at the
 * version fail. Accounts not found are never kept, so made-up subjects cannot fill memory.
 */
export class RecentAccounts {
  static readonly TTL_MS = 10_000;
  private entries = boundedCache<string, { row: AccountRow; generation: number }>({
    max: 10_000,
    ttlMs: RecentAccounts.TTL_MS,
  });
  private generations = new Map<number, number>();
  private watch: VersionWatch;

  constructor(readVersion: (tenantId: number) => Promise<number>, log: FastifyBaseLogger) {
    this.watch = new VersionWatch(
      readVersion,
      (tenantId) => this.generations.set(tenantId, this.generation(tenantId) + 1),
      log,
      'accounts',
    );
  }

  private generation(tenantId: number): number {
    return this.generations.get(tenantId) ?? 0;
  }

  /** The account, from a recent look-up or else from `load`. */
  async find(
    tenantId: number,
    publicId: string,
    load: () => Promise<AccountRow | undefined>,
  ): Promise<AccountRow | undefined> {
    // An account changed through another process more than a second ago is not served from here.
    const looking = this.watch.check(tenantId);
    if (looking) await looking;
    const generation = this.generation(tenantId);
    const key = `${tenantId}|${publicId}`;
    const hit = this.entries.get(key);
    if (hit?.generation === generation) return hit.row;
    const row = await load();
    // Read while the version moved: it may predate the change, so it is not kept.
    if (row && generation === this.generation(tenantId)) this.entries.set(key, { row, generation });
    return row;
  }
}
