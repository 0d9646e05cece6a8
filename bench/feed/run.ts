/**
 * npm run bench:feed: the RESO feed over 100,000 live listings with three photos each, on a
 * throwaway PostgreSQL cluster (or BENCH_DATABASE_URL's server: a database of its own there),
 * uncached: pages of 200 Property with $expand=Media, first and deep, a $filter on ListPrice and
 * ModificationTimestamp with $orderby, and $count=true, each beside a bare Fastify route in the
 * same process. Every query runs `--runs` times (after two unmeasured); it prints the median and
 * the spread of the times, and the ratio of each median to the bare route's.
 *
 *   npm run bench:feed [-- --listings=100000 --runs=7]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { seedDatabase } from '../../apps/api/src/seed';
import { feedToken } from '../../apps/api/src/test/feed';
import { benchPostgres } from './postgres';
import { seedFeed } from './seed';
import { runBench } from '../cli';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '7' },
  },
});
const listings = Math.min(Math.max(Number(values.listings), 1000), 1_000_000);
const runs = Math.min(Math.max(Number(values.runs), 3), 100);
const WARM_UP = 2;
const PHOTOS = 3;
const APP_ROLE = 'propdesk_feed_bench_app';
const TENANT = 'demo';

const median = (sorted: number[]) =>
  sorted.length % 2
    ? sorted[(sorted.length - 1) / 2]!
    : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;

/** What a feed page answers, as far as the bench reads it. */
interface FeedPage {
  value: { Media?: unknown[] }[];
  '@odata.nextLink'?: string;
  '@odata.count'?: number;
}

interface Timing {
  name: string;
  median: number;
  min: number;
  max: number;
  detail: string;
}

/** Times `runs` requests one after the other (after WARM_UP unmeasured), each read to its end. */
async function time(
  name: string,
  url: string,
  headers: Record<string, string>,
  check: (body: FeedPage) => string,
  { warmUp = WARM_UP, count = runs } = {},
): Promise<Timing> {
  const times: number[] = [];
  let detail = '';
  for (let i = 0; i < warmUp + count; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    const text = await res.text();
    const took = performance.now() - started;
    if (!res.ok) throw new Error(`${name}: ${res.status} ${text.slice(0, 300)}`);
    if (i === 0) detail = check(JSON.parse(text) as FeedPage);
    if (i >= warmUp) times.push(took);
  }
  times.sort((a, b) => a - b);
  return { name, median: median(times), min: times[0]!, max: times.at(-1)!, detail };
}

async function main() {
  const { handle, owner, where, end } = await benchPostgres('propdesk_feed_bench', APP_ROLE);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'propdesk-feed-bench-'));
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ hello: 'world' }));
  try {
    const seedStarted = Date.now();
    await seedDatabase(owner.db, { demo: true });
    await seedFeed(owner.db, { tenant: TENANT, listings, photos: PHOTOS });
    const counted = (await owner.db.execute(sql`
      SELECT (SELECT count(*)::int FROM properties WHERE published = 'APPROVED' AND NOT archived) AS live,
             (SELECT count(*)::int FROM property_images) AS photos,
             (SELECT count(*)::int FROM audit_log) AS audit`)) as unknown as {
      rows: { live: number; photos: number; audit: number }[];
    };
    const c = counted.rows[0]!;
    process.stdout.write(
      `Seeded ${c.live} live listings, ${c.photos} photos, ${c.audit} audit entries in ` +
        `${((Date.now() - seedStarted) / 1000).toFixed(1)} s (${where})\n`,
    );
    await owner.close();

    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-that-is-at-least-32-characters-long',
      LOG_LEVEL: 'silent',
      FEED_RATE_LIMIT_PER_MINUTE: '1000000',
    });
    app = await buildApp(config, handle, { logger: false });
    const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
    const auth = { authorization: `Bearer ${await feedToken(app, TENANT)}` };
    const root = `${appUrl}/${TENANT}/reso/odata`;
    const month = new Date(Date.now() - 30 * 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z');
    const page = (body: FeedPage) => {
      const photos = body.value.reduce((n, r) => n + (r.Media?.length ?? 0), 0);
      return `${body.value.length} records, ${photos} photos${body['@odata.nextLink'] ? ', nextLink' : ''}${body['@odata.count'] !== undefined ? `, count ${body['@odata.count']}` : ''}`;
    };
    const q = (query: string) => `${root}/Property?${query}`;
    const targets: [string, string][] = [
      ['Property $top=200&$expand=Media, first page', q('$top=200&$expand=Media')],
      ['the same, a page deep in ($skip=50000)', q('$top=200&$expand=Media&$skip=50000')],
      [
        '$filter ListPrice and ModificationTimestamp, $orderby ModificationTimestamp desc',
        q(
          `$top=200&$expand=Media&$filter=${encodeURIComponent(`ListPrice ge 100000 and ModificationTimestamp gt ${month}`)}&$orderby=${encodeURIComponent('ModificationTimestamp desc')}`,
        ),
      ],
      ['$count=true with $top=200', q('$top=200&$count=true')],
    ];
    const results: Timing[] = [];
    for (const [name, url] of targets) {
      // The bare route just before each, so that the ratio compares times taken side by side.
      const bareTiming = await time('bare Fastify JSON route', `${bareUrl}/bare`, {}, () => '', {
        warmUp: 50,
        count: 50,
      });
      const timing = await time(name, url, auth, page);
      results.push({
        ...timing,
        detail: `${timing.detail}; bare ${bareTiming.median.toFixed(2)} ms`,
      });
      process.stdout.write(
        `${name}: median ${timing.median.toFixed(1)} ms (${timing.min.toFixed(1)} to ` +
          `${timing.max.toFixed(1)}), ${(timing.median / bareTiming.median).toFixed(0)} × bare; ${timing.detail}\n`,
      );
    }
    process.stdout.write(
      `\n| query (${runs} runs each) | median ms | min ms | max ms | what came back |\n|---|---:|---:|---:|---|\n`,
    );
    for (const r of results) {
      process.stdout.write(
        `| ${r.name} | ${r.median.toFixed(1)} | ${r.min.toFixed(1)} | ${r.max.toFixed(1)} | ${r.detail} |\n`,
      );
    }
  } finally {
    await app?.close();
    await bare.close();
    await end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runBench(main);
