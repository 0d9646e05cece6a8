import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/api/src/infra/db';
import { freePort } from '../free-port';
import { freshPostgres } from '../fresh-database';

/** The newest PostgreSQL server binaries the machine has (Debian's layout), or undefined. */
function serverBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest && path.join(root, newest, 'bin');
}

/**
 * A throwaway PostgreSQL cluster, as .ci/run starts one: initdb in a temporary directory, then
 * pg_ctl on a free loopback port (fsync off: the data is thrown away). As root, the server runs
 * as the `postgres` user, which PostgreSQL requires. `stop` stops it and removes the directory.
 */
async function startThrowawayPostgres(): Promise<{ url: string; stop: () => void }> {
  const bin = serverBin();
  if (!bin) throw new Error('PostgreSQL is needed: apt-get install -y postgresql');
  const dir = mkdtempSync(path.join(tmpdir(), 'propdesk-feed-bench-pg-'));
  const data = path.join(dir, 'data');
  const socket = path.join(dir, 'sock');
  mkdirSync(data, { mode: 0o700 });
  mkdirSync(socket);
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]) => {
    const command = [path.join(bin, program), ...args];
    if (!asRoot) return execFileSync(command[0]!, command.slice(1), { stdio: 'ignore' });
    const quoted = command.map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(' ');
    return execFileSync('su', ['postgres', '-c', quoted], { stdio: 'ignore' });
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    for (const p of [dir, data, socket]) chownSync(p, uid, gid);
  }
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'pg.log'),
    '-w',
    'start',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${socket} -c fsync=off -c max_connections=100`,
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A database of its own for a bench on PostgreSQL: on BENCH_DATABASE_URL's server, else on a
 * throwaway cluster. `handle` connects as the app's role, as in production (row-level security
 * applies; opening it migrates), `owner` as the tables' owner, for the seed. `end` drops the
 * database and stops the cluster.
 */
export async function benchPostgres(prefix: string, appRole: string) {
  const given = process.env.BENCH_DATABASE_URL;
  const cluster = given ? undefined : await startThrowawayPostgres();
  const fresh = await freshPostgres(given ?? cluster!.url, prefix, appRole);
  const end = async () => {
    await fresh.drop().catch(() => undefined);
    cluster?.stop();
  };
  try {
    const handle = await openDatabase({
      kind: 'postgres',
      url: fresh.appUrl,
      migrationUrl: fresh.url,
      poolSize: 10,
    });
    const owner = await openDatabase({ kind: 'postgres', url: fresh.url, allowSuperuser: true });
    return { handle, owner, where: given ? 'PostgreSQL' : 'PostgreSQL, throwaway cluster', end };
  } catch (error) {
    await end();
    throw error;
  }
}
