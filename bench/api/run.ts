/**
 * npm run bench:api: seeds 100,000 listings over 2 tenants and 50 agents, starts the app in this
 * process on 127.0.0.1 and measures the listing routes with autocannon against a bare Fastify
 * route (the ceiling), on PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a
 * PostgreSQL server, on PostgreSQL too.
 *
 * Options: --db=pglite|postgres|both (default: both when a URL is set), --duration=10 (seconds),
 * --listings=100000, --agents=50, --rls=off (PostgreSQL: run as the URL's superuser, which
 * row-level security skips, to measure what the policies cost), --only=public|signed-in|events
 * (one group of routes, with the bare route), --signed-in-cache=off (SIGNED_IN_CACHE_MB=0: every
 * signed-in read computed afresh).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../apps/api/src/infra/db';
import { seedDatabase } from '../../apps/api/src/seed';
import { DEMO_ACCOUNTS } from '../../apps/api/src/seed/demo';
import { benchArgs, benchDatabases } from '../cli';
import { freshPostgres } from '../fresh-database';
import { measure, printGoals, printTable, type Goal, type Measurement, type Target } from './load';
import { BENCH_PASSWORD, benchAgentEmail, seedBenchData } from './seed';
import { serveBareRoute, serveBenchApp } from './serve';

const args = benchArgs();
const { pgUrl, which } = benchDatabases(args);
const duration = Math.min(Math.max(Number(args.duration ?? 10), 1), 120);
const listings = Math.min(Math.max(Number(args.listings ?? 100_000), 1000), 1_000_000);
const agents = Math.min(Math.max(Number(args.agents ?? 50), 2), 1000);
const SEED_LIMIT_MS = 60_000;
const rls = args.rls !== 'off';
const only = args.only as 'public' | 'signed-in' | 'events' | undefined;
const signedInCache = args['signed-in-cache'] !== 'off';
const APP_ROLE = 'propdesk_bench_app';

async function firstRows<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>) {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function runOn(kind: 'pglite' | 'postgres'): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'propdesk-bench-'));
  const fresh =
    kind === 'postgres' ? await freshPostgres(pgUrl!, 'propdesk_bench', APP_ROLE) : undefined;
  const handle = fresh
    ? await openDatabase(
        rls
          ? { kind: 'postgres', url: fresh.appUrl, migrationUrl: fresh.url, poolSize: 10 }
          : { kind: 'postgres', url: fresh.url, allowSuperuser: true, poolSize: 10 },
      )
    : await openDatabase({ kind: 'pglite-memory' });
  const bare = await serveBareRoute();
  let app: Awaited<ReturnType<typeof serveBenchApp>>['app'] | undefined;
  try {
    await seedDatabase(handle.db, { demo: true });
    const started = Date.now();
    await seedBenchData(handle.db, {
      listingsPerTenant: Math.floor(listings / 2),
      agentsPerTenant: Math.floor(agents / 2),
      eventsPerTenant: Math.floor(listings / 10),
    });
    const seedMs = Date.now() - started;
    const [counted] = await firstRows<{ n: number }>(
      handle,
      sql`SELECT count(*)::int AS n FROM properties`,
    );
    process.stdout.write(
      `\n${kind}${kind === 'postgres' ? (rls ? ' (row-level security on)' : ' (superuser: row-level security off)') : ''}: seeded ${counted?.n} listings and ${agents} agents in ${(seedMs / 1000).toFixed(1)} s` +
        `${seedMs > SEED_LIMIT_MS ? ' (over the one-minute budget)' : ''}\n`,
    );

    const served = await serveBenchApp(handle, dataDir, { signedInCache });
    app = served.app;
    const appUrl = served.url;

    const live = await firstRows<{ public_id: string }>(
      handle,
      sql`SELECT p.public_id FROM properties p JOIN tenants t ON t.id = p.tenant_id
          WHERE t.slug = 'demo' AND p.published = 'APPROVED' AND NOT p.archived
          ORDER BY p.id LIMIT 1000`,
    );
    const ids = live.slice(0, 500);
    // The conditional reads get listings of their own, whose answers their warm-up reads first:
    // the signed-in answers of the first 500 expire (30 s) while they would be measured.
    const otherIds = live.slice(500);
    const signIn = (username: string, password: string) =>
      served.signIn('demo', username, password);
    const agent = await signIn(benchAgentEmail(1), BENCH_PASSWORD);
    const [{ public_id: benchAgent } = { public_id: '' }] = await firstRows<{ public_id: string }>(
      handle,
      sql`SELECT public_id FROM users WHERE email = ${benchAgentEmail(1)}`,
    );
    const customer = await signIn(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);

    const json = { 'content-type': 'application/json', 'x-tenant': 'demo' };
    const detailed = (page: number, headers: Record<string, string> = {}) => ({
      url: `${appUrl}/properties/search/detailed?page=${page}&elementPerPage=20`,
      method: 'POST' as const,
      headers: { ...json, ...headers },
      body: '{}',
    });
    const byId = (headers: Record<string, string> = {}, of = ids) => ({
      url: appUrl,
      headers: { 'x-tenant': 'demo', ...headers },
      paths: of.map((r) => `/properties/ids/${r.public_id}/get`),
    });
    const bareTarget: Target = {
      name: 'bare Fastify JSON route (ceiling)',
      url: bare.url,
    };
    const groups: Record<'public' | 'signed-in' | 'events', Target[]> = {
      public: [
        { name: 'POST /properties/search/detailed page 1', ...detailed(1) },
        { name: 'POST /properties/search/detailed page 500', ...detailed(500) },
        {
          name: 'POST /properties/search',
          url: `${appUrl}/properties/search`,
          method: 'POST',
          headers: json,
          body: '{}',
        },
        { name: 'GET /properties/ids/{id}/get (500 ids in turn)', ...byId() },
      ],
      // Signed-in callers are never answered from the public cache.
      'signed-in': [
        {
          name: "agent's own list, page 1 (search/detailed)",
          ...detailed(1, { authorization: agent }),
        },
        {
          name: "customer's search/detailed page 1",
          ...detailed(1, { authorization: customer }),
        },
        {
          name: "customer's search/detailed page 500",
          ...detailed(500, { authorization: customer }),
        },
        {
          name: 'GET by id, signed-in customer (500 ids in turn)',
          ...byId({ authorization: customer }),
        },
        {
          name: 'GET by id, signed-in customer, unchanged since its last read (If-None-Match)',
          ...byId({ authorization: customer }, otherIds),
          revalidate: true,
        },
      ],
      events: [
        {
          name: 'GET /api/v2/events/all page 1 (site events, newest start first)',
          url: `${appUrl}/api/v2/events/all?page=1&elementPerPage=10`,
          headers: { 'x-tenant': 'demo' },
        },
        {
          name: "agent's upcoming events (the dashboard's first tab)",
          url: `${appUrl}/api/v2/agents/ids/${benchAgent}/events/all?page=1&elementPerPage=10&key=start&status=UPCOMING,ONGOING&direction=asc`,
          headers: { 'x-tenant': 'demo', authorization: agent },
        },
      ],
    };
    // The host's load drifts over a run: each signed-in route gets a bare route measured right
    // before it to be compared with.
    const beside = (target: Target): Target[] => [
      { ...bareTarget, name: 'bare route, measured beside the next row' },
      target,
    ];
    groups['signed-in'] = groups['signed-in'].flatMap(beside);
    const targets = [
      bareTarget,
      ...(only ? groups[only] : [...groups.public, ...groups['signed-in'], ...groups.events]),
    ];
    const results: Measurement[] = [];
    for (const target of targets) results.push(await measure(target, duration));
    printTable(kind, results);
    if (!only || only === 'public') {
      printGoals(`Anonymous reads on ${kind}`, results, [
        { route: 'POST /properties/search/detailed page 1', ratio: 0.35 },
        { route: 'GET /properties/ids', ratio: 0.5 },
      ]);
    }
    if (!only || only === 'signed-in') {
      // The signed-in goals; PGlite serialises every query on its one connection.
      const [list, byIdGoal, conditional] =
        kind === 'postgres' ? [0.1, 0.2, 0.4] : [0.05, 0.1, 0.3];
      const goals: Goal[] = [
        { route: "agent's own list, page 1", ratio: list, tail: 3 },
        { route: "customer's search/detailed page 1", ratio: list, tail: 3 },
        { route: 'GET by id, signed-in customer (500', ratio: byIdGoal, tail: 3 },
        { route: 'GET by id, signed-in customer, unchanged', ratio: conditional, tail: 3 },
      ];
      printGoals(`Signed-in reads on ${kind}`, results, goals);
    }
  } finally {
    await app?.close();
    await bare.close();
    await handle.close();
    await fresh?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (which === 'pglite' || which === 'both') await runOn('pglite');
if (which === 'postgres' || which === 'both') {
  if (!pgUrl) throw new Error('Set BENCH_DATABASE_URL or TEST_DATABASE_URL to run on PostgreSQL');
  await runOn('postgres');
}
