/**
 * npm run bench:watermark: how fast a site's photos are re-rendered after its watermark changes
 * (the images module's watermark worker, as the server runs it in the background): photos per
 * second over `--photos` uploaded 4000x2500 phone photos of a demo listing (the demo data has
 * none of its own). Three rounds, each turning a text mark on then off, each change
 * re-rendering every photo from its original in storage; prints each run, then per kind of
 * change the mean and the spread, with the peak memory.
 * On PGlite, then on PostgreSQL when BENCH_DATABASE_URL is set.
 *
 *   npm run bench:watermark [-- --photos=24 --db=both|postgres|pglite]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { propertyTypes, suburbs, tenants, users } from '../../apps/api/src/db/schema';
import { openDatabase } from '../../apps/api/src/infra/db';
import { createWatermarkWorker } from '../../apps/api/src/modules/images';
import { seedDatabase } from '../../apps/api/src/seed';
import { DEMO_ACCOUNTS } from '../../apps/api/src/seed/demo';
import { roomPhoto } from '../../apps/api/src/test/images';
import { validListing } from '../../apps/api/src/test/listings';
import { multipartBody } from '../../apps/api/src/test/uploads';
import { benchArgs, benchDatabases, runBench } from '../cli';
import { freshPostgres } from '../fresh-database';
import { measured } from '../measure';

const args = benchArgs();
const { pgUrl, which } = benchDatabases(args);
const PHOTOS = Math.min(Math.max(Number(args.photos ?? 24), 0), 500);
const APP_ROLE = 'propdesk_bench_app';
const ROUNDS = 3;
/** A round turns the text mark on (a new text each time, so it is a change), then off. */
const markOn = (round: number) => ({
  mode: 'TEXT',
  text: `Propdesk Demo ${round}`,
  position: 'BOTTOM_RIGHT',
  opacity: 60,
  size: 5,
});
const markOff = (round: number) => ({ ...markOn(round), mode: 'OFF' });

async function runOn(kind: 'pglite' | 'postgres') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'propdesk-bench-watermark-'));
  const fresh =
    kind === 'postgres'
      ? await freshPostgres(pgUrl!, 'propdesk_bench_watermark', APP_ROLE)
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
    // The bench runs the re-render with a worker of its own, to time it.
    await app.watermarks.stop();
    const signIn = async (account: { email: string; password: string }) => {
      const res = await app!.inject({
        method: 'POST',
        url: '/auth/authenticate',
        headers: { 'x-tenant': 'demo' },
        payload: { username: account.email, password: account.password },
      });
      return { 'x-tenant': 'demo', authorization: `Bearer ${res.json().token as string}` };
    };
    const [agent, admin] = [await signIn(DEMO_ACCOUNTS.agent), await signIn(DEMO_ACCOUNTS.admin)];
    // A new listing of the demo agent's, in the demo site's first house type and suburb.
    const [site] = await handle.db.select().from(tenants).where(eq(tenants.slug, 'demo'));
    const [type] = await handle.db
      .select({ publicId: propertyTypes.publicId })
      .from(propertyTypes)
      .where(and(eq(propertyTypes.tenantId, site!.id), eq(propertyTypes.name, 'House')));
    const [suburb] = await handle.db
      .select({ publicId: suburbs.publicId })
      .from(suburbs)
      .where(eq(suburbs.tenantId, site!.id))
      .limit(1);
    const [owner] = await handle.db
      .select({ publicId: users.publicId })
      .from(users)
      .where(and(eq(users.tenantId, site!.id), eq(users.email, DEMO_ACCOUNTS.agent.email)));
    const created = await app.inject({
      method: 'POST',
      url: `/agents/${owner!.publicId}/types/ids/${type!.publicId}/suburbs/ids/${suburb!.publicId}/properties/create`,
      headers: agent,
      payload: validListing(),
    });
    if (created.statusCode !== 201) throw new Error(`listing: ${created.body}`);
    const listing = created.json() as { publicId: string };
    for (let i = 0; i < PHOTOS; i++) {
      const { body, contentType } = multipartBody([{ data: await roomPhoto(i, 4000, 2500) }]);
      const res = await app.inject({
        method: 'POST',
        url: `/properties/ids/${listing.publicId}/files/upload`,
        headers: { ...agent, 'content-type': contentType },
        payload: body,
      });
      if (res.statusCode !== 201) throw new Error(`upload: ${res.body}`);
    }
    const worker = createWatermarkWorker(app.modules.images);
    process.stdout.write(`\n${kind}: ${PHOTOS} photos of 4000x2500 on a demo listing\n`);
    const rates = { on: [] as number[], off: [] as number[] };
    const rerender = async (label: 'on' | 'off', change: Record<string, unknown>) => {
      const put = await app!.inject({
        method: 'PUT',
        url: '/api/v2/tenants/current/watermark',
        headers: admin,
        payload: change,
      });
      if (put.statusCode !== 200) throw new Error(`watermark: ${put.body}`);
      const run = await measured(() => worker.drain());
      const state = await app!.inject({ url: '/api/v2/tenants/current/watermark', headers: admin });
      const { total, done, failed } = state.json().rerender as {
        total: number;
        done: number;
        failed: number;
      };
      const rate = done / (run.ms / 1000);
      rates[label].push(rate);
      process.stdout.write(
        `  mark ${label.padEnd(3)}: ${done}/${total} photos (${failed} failed) in ` +
          `${(run.ms / 1000).toFixed(1)} s, ${rate.toFixed(2)} photos/s, peak heap ` +
          `${run.heapMb.toFixed(0)} MB, peak RSS ${run.rssMb.toFixed(0)} MB\n`,
      );
    };
    for (let round = 1; round <= ROUNDS; round++) {
      await rerender('on', markOn(round));
      await rerender('off', markOff(round));
    }
    for (const label of ['on', 'off'] as const) {
      const list = rates[label];
      const mean = list.reduce((a, b) => a + b, 0) / list.length;
      const [low, high] = [Math.min(...list), Math.max(...list)];
      process.stdout.write(
        `  mark ${label}: mean ${mean.toFixed(2)} photos/s over ${ROUNDS} runs, ` +
          `${low.toFixed(2)} to ${high.toFixed(2)} (±${(((high - low) / 2 / mean) * 100).toFixed(0)} %)\n`,
      );
    }
    await worker.stop();
  } finally {
    await app?.close();
    await handle.close();
    await fresh?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runBench(async () => {
  if (which === 'pglite' || which === 'both') await runOn('pglite');
  if ((which === 'postgres' || which === 'both') && pgUrl) await runOn('postgres');
});
