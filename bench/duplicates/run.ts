/**
 * npm run bench:duplicates: the duplicate check of a new listing (listing-duplicates'
 * findPossibleDuplicates) on a site of 10,000 listings with 5 photos each, as the app's role
 * under row-level security. Each run checks a listing that has just been given 5 photos, one of
 * them a near copy (a few bits off) of another listing's, on a throwaway PostgreSQL cluster (or
 * BENCH_DATABASE_URL's server), then on PGlite in memory for reference. Prints p50 and p95.
 *
 *   npm run bench:duplicates [-- --listings=10000 --runs=200 --db=both|postgres|pglite]
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, resultRows } from '../../apps/api/src/infra/db';
import { inSiteScope } from '../../apps/api/src/infra/data-scope';
import { findPossibleDuplicates } from '../../apps/api/src/modules/listing-duplicates';
import { seedDatabase } from '../../apps/api/src/seed';
import { seedBenchData } from '../api/seed';
import { benchPostgres } from '../feed/postgres';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '200' },
    db: { type: 'string', default: 'both' },
  },
});
const listings = Math.min(Math.max(Number(values.listings), 1000), 1_000_000);
const runs = Math.min(Math.max(Number(values.runs), 10), 2000);
const PHOTOS = 5;
const WARM_UP = 10;
const TENANT = 'demo';
const TARGET_P95_MS = 100;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

/** Five photos per listing with random hashes, positions spread over the region, references. */
async function givePhotos(db: Awaited<ReturnType<typeof openDatabase>>['db'], tenantId: number) {
  await db.execute(sql`
    INSERT INTO property_images (property_id, tenant_id, location, name, file_download_uri, photo_hash)
    SELECT p.id, p.tenant_id, 'GENERAL', 'bench-' || p.id || '-' || n || '.jpg', '/files/bench.jpg',
      ((random() - 0.5) * 18000000000000000000)::numeric(20, 0)::bigint
    FROM properties p, generate_series(1, ${PHOTOS}) n WHERE p.tenant_id = ${tenantId}`);
  await db.execute(sql`
    UPDATE properties SET
      longitude = 30.8 + ((id::bigint * 7919) % 10007) / 10007.0 * 0.5,
      latitude = -18.08 + ((id::bigint * 104729) % 10009) / 10009.0 * 0.5,
      agent_reference = 'REF-' || id
    WHERE tenant_id = ${tenantId}`);
  await db.execute(sql`VACUUM ANALYZE properties`);
  await db.execute(sql`VACUUM ANALYZE property_images`);
}

async function runOn(kind: 'postgres' | 'pglite') {
  const pg =
    kind === 'postgres'
      ? await benchPostgres('propdesk_duplicates_bench', 'propdesk_duplicates_bench_app')
      : undefined;
  const handle = pg?.handle ?? (await openDatabase({ kind: 'pglite-memory' }));
  const owner = pg?.owner ?? handle;
  try {
    const started = Date.now();
    await seedDatabase(owner.db, { demo: true });
    await seedBenchData(owner.db, {
      listingsPerTenant: listings,
      agentsPerTenant: 25,
      eventsPerTenant: 0,
      tenants: [TENANT],
    });
    const [site] = resultRows<{ id: number }>(
      await owner.db.execute(sql`SELECT id FROM tenants WHERE slug = ${TENANT}`),
    );
    const tenantId = site!.id;
    await givePhotos(owner.db, tenantId);
    const ids = resultRows<{ id: number; hash: string }>(
      await owner.db.execute(sql`
        SELECT p.id, min(i.photo_hash)::text AS hash FROM properties p
        JOIN property_images i ON i.property_id = p.id
        WHERE p.tenant_id = ${tenantId} GROUP BY p.id ORDER BY p.id`),
    );
    const where = pg?.where ?? 'PGlite in memory';
    process.stdout.write(
      `\n${where}: ${ids.length} listings with ${PHOTOS} photos each, seeded in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < WARM_UP + runs; i++) {
      // The checked listing: one of the site's, with a photo three bits off another one's.
      const checked = ids[(i * 7919) % ids.length]!;
      const other = ids[(i * 104729 + 1) % ids.length]!;
      const nearCopy = BigInt(other.hash) ^ 0b10101n;
      await owner.db.execute(sql`
        UPDATE property_images SET photo_hash = ${nearCopy.toString()}::bigint
        WHERE id = (SELECT min(id) FROM property_images WHERE property_id = ${checked.id})`);
      const t0 = performance.now();
      const matches = await inSiteScope(tenantId, () =>
        findPossibleDuplicates(handle.db, tenantId, checked.id),
      );
      const took = performance.now() - t0;
      if (i >= WARM_UP) {
        times.push(took);
        if (matches.some((m) => m.samePhotos > 0)) found += 1;
      }
    }
    // A listing created without photos (a CSV row, a RESO record, the editor's first save): the
    // check then compares its spot, type, price and reference only.
    const bare = ids.slice(0, runs + WARM_UP);
    await owner.db.execute(sql`
      DELETE FROM property_images WHERE property_id IN ${bare.map((row) => row.id)}`);
    const bareTimes: number[] = [];
    for (const [i, checked] of bare.entries()) {
      const t0 = performance.now();
      await inSiteScope(tenantId, () => findPossibleDuplicates(handle.db, tenantId, checked.id));
      if (i >= WARM_UP) bareTimes.push(performance.now() - t0);
    }
    const row = (label: string, sorted: number[], foundCell: string) => {
      sorted.sort((a, b) => a - b);
      const [p50, p95] = [quantile(sorted, 0.5), quantile(sorted, 0.95)];
      const verdict = kind === 'postgres' ? (p95 < TARGET_P95_MS ? 'met' : 'MISSED') : '';
      return `| ${label} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | ${sorted.at(-1)!.toFixed(1)} | ${foundCell} | ${verdict} |\n`;
    };
    process.stdout.write(
      `\n| ${where}, ${ids.length} listings × ${PHOTOS} photos (${runs} checks) | p50 ms | p95 ms | max ms | near copy found | p95 < ${TARGET_P95_MS} ms |\n` +
        `|---|---:|---:|---:|---:|---|\n` +
        row('the check of a listing with 5 photos', times, `${found} of ${runs}`) +
        row('the check of a listing without photos', bareTimes, ''),
    );
  } finally {
    if (pg) {
      await handle.close();
      await owner.close();
      await pg.end();
    } else await handle.close();
  }
}

async function main() {
  const which = values.db;
  if (which === 'postgres' || which === 'both') await runOn('postgres');
  if (which === 'pglite' || which === 'both') await runOn('pglite');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
