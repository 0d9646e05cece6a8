import { randomInt } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrations } from '../db/migrations';
import { currentDataScope } from './data-scope';

/**
 * The database, typed without a schema: tables are imported from their owner's *.tables.ts where
 * a query names them (no relational `db.query` API, which would need every table here).
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/**
 * The rows of a raw `db.execute`: PGlite answers `{ rows }`, node-postgres' drizzle the rows
 * themselves.
 */
export const resultRows = <T>(result: unknown): T[] =>
  ((result as { rows?: T[] }).rows ?? result) as T[];

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
  /** What the operator should know about how the database was opened, to log at start. */
  warnings: string[];
  /** This server process among those that share the database. */
  processes: ServerProcesses;
  /**
   * Runs `work` while no other process on this database runs its own `oneAtATime` work (a
   * PostgreSQL advisory lock held on a connection of its own): processes that start together
   * seed one after another, and the later ones find everything made.
   */
  oneAtATime<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * Which server processes still run: work one process journals (a file being written) is
 * finished or undone by another only once its process is gone.
 */
export interface ServerProcesses {
  /** This process's id, held for as long as it runs. */
  readonly id: number;
  /** Whether the process that held `id` has ended. */
  isGone(id: number): Promise<boolean>;
}

export type DatabaseTarget =
  | {
      kind: 'postgres';
      /** The role the app runs as: no superuser, no BYPASSRLS, owns nothing. */
      url: string;
      /** The tables' owner, for migrations; without it they run as `url`'s role. */
      migrationUrl?: string;
      /** Accept a superuser or BYPASSRLS role at `url` (row-level security does not apply). */
      allowSuperuser?: boolean;
      poolSize?: number;
    }
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

/** The server's PostgreSQL role would skip row-level security, and nobody said that is fine. */
export class DatabaseRoleError extends Error {
  constructor(role: string, superuser: boolean) {
    super(
      `DATABASE_URL connects as "${role}", a ${superuser ? 'superuser' : 'BYPASSRLS'} role. ` +
        `Row-level security does not apply to it, so one query that forgot its site filter ` +
        `could show one site's data on another. Connect as a role without those rights that ` +
        `owns no table, and run migrations with DATABASE_MIGRATION_URL as the owner ` +
        `(docs/deployment.md); or set ALLOW_SUPERUSER=true to accept the risk (development).`,
    );
    this.name = 'DatabaseRoleError';
  }
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openPostgres(target);
  if (target.kind === 'pglite') return openPgliteDir(target.dataDir);
  const client = await PGlite.create(target.snapshot ? { loadDataDir: target.snapshot } : {});
  return pgliteHandle(client, () => undefined);
}

type PostgresTarget = Extract<DatabaseTarget, { kind: 'postgres' }>;

async function openPostgres(target: PostgresTarget): Promise<DatabaseHandle> {
  const pool = scopedPool(target.url, target.poolSize ?? 10);
  const warnings: string[] = [];
  try {
    const role = await roleOf(pool);
    if ((role.superuser || role.bypassRls) && !target.allowSuperuser) {
      throw new DatabaseRoleError(role.name, role.superuser);
    }
    if (role.superuser || role.bypassRls) {
      warnings.push(
        `DATABASE_URL connects as "${role.name}", which row-level security does not apply to ` +
          `(ALLOW_SUPERUSER=true): only the application's own site checks hold.`,
      );
    }
    if (target.migrationUrl) {
      const owner = scopedPool(target.migrationUrl, 2);
      try {
        const ownerRole = await roleOf(owner);
        // Under the migration lock: concurrent GRANTs on one table fail ("tuple concurrently
        // updated") when several processes start together.
        await runMigrations(owner, (run) =>
          ownerRole.name === role.name ? Promise.resolve() : grantAppRole(run, role.name),
        );
      } finally {
        await owner.end();
      }
    } else {
      if (!role.superuser) {
        warnings.push(
          "DATABASE_MIGRATION_URL is not set: migrations run as the server's own role, which " +
            'then has to own the tables; set it to the owner and let DATABASE_URL own nothing.',
        );
      }
      await runMigrations(pool);
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  let processes: PostgresProcesses;
  try {
    processes = await holdProcessId(target.url);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db: drizzlePg({ client: pool }) as unknown as Database,
    kind: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    close: async () => {
      await processes.release();
      await pool.end();
    },
    warnings,
    processes,
    oneAtATime: (work) => holdingLock(pool, START_LOCK_KEY, work),
  };
}

async function holdingLock<T>(pool: pg.Pool, key: number, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
    }
  } finally {
    client.release();
  }
}

/** Advisory lock keys of server processes: (PROCESS_LOCK_SPACE, process id). */
const PROCESS_LOCK_SPACE = 4_207_732;

type PostgresProcesses = ServerProcesses & { release(): Promise<void> };

/**
 * On PostgreSQL a process holds an advisory lock on its id through a connection of its own; the
 * server ends the session, and so frees the lock, when the process dies however it dies. Another
 * process that can take the lock knows the holder is gone. A dropped connection is opened again
 * and the lock taken again.
 */
async function holdProcessId(url: string): Promise<PostgresProcesses> {
  const id = randomInt(1, 2 ** 31 - 1);
  let closing = false;
  let client: pg.Client | undefined;
  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    next.on('error', () => {
      if (client === next) client = undefined;
      next.end().catch(() => undefined);
    });
    await next.connect();
    await next.query('SELECT pg_advisory_lock($1, $2)', [PROCESS_LOCK_SPACE, id]);
    return next;
  };
  client = await connect();
  const current = async () => {
    if (closing) throw new Error('The database is closing');
    return client ?? (client = await connect());
  };
  return {
    id,
    async isGone(other) {
      if (other === id) return false;
      const c = await current();
      const { rows } = await c.query<{ free: boolean }>(
        'SELECT pg_try_advisory_lock($1, $2) AS free',
        [PROCESS_LOCK_SPACE, other],
      );
      if (!rows[0]?.free) return false;
      // A gone process's id never comes back (ids are drawn anew at each start).
      await c.query('SELECT pg_advisory_unlock($1, $2)', [PROCESS_LOCK_SPACE, other]);
      return true;
    },
    async release() {
      closing = true;
      await client?.end().catch(() => undefined);
    },
  };
}

/** PGlite is one process's (the data directory's lock): every other process id is gone. */
function soleProcess(): ServerProcesses {
  const id = randomInt(1, 2 ** 31 - 1);
  return { id, isGone: async (other) => other !== id };
}

const SCOPE = Symbol('data scope');
type ScopedClient = pg.PoolClient & { [SCOPE]?: string };

/**
 * A pool whose every connection carries the current data scope (data-scope.ts) in
 * `app.tenant_id` before the caller gets it. It is a session setting, set again only when a
 * connection changes scope, so a request of the same site as the connection's last one waits
 * for nothing.
 */
function scopedPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  /** Resolves once the connection is in `scope`; undefined when it is already. */
  const enter = (client: ScopedClient, scope: string): Promise<void> | undefined => {
    if (client[SCOPE] === scope) return undefined;
    return client.query("SELECT set_config('app.tenant_id', $1, false)", [scope]).then(() => {
      client[SCOPE] = scope;
    });
  };
  type Callback = (error: Error | undefined, client?: pg.PoolClient, done?: () => void) => void;
  const connect = pool.connect.bind(pool) as (callback?: Callback) => Promise<pg.PoolClient>;
  pool.connect = ((callback?: Callback) => {
    const scope = currentDataScope();
    if (!callback) {
      return connect().then(async (client) => {
        try {
          await enter(client, scope);
        } catch (error) {
          client.release(error as Error);
          throw error;
        }
        return client;
      });
    }
    // pool.query() takes its connection this way.
    return connect((error, client, done) => {
      const entering = client && !error ? enter(client, scope) : undefined;
      if (!entering) return callback(error, client, done);
      entering.then(
        () => callback(undefined, client, done),
        (failure: Error) => {
          client!.release(failure);
          callback(failure);
        },
      );
    });
  }) as typeof pool.connect;
  return pool;
}

async function roleOf(pool: pg.Pool) {
  const { rows } = await pool.query<{ name: string; superuser: boolean; bypassRls: boolean }>(
    `SELECT rolname AS name, rolsuper AS superuser, rolbypassrls AS "bypassRls"
       FROM pg_roles WHERE rolname = current_user`,
  );
  return rows[0]!;
}

/**
 * What the app's role may do, granted by the owner after each migration run: read and write the
 * tables, but never change or remove audit rows (the owner's prune function removes old ones, and
 * its pseudonymise function puts an erased person's pseudonym in their rows).
 */
async function grantAppRole(owner: RawClient, role: string): Promise<void> {
  const who = pg.escapeIdentifier(role);
  await owner.exec(`
    GRANT USAGE ON SCHEMA public TO ${who};
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${who};
    GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${who};
    REVOKE INSERT, UPDATE, DELETE ON schema_migrations FROM ${who};
    REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM ${who};
    GRANT EXECUTE ON FUNCTION audit_log_prune(integer) TO ${who};
    GRANT EXECUTE ON FUNCTION audit_log_pseudonymise(integer, integer, text, text, text[]) TO ${who};
  `);
}

async function openPgliteDir(dataDir: string): Promise<DatabaseHandle> {
  const dir = path.join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const release = lockDataDir(dataDir);
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
    db: drizzlePglite({ client }) as unknown as Database,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    dump: () => client.dumpDataDir('none'),
    close: async () => {
      await client.close();
      release();
    },
    // PGlite runs as a superuser in this process: the application's site checks are the wall.
    warnings: [],
    processes: soleProcess(),
    // One process only (DATA_DIR is locked): nobody to take turns with.
    oneAtATime: (work) => work(),
  };
}

/** Data directories this process holds open: the pid file alone cannot tell two opens apart. */
const heldDirs = new Set<string>();

/**
 * PGlite must never be opened twice: a pid file in DATA_DIR guards it across processes (the
 * server, and the CLI's backup and restore).
 */
export function lockDataDir(dataDir: string): () => void {
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
/** The advisory lock of start-up work (`oneAtATime`), apart from the process ids' space. */
const START_LOCK_KEY = 4_207_733;

/**
 * Applies pending migrations, each in its own transaction, then `afterwards` (the grants). On
 * PostgreSQL an advisory lock held on one dedicated connection makes instances that start
 * together take turns.
 */
async function runMigrations(
  source: RawClient | pg.Pool,
  afterwards?: (run: RawClient) => Promise<void>,
): Promise<void> {
  const lockClient = source instanceof pg.Pool ? await source.connect() : undefined;
  try {
    if (lockClient) await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const run: RawClient = lockClient
      ? {
          exec: async (sql) => void (await lockClient.query(sql)),
          query: async (sql, params) => (await lockClient.query(sql, params)).rows,
        }
      : (source as RawClient);
    // Checked first: a role that may not create tables can still start once all is migrated.
    const [ledger] = await run.query<{ exists: boolean }>(
      "SELECT to_regclass('schema_migrations') IS NOT NULL AS exists",
    );
    if (!ledger?.exists) {
      await run.exec(
        'CREATE TABLE schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
    }
    const applied = new Set(
      (await run.query<{ id: string }>('SELECT id FROM schema_migrations')).map((r) => r.id),
    );
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      await run.exec(
        `BEGIN;\n${migration.sql}\nINSERT INTO schema_migrations (id) VALUES ('${migration.id}');\nCOMMIT;`,
      );
      if (migration.afterCommit) await run.exec(migration.afterCommit);
    }
    await afterwards?.(run);
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
