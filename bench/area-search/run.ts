/**
 * npm run bench:area: the map search's area over 100,000 live listings of one site, page 1 of
 * POST /properties/search with an area (20 per page, newest first, with the total), uncached:
 * every request draws its area a few metres off the last one, so neither the answer cache nor
 * the totals cache ever answers it. On a throwaway PostgreSQL cluster (or BENCH_DATABASE_URL's
 * server), then on PGlite in memory for reference. Prints p50 and p95 per area.
 *
 *   npm run bench:area [-- --listings=100000 --runs=100 --db=both|postgres|pglite]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { SearchArea } from '../../packages/shared/src/rules/search-area';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase, type DatabaseHandle } from '../../apps/api/src/infra/db';
import { seedDatabase } from '../../apps/api/src/seed';
import { seedBenchData } from '../api/seed';
import { benchPostgres } from '../feed/postgres';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '100' },
    db: { type: 'string', default: 'both' },
  },
});
const listings = Math.min(Math.max(Number(values.listings), 1000), 1_000_000);
const runs = Math.min(Math.max(Number(values.runs), 10), 1000);
const WARM_UP = 5;
const TENANT = 'demo';
const TARGET_P95_MS = 20;
/** The listings are spread evenly over half a degree each way around Harare. */
const CENTRE = { lng: 31.05, lat: -17.83 };
const SPAN = 0.5;

const rect = (w: number, h: number): SearchArea => [
  [CENTRE.lng - w / 2, CENTRE.lat - h / 2],
  [CENTRE.lng + w / 2, CENTRE.lat - h / 2],
  [CENTRE.lng + w / 2, CENTRE.lat + h / 2],
  [CENTRE.lng - w / 2, CENTRE.lat + h / 2],
];
/** A drawn area as people draw them: 12 corners, one side pushed in. */
const drawn = (r: number): SearchArea =>
  Array.from({ length: 12 }, (_, i) => {
    const angle = (2 * Math.PI * i) / 12;
    const reach = i === 3 ? r / 3 : r;
    return [CENTRE.lng + reach * Math.cos(angle), CENTRE.lat + reach * Math.sin(angle)];
  });

const AREAS: [string, SearchArea][] = [
  ['a neighbourhood (0.05° square, ~1% of the listings)', rect(0.05, 0.05)],
  ['a town (0.2° square, ~16%)', rect(0.2, 0.2)],
  ['a drawn 12-corner concave area (~30%)', drawn(0.17)],
  ['the whole region (every listing)', rect(SPAN + 0.02, SPAN + 0.02)],
];

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

/** Spreads the seeded listings evenly over the region (the seed puts them at suburb centres). */
async function spread(db: DatabaseHandle['db']) {
  await db.execute(sql`
    UPDATE properties SET
      longitude = ${CENTRE.lng - SPAN / 2} + ((id::bigint * 7919) % 10007) / 10007.0 * ${SPAN},
      latitude = ${CENTRE.lat - SPAN / 2} + ((id::bigint * 104729) % 10009) / 10009.0 * ${SPAN}`);
  await db.execute(sql`VACUUM ANALYZE properties`);
}

async function runOn(kind: 'postgres' | 'pglite') {
  const pg =
    kind === 'postgres'
      ? await benchPostgres('propdesk_area_bench', 'propdesk_area_bench_app')
      : undefined;
  const handle = pg?.handle ?? (await openDatabase({ kind: 'pglite-memory' }));
  const owner = pg?.owner ?? handle;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'propdesk-area-bench-'));
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    const started = Date.now();
    await seedDatabase(owner.db, { demo: true });
    await seedBenchData(owner.db, {
      listingsPerTenant: listings,
      agentsPerTenant: 25,
      eventsPerTenant: 0,
      tenants: [TENANT],
      allLive: true,
    });
    await spread(owner.db);
    const where = pg?.where ?? 'PGlite in memory';
    process.stdout.write(
      `\n${where}: seeded ${listings} live listings in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
    if (pg) await owner.close();
    app = await buildApp(
      loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        JWT_SECRET: 'bench-secret-that-is-at-least-32-characters-long',
        LOG_LEVEL: 'silent',
      }),
      handle,
      { logger: false },
    );
    const url = `${await app.listen({ host: '127.0.0.1', port: 0 })}/properties/search`;
    const rows: string[] = [];
    let request = 0;
    for (const [name, area] of AREAS) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < WARM_UP + runs; i++) {
        // A few metres off each time: a new answer-cache key and a new totals-cache key.
        const shift = ++request * 1e-5;
        const body = { area: area.map(([lng, lat]) => [lng + shift, lat]) };
        const t0 = performance.now();
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-tenant': TENANT },
          body: JSON.stringify(body),
        });
        const text = await res.text();
        const took = performance.now() - t0;
        if (!res.ok) throw new Error(`${name}: ${res.status} ${text.slice(0, 300)}`);
        if (i >= WARM_UP) times.push(took);
        if (i === 0) total = (JSON.parse(text) as { totalElements: number }).totalElements;
      }
      times.sort((a, b) => a - b);
      const [p50, p95] = [quantile(times, 0.5), quantile(times, 0.95)];
      const verdict = kind === 'postgres' ? (p95 < TARGET_P95_MS ? 'met' : 'MISSED') : '';
      rows.push(
        `| ${name} | ${total} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | ${times.at(-1)!.toFixed(1)} | ${verdict} |`,
      );
      process.stdout.write(
        `${name}: ${total} found, p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms\n`,
      );
    }
    process.stdout.write(
      `\n| ${where}, page 1 of 20, uncached (${runs} runs) | found | p50 ms | p95 ms | max ms | p95 < ${TARGET_P95_MS} ms |\n|---|---:|---:|---:|---:|---|\n${rows.join('\n')}\n`,
    );
    if (kind === 'postgres') {
      const corners = AREAS[0]![1];
      const [w, e] = [Math.min(...corners.map((c) => c[0])), Math.max(...corners.map((c) => c[0]))];
      const [south, north] = [
        Math.min(...corners.map((c) => c[1])),
        Math.max(...corners.map((c) => c[1])),
      ];
      const polygon = `(${AREAS[0]![1].map(([x, y]) => `(${x},${y})`).join(',')})`;
      const plan = (await handle.db.execute(sql`EXPLAIN SELECT id FROM properties
        WHERE tenant_id = 1 AND published = 'APPROVED' AND NOT archived
          AND longitude BETWEEN ${w} AND ${e} AND latitude BETWEEN ${south} AND ${north}
          AND location <@ ${polygon}::polygon
        ORDER BY created_at DESC, id DESC LIMIT 20`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      process.stdout.write(
        `\nPlan of page 1 (the neighbourhood, as the app's role):\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}\n`,
      );
    }
  } finally {
    await app?.close();
    if (pg) await pg.end();
    else await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
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
