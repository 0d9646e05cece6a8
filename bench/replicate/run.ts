/**
 * npm run bench:replicate: replicating N live listings (default 10,000) from a Propdesk site's
 * RESO feed into another site, over loopback, on a throwaway PostgreSQL cluster (or
 * BENCH_DATABASE_URL's server: a database of its own there). The source is the demo site, seeded
 * as the feed bench seeds it (three photos' Media rows per listing); the target is a new site with
 * the same reference data, whose RESO source points at the demo site's feed with every member
 * mapped to its agent. It times one full run of the replication worker and prints listings per
 * second, the seconds, the created count (the bench fails unless it is N) and the peak RSS.
 *
 * Photos are not fetched: the seeded photos have no files behind them, so the replication hands
 * each listing's photo addresses (read from the feed's Media) to a counter instead of the image
 * pipeline; the bench checks it got all of them. What is timed is the feed's pages, the mapping
 * and the listings' writes.
 *
 *   npm run bench:replicate [-- --listings 10000]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { FEED_SCOPES } from '@propdesk/shared';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { createResoSourceWorker } from '../../apps/api/src/modules/reso-sources';
import { findAccountByEmail } from '../../apps/api/src/modules/users';
import { createTenantWithReferenceData, seedDatabase } from '../../apps/api/src/seed';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../apps/api/src/seed/demo';
import { benchPostgres } from '../feed/postgres';
import { seedFeed } from '../feed/seed';
import { measured } from '../measure';
import { runBench } from '../cli';

const { values } = parseArgs({
  options: { listings: { type: 'string', default: '10000' } },
});
const listings = Math.min(Math.max(Number(values.listings), 1), 1_000_000);
const PHOTOS = 3;
const APP_ROLE = 'propdesk_replicate_bench_app';
const SOURCE = 'demo';
const TARGET = 'replica';

/** An API call as the site's demo admin; the answer's body, or an error with it. */
async function call(
  app: FastifyInstance,
  tenant: string,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  const res = await app.inject({
    method,
    url,
    headers: { 'x-tenant': tenant, authorization: `Bearer ${token}` },
    ...(payload && { payload }),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

async function adminToken(app: FastifyInstance, tenant: string): Promise<string> {
  const { admin } = DEMO_ACCOUNTS;
  const res = await app.inject({
    method: 'POST',
    url: '/auth/authenticate',
    headers: { 'x-tenant': tenant },
    payload: { username: admin.email, password: admin.password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in on ${tenant}: ${res.body}`);
  return res.json<{ token: string }>().token;
}

async function main() {
  const { handle, owner, where, end } = await benchPostgres('propdesk_replicate_bench', APP_ROLE);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'propdesk-replicate-bench-'));
  let app: FastifyInstance | undefined;
  try {
    const seedStarted = Date.now();
    await seedDatabase(owner.db, { demo: true });
    await seedFeed(owner.db, { tenant: SOURCE, listings, photos: PHOTOS });
    // The target: the demo site's reference data (its suburbs and types), its own accounts.
    const target = await createTenantWithReferenceData(owner.db, {
      slug: TARGET,
      name: 'Propdesk Replica',
      defaultCurrency: 'USD',
      timeZone: 'Africa/Harare',
    });
    await seedDemoAccounts({ db: owner.db }, target);
    await owner.close();
    process.stdout.write(
      `Seeded ${listings} live listings with ${PHOTOS} photos each on '${SOURCE}' in ` +
        `${((Date.now() - seedStarted) / 1000).toFixed(1)} s (${where})\n`,
    );

    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-that-is-at-least-32-characters-long',
      LOG_LEVEL: 'silent',
      FEED_RATE_LIMIT_PER_MINUTE: '1000000',
      // The source's feed is this server, on loopback.
      REMOTE_FETCH_ALLOW: '127.0.0.1',
    });
    app = await buildApp(config, handle, { logger: false });
    const root = await app.listen({ host: '127.0.0.1', port: 0 });
    // The bench runs the replication with a worker of its own, to time it.
    await app.resoSources.stop();

    const client = await call(
      app,
      SOURCE,
      await adminToken(app, SOURCE),
      'POST',
      '/api/v2/feed-clients',
      { name: 'Replication bench', scopes: [...FEED_SCOPES] },
    );
    const admin = await adminToken(app, TARGET);
    const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      call(app!, TARGET, admin, method, url, payload);
    const sources = '/api/v2/reso-sources';
    const source = await asAdmin('POST', sources, {
      name: 'Demo feed',
      serviceRoot: `${root}/${SOURCE}/reso/odata`,
      tokenUrl: `${root}/${SOURCE}/reso/token`,
      clientId: client.clientId,
      clientSecret: client.clientSecret,
    });
    const id = source.publicId as string;
    const agent = await findAccountByEmail(app.modules.base, target, DEMO_ACCOUNTS.agent.email);
    if (!agent) throw new Error('the target has no agent');
    const remote = await asAdmin('GET', `${sources}/${id}/members`);
    const members = remote.members as { key: string }[];
    await asAdmin('PUT', `${sources}/${id}/mapping`, {
      entries: members.map((m) => ({ kind: 'Member', remoteKey: m.key, agentId: agent.publicId })),
    });

    let photosSeen = 0;
    app.modules.resoSources.addPhotos = async (_target, photos) => {
      photosSeen += photos.length;
      return { stored: 0, failed: [] };
    };
    const worker = createResoSourceWorker(app.modules.resoSources);
    await asAdmin('POST', `${sources}/${id}/run`);
    const run = await measured(() => worker.drain());
    await worker.stop();
    if (run.result !== 1) throw new Error(`the worker ran ${run.result} sources, not 1`);

    const runs = await asAdmin('GET', `${sources}/${id}/runs`);
    const last = await asAdmin('GET', `${sources}/${id}/runs/${runs.items[0].publicId as string}`);
    const r = last.run as Record<string, number | string | null>;
    const seconds = run.ms / 1000;
    process.stdout.write(
      `\nReplicated ${listings} listings from ${members.length} members (photos not fetched: ` +
        `${photosSeen} photo addresses read)\n` +
        `  run: ${String(r.status)}; created ${r.created}, updated ${r.updated}, unchanged ` +
        `${r.unchanged}, archived ${r.archived}, skipped ${r.skipped}, failed ${r.failed}\n` +
        `  ${(listings / seconds).toFixed(0)} listings/s, ${seconds.toFixed(1)} s, ` +
        `peak heap ${run.heapMb.toFixed(0)} MB, peak RSS ${run.rssMb.toFixed(0)} MB\n`,
    );
    if (r.created !== listings) {
      const failed = last.items.find((i: { outcome: string }) => i.outcome !== 'created');
      throw new Error(
        `created ${r.created} of ${listings}` +
          (failed
            ? `; for example ${failed.listingKey as string}: ${failed.reasons.join('; ')}`
            : ''),
      );
    }
    if (photosSeen !== listings * PHOTOS) {
      throw new Error(`${photosSeen} photo addresses read, not ${listings * PHOTOS}`);
    }
  } finally {
    await app?.close();
    await end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runBench(main);
