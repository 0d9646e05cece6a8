import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, it, inject } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { migrations } from '../db/migrations';
import { seedDatabase } from '../seed';
import { DataDirInUseError, openDatabase, type DatabaseHandle } from './db';

const execFileAsync = promisify(execFile);
const open: DatabaseHandle[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const handle of open.splice(0)) await handle.close().catch(() => undefined);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

let template: string;
beforeAll(async () => {
  // initdb for a new PGlite directory costs seconds: unpack the suite's seeded database instead.
  template = mkdtempSync(path.join(tmpdir(), 'propdesk-db-template-'));
  const client = await PGlite.create({
    dataDir: path.join(template, 'pglite'),
    loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
  });
  await client.close();
});
afterAll(() => rmSync(template, { recursive: true, force: true }));

/** A DATA_DIR holding a migrated, seeded database (with demo accounts) that nothing has open. */
function tempDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'propdesk-db-'));
  dirs.push(dir);
  cpSync(template, dir, { recursive: true });
  return dir;
}

async function openDir(dataDir: string) {
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  open.push(handle);
  return handle;
}

async function closeHandle(handle: DatabaseHandle) {
  open.splice(open.indexOf(handle), 1);
  await handle.close();
}

/** Rows of a raw query, whichever driver ran it. */
async function rowsOf<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await handle.db.execute(query);
  return (result as { rows: T[] }).rows;
}

const dbModule = path.join(import.meta.dirname, 'db.ts');

/** Opens the data directory from a separate Node process, as the CLI would next to a server. */
async function openInAnotherProcess(dataDir: string) {
  const script = `
    const { openDatabase } = await import(${JSON.stringify(dbModule)});
    try {
      const handle = await openDatabase({ kind: 'pglite', dataDir: ${JSON.stringify(dataDir)} });
      await handle.close();
      console.log(JSON.stringify({ outcome: 'opened' }));
    } catch (error) {
      console.log(JSON.stringify({ outcome: error.name, message: error.message }));
    }`;
  const { stdout } = await execFileAsync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', script],
    { timeout: 30_000 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as { outcome: string; message?: string };
}

function configFor(dataDir: string) {
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
}

async function appOn(handle: DatabaseHandle, dataDir: string) {
  return buildApp(configFor(dataDir), handle, {
    logger: false,
    mailer: { send: async () => undefined },
  });
}

describe('PGlite in DATA_DIR', () => {
  it('keeps every account across a restart', async () => {
    const dataDir = tempDataDir();
    const first = await openDir(dataDir);
    const app = await appOn(first, dataDir);
    const account = { email: 'kept@example.com', password: 'Kept#Across1' };
    const created = await app.inject({
      method: 'POST',
      url: '/auth/customers/create',
      headers: { 'x-tenant': 'demo' },
      payload: { firstName: 'Kept', lastName: 'Safe', ...account },
    });
    expect(created.statusCode).toBe(201);
    await app.close();
    await closeHandle(first);
    expect(existsSync(path.join(dataDir, 'pglite.pid'))).toBe(false);

    const second = await openDir(dataDir);
    const restarted = await appOn(second, dataDir);
    try {
      const signIn = await restarted.inject({
        method: 'POST',
        url: '/auth/authenticate',
        headers: { 'x-tenant': 'demo' },
        payload: { username: account.email, password: account.password },
      });
      expect(signIn.statusCode).toBe(200);
      const { token } = signIn.json();
      const me = await restarted.inject({
        method: 'GET',
        url: `/customer/ids/${created.json().publicId}/get`,
        headers: { 'x-tenant': 'demo', authorization: `Bearer ${token}` },
      });
      expect(me.json()).toMatchObject({ email: account.email, firstName: 'Kept' });
    } finally {
      await restarted.close();
    }
  });

  it('keeps the JWT secret it generated, so tokens outlive a restart', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'propdesk-secret-'));
    dirs.push(dataDir);
    const first = configFor(dataDir).jwtSecret;
    expect(Buffer.from(configFor(dataDir).jwtSecret)).toEqual(Buffer.from(first));
  });

  it('refuses a second process the data directory while it is open, and explains why', async () => {
    const dataDir = tempDataDir();
    const first = await openDir(dataDir);
    const other = await openInAnotherProcess(dataDir);
    expect(other.outcome).toBe('DataDirInUseError');
    expect(other.message).toContain(dataDir);
    expect(other.message).toContain(String(process.pid));
    expect(other.message).toContain('DATABASE_URL');
    // The refused attempt must leave the lock and the database with the first holder.
    expect(readFileSync(path.join(dataDir, 'pglite.pid'), 'utf8')).toBe(String(process.pid));
    await expect(first.ping()).resolves.toBeUndefined();
  });

  it('refuses a second open in the same process and keeps the first lock', async () => {
    const dataDir = tempDataDir();
    const first = await openDir(dataDir);
    await expect(openDir(dataDir)).rejects.toBeInstanceOf(DataDirInUseError);
    expect(readFileSync(path.join(dataDir, 'pglite.pid'), 'utf8')).toBe(String(process.pid));
    await expect(first.ping()).resolves.toBeUndefined();
  });

  it('takes over the lock of a process that died', async () => {
    const dataDir = tempDataDir();
    writeFileSync(path.join(dataDir, 'pglite.pid'), '2147483646');
    const handle = await openDir(dataDir);
    await expect(handle.ping()).resolves.toBeUndefined();
  });
});

describe('migrations', () => {
  it('applies each migration once, however often the database is opened', async () => {
    const dataDir = tempDataDir(); // opened once already, when the template was made
    await closeHandle(await openDir(dataDir));
    const third = await openDir(dataDir);
    const rows = await rowsOf<{ id: string }>(third, sql`SELECT id FROM schema_migrations`);
    expect(rows.map((r) => r.id).sort()).toEqual(migrations.map((m) => m.id).sort());
  });

  it('seeds idempotently', async () => {
    const dataDir = tempDataDir();
    const handle = await openDir(dataDir);
    await seedDatabase(handle.db, { demo: true });
    const count = async () =>
      rowsOf(
        handle,
        sql`SELECT (SELECT count(*) FROM tenants)::int AS tenants,
                   (SELECT count(*) FROM users)::int AS users,
                   (SELECT count(*) FROM suburbs)::int AS suburbs`,
      );
    const before = await count();
    await seedDatabase(handle.db, { demo: true });
    expect(await count()).toEqual(before);
  });
});
