/**
 * npm run bench:render: a listing's public page as HTML (the server's render of the page's
 * body, its reads made in-process) with 100,000 live listings on one site, uncached: every
 * request asks for a listing not asked for before, so no answer cache holds its reads. On a
 * throwaway PostgreSQL cluster (or BENCH_DATABASE_URL's server). Prints p50, p95 and max, beside
 * a bare route (`GET /health`) and the site home in the same run.
 *
 *   npm run bench:render [-- --listings=100000 --runs=200]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { seedDatabase } from '../../apps/api/src/seed';
import { ensureBuilt } from '../../scripts/ensure-built.mjs';
import { seedBenchData } from '../api/seed';
import { benchPostgres } from '../feed/postgres';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '200' },
  },
});
const listings = Math.min(Math.max(Number(values.listings), 1000), 1_000_000);
const runs = Math.min(Math.max(Number(values.runs), 20), 2000);
const WARM_UP = 10;
const TENANT = 'demo';
const TARGET_P95_MS = 50;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

interface Timing {
  p50: number;
  p95: number;
  max: number;
}

/** Asks for each address in turn, one request at a time; the first WARM_UP are not counted. */
async function time(addresses: string[], expectBody?: (body: string) => boolean): Promise<Timing> {
  const times: number[] = [];
  for (const [i, address] of addresses.entries()) {
    const t0 = performance.now();
    const res = await fetch(address, { headers: { accept: 'text/html' } });
    const body = await res.text();
    const took = performance.now() - t0;
    if (!res.ok) throw new Error(`${address}: ${res.status} ${body.slice(0, 300)}`);
    if (expectBody && !expectBody(body)) throw new Error(`${address}: not a rendered page`);
    if (i >= WARM_UP) times.push(took);
  }
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95), max: times.at(-1)! };
}

async function main() {
  ensureBuilt(['web']);
  const pg = await benchPostgres('propdesk_render_bench', 'propdesk_render_bench_app');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'propdesk-render-bench-'));
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    const started = Date.now();
    await seedDatabase(pg.owner.db, { demo: true });
    await seedBenchData(pg.owner.db, {
      listingsPerTenant: listings,
      agentsPerTenant: 25,
      eventsPerTenant: 0,
      tenants: [TENANT],
      allLive: true,
    });
    await pg.owner.db.execute(sql`VACUUM ANALYZE properties`);
    const picked = (await pg.owner.db.execute(sql`
      SELECT p.public_id FROM properties p JOIN tenants t ON t.id = p.tenant_id
      WHERE t.slug = ${TENANT} AND p.published = 'APPROVED' AND NOT p.archived
      ORDER BY random() LIMIT ${WARM_UP + runs}`)) as unknown as {
      rows: { public_id: string }[];
    };
    process.stdout.write(
      `${pg.where}: seeded ${listings} live listings in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
    await pg.owner.close();
    app = await buildApp(
      loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        WEB_DIST: path.resolve(import.meta.dirname, '../../apps/web/dist'),
        JWT_SECRET: 'bench-secret-that-is-at-least-32-characters-long',
        LOG_LEVEL: 'silent',
      }),
      pg.handle,
      { logger: false },
    );
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const rendered = (body: string) => /<div id="root"><[^/]/.test(body);
    const bare = await time(Array.from({ length: WARM_UP + runs }, () => `${base}/health`));
    const listing = await time(
      picked.rows.map((row) => `${base}/${TENANT}/listings/${row.public_id}`),
      rendered,
    );
    const home = await time(
      Array.from({ length: WARM_UP + runs }, () => `${base}/${TENANT}`),
      rendered,
    );
    const row = (name: string, t: Timing, goal = '') =>
      `| ${name} | ${t.p50.toFixed(1)} | ${t.p95.toFixed(1)} | ${t.max.toFixed(1)} | ${(t.p50 / bare.p50).toFixed(0)}× | ${goal} |`;
    process.stdout.write(
      `\n| ${pg.where}, ${listings} live listings, ${runs} requests each, one at a time | p50 ms | p95 ms | max ms | p50 against the bare route | p95 < ${TARGET_P95_MS} ms |\n` +
        `|---|---:|---:|---:|---:|---|\n` +
        `${row('bare route (GET /health)', bare)}\n` +
        `${row('a listing page, each one asked for once (uncached)', listing, listing.p95 < TARGET_P95_MS ? 'met' : 'MISSED')}\n` +
        `${row('the site home, asked for again and again', home)}\n`,
    );
  } finally {
    await app?.close();
    await pg.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
