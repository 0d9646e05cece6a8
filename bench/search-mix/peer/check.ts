/**
 * Checks the Directus peer against Propdesk on a small seeded database:
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55433/postgres \
 *     node scripts/run-ts.mjs bench/search-mix/peer/check.ts [--listings=20000] [--duration=10]
 * Seeds a source database (peer_src_*), starts Propdesk on it and the peer on its copy, then:
 * ~20 mix queries as the public and as the agent give the same public ids in the same order and
 * the same totals on both; the public cannot read a listing in review, archived or of the other
 * site, the agent reads their own in any state and nobody else's; autocannon (10 connections)
 * on a fixed search and on fetches by id. Drops both databases at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../apps/api/src/app';
import { loadConfig } from '../../../apps/api/src/config';
import type { DatabaseHandle } from '../../../apps/api/src/infra/db';
import { measure, type Measurement } from '../../api/load';
import { BENCH_PASSWORD, benchAgentEmail } from '../../api/seed';
import { benchArgs, runBench } from '../../cli';
import type { Facet, MixCategory, MixQuery } from '../mix-types';
import { startDirectus, type Peer, type PeerRequest } from './directus';
import { seededSource } from './source-database';

const args = benchArgs();
const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const listings = Math.max(Number(args.listings ?? 20_000), 2000);
const duration = Math.min(Math.max(Number(args.duration ?? 10), 1), 60);
const QUERIES = 20;
const SITE = 'demo';
const AGENT_EMAIL = benchAgentEmail(1);

async function rowsOf<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A small deterministic generator, so a failing query can be run again. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const PRICE_RANGES: Record<MixCategory, [number, number]> = {
  SALE: [50_000, 950_000],
  RENT: [300, 3300],
  QUICK_RENT: [40, 440],
};

/** Queries of the mix's shape over the site's types and suburbs. */
function mixQueries(types: Facet[], suburbs: Facet[], count: number): MixQuery[] {
  const next = random(7);
  const pick = <T>(from: readonly T[]) => from[Math.floor(next() * from.length)]!;
  return Array.from({ length: count }, () => {
    const category = pick(['RENT', 'SALE', 'QUICK_RENT'] as const);
    const sort = pick(['price', 'createdAt'] as const);
    const [low, high] = PRICE_RANGES[category];
    const bound = () => Math.round(low + next() * (high - low));
    const bounds = sort === 'price' || next() < 0.4 ? [bound(), bound()].sort((a, b) => a - b) : [];
    const both = next() < 0.5;
    return {
      category,
      types: [...new Set(Array.from({ length: Math.floor(next() * 3) }, () => pick(types)))],
      ...(next() < 0.5 && { suburb: pick(suburbs) }),
      ...(bounds.length && { minPrice: bounds[0] }),
      ...(bounds.length && both && { maxPrice: bounds[1] }),
      sort,
      direction: pick(['asc', 'desc'] as const),
      page: 1 + Math.floor(next() * 5),
    };
  });
}

/** Propdesk's POST /properties/search (or /detailed, the agent's) for the same query. */
function propdeskSearch(q: MixQuery, detailed: boolean, headers: Record<string, string> = {}) {
  const params = new URLSearchParams({
    page: String(q.page),
    elementPerPage: '20',
    key: q.sort,
    direction: q.direction,
  });
  return {
    path: `/properties/search${detailed ? '/detailed' : ''}?${params}`,
    headers: { 'content-type': 'application/json', 'x-tenant': SITE, ...headers },
    body: JSON.stringify({
      category: q.category,
      ...(q.types.length && { types: q.types.map((t) => t.publicId) }),
      ...(q.suburb && { suburbs: [q.suburb.publicId] }),
      ...(q.minPrice !== undefined && { minPrice: q.minPrice }),
      ...(q.maxPrice !== undefined && { maxPrice: q.maxPrice }),
    }),
  };
}

async function send(base: string, request: PeerRequest) {
  const res = await fetch(`${base}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  return { status: res.status, json: (await res.json()) as unknown };
}

const fmt = (m: Measurement) =>
  `${m.requestsPerSecond.toFixed(0)} req/s, p50 ${m.p50.toFixed(2)} ms, p99 ${m.p99.toFixed(2)} ms, ` +
  `${m.failures} non-2xx/errors`;

async function main(): Promise<boolean> {
  if (!adminUrl) throw new Error('Set BENCH_DATABASE_URL (a superuser on the PostgreSQL server)');
  const problems: string[] = [];
  const expect = (ok: boolean, what: string) => {
    process.stdout.write(`${ok ? 'ok  ' : 'FAIL'} ${what}\n`);
    if (!ok) problems.push(what);
  };
  let started = Date.now();
  const source = await seededSource(adminUrl, { prefix: 'peer_src', listings, agents: 20 });
  process.stdout.write(`Seeded ${listings} listings in ${(Date.now() - started) / 1000} s\n`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'propdesk-peer-check-'));
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let peer: Peer | undefined;
  try {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-that-is-at-least-32-characters-long',
      LOG_LEVEL: 'silent',
    });
    app = await buildApp(config, source.handle, { logger: false });
    const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    started = Date.now();
    peer = await startDirectus({
      adminUrl,
      sourceUrl: source.url,
      siteSlug: SITE,
      agentEmail: AGENT_EMAIL,
      dropOnStop: true,
    });
    process.stdout.write(
      `${peer.name} set up and answering in ${(Date.now() - started) / 1000} s\n`,
    );

    const signIn = await app.inject({
      method: 'POST',
      url: '/auth/authenticate',
      headers: { 'x-tenant': SITE },
      payload: { username: AGENT_EMAIL, password: BENCH_PASSWORD },
    });
    const agentAuth = { authorization: `Bearer ${signIn.json<{ token: string }>().token}` };

    const facets = (table: 'property_types' | 'suburbs') =>
      rowsOf<Facet>(
        source.handle,
        sql`SELECT x.id, x.public_id AS "publicId" FROM ${sql.raw(table)} x
            JOIN tenants t ON t.id = x.tenant_id WHERE t.slug = ${SITE} ORDER BY x.id`,
      );
    const queries = mixQueries(await facets('property_types'), await facets('suburbs'), QUERIES);

    for (const [who, detailed] of [
      ['public', false],
      ['agent', true],
    ] as const) {
      let same = 0;
      let filled = 0;
      for (const q of queries) {
        const ours = propdeskSearch(q, detailed, who === 'agent' ? agentAuth : {});
        const theirs = await send(appUrl, { method: 'POST', ...ours });
        const content = theirs.json as { content: { publicId: string }[]; totalElements: number };
        const request = who === 'agent' ? peer.agentSearch(q) : peer.publicSearch(q);
        const answer = await send(peer.url, request);
        if (answer.status !== 200) {
          expect(false, `${who} ${JSON.stringify(q)}: Directus answered ${answer.status}`);
          continue;
        }
        const page = peer.readPage(answer.json);
        const ids = content.content.map((p) => p.publicId);
        const matches =
          page.total === content.totalElements && page.publicIds.join() === ids.join();
        if (ids.length) filled++;
        if (matches) same++;
        else {
          expect(
            false,
            `${who} ${JSON.stringify(q)}: Propdesk ${content.totalElements} [${ids.slice(0, 3).join()}…], ` +
              `Directus ${page.total} [${page.publicIds.slice(0, 3).join()}…]`,
          );
        }
      }
      expect(
        same === queries.length,
        `${who}: ${same} of ${queries.length} queries give the same page and total ` +
          `(${filled} pages with listings)`,
      );
    }

    const [agent] = await rowsOf<{ id: number }>(
      source.handle,
      sql`SELECT id FROM users WHERE email = ${AGENT_EMAIL}`,
    );
    const one = (condition: ReturnType<typeof sql>) =>
      rowsOf<{ id: number; publicId: string }>(
        source.handle,
        sql`SELECT p.id, p.public_id AS "publicId" FROM properties p JOIN tenants t ON t.id = p.tenant_id
            WHERE ${condition} ORDER BY p.id LIMIT 1`,
      ).then((rows) => rows[0]!);
    const demo = sql`t.slug = ${SITE}`;
    const cases = {
      live: await one(sql`${demo} AND p.published = 'APPROVED' AND NOT p.archived`),
      inReview: await one(sql`${demo} AND p.published = 'REVIEW' AND p.user_id <> ${agent!.id}`),
      archived: await one(sql`${demo} AND p.archived AND p.user_id <> ${agent!.id}`),
      otherSite: await one(sql`t.slug <> ${SITE} AND p.published = 'APPROVED' AND NOT p.archived`),
      ownInReview: await one(sql`${demo} AND p.published = 'REVIEW' AND p.user_id = ${agent!.id}`),
      ownLive: await one(sql`${demo} AND p.published = 'APPROVED' AND p.user_id = ${agent!.id}`),
    };
    const agentHeaders = peer.agentSearch(queries[0]!).headers;
    const read = async (listing: { id: number; publicId: string }, asAgent: boolean) => {
      const request = peer!.byId(listing);
      const answer = await send(peer!.url, {
        ...request,
        headers: { ...request.headers, ...(asAgent ? agentHeaders : {}) },
      });
      const row = (answer.json as { data?: { public_id: string } }).data;
      return answer.status === 200 && row?.public_id === listing.publicId;
    };
    expect(await read(cases.live, false), 'the public reads a live listing by id');
    expect(!(await read(cases.inReview, false)), 'the public cannot read a listing under review');
    expect(!(await read(cases.archived, false)), 'the public cannot read an archived listing');
    expect(
      !(await read(cases.otherSite, false)),
      "the public cannot read the other site's listing",
    );
    expect(await read(cases.ownInReview, true), 'the agent reads their own listing under review');
    expect(await read(cases.ownLive, true), 'the agent reads their own live listing');
    expect(!(await read(cases.inReview, true)), "the agent cannot read another agent's listing");
    const everything = await send(peer.url, {
      method: 'GET',
      path: '/items/listings?aggregate[count]=*&groupBy[]=user_id&groupBy[]=tenant_id',
      headers: agentHeaders,
    });
    const groups = (everything.json as { data: { user_id: number; tenant_id: number }[] }).data;
    expect(
      groups.length === 1 && groups[0]!.user_id === agent!.id,
      `every listing the agent can see is their own (${JSON.stringify(groups)})`,
    );

    const fixed = peer.publicSearch({
      category: 'RENT',
      types: [],
      sort: 'createdAt',
      direction: 'desc',
      page: 1,
    });
    const live = await rowsOf<{ id: number; publicId: string }>(
      source.handle,
      sql`SELECT p.id, p.public_id AS "publicId" FROM properties p JOIN tenants t ON t.id = p.tenant_id
          WHERE ${demo} AND p.published = 'APPROVED' AND NOT p.archived ORDER BY p.id LIMIT 500`,
    );
    const search = await measure(
      { name: 'search', url: `${peer.url}${fixed.path}`, headers: fixed.headers },
      duration,
    );
    process.stdout.write(
      `Directus, a fixed public search (RENT, newest first, page 1): ${fmt(search)}\n`,
    );
    const byId = await measure(
      { name: 'by id', url: peer.url, paths: live.map((l) => peer!.byId(l).path) },
      duration,
    );
    process.stdout.write(`Directus, by id (500 live listings in turn): ${fmt(byId)}\n`);
    expect(search.failures === 0 && byId.failures === 0, 'no failures under load');
  } finally {
    await peer?.stop();
    await app?.close();
    await source.handle.close();
    await source.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.stdout.write(
    problems.length ? `\n${problems.length} problem(s)\n` : '\nAll checks passed\n',
  );
  return problems.length === 0;
}

runBench(main);
