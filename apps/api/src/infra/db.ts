import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from '../db/schema';
import { migrations } from '../db/migrations';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL access the migration runner and health checks need, whatever the driver. */
interface RawClient {
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball (test templates, backups). */
  dump?(): Promise<Blob>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory'; snapshot?: Blob | File };

export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The database in ${dir} is in use by process ${pid}. Stop that process first ` +
        `(the embedded database can only be opened by one process at a time), ` +
        `or use DATABASE_URL with PostgreSQL.`,
    );
    this.name = 'DataDirInUseError';
  }
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openPostgres(target.url, target.poolSize ?? 10);
  if (target.kind === 'pglite') return openPgliteDir(target.dataDir);
  const client = await PGlite.create(target.snapshot ? { loadDataDir: target.snapshot } : {});
  return pgliteHandle(client, () => undefined);
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  await runMigrations(
    {
      exec: async (sql) => void (await pool.query(sql)),
      query: async (sql, params) => (await pool.query(sql, params)).rows,
    },
    pool,
  );
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Database,
    kind: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}

async function openPgliteDir(dataDir: string): Promise<DatabaseHandle> {
  const dir = path.join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const release = acquireDirLock(dataDir);
  try {
    const client = await PGlite.create({ dataDir: dir });
    return await pgliteHandle(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

async function pgliteHandle(client: PGlite, release: () => void): Promise<DatabaseHandle> {
  await runMigrations({
    exec: async (sql) => void (await client.exec(sql)),
    query: async <T>(sql: string, params?: unknown[]) => (await client.query<T>(sql, params)).rows,
  });
  return {
    db: drizzlePglite({ client, schema }) as unknown as Database,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    dump: () => client.dumpDataDir('none'),
    close: async () => {
      await client.close();
      release();
    },
  };
}

/** Data directories this process holds open: the pid file alone cannot tell two opens apart. */
const heldDirs = new Set<string>();

/** PGlite must never be opened twice: a pid file in DATA_DIR guards it across processes. */
function acquireDirLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'pglite.pid');
  if (heldDirs.has(lockFile)) throw new DataDirInUseError(dataDir, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      heldDirs.add(lockFile);
      return () => {
        heldDirs.delete(lockFile);
        if (existsSync(lockFile) && readFileSync(lockFile, 'utf8') === String(process.pid)) {
          unlinkSync(lockFile);
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lockFile, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) throw new DataDirInUseError(dataDir, pid);
      unlinkSync(lockFile); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const MIGRATION_LOCK_KEY = 4_207_731;

/**
 * Applies pending migrations, each in its own transaction. On PostgreSQL an advisory lock held
 * on one dedicated connection makes instances that start together take turns.
 */
async function runMigrations(raw: RawClient, pool?: pg.Pool): Promise<void> {
  const lockClient = pool ? await pool.connect() : undefined;
  try {
    if (lockClient) await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const run: RawClient = lockClient
      ? {
          exec: async (sql) => void (await lockClient.query(sql)),
          query: async (sql, params) => (await lockClient.query(sql, params)).rows,
        }
      : raw;
    await run.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied = new Set(
      (await run.query<{ id: string }>('SELECT id FROM schema_migrations')).map((r) => r.id),
    );
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      await run.exec(
        `BEGIN;\n${migration.sql}\nINSERT INTO schema_migrations (id) VALUES ('${migration.id}');\nCOMMIT;`,
      );
    }
  } catch (error) {
    if (lockClient) await lockClient.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    if (lockClient) {
      await lockClient
        .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
        .catch(() => undefined);
      lockClient.release();
    }
  }
}
