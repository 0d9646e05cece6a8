import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, testDatabaseUrl, type Config } from '../config';
import { openDatabase, type Database, type DatabaseHandle } from '../infra/db';
import type { Mail } from '../infra/mailer';
import { seedDatabase, SEED_TENANTS } from '../seed';
import { newPublicId } from '../lib/ids';
import { findTenant } from '../modules/tenants';
import { createUser } from '../modules/users';

export { DEMO_ACCOUNTS } from '../seed/demo';

export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

interface RequestOptions {
  tenant?: string | null;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The caller's address (login throttling counts per IP). */
  ip?: string;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  config: Config;
  dataDir: string;
  /** PostgreSQL only: the test database as the app's role, for a second server process on it. */
  databaseUrl?: string;
  /** PostgreSQL only: the test database as its owner (a superuser), for what the app may not do. */
  ownerDatabaseUrl?: string;
  mails: Mail[];
  request<T = any>(method: string, url: string, options?: RequestOptions): Promise<TestResponse<T>>;
  login(
    email: string,
    password: string,
    tenant?: string,
  ): Promise<{ token: string; refreshToken: string }>;
  close(): Promise<void>;
}

/** The role the server runs as on PostgreSQL: no superuser, no BYPASSRLS, owns nothing. */
export const TEST_APP_ROLE = 'propdesk_app';

/** Makes the app's role once per server; test files start in parallel, so a second finds it. */
export async function ensureTestAppRole(admin: pg.Client): Promise<void> {
  await admin.query(`DO $$ BEGIN
      CREATE ROLE ${TEST_APP_ROLE} LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
    END $$`);
}

/** A new database on the test server: `url` as the app's role, `ownerUrl` as its owner. */
export async function freshPostgres(
  adminUrl: string,
): Promise<{ url: string; ownerUrl: string; drop: () => Promise<void> }> {
  const name = `propdesk_test_${newPublicId(10).toLowerCase()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await ensureTestAppRole(admin);
  await admin.end();
  const owner = new URL(adminUrl);
  owner.pathname = `/${name}`;
  const app = new URL(owner);
  app.username = TEST_APP_ROLE;
  app.password = '';
  return {
    url: app.toString(),
    ownerUrl: owner.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A fresh app on a fresh database for one test file: a copy of the seeded PGlite template,
 * or a new PostgreSQL database when TEST_DATABASE_URL is set.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'propdesk-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const adminUrl = testDatabaseUrl();
  let drop: (() => Promise<void>) | undefined;
  let database: DatabaseHandle;
  let databaseUrl: string | undefined;
  let ownerDatabaseUrl: string | undefined;
  if (adminUrl) {
    const fresh = await freshPostgres(adminUrl);
    drop = fresh.drop;
    databaseUrl = fresh.url;
    ownerDatabaseUrl = fresh.ownerUrl;
    database = await openDatabase({
      kind: 'postgres',
      url: fresh.url,
      migrationUrl: fresh.ownerUrl,
      poolSize: 5,
    });
    await seedDatabase(database.db, { demo: true });
  } else {
    const snapshot = new Blob([readFileSync(inject('pgliteTemplate'))]);
    database = await openDatabase({ kind: 'pglite-memory', snapshot });
  }
  const mails: Mail[] = [];
  const app = await buildApp(config, database, {
    logger: false,
    mailer: { send: async (mail) => void mails.push(mail) },
  });
  await app.ready();

  const request: TestApp['request'] = async (method, url, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    const tenant = options.tenant === undefined ? 'demo' : options.tenant;
    if (tenant) headers['x-tenant'] = tenant;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const res = await app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(options.ip && { remoteAddress: options.ip }),
      ...(options.body !== undefined &&
        (typeof options.body === 'string'
          ? { payload: options.body }
          : { payload: options.body as object })),
    });
    let body: unknown = res.body;
    try {
      body = res.json();
    } catch {
      // not JSON: keep the text
    }
    return { status: res.statusCode, body: body as never, headers: res.headers };
  };

  return {
    app,
    db: database.db,
    database,
    config,
    dataDir,
    ...(databaseUrl && { databaseUrl }),
    ...(ownerDatabaseUrl && { ownerDatabaseUrl }),
    mails,
    request,
    async login(email, password, tenant = 'demo') {
      const res = await request('POST', '/auth/authenticate', {
        tenant,
        body: { username: email, password },
      });
      if (res.status !== 200)
        throw new Error(`login failed for ${email}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
    async close() {
      await app.close();
      await database.close();
      await drop?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Sign-ups are limited per client address: each helper sign-up comes from an address of its own. */
let signups = 0;
/** An e-mail address no other test uses: `<prefix>-<random>@example.com`. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${newPublicId(8).toLowerCase()}@example.com`;
}

export function signupAddress(): string {
  signups++;
  return `10.200.${Math.floor(signups / 250) % 250}.${(signups % 250) + 1}`;
}

/** Registers a new agent in the tenant's default country and signs in. */
export async function createAgent(
  t: TestApp,
  tenant = 'demo',
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const countryCode = SEED_TENANTS.find((s) => s.slug === tenant)?.country;
  const countries = await t.request('GET', '/api/v2/countries/', { tenant });
  const country = countries.body.content.find(
    (c: { code: string }) => c.code === countryCode,
  ).publicId;
  const email = uniqueEmail('agent');
  const password = 'Str0ng!Passw0rd';
  const res = await t.request('POST', `/auth/countries/ids/${country}/agents/create`, {
    tenant,
    ip: signupAddress(),
    headers,
    body: {
      name: 'Test Realty',
      firstName: 'Test',
      email,
      password,
      telephone: '+263 77 000 0000',
      ...overrides,
    },
  });
  if (res.status !== 201) throw new Error(`agent create failed: ${JSON.stringify(res.body)}`);
  const tokens = await t.login(email, password, tenant);
  return {
    ...tokens,
    email,
    password,
    publicId: res.body.publicId as string,
    code: res.body.code as string,
  };
}

export async function createCustomer(t: TestApp, tenant = 'demo') {
  const email = uniqueEmail('customer');
  const password = 'Str0ng!Passw0rd';
  const res = await t.request('POST', '/auth/customers/create', {
    tenant,
    ip: signupAddress(),
    body: { firstName: 'Test', lastName: 'Customer', email, password, mobile: '+263 71 000 0000' },
  });
  if (res.status !== 201) throw new Error(`customer create failed: ${JSON.stringify(res.body)}`);
  const tokens = await t.login(email, password, tenant);
  return { ...tokens, email, password, publicId: res.body.publicId as string };
}

/** An ADMIN account (none is seeded), signed in. */
export async function createAdmin(t: TestApp, tenant = 'demo') {
  const site = (await findTenant(t.app.modules.base, tenant))!;
  const email = uniqueEmail('admin');
  const password = 'Str0ng!Passw0rd';
  await createUser(t.app.modules.base, null, site, { email, password, roles: ['ADMIN'] });
  return t.login(email, password, tenant);
}

/** Sets the languages a site offers, as its admin does. */
export function setSiteLanguages(
  t: TestApp,
  adminToken: string,
  defaultLanguage: string,
  languages: string[],
  tenant = 'demo',
) {
  return t.request('PUT', '/api/v2/tenants/current/languages', {
    token: adminToken,
    tenant,
    body: { defaultLanguage, languages },
  });
}

const ERROR_KEYS = ['code', 'details', 'error', 'message', 'statusCode'];

/** Asserts the one error shape: status, code and message, and nothing else in the body. */
export function expectError(
  res: TestResponse,
  status: number,
  code: string,
  message?: string | RegExp,
) {
  expect({ status: res.status, code: res.body?.code }).toEqual({ status, code });
  expect(res.body.statusCode).toBe(status);
  expect(typeof res.body.error).toBe('string');
  expect(typeof res.body.message).toBe('string');
  expect(res.body.message.length).toBeGreaterThan(0);
  if (typeof message === 'string') expect(res.body.message).toBe(message);
  else if (message) expect(res.body.message).toMatch(message);
  expect(Object.keys(res.body).filter((k) => !ERROR_KEYS.includes(k))).toEqual([]);
  return res.body as { message: string; details?: { path: string; message: string }[] };
}

/** The claims of a JWT, read without verifying it. */
export function decodeToken(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}
