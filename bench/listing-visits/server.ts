/**
 * One server of bench:visits, in a process of its own (so the counter's work stays in its own
 * process): PGlite in memory, the demo sites and `--listings` bench listings, the app with
 * LISTING_STATS `--counting=on|off`. Writes one line of JSON, { url, ids }, once it listens;
 * exits when its standard input closes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase, resultRows } from '../../apps/api/src/infra/db';
import { seedDatabase } from '../../apps/api/src/seed';
import { seedBenchData } from '../api/seed';
import { benchArgs } from '../cli';

const args = benchArgs();
const listings = Math.min(Math.max(Number(args.listings ?? 20_000), 1000), 1_000_000);
const handle = await openDatabase({ kind: 'pglite-memory' });
await seedDatabase(handle.db, { demo: true });
await seedBenchData(handle.db, {
  listingsPerTenant: Math.floor(listings / 2),
  agentsPerTenant: 10,
  eventsPerTenant: 0,
});
const ids = resultRows<{ id: string }>(
  await handle.db.execute(sql`
    SELECT p.public_id AS id FROM properties p JOIN tenants t ON t.id = p.tenant_id
    WHERE t.slug = 'demo' AND p.published = 'APPROVED' AND NOT p.archived
    ORDER BY p.id LIMIT 500`),
).map((r) => r.id);
const dataDir = mkdtempSync(path.join(tmpdir(), 'propdesk-bench-visits-'));
const app = await buildApp(
  loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-that-is-at-least-32-characters-long',
    LOG_LEVEL: 'silent',
    LISTING_STATS: String(args.counting === 'on'),
  }),
  handle,
  { logger: false },
);
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${JSON.stringify({ url, ids })}\n`);

async function stop() {
  await app.close();
  const [stored] = resultRows<{ views: number }>(
    await handle.db.execute(
      sql`SELECT coalesce(sum(views), 0)::int AS views FROM listing_daily_stats`,
    ),
  );
  process.stderr.write(`counting ${args.counting}: ${stored?.views} views stored\n`);
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.stdin.on('end', () => void stop());
process.stdin.resume();
