import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../../free-port';
import type { LoadRequest } from '../../api/load';
import type { MixQuery } from '../mix-types';

/** A request to the peer, as the load worker sends it. */
export type PeerRequest = LoadRequest;
export interface Peer {
  name: string;
  url: string;
  databaseName: string;
  publicSearch(q: MixQuery): PeerRequest;
  agentSearch(q: MixQuery): PeerRequest;
  byId(listing: { id: number; publicId: string }): PeerRequest;
  readPage(json: unknown): { publicIds: string[]; total: number };
  stop(): Promise<void>;
}

/** What directus-setup.mjs writes once a setup is complete. */
interface SetupMarker {
  database: string;
  agentToken: string;
  /** The site's property types with subtypes: parent id to the children's ids. */
  subtypes: Record<string, number[]>;
  directusVersion: string;
  directusCli: string;
  node: string;
  peerDir: string;
  env: Record<string, string>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const PAGE_SIZE = 20;
const READY_TIMEOUT_MS = 120_000;

/** Runs directus-setup.sh (which reuses a completed setup of the same source) and reads its marker. */
function runSetup(options: DirectusOptions): Promise<SetupMarker & { markerPath: string }> {
  const args = [
    `--admin=${options.adminUrl}`,
    `--source=${options.sourceUrl}`,
    `--site=${options.siteSlug}`,
    `--agent=${options.agentEmail}`,
    ...(options.fresh ? ['--fresh'] : []),
  ];
  return new Promise((resolve, reject) => {
    const setup = spawn(path.join(here, 'directus-setup.sh'), args, {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    setup.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    setup.once('error', reject);
    setup.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`directus-setup.sh exited with ${code}`));
      const markerPath = out.trim().split('\n').pop()!;
      resolve({ ...(JSON.parse(readFileSync(markerPath, 'utf8')) as SetupMarker), markerPath });
    });
  });
}

async function waitUntilAnswering(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`Directus exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${url}/server/ping`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Directus did not answer within ${READY_TIMEOUT_MS / 1000} s`);
}

/**
 * The mix's filters in Directus's filter language; the site and state come from the policies.
 * A type stands for its subtypes too, as on Propdesk.
 */
function listingFilter(
  q: MixQuery,
  subtypes: Record<string, number[]> = {},
): Record<string, unknown> {
  const conditions: Record<string, unknown>[] = [{ category: { _eq: q.category } }];
  if (q.types.length) {
    const ids = new Set(q.types.flatMap((t) => [t.id, ...(subtypes[t.id] ?? [])]));
    conditions.push({ type_id: { _in: [...ids] } });
  }
  if (q.suburb) conditions.push({ suburb_id: { _eq: q.suburb.id } });
  if (q.minPrice !== undefined) conditions.push({ price: { _gte: q.minPrice } });
  if (q.maxPrice !== undefined) conditions.push({ price: { _lte: q.maxPrice } });
  return { _and: conditions };
}

/** Ties break on the id in the sort's direction, as Propdesk's do. */
function listingSort(q: MixQuery): string {
  const column = q.sort === 'price' ? 'price' : 'created_at';
  return q.direction === 'asc' ? `${column},id` : `-${column},-id`;
}

function searchPath(q: MixQuery, subtypes: Record<string, number[]>): string {
  const params = new URLSearchParams({
    filter: JSON.stringify(listingFilter(q, subtypes)),
    sort: listingSort(q),
    limit: String(PAGE_SIZE),
    page: String(q.page),
    meta: 'filter_count',
    fields: '*',
  });
  return `/items/listings?${params}`;
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

interface DirectusOptions {
  adminUrl: string;
  sourceUrl: string;
  siteSlug: string;
  agentEmail: string;
  /** Set up again even when a completed setup of this source exists. */
  fresh?: boolean;
  /** stop() drops the copy database too (the next start sets it up again). */
  dropOnStop?: boolean;
}

/**
 * Directus 11 serving a copy of the source database's listings under Propdesk's permission
 * rules (directus-setup.sh), started on a free loopback port.
 */
export async function startDirectus(options: DirectusOptions): Promise<Peer> {
  const setup = await runSetup(options);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(setup.node, [setup.directusCli, 'start'], {
    cwd: setup.peerDir,
    env: { ...process.env, ...setup.env, PORT: String(port), PUBLIC_URL: url },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A bench that exits without stop() (an error, Ctrl+C) takes its Directus with it.
  const orphanGuard = () => server.kill('SIGTERM');
  process.once('exit', orphanGuard);
  const exited = new Promise<void>((resolve) =>
    server.once('exit', () => {
      process.off('exit', orphanGuard);
      resolve();
    }),
  );
  try {
    await waitUntilAnswering(url, server);
  } catch (error) {
    server.kill('SIGTERM');
    await exited;
    throw error;
  }
  const agent = { authorization: `Bearer ${setup.agentToken}` };
  return {
    name: `Directus ${setup.directusVersion}`,
    url,
    databaseName: setup.database,
    publicSearch: (q) => ({ method: 'GET', path: searchPath(q, setup.subtypes), headers: {} }),
    agentSearch: (q) => ({ method: 'GET', path: searchPath(q, setup.subtypes), headers: agent }),
    byId: (listing) => ({ method: 'GET', path: `/items/listings/${listing.id}`, headers: {} }),
    readPage(json) {
      const answer = json as { data: { public_id: string }[]; meta: { filter_count: number } };
      return {
        publicIds: answer.data.map((row) => row.public_id),
        total: Number(answer.meta.filter_count),
      };
    },
    async stop() {
      if (server.exitCode === null && server.signalCode === null) {
        process.kill(server.pid!, 'SIGTERM');
        await exited;
      }
      if (options.dropOnStop) {
        await dropDatabase(options.adminUrl, setup.database);
        rmSync(setup.markerPath, { force: true });
      }
    },
  };
}
