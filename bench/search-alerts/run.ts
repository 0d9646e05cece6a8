/**
 * npm run bench:alerts: saved search alerts at scale, on one site with 100,000 live listings and
 * 100,000 live saved searches (random criteria, as the public search saves them):
 *
 * - matching one newly approved listing against every saved search (what "at once" needs),
 *   p50/p95 over 200 listings (budget: p95 under 50 ms on PostgreSQL, 200 ms on PGlite);
 * - the daily run over 1,000 new listings: reading their approvals from the audit log, matching
 *   them, and queuing one e-mail per search (budget: 60 s).
 *
 *   npm run bench:alerts [-- --db=pglite|postgres|both --listings=100000 --searches=100000]
 *   PostgreSQL: BENCH_DATABASE_URL (or TEST_DATABASE_URL), a superuser's address.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { openDatabase, type DatabaseHandle } from '../../apps/api/src/infra/db';
import { seedDatabase } from '../../apps/api/src/seed';
import { createSearchAlertWorker, matchListing } from '../../apps/api/src/modules/saved-searches';
import { freshPostgres } from '../fresh-database';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    listings: { type: 'string', default: '100000' },
    searches: { type: 'string', default: '100000' },
    fresh: { type: 'string', default: '1000' },
  },
});
const LISTINGS = Number(args.listings);
const SEARCHES = Number(args.searches);
const FRESH = Number(args.fresh);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const rows = async <T>(handle: DatabaseHandle, query: ReturnType<typeof sql>) => {
  const result = await handle.db.execute(query);
  return ((result as unknown as { rows?: T[] }).rows ?? result) as T[];
};
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** Listings (approved, with bedrooms and bathrooms) and live saved searches, in SQL. */
async function seed(handle: DatabaseHandle, tenantId: number) {
  const [agent] = await rows<{ id: number }>(
    handle,
    sql`SELECT user_id AS id FROM agents WHERE tenant_id = ${tenantId} LIMIT 1`,
  );
  await handle.db.execute(sql`
    INSERT INTO properties (tenant_id, public_id, user_id, type_id, suburb_id, code, name, title,
      category, price, currency, latitude, longitude, published)
    SELECT ${tenantId}, 'b' || g, ${agent!.id},
      (SELECT array_agg(id) FROM property_types WHERE tenant_id = ${tenantId})[1 + (g % 5)],
      (SELECT array_agg(id ORDER BY id) FROM suburbs WHERE tenant_id = ${tenantId})[1 + (g % 10)],
      'B-' || g, 'Bench home ' || g,
      (ARRAY['Sunny', 'Quiet', 'Modern', 'Garden', 'Family', 'City'])[1 + (g % 6)] || ' home ' || g,
      (ARRAY['SALE', 'RENT'])[1 + (g % 2)], (g * 7919) % 900000 + 100, 'USD',
      -17.95 + ((g * 31) % 1000) / 3000.0, 30.9 + ((g * 17) % 1000) / 3000.0, 'APPROVED'
    FROM generate_series(1, ${LISTINGS}) g`);
  await handle.db.execute(sql`
    INSERT INTO property_features (property_id, feature_id, quantity)
    SELECT p.id, f.id, 1 + (p.id % (CASE f.name WHEN 'BEDROOM' THEN 5 ELSE 3 END))
    FROM properties p JOIN features f ON f.tenant_id = p.tenant_id
      AND f.name IN ('BEDROOM', 'BATHROOM')
    WHERE p.tenant_id = ${tenantId} AND p.code LIKE 'B-%'`);
  await handle.db.execute(sql`
    INSERT INTO saved_searches (public_id, tenant_id, email, name, frequency, confirmed_at,
      category, type_ids, suburb_ids, min_bedrooms, min_price, max_price, title_query, area)
    SELECT 's' || g, ${tenantId}, 'searcher' || g || '@example.com', 'Search ' || g,
      (ARRAY['instant', 'daily', 'weekly'])[1 + (g % 3)], now(),
      CASE WHEN g % 3 > 0 THEN (ARRAY['SALE', 'RENT'])[1 + (g % 2)] END,
      CASE WHEN g % 4 = 0 THEN ARRAY[(SELECT array_agg(id) FROM property_types
        WHERE tenant_id = ${tenantId})[1 + (g % 5)]] END,
      CASE WHEN g % 5 = 0 THEN ARRAY[(SELECT array_agg(id ORDER BY id) FROM suburbs
        WHERE tenant_id = ${tenantId})[1 + (g % 10)]] END,
      CASE WHEN g % 2 = 0 THEN 1 + g % 4 END,
      CASE WHEN g % 3 = 0 THEN (g * 13) % 400000 END,
      CASE WHEN g % 3 = 0 THEN (g * 13) % 400000 + 200000 END,
      CASE WHEN g % 7 = 0 THEN (ARRAY['sunny:*', 'quiet:*', 'garden:*'])[1 + (g % 3)] END,
      CASE WHEN g % 6 = 0 THEN polygon(box(
        point(30.9 + (g % 50) / 150.0, -17.95 + (g % 40) / 120.0),
        point(30.9 + (g % 50) / 150.0 + 0.05, -17.95 + (g % 40) / 120.0 + 0.05))) END
    FROM generate_series(1, ${SEARCHES}) g`);
  await handle.db.execute(sql`ANALYZE`);
}

async function runOn(kind: 'pglite' | 'postgres') {
  const fresh =
    kind === 'postgres'
      ? await freshPostgres(pgUrl!, 'propdesk_alerts', 'propdesk_bench_app')
      : undefined;
  const handle = fresh
    ? await openDatabase({ kind: 'postgres', url: fresh.url, allowSuperuser: true, poolSize: 10 })
    : await openDatabase({ kind: 'pglite-memory' });
  try {
    await seedDatabase(handle.db, { demo: true });
    const [site] = await rows<{ id: number }>(
      handle,
      sql`SELECT id FROM tenants WHERE slug = 'demo'`,
    );
    const tenantId = Number(site!.id);
    const seedStart = Date.now();
    await seed(handle, tenantId);
    process.stdout.write(
      `\n${kind}: seeded ${LISTINGS} listings and ${SEARCHES} saved searches in ${Date.now() - seedStart} ms\n`,
    );

    const ids = (
      await rows<{ id: number }>(
        handle,
        sql`SELECT id FROM properties WHERE tenant_id = ${tenantId} AND code LIKE 'B-%'
          ORDER BY md5(id::text) LIMIT ${200 + FRESH}`,
      )
    ).map((r) => Number(r.id));
    const times: number[] = [];
    let matched = 0;
    for (const id of ids.slice(0, 200)) {
      const start = performance.now();
      matched += (await matchListing(handle.db, tenantId, id)).length;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const budget = kind === 'postgres' ? 50 : 200;
    const p95 = quantile(times, 0.95);
    process.stdout.write(
      `${kind}: one listing against every search: p50 ${quantile(times, 0.5).toFixed(1)} ms, ` +
        `p95 ${p95.toFixed(1)} ms (budget ${budget} ms), max ${times.at(-1)!.toFixed(1)} ms, ` +
        `${Math.round(matched / 200)} matches a listing on average ${p95 < budget ? 'OK' : 'OVER'}\n`,
    );

    const clock = { now: new Date('2026-11-29T05:00:00Z') }; // Sunday 07:00 in Harare
    const worker = createSearchAlertWorker({
      db: handle.db,
      log: Fastify({ logger: false }).log,
      links: {
        publicUrl: 'https://homes.example',
        secret: new TextEncoder().encode('bench secret'),
      },
      now: () => clock.now,
    });
    await worker.drain();
    await handle.db.execute(sql`
      INSERT INTO audit_log (tenant_id, entity, entity_id, property_id, action, changes)
      SELECT ${tenantId}, 'moderation', p.public_id, p.public_id, 'approve',
        '{"published":{"before":"REVIEW","after":"APPROVED"}}'::jsonb
      FROM properties p WHERE p.id = ANY(${sql.param(ids.slice(200))}::integer[])`);
    clock.now = new Date('2026-11-30T06:00:00Z'); // Monday 08:00: instant, daily and weekly
    const runStart = Date.now();
    await worker.drain();
    const runMs = Date.now() - runStart;
    const [found] = await rows<{ matches: number; searches: number; notices: number }>(
      handle,
      sql`SELECT (SELECT count(*)::int FROM saved_search_matches) AS matches,
        (SELECT count(DISTINCT saved_search_id)::int FROM saved_search_matches) AS searches,
        (SELECT count(*)::int FROM notices WHERE event = 'saved-search.alert') AS notices`,
    );
    process.stdout.write(
      `${kind}: daily run over ${FRESH} new listings: ${runMs} ms (budget 60000 ms), ` +
        `${found!.matches} matches, ${found!.notices} e-mails queued for ${found!.searches} searches ` +
        `${runMs < 60_000 && found!.notices === found!.searches ? 'OK' : 'OVER'}\n`,
    );
  } finally {
    await handle.close();
    await fresh?.drop();
  }
}

const kinds =
  args.db === 'both' ? (['pglite', 'postgres'] as const) : [args.db as 'pglite' | 'postgres'];
for (const kind of kinds) {
  if (kind === 'postgres' && !pgUrl) {
    process.stdout.write('postgres: skipped (set BENCH_DATABASE_URL)\n');
    continue;
  }
  await runOn(kind);
}
