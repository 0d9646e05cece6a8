/**
 * npm run bench:import: imports a CSV file of 10,000 listings without photos (one agent, the
 * demo site) through the API and the background worker, on PGlite and, when BENCH_DATABASE_URL
 * or TEST_DATABASE_URL names a PostgreSQL server, on PostgreSQL too. Prints the upload, the dry
 * run and the run (goal: under 60 s), then the same file again (every row unchanged), with the
 * process's peak heap and resident memory during each.
 *
 *   npm run bench:import [-- --rows=10000 --db=pglite|postgres|both]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/infra/db';
import { createListingImportWorker } from '../../apps/api/src/modules/listing-imports';
import { seedDatabase } from '../../apps/api/src/seed';
import { DEMO_ACCOUNTS } from '../../apps/api/src/seed/demo';
import { multipartBody } from '../../apps/api/src/test/uploads';
import { benchArgs, benchDatabases } from '../cli';
import { freshPostgres } from '../fresh-database';
import { measured } from '../measure';

const args = benchArgs();
const { pgUrl, which } = benchDatabases(args);
const rows = Math.min(Math.max(Number(args.rows ?? 10_000), 100), 200_000);
const GOAL_MS = 60_000;
const APP_ROLE = 'propdesk_bench_app';
const MB = 1024 * 1024;

/** A CSV of `count` listings in the demo site's suburbs and types, the export's columns. */
function csvFile(count: number): Buffer {
  const suburbs = ['Avondale', 'Borrowdale', 'Mount Pleasant', 'Highlands', 'Belvedere'];
  const types = ['House', 'Townhouse', 'Cottage'];
  const lines = [
    'AgentReference,Name,PropertyType,ListingCategory,City,SubdivisionName,ListPrice,' +
      'CurrencyCode,PriceType,LivingArea,LivingAreaUnits,Latitude,Longitude,BedroomsTotal,PublicRemarks',
  ];
  for (let i = 0; i < count; i++) {
    lines.push(
      [
        `BENCH-${i}`,
        `Bench home ${i}`,
        types[i % types.length],
        i % 2 ? 'SALE' : 'RENT',
        'Harare',
        suburbs[i % suburbs.length],
        String(50_000 + i * 10),
        'USD',
        'TOTAL',
        String(80 + (i % 300)),
        'SQUARE_METRES',
        (-17.8 + (i % 100) / 1000).toFixed(4),
        (31.04 + (i % 100) / 1000).toFixed(4),
        String(1 + (i % 5)),
        `"A bright home number ${i}, close to shops, schools and parks."`,
      ].join(','),
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

async function runOn(kind: 'pglite' | 'postgres') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'propdesk-bench-import-'));
  const fresh =
    kind === 'postgres'
      ? await freshPostgres(pgUrl!, 'propdesk_bench_import', APP_ROLE)
      : undefined;
  const handle = fresh
    ? await openDatabase({
        kind: 'postgres',
        url: fresh.appUrl,
        migrationUrl: fresh.url,
        poolSize: 10,
      })
    : await openDatabase({ kind: 'pglite-memory' });
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-that-is-at-least-32-characters-long',
    LOG_LEVEL: 'silent',
  });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await seedDatabase(handle.db, { demo: true });
    app = await buildApp(config, handle, { logger: false });
    await app.ready();
    // The bench runs the imports with a worker of its own, to time them.
    await app.listingImports.stop();
    const { agent } = DEMO_ACCOUNTS;
    const login = await app.inject({
      method: 'POST',
      url: '/auth/authenticate',
      headers: { 'x-tenant': 'demo' },
      payload: { username: agent.email, password: agent.password },
    });
    const headers = { 'x-tenant': 'demo', authorization: `Bearer ${login.json().token as string}` };
    const file = csvFile(rows);
    const worker = createListingImportWorker(app.modules.listingImports, {
      concurrency: kind === 'postgres' ? 4 : 1,
    });

    const importOnce = async (dryRun: boolean) => {
      const { body, contentType } = multipartBody([
        { data: file, field: 'file', filename: 'bench.csv', contentType: 'text/csv' },
      ]);
      const up = await measured(() =>
        app!.inject({
          method: 'POST',
          url: '/api/v2/listing-imports',
          headers: { ...headers, 'content-type': contentType },
          payload: body,
        }),
      );
      const id = up.result.json().publicId as string;
      const started = await app!.inject({
        method: 'POST',
        url: `/api/v2/listing-imports/${id}/start`,
        headers,
        payload: { dryRun },
      });
      if (started.statusCode !== 202) throw new Error(`start: ${started.body}`);
      const run = await measured(() => worker.drain());
      const done = await app!.inject({ url: `/api/v2/listing-imports/${id}`, headers });
      return { up, run, imp: done.json() };
    };

    const line = (label: string, r: Awaited<ReturnType<typeof importOnce>>) => {
      const { counts, status } = r.imp;
      const seconds = (r.run.ms / 1000).toFixed(1);
      const goal = r.run.ms <= GOAL_MS ? 'met' : 'MISSED';
      process.stdout.write(
        `  ${label.padEnd(22)} upload ${r.up.ms.toFixed(0)} ms, run ${seconds} s (${goal}: 60 s), ` +
          `${status}, ${JSON.stringify(counts)}, peak heap ${r.run.heapMb.toFixed(0)} MB, ` +
          `peak RSS ${r.run.rssMb.toFixed(0)} MB\n`,
      );
    };
    process.stdout.write(
      `\n${kind}: ${rows} rows, ${(file.length / MB).toFixed(1)} MB, batches of 100\n`,
    );
    line('dry run', await importOnce(true));
    line('run (creates)', await importOnce(false));
    line('same file (unchanged)', await importOnce(false));
    await worker.stop();
  } finally {
    await app?.close();
    await handle.close();
    await fresh?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (which === 'pglite' || which === 'both') await runOn('pglite');
if ((which === 'postgres' || which === 'both') && pgUrl) await runOn('postgres');
