/**
 * npm run bench:search-mix: the listing searches under a mix of queries that never repeat (so
 * no answer cache serves them), as real visitors send them: public searches, the bench agent's
 * own searches, map areas and reads by id (Zipf: those repeat, as popular listings do), over
 * listings seeded varied (seed.ts), on PGlite or on PostgreSQL with row-level security on. Each
 * mix is measured right after the bare Fastify route, with 10 connections; on a local
 * PostgreSQL server, the CPU its backends spent per request too (server-cpu.ts).
 *
 * Options: --db=pglite|postgres (postgres when BENCH_DATABASE_URL or TEST_DATABASE_URL is set),
 * --listings=100000 (or 100000,1000000: each size in turn, then the throughput falloff),
 * --duration=15 (seconds per measurement), --runs=1, --keep (PostgreSQL: keep the seeded
 * database), --reuse=<database>[,<database>] (one per size: skip the seed), --rls=off (run as
 * the URL's superuser), --mixes=public,agent,map,byid, --peer=directus (PostgreSQL: measure the
 * peer on the same lists right after Propdesk).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, resultRows, type Database } from '../../apps/api/src/infra/db';
import { seedDatabase } from '../../apps/api/src/seed';
import { measure, type LoadRequest } from '../api/load';
import { serveBareRoute, serveBenchApp } from '../api/serve';
import { benchArgs, benchDatabases, runBench } from '../cli';
import { existingPostgres, freshPostgres } from '../fresh-database';
import { readFacets, type Listing, type SiteFacets } from './facets';
import { areaQueries, byIdQueries, propdeskRequests, searchQueries } from './mix';
import type { AreaQuery, MixQuery } from './mix-types';
import { checkPeerAnswers } from './peer-check';
import { startPeer, type Peer } from './peer-contract';
import {
  loadAverage,
  printFalloff,
  printGoals,
  printRun,
  type MixName,
  type MixRow,
} from './report';
import { BENCH_PASSWORD, mixAgentEmail, seedSearchMix } from './seed';
import { isLocalServer, openCpuWindow } from './server-cpu';

const args = benchArgs();
const { pgUrl } = benchDatabases(args);
const kind = (args.db ?? (pgUrl ? 'postgres' : 'pglite')) as 'pglite' | 'postgres';
const clamp = (n: number, low: number, high: number) => Math.min(Math.max(n, low), high);
const sizes = (args.listings ?? '100000').split(',').map((n) => clamp(Number(n), 1000, 2_000_000));
const duration = clamp(Number(args.duration ?? 15), 1, 120);
const runs = clamp(Number(args.runs ?? 1), 1, 20);
const reuse = args.reuse?.split(',');
const keep = args.keep === 'true';
const rls = args.rls !== 'off';
const mixes = (args.mixes ?? 'public,agent,map,byid').split(',') as MixName[];
const peerName = args.peer;

const SITE = 'demo';
const PROPDESK = 'Propdesk';
const APP_ROLE = 'propdesk_bench_app';
const WARMUP_SECONDS = 2;
const SEED_GOAL_MS = kind === 'postgres' ? 5 * 60_000 : 60_000;
/** Above what any mix reaches here: each run's list holds this many requests per second. */
const LIST_RATE: Record<MixName, number> = { public: 3000, agent: 3000, map: 3000, byid: 25000 };
const PEER_MIXES: MixName[] = ['public', 'agent', 'byid'];
const PEER_SAMPLE = 20;

if (!['pglite', 'postgres'].includes(kind)) throw new Error('--db is pglite or postgres');
if (kind === 'postgres' && !pgUrl) {
  throw new Error('Set BENCH_DATABASE_URL or TEST_DATABASE_URL to run on PostgreSQL');
}
if (kind === 'pglite' && (keep || reuse || peerName)) {
  throw new Error('--keep, --reuse and --peer need PostgreSQL (--db=postgres)');
}
if (reuse && reuse.length !== sizes.length) throw new Error('--reuse names one database per size');

/** The database to measure on: the app's handle, and the tables' owner for seeding. */
async function openBenchDatabase(reuseName?: string) {
  if (kind === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite-memory' });
    return { handle, owner: handle.db, close: () => handle.close() };
  }
  const target = reuseName
    ? await existingPostgres(pgUrl!, reuseName, APP_ROLE)
    : await freshPostgres(pgUrl!, 'mixbench', APP_ROLE);
  const handle = await openDatabase(
    rls
      ? { kind: 'postgres', url: target.appUrl, migrationUrl: target.url, poolSize: 10 }
      : { kind: 'postgres', url: target.url, allowSuperuser: true, poolSize: 10 },
  );
  const ownerClient = new pg.Client({ connectionString: target.url });
  await ownerClient.connect();
  return {
    handle,
    owner: drizzle({ client: ownerClient }) as unknown as Database,
    target,
    async close() {
      await ownerClient.end();
      await handle.close();
      if (!keep && !reuseName) await target.drop();
    },
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function seed(owner: Database, handle: { db: Database }, listings: number) {
  await seedDatabase(handle.db, { demo: true });
  const started = performance.now();
  const times = await seedSearchMix(owner, listings);
  const ms = performance.now() - started;
  process.stdout.write(
    `\n${ms <= SEED_GOAL_MS ? 'met' : 'MISSED'}: seeded ${listings.toLocaleString('en')} listings ` +
      `on ${kind} in ${seconds(ms)} (insert ${seconds(times.insertMs)}, indexes ` +
      `${seconds(times.indexMs)}, VACUUM ANALYZE ${seconds(times.vacuumMs)}), goal ≤ ${seconds(SEED_GOAL_MS)}\n`,
  );
}

/** Each mix's queries for every run (and, last, the public sample both products answer). */
function queryLists(facets: SiteFacets) {
  const length = (mix: MixName) => LIST_RATE[mix] * (duration + WARMUP_SECONDS);
  const publicSearches = searchQueries(
    facets.public,
    facets.prices,
    length('public') * runs + PEER_SAMPLE,
    1,
  );
  return {
    publicSearches,
    agentSearches: searchQueries(facets.agent, facets.prices, length('agent') * runs, 2),
    areas: areaQueries(facets.places, length('map') * runs, 3),
    byIds: byIdQueries(facets.live, length('byid') * runs, 4),
    sample: publicSearches.slice(-PEER_SAMPLE),
    /** The slice of a list that run `run` sends. */
    ofRun: <T>(list: T[], mix: MixName, run: number) =>
      list.slice(run * length(mix), (run + 1) * length(mix)),
  };
}

type Lists = ReturnType<typeof queryLists>;

/** How a product asks each kind of query (a peer has no map search). */
interface Asks {
  publicSearch(q: MixQuery): LoadRequest;
  agentSearch(q: MixQuery): LoadRequest;
  map?(q: AreaQuery): LoadRequest;
  byId(listing: Listing): LoadRequest;
}

/** The requests run `run` of `mix` sends. */
function requestsOf(lists: Lists, asks: Asks, mix: MixName, run: number): LoadRequest[] {
  // Called on `asks` itself: a peer's methods may read `this`.
  if (mix === 'public')
    return lists.ofRun(lists.publicSearches, mix, run).map((q) => asks.publicSearch(q));
  if (mix === 'agent')
    return lists.ofRun(lists.agentSearches, mix, run).map((q) => asks.agentSearch(q));
  if (mix === 'map') return lists.ofRun(lists.areas, mix, run).map((q) => asks.map!(q));
  return lists.ofRun(lists.byIds, mix, run).map((listing) => asks.byId(listing));
}

/** Measures one list of requests; the CPU of `database`'s backends over the measured window. */
async function measureList(name: string, url: string, requests: LoadRequest[], database?: string) {
  let window: ReturnType<typeof openCpuWindow> | undefined;
  const result = await measure({ name, url, distinct: requests }, duration, WARMUP_SECONDS, () => {
    if (database) window = openCpuWindow(database);
  });
  const cpuMs = window?.close();
  return {
    result,
    cpuMsPerRequest: cpuMs === undefined ? undefined : cpuMs / Math.max(1, result.completed),
  };
}

async function onSize(listings: number, reuseName?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'propdesk-mixbench-'));
  const database = await openBenchDatabase(reuseName);
  const bare = await serveBareRoute();
  let served: Awaited<ReturnType<typeof serveBenchApp>> | undefined;
  let peer: Peer | undefined;
  try {
    if (!reuseName) await seed(database.owner, database.handle, listings);
    const [{ n } = { n: 0 }] = resultRows<{ n: number }>(
      await database.owner.execute(
        sql`SELECT count(*)::int AS n FROM properties WHERE public_id LIKE 'MX%'`,
      ),
    );
    const facets = await readFacets(database.owner, SITE, mixAgentEmail(SITE));
    const lists = queryLists(facets);
    served = await serveBenchApp(database.handle, dataDir);
    const requests = propdeskRequests(SITE);
    const databaseName = database.target?.name;
    const cpuOf = (name?: string) => (name && isLocalServer(pgUrl!) ? name : undefined);
    if (peerName) {
      peer = await startPeer(peerName, {
        adminUrl: pgUrl!,
        sourceUrl: database.target!.url,
        siteSlug: SITE,
        agentEmail: mixAgentEmail(SITE),
        // The copy goes with the database it was made from; a kept one is reused next time.
        dropOnStop: !keep && !reuseName,
      });
    }
    let passed = peer
      ? await checkPeerAnswers({ url: served.url, ...requests }, peer, lists.sample)
      : true;
    const rps = new Map<MixName, number[]>();
    for (let run = 0; run < runs; run++) {
      const rows: MixRow[] = [];
      const loadAtStart = loadAverage();
      for (const mix of mixes) {
        // Signed in right before each mix: a long run (a million listings) outlives a session.
        const authorization = await served.signIn(SITE, mixAgentEmail(SITE), BENCH_PASSWORD);
        const ours = requestsOf(
          lists,
          { ...requests, agentSearch: (q) => requests.agentSearch(q, authorization) },
          mix,
          run,
        );
        const bareResult = await measure({ name: 'bare route', url: bare.url }, duration);
        const measured = await measureList(mix, served.url, ours, cpuOf(databaseName));
        rows.push({ mix, product: PROPDESK, bare: bareResult, ...measured });
        rps.set(mix, [...(rps.get(mix) ?? []), measured.result.requestsPerSecond]);
        if (peer && PEER_MIXES.includes(mix)) {
          const theirs = requestsOf(lists, peer, mix, run);
          const peerMeasured = await measureList(mix, peer.url, theirs, cpuOf(peer.databaseName));
          rows.push({ mix, product: peer.name, bare: bareResult, ...peerMeasured });
        }
      }
      printRun(
        `Run ${run + 1} of ${runs}: ${kind}${kind === 'postgres' ? (rls ? ' (row-level security on)' : ' (superuser)') : ''}, ` +
          `${n.toLocaleString('en')} listings${databaseName ? ` (${databaseName})` : ''}, ${duration} s each`,
        rows,
        { loadAtStart, propdesk: PROPDESK },
      );
      passed = printGoals(rows, PROPDESK) && passed;
    }
    if (keep && databaseName) {
      process.stdout.write(`\nKept ${databaseName}: run again with --reuse=${databaseName}\n`);
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
    return {
      passed,
      listings: n,
      rps: new Map([...rps].map(([mix, values]) => [mix, median(values)])),
    };
  } finally {
    await peer?.stop();
    await served?.app.close();
    await bare.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runBench(async () => {
  let passed = true;
  const bySize: { listings: number; rps: Map<MixName, number> }[] = [];
  for (const [i, listings] of sizes.entries()) {
    const result = await onSize(listings, reuse?.[i]);
    passed &&= result.passed;
    bySize.push(result);
  }
  if (bySize.length > 1) passed = printFalloff(bySize) && passed;
  return passed;
});
