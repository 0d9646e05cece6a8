import { sql } from 'drizzle-orm';
import { openDatabase } from '../../../apps/api/src/infra/db';
import { seedDatabase } from '../../../apps/api/src/seed';
import { seedBenchData } from '../../api/seed';
import { freshPostgres } from '../../fresh-database';

const APP_ROLE = 'propdesk_bench_app';

/**
 * A Propdesk database of its own (`{prefix}_*`) on the server at `adminUrl`: migrated, the
 * reference data and demo accounts, then the bench's listings over the two sites, analysed.
 * `handle` connects as the app's role, under row-level security as in production.
 */
export async function seededSource(
  adminUrl: string,
  options: { prefix: string; listings: number; agents: number },
) {
  const fresh = await freshPostgres(adminUrl, options.prefix, APP_ROLE);
  const handle = await openDatabase({
    kind: 'postgres',
    url: fresh.appUrl,
    migrationUrl: fresh.url,
    poolSize: 10,
  });
  try {
    await seedDatabase(handle.db, { demo: true });
    await seedBenchData(handle.db, {
      listingsPerTenant: Math.floor(options.listings / 2),
      agentsPerTenant: Math.floor(options.agents / 2),
      eventsPerTenant: 10,
    });
    await handle.db.execute(sql`ANALYZE`);
  } catch (error) {
    await handle.close();
    await fresh.drop();
    throw error;
  }
  return { ...fresh, handle };
}
