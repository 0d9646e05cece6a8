/**
 * npm run bench:alerts: saved search alerts at scale, on one site with 100,000 live listings and
 * 100,000 live saved searches (random criteria, as the public search saves them):
 *
 * - matching one newly approved listing against every saved search (what "at once" needs),
 *   p50/p95 over 200 listings (budget: p95 under 50 ms on PostgreSQL, 200 ms on PGlite);
 * - the daily run over 1,000 new listings: reading their approvals from the audit log, matching
 *   them, and queuing one e-mail per search (budget: 60 s).
 *
 *   npm run bench:alerts [-- --db=pglite|postgres|both --listings=100000 --searches=100000
 *     --fresh=1000 --daily=yes|no]
 *   PostgreSQL: BENCH_DATABASE_URL (or TEST_DATABASE_URL), a superuser's address.
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { openDatabase, type DatabaseHandle } from '../../apps/api/src/infra/db';
import { seedDatabase } from '../../apps/api/src/seed';
import { createSearchAlertWorker, matchListing } from '../../apps/api/src/modules/saved-searches';
import { matchListingsSql } from '../../apps/api/src/modules/saved-searches/saved-searches.match';
import { freshPostgres } from '../fresh-database';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    listings: { type: 'string', default: '100000' },
    searches: { type: 'string', default: '100000' },
    fresh: { type: 'string', default: '1000' },
    // --daily=no: the one-listing match only.
    daily: { type: 'string', default: 'yes' },
    // The resume check's worker: drains the site's alerts at that clock on that database, then exits.
    drain: { type: 'string' },
    at: { type: 'string' },
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

const CITIES = 20;
const SUBURBS_PER_CITY = 25;

/**
 * The site's places: 20 cities of 25 suburbs each on a grid (a city 0.2 degrees across, its
 * suburbs 0.04 apart), so listings and areas have real neighbours.
 */
async function seedPlaces(handle: DatabaseHandle, tenantId: number) {
  await handle.db.execute(sql`
    INSERT INTO cities (tenant_id, public_id, country_id, name, latitude, longitude)
    SELECT ${tenantId}, 'bc' || c,
      (SELECT country_id FROM cities WHERE tenant_id = ${tenantId} LIMIT 1), 'Bench city ' || c,
      -20 + (c / 5), 25 + (c % 5)
    FROM generate_series(0, ${CITIES - 1}) c`);
  await handle.db.execute(sql`
    INSERT INTO suburbs (tenant_id, public_id, city_id, name, latitude, longitude)
    SELECT ${tenantId}, 'bs' || c.n || '-' || s, c.id, 'Bench suburb ' || s,
      c.latitude + (s / 5) * 0.04, c.longitude + (s % 5) * 0.04
    FROM (SELECT id, latitude, longitude, substr(public_id, 3)::int AS n FROM cities
      WHERE tenant_id = ${tenantId} AND public_id LIKE 'bc%') c,
      generate_series(0, ${SUBURBS_PER_CITY - 1}) s`);
}

/**
 * Listings (approved, with bedrooms and bathrooms) spread over the bench's suburbs, and live saved
 * searches as people save them on a portal, in SQL. Each search draws from its own hash (h):
 * - 62 % one suburb, 14 % two or three neighbouring suburbs, 10 % one city, 3 % a suburb and an
 *   area in it, 10 % an area only (about a suburb's size), 1 % a type only (with a category);
 * - a category in 85 % (sale 60 %, rent 40 %), a type in 25 %, a price range fitting the
 *   category in 60 %, minimum bedrooms in 50 %, title words in 3 %.
 */
async function seed(handle: DatabaseHandle, tenantId: number) {
  await seedPlaces(handle, tenantId);
  const [agent] = await rows<{ id: number }>(
    handle,
    sql`SELECT user_id AS id FROM agents WHERE tenant_id = ${tenantId} LIMIT 1`,
  );
  await handle.db.execute(sql`
    INSERT INTO properties (tenant_id, public_id, user_id, type_id, suburb_id, code, name, title,
      category, price, currency, latitude, longitude, published)
    SELECT ${tenantId}, 'b' || g, ${agent!.id},
      (SELECT array_agg(id ORDER BY id) FROM property_types WHERE tenant_id = ${tenantId})[1 + (g / 5) % 5],
      sb.id, 'B-' || g, 'Bench home ' || g,
      (ARRAY['Sunny', 'Quiet', 'Modern', 'Garden', 'Family', 'City'])[1 + (g % 6)] || ' home ' || g,
      CASE WHEN g % 5 < 3 THEN 'SALE' ELSE 'RENT' END,
      CASE WHEN g % 5 < 3 THEN 50000 + (g * 7919) % 950000 ELSE 300 + (g * 7919) % 4700 END, 'USD',
      sb.latitude - 0.018 + ((g * 31) % 1000) / 27778.0,
      sb.longitude - 0.018 + ((g * 17) % 1000) / 27778.0, 'APPROVED'
    FROM generate_series(1, ${LISTINGS}) g
    JOIN (SELECT id, latitude, longitude, row_number() OVER (ORDER BY id) - 1 AS n FROM suburbs
      WHERE tenant_id = ${tenantId} AND public_id LIKE 'bs%') sb
      ON sb.n = abs(hashtext('l' || g)) % ${CITIES * SUBURBS_PER_CITY}`);
  await handle.db.execute(sql`
    INSERT INTO property_features (property_id, feature_id, quantity)
    SELECT p.id, f.id, 1 + (p.id % (CASE f.name WHEN 'BEDROOM' THEN 5 ELSE 3 END))
    FROM properties p JOIN features f ON f.tenant_id = p.tenant_id
      AND f.name IN ('BEDROOM', 'BATHROOM')
    WHERE p.tenant_id = ${tenantId} AND p.code LIKE 'B-%'`);
  await handle.db.execute(sql`
    WITH sb AS (SELECT id, city_id, latitude, longitude, row_number() OVER (ORDER BY id) - 1 AS n
      FROM suburbs WHERE tenant_id = ${tenantId} AND public_id LIKE 'bs%'),
    cs AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM cities
      WHERE tenant_id = ${tenantId} AND public_id LIKE 'bc%'),
    ts AS (SELECT array_agg(id ORDER BY id) AS ids FROM property_types WHERE tenant_id = ${tenantId}),
    d AS (SELECT g, abs(hashtext('s' || g)) AS h, abs(hashtext('k' || g)) % 100 AS kind,
      abs(hashtext('c' || g)) % 100 AS cat, abs(hashtext('p' || g)) % 100 AS pr
      FROM generate_series(1, ${SEARCHES}) g),
    e AS (SELECT d.*, CASE WHEN cat < 51 THEN 'SALE' WHEN cat < 85 THEN 'RENT' END AS category,
      sb.id AS suburb_id, sb.latitude, sb.longitude
      FROM d JOIN sb ON sb.n = d.h % ${CITIES * SUBURBS_PER_CITY})
    INSERT INTO saved_searches (public_id, tenant_id, email, name, frequency, confirmed_at,
      category, type_ids, suburb_ids, city_ids, min_bedrooms, min_price, max_price, title_query,
      area)
    SELECT 's' || g, ${tenantId}, 'searcher' || g || '@example.com', 'Search ' || g,
      (ARRAY['instant', 'daily', 'weekly'])[1 + (g % 3)], now(),
      CASE WHEN kind >= 99 THEN COALESCE(category, 'SALE') ELSE category END,
      CASE WHEN kind >= 99 OR h % 4 = 0 THEN ARRAY[(SELECT ids FROM ts)[1 + (h / 7) % 5]] END,
      CASE WHEN kind < 62 OR kind BETWEEN 86 AND 88 THEN ARRAY[suburb_id]
        WHEN kind < 76 THEN (SELECT array_agg(id) FROM sb s2
          WHERE s2.city_id = (SELECT city_id FROM sb s1 WHERE s1.id = e.suburb_id)
            AND s2.id BETWEEN e.suburb_id AND e.suburb_id + 1 + h % 2) END,
      CASE WHEN kind BETWEEN 76 AND 85 THEN ARRAY[(SELECT id FROM cs WHERE cs.n = h % ${CITIES})] END,
      CASE WHEN kind < 99 AND h % 2 = 0 THEN 1 + (h / 3) % 4 END,
      CASE WHEN kind < 99 AND pr < 60 THEN CASE category WHEN 'SALE' THEN 50000 + (h % 600000)
        WHEN 'RENT' THEN 300 + (h % 3000) ELSE 300 + (h % 300000) END END,
      CASE WHEN kind < 99 AND pr < 60 THEN CASE category WHEN 'SALE' THEN 200000 + (h % 600000)
        WHEN 'RENT' THEN 1500 + (h % 3000) ELSE 300000 + (h % 500000) END END,
      CASE WHEN kind < 99 AND h % 33 = 0 THEN (ARRAY['sunny:*', 'quiet:*', 'garden:*'])[1 + (h % 3)] END,
      CASE WHEN kind BETWEEN 86 AND 98 THEN polygon(box(
        point(longitude - 0.01 - (h % 20) / 1000.0, latitude - 0.01 - (h % 13) / 1000.0),
        point(longitude + 0.01 + (h % 17) / 1000.0, latitude + 0.01 + (h % 11) / 1000.0))) END
    FROM e`);
  await handle.db.execute(sql`ANALYZE`);
}

/** The live searches each listing matches by the plain criteria, every search read (no index). */
async function plainMatches(handle: DatabaseHandle, tenantId: number, propertyIds: number[]) {
  const found = await rows<{ s: number; p: number }>(
    handle,
    sql`
    SELECT ss.id AS s, p.id AS p FROM properties p
    JOIN suburbs sb ON sb.id = p.suburb_id
    JOIN saved_searches ss ON ss.tenant_id = p.tenant_id
    WHERE p.tenant_id = ${tenantId} AND p.id = ANY(${sql.param(propertyIds)}::integer[])
      AND ss.confirmed_at IS NOT NULL AND ss.frequency <> 'paused'
      AND (ss.category IS NULL OR ss.category = p.category)
      AND (ss.type_ids IS NULL OR p.type_id = ANY(ss.type_ids))
      AND (ss.suburb_ids IS NULL OR p.suburb_id = ANY(ss.suburb_ids))
      AND (ss.city_ids IS NULL OR sb.city_id = ANY(ss.city_ids))
      AND (ss.min_bedrooms IS NULL OR ss.min_bedrooms <= (SELECT max(pf.quantity)
        FROM property_features pf JOIN features f ON f.id = pf.feature_id
        WHERE pf.property_id = p.id AND f.name = 'BEDROOM'))
      AND (ss.min_price IS NULL OR p.price >= ss.min_price)
      AND (ss.max_price IS NULL OR p.price <= ss.max_price)
      AND (ss.title_query IS NULL OR p.search_text @@ to_tsquery('simple', ss.title_query))
      AND (ss.area IS NULL OR ss.area @> point(p.longitude, p.latitude))`,
  );
  return new Set(found.map((r) => `${r.s}:${r.p}`));
}

/**
 * The daily run killed in the middle and started again: another 1,000 listings approved, a
 * worker process of its own that is killed (SIGKILL) once it has queued some e-mails, its lease
 * let go (what its expiry does 30 s later), and this process's worker finishing the run. Then no
 * search has two e-mails, every match of a daily or "at once" search is sent, and a sample of the
 * listings has exactly the matches of the plain query.
 */
async function resumeAfterKill(
  handle: DatabaseHandle,
  url: string,
  tenantId: number,
  runMs: number,
) {
  const ids = (
    await rows<{ id: number }>(
      handle,
      sql`SELECT p.id FROM properties p WHERE p.tenant_id = ${tenantId} AND p.code LIKE 'B-%'
        AND NOT EXISTS (SELECT 1 FROM saved_search_matches m WHERE m.property_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM audit_log a WHERE a.property_id = p.public_id)
        ORDER BY md5(p.id::text || 'again') LIMIT ${FRESH}`,
    )
  ).map((r) => Number(r.id));
  const [before] = await rows<{ id: number }>(
    handle,
    sql`SELECT COALESCE(max(id), 0)::bigint AS id FROM notices`,
  );
  const noticesFrom = Number(before!.id);
  await handle.db.execute(sql`
    INSERT INTO audit_log (tenant_id, entity, entity_id, property_id, action, changes)
    SELECT ${tenantId}, 'moderation', p.public_id, p.public_id, 'approve',
      '{"published":{"before":"REVIEW","after":"APPROVED"}}'::jsonb
    FROM properties p WHERE p.id = ANY(${sql.param(ids)}::integer[])`);
  const at = '2026-12-01T06:00:00Z'; // Tuesday 08:00: instant and daily, weekly waits
  const start = Date.now();
  const child = spawn(
    process.execPath,
    ['scripts/run-ts.mjs', 'bench/search-alerts/run.ts', `--drain=${url}`, `--at=${at}`],
    { stdio: 'inherit' },
  );
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let killedAt = 0;
  let queuedAtKill = 0;
  for (;;) {
    const done = await Promise.race([
      exited.then(() => true),
      new Promise<false>((r) => setTimeout(() => r(false), 100)),
    ]);
    if (done) break;
    const [q] = await rows<{ n: number }>(
      handle,
      sql`SELECT count(*)::int AS n FROM notices WHERE id > ${noticesFrom}`,
    );
    if (Number(q!.n) >= 300) {
      child.kill('SIGKILL');
      killedAt = Date.now() - start;
      queuedAtKill = Number(q!.n);
      await exited;
      break;
    }
  }
  await handle.db.execute(sql`UPDATE search_alert_cursors SET locked_until = NULL`);
  const resumeStart = Date.now();
  const worker = createSearchAlertWorker({
    db: handle.db,
    log: Fastify({ logger: false }).log,
    links: { publicUrl: 'https://homes.example', secret: new TextEncoder().encode('bench secret') },
    now: () => new Date(at),
  });
  await worker.drain();
  const resumeMs = Date.now() - resumeStart;
  const [check] = await rows<{ twice: number; unsent: number; searches: number; notices: number }>(
    handle,
    sql`SELECT
      (SELECT count(*)::int FROM (SELECT recipient FROM notices WHERE id > ${noticesFrom}
        GROUP BY recipient HAVING count(*) > 1) x) AS twice,
      (SELECT count(*)::int FROM saved_search_matches m JOIN saved_searches ss
        ON ss.id = m.saved_search_id WHERE m.property_id = ANY(${sql.param(ids)}::integer[])
        AND ss.frequency <> 'weekly' AND m.sent_at IS NULL) AS unsent,
      (SELECT count(DISTINCT m.saved_search_id)::int FROM saved_search_matches m
        JOIN saved_searches ss ON ss.id = m.saved_search_id
        WHERE m.property_id = ANY(${sql.param(ids)}::integer[]) AND ss.frequency <> 'weekly')
        AS searches,
      (SELECT count(*)::int FROM notices WHERE id > ${noticesFrom}
        AND event = 'saved-search.alert') AS notices`,
  );
  const sample = ids.slice(0, 50);
  const expected = await plainMatches(handle, tenantId, sample);
  const recorded = new Set(
    (
      await rows<{ s: number; p: number }>(
        handle,
        sql`SELECT saved_search_id AS s, property_id AS p FROM saved_search_matches
          WHERE property_id = ANY(${sql.param(sample)}::integer[])`,
      )
    ).map((r) => `${r.s}:${r.p}`),
  );
  const missed = [...expected].filter((k) => !recorded.has(k)).length;
  const extra = [...recorded].filter((k) => !expected.has(k)).length;
  const ok =
    check!.twice === 0 &&
    check!.unsent === 0 &&
    check!.notices === check!.searches &&
    missed === 0 &&
    extra === 0;
  process.stdout.write(
    `postgres: daily run killed ${killedAt ? `at ${killedAt} ms with ${queuedAtKill} e-mails queued` : 'never (it finished first)'}, ` +
      `resumed in ${resumeMs} ms (uninterrupted run ${runMs} ms): ${check!.notices} e-mails for ` +
      `${check!.searches} searches, ${check!.twice} searches with two, ${check!.unsent} matches unsent; ` +
      `50 listings against the plain query: ${expected.size} matches, ${missed} missed, ${extra} extra ` +
      `${ok ? 'OK' : 'WRONG'}\n`,
  );
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

    if (args.daily === 'no') return;
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

    if (kind === 'postgres') {
      const plan = await rows<{ 'QUERY PLAN': string }>(
        handle,
        sql`EXPLAIN (ANALYZE, COSTS OFF) ${matchListingsSql(tenantId, [ids[0]!])}`,
      );
      const lines = plan.map((r) => r['QUERY PLAN']);
      process.stdout.write(
        `postgres: plan of one listing's match reads ${[...new Set(lines.join('\n').match(/\w+_idx/g))].join(', ')}; ` +
          `${lines.find((l) => l.startsWith('Execution Time'))}\n`,
      );
      await resumeAfterKill(handle, fresh!.url, tenantId, runMs);
    }
  } finally {
    await handle.close();
    await fresh?.drop();
  }
}

if (args.drain) {
  const handle = await openDatabase({ kind: 'postgres', url: args.drain, allowSuperuser: true });
  const worker = createSearchAlertWorker({
    db: handle.db,
    log: Fastify({ logger: false }).log,
    links: { publicUrl: 'https://homes.example', secret: new TextEncoder().encode('bench secret') },
    now: () => new Date(args.at!),
  });
  await worker.drain();
  await handle.close();
  process.exit(0);
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
