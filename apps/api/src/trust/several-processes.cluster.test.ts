import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE_MAX_FAILURES } from '@propdesk/shared';
import { testDatabaseUrl } from '../config';
import { migrations } from '../db/migrations';
import { decodeToken, DEMO_ACCOUNTS, freshPostgres, uniqueEmail } from '../test/helper';
import { jpegImage } from '../test/images';
import { startLoadBalancer, type LoadBalancer } from '../test/load-balancer';
import { startTestS3, type TestS3 } from '../test/s3-server';
import {
  call,
  callOk,
  freePort,
  startServer,
  type CallOptions,
  type ServerProcess,
} from '../test/server-process';
import { multipartBody } from '../test/uploads';

/**
 * Three server processes on one PostgreSQL database and one S3 bucket behind a load balancer:
 * what one process writes or counts holds on the others, and a rolling restart drops nothing.
 */

const PROCESSES = 3;
/** Long enough for the balancer's checks (every 200 ms) to take a draining process out. */
const DRAIN_MS = 2000;
/** docs/deployment.md: a listing edited through one process shows through the others within it. */
const FRESH_WITHIN_MS = 1000;
/** The reads' own time on a busy machine, measured from the write's answer to the read's. */
const FRESH_MARGIN_MS = 400;
const SIGNUP_LIMIT = 3;
const LEAD_LIMIT = 3;
const PASSWORD = 'Str0ng!Passw0rd';

const adminUrl = testDatabaseUrl();
let database: Awaited<ReturnType<typeof freshPostgres>> | undefined;
let s3: TestS3 | undefined;
let balancer: LoadBalancer | undefined;
let ports: number[] = [];
const dataDirs: string[] = [];
const servers: ServerProcess[] = [];

/** What the flow through the balancer made, for the later steps. */
const made = {
  listing: '',
  name: `Cluster garden house ${Date.now().toString(36)}`,
  agent: { token: '', id: '' },
  customer: { email: '' },
};

function serverSettings(i: number): Record<string, string> {
  return {
    DATABASE_URL: database!.url,
    DATABASE_MIGRATION_URL: database!.ownerUrl,
    DATABASE_POOL_SIZE: '5',
    DATA_DIR: dataDirs[i]!,
    TRUST_PROXY: 'true',
    PUBLIC_URL: balancer!.base,
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    SIGNUP_LIMIT: String(SIGNUP_LIMIT),
    LEAD_LIMIT_PER_ADDRESS: String(LEAD_LIMIT),
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...s3!.env,
  };
}

const base = (i: number) => servers[i]!.base;
const lb = () => balancer!.base;
const from = (address: string): CallOptions => ({ headers: { 'x-forwarded-for': address } });

async function until(check: () => boolean | Promise<boolean>, withinMs: number, what: string) {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${withinMs} ms`);
    await sleep(50);
  }
}

async function distinctFreePorts(n: number): Promise<number[]> {
  const found = new Set<number>();
  for (let tries = 0; found.size < n && tries < 50; tries++) found.add(await freePort());
  return [...found];
}

beforeAll(async () => {
  if (!adminUrl) {
    throw new Error(
      'The cluster test needs PostgreSQL: set TEST_DATABASE_URL to a server where the user may create databases.',
    );
  }
  database = await freshPostgres(adminUrl);
  s3 = await startTestS3();
  ports = await distinctFreePorts(PROCESSES);
  for (let i = 0; i < PROCESSES; i++) {
    dataDirs.push(mkdtempSync(path.join(tmpdir(), `propdesk-cluster-${i}-`)));
  }
  balancer = await startLoadBalancer(ports);
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop('SIGKILL')));
  await balancer?.close();
  await s3?.stop();
  await database?.drop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('several server processes on one database and one bucket', () => {
  it('start together: migrations run once, every process becomes ready', async () => {
    const starts = await Promise.allSettled(
      ports.map((port, i) => startServer(serverSettings(i), { port, readyWithinMs: 150_000 })),
    );
    for (const start of starts) if (start.status === 'fulfilled') servers.push(start.value);
    for (const start of starts) if (start.status === 'rejected') throw start.reason;

    const owner = new pg.Client({ connectionString: database!.ownerUrl });
    await owner.connect();
    try {
      const { rows } = await owner.query<{ id: string }>(
        'SELECT id FROM schema_migrations ORDER BY id',
      );
      expect(rows.map((r) => r.id)).toEqual(migrations.map((m) => m.id).sort());
    } finally {
      await owner.end();
    }
    await until(() => balancer!.inRotation().every(Boolean), 5000, 'all processes in rotation');
    for (const server of servers) expect(server.output()).not.toMatch(/"level":(50|60)/);
  });

  it('serves sign-up, sign-in, listings, images, moderation, search and leads', async () => {
    await flowThroughBalancer();
    const { byBackend, failed } = balancer!.counts();
    expect(failed).toBe(0);
    // Round robin: every process took part.
    for (const served of byBackend) expect(served).toBeGreaterThan(5);
  });

  it('refuses a refresh token used on one process on the others', async () => {
    await refreshTokensAcrossProcesses();
  });

  it('counts sign-in failures, sign-ups and leads on one process for all', async () => {
    await throttlesAcrossProcesses();
  });

  it('refuses the access tokens of a session ended on one process on the others within a second', async () => {
    await loggedOutAcrossProcesses();
  });

  it('shows a listing edited through one process through the others within a second', async () => {
    await freshnessAcrossProcesses();
  });

  it('drops no request while each process in turn drains, stops and starts again', async () => {
    const load = startLoad();
    await sleep(1000);
    for (let i = 0; i < PROCESSES; i++) await restart(i);
    await sleep(1000);
    const duringRestart = await load.stop();
    const total = balancer!.counts();
    console.log(
      `cluster: ${total.requests} requests through the proxy over ${PROCESSES} processes, ` +
        `${total.failed} failed; rolling restart: ${duringRestart.requests} requests, ` +
        `${duringRestart.dropped} dropped (${total.retried} passed on after a refused connection)`,
    );
    expect(duringRestart.failures).toEqual([]);
    expect(duringRestart.requests).toBeGreaterThan(100);
    expect(total.failed).toBe(0);
  });
});

async function signIn(target: string, email: string, password: string, options?: CallOptions) {
  return callOk<{ token: string; refreshToken: string }>(target, 'POST', '/auth/authenticate', {
    ...options,
    body: { username: email, password },
  });
}

async function flowThroughBalancer() {
  // A customer signs up, signs in and refreshes the session.
  const email = uniqueEmail('cluster');
  const customer = await callOk(lb(), 'POST', '/auth/customers/create', {
    body: {
      firstName: 'Clara',
      lastName: 'Buyer',
      email,
      password: PASSWORD,
      mobile: '+263 71 000 0001',
    },
  });
  expect(customer).toMatchObject({ email, firstName: 'Clara' });
  const first = await signIn(lb(), email, PASSWORD);
  const renewed = await callOk(lb(), 'POST', '/auth/refreshToken', {
    body: { token: first.refreshToken },
  });
  expect(renewed.refreshToken).not.toBe(first.refreshToken);
  const me = await callOk(lb(), 'GET', `/auth/users/names/${encodeURIComponent(email)}/get`, {
    token: renewed.token,
  });
  expect(me).toMatchObject({ email, roles: ['CUSTOMER'] });
  made.customer = { email };

  // The demo agent makes a listing and edits it.
  const agent = await signIn(lb(), DEMO_ACCOUNTS.agent.email, DEMO_ACCOUNTS.agent.password);
  made.agent = { token: agent.token, id: decodeToken(agent.token).agentId as string };
  const listing = await createListing();
  made.listing = listing.publicId;
  const description = 'A garden house with a view over the park, near the shops.';
  const edited = await callOk(lb(), 'PUT', `/properties/ids/${made.listing}/update`, {
    token: agent.token,
    body: { description, price: 260_000 },
  });
  expect(edited).toMatchObject({ publicId: made.listing, description, price: 260_000 });

  await imagesThroughBalancer(agent.token);

  // The moderator approves it; the public finds it.
  const moderator = await signIn(
    lb(),
    DEMO_ACCOUNTS.moderator.email,
    DEMO_ACCOUNTS.moderator.password,
  );
  const approved = await callOk(lb(), 'POST', `/properties/ids/${made.listing}/approve`, {
    token: moderator.token,
  });
  expect(approved.published).toBe('APPROVED');
  const found = await callOk(lb(), 'POST', '/properties/search', { body: { title: made.name } });
  expect(found.content.map((l: { publicId: string }) => l.publicId)).toEqual([made.listing]);
  const shown = await callOk(lb(), 'GET', `/properties/ids/${made.listing}/get`);
  expect(shown).toMatchObject({ name: made.name, description, price: 260_000 });

  await leadsThroughBalancer(agent.token, renewed.token, customer.publicId as string);
}

async function createListing() {
  const types = await callOk(lb(), 'GET', '/api/v2/types/all');
  const house = types.content.find((t: { name: string }) => t.name === 'House').publicId;
  const countries = await callOk(lb(), 'GET', '/api/v2/countries');
  const zimbabwe = countries.content.find((c: { code: string }) => c.code === 'ZW').publicId;
  const cities = await callOk(lb(), 'GET', `/api/v2/countries/ids/${zimbabwe}/cities/all`);
  const harare = cities.content.find((c: { name: string }) => c.name === 'Harare').publicId;
  const suburbs = await callOk(lb(), 'GET', `/api/v2/cities/ids/${harare}/suburbs`);
  const avondale = suburbs.content.find((s: { name: string }) => s.name === 'Avondale');
  const url = `/agents/${made.agent.id}/types/ids/${house}/suburbs/ids/${avondale.publicId}/properties/create`;
  const listing = await callOk(lb(), 'POST', url, {
    token: made.agent.token,
    body: {
      name: made.name,
      category: 'SALE',
      price: 250_000,
      currency: 'USD',
      priceType: 'TOTAL',
      latitude: avondale.latitude,
      longitude: avondale.longitude,
    },
  });
  expect(listing).toMatchObject({ name: made.name, price: 250_000, published: 'REVIEW' });
  return listing as { publicId: string };
}

/** Uploads land in the bucket, whichever process took them, and every process lists them. */
async function imagesThroughBalancer(token: string) {
  const sizes = [
    [800, 500],
    [1200, 750],
  ] as const;
  const files = await Promise.all(sizes.map(([w, h]) => jpegImage(w, h)));
  const uploaded = await callOk(lb(), 'POST', `/properties/ids/${made.listing}/files/upload`, {
    token,
    raw: multipartBody(files.map((data) => ({ data }))),
  });
  expect(uploaded.images).toHaveLength(2);
  for (const [i, image] of (uploaded.images as { fileDownloadUri: string }[]).entries()) {
    expect(image.fileDownloadUri.startsWith(`${s3!.env.S3_ENDPOINT}/${s3!.bucket}/`)).toBe(true);
    const res = await fetch(image.fileDownloadUri);
    expect(res.status).toBe(200);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', ...sizes[i]!]);
  }
  const names = (uploaded.images as { name: string }[]).map((i) => i.name).sort();
  for (let i = 0; i < PROCESSES; i++) {
    const listed = await callOk(base(i), 'GET', `/properties/ids/${made.listing}/images/all`, {
      token,
    });
    expect(listed.images.GENERAL.map((image: { name: string }) => image.name).sort()).toEqual(
      names,
    );
  }
}

async function leadsThroughBalancer(agentToken: string, customerToken: string, customerId: string) {
  const question = await callOk(lb(), 'POST', '/inquiries/create', {
    body: {
      propertyId: made.listing,
      name: 'Ann Lee',
      email: 'ann.lee@example.com',
      phone: '+263 77 123 4567',
      message: 'Is the house still available in May?',
    },
  });
  expect(question).toMatchObject({ kind: 'INQUIRY', status: 'OPEN', email: 'ann.lee@example.com' });
  const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const viewing = await callOk(
    lb(),
    'POST',
    `/properties/ids/${made.listing}/customers/ids/${customerId}/tours/create`,
    { token: customerToken, body: { times: [inThreeDays] } },
  );
  expect(viewing).toMatchObject({ kind: 'VIEWING', customerId, email: made.customer.email });
  const leads = await callOk(lb(), 'GET', '/api/v2/leads/all', { token: agentToken });
  expect(leads.content.map((l: { publicId: string }) => l.publicId).sort()).toEqual(
    [question.publicId, viewing.publicId].sort(),
  );
}

async function refreshTokensAcrossProcesses() {
  const { email } = made.customer;
  const first = await signIn(base(0), email, PASSWORD);
  const second = await callOk(base(1), 'POST', '/auth/refreshToken', {
    body: { token: first.refreshToken },
  });
  const usedAt = Date.now();
  // Used on process 2, so refused on process 3 (within the grace of two tabs at once: no more).
  const again = await call(base(2), 'POST', '/auth/refreshToken', {
    body: { token: first.refreshToken },
  });
  expect([again.status, again.body.code]).toEqual([401, 'TOKEN_INVALID']);
  // Presented again after the 10 s grace on process 1: the whole family ends, on every process.
  await sleep(Math.max(0, usedAt + 10_500 - Date.now()));
  const reused = await call(base(0), 'POST', '/auth/refreshToken', {
    body: { token: first.refreshToken },
  });
  expect(reused.status).toBe(401);
  const revoked = await call(base(2), 'POST', '/auth/refreshToken', {
    body: { token: second.refreshToken },
  });
  expect([revoked.status, revoked.body.code]).toEqual([401, 'TOKEN_INVALID']);
}

async function throttlesAcrossProcesses() {
  const throttled = (res: { status: number; body: { code?: string } }) => [
    res.status,
    res.body.code,
  ];
  // Failed sign-ins of one account from one address, all on process 1, slow that address down
  // on the other two; the account itself is not locked.
  const email = uniqueEmail('throttled');
  await callOk(base(0), 'POST', '/auth/customers/create', {
    ...from('10.50.0.1'),
    body: {
      firstName: 'Tom',
      lastName: 'Tried',
      email,
      password: PASSWORD,
      mobile: '+263 71 000 0002',
    },
  });
  for (let i = 0; i < LOGIN_THROTTLE_MAX_FAILURES; i++) {
    const res = await call(base(0), 'POST', '/auth/authenticate', {
      ...from('10.50.1.1'),
      body: { username: email, password: `Wrong#Pass${i}` },
    });
    expect(res.status).toBe(401);
  }
  const rightPassword = { username: email, password: PASSWORD };
  for (const i of [1, 2]) {
    const res = await call(base(i), 'POST', '/auth/authenticate', {
      ...from('10.50.1.1'),
      body: rightPassword,
    });
    expect(throttled(res)).toEqual([429, 'TOO_MANY_REQUESTS']);
  }
  expect(
    (
      await call(base(2), 'POST', '/auth/authenticate', {
        ...from('10.50.2.2'),
        body: rightPassword,
      })
    ).status,
  ).toBe(200);

  // Sign-ups and leads from one address, spread over the processes, share one limit.
  const signUp = (i: number, n: number) =>
    call(base(i % PROCESSES), 'POST', '/auth/customers/create', {
      ...from('10.50.4.4'),
      body: {
        firstName: 'Sam',
        lastName: 'Many',
        email: uniqueEmail(`many-${n}`),
        password: PASSWORD,
        mobile: '+263 71 000 0003',
      },
    });
  for (let n = 0; n < SIGNUP_LIMIT; n++) expect((await signUp(n, n)).status).toBe(201);
  expect(throttled(await signUp(SIGNUP_LIMIT, SIGNUP_LIMIT))).toEqual([429, 'TOO_MANY_REQUESTS']);

  const ask = (i: number, n: number) =>
    call(base(i % PROCESSES), 'POST', '/inquiries/create', {
      ...from('10.50.5.5'),
      body: {
        propertyId: made.listing,
        name: 'Lee Asks',
        email: `asks-${n}@example.com`,
        message: 'Is there parking?',
      },
    });
  for (let n = 0; n < LEAD_LIMIT; n++) expect((await ask(n, n)).status).toBe(201);
  expect(throttled(await ask(LEAD_LIMIT, LEAD_LIMIT))).toEqual([429, 'TOO_MANY_REQUESTS']);
}

async function freshnessAcrossProcesses() {
  let price = 300_000;
  const edit = async () => {
    price += 1000;
    await callOk(base(0), 'PUT', `/properties/ids/${made.listing}/update`, {
      token: made.agent.token,
      body: { price },
    });
    return price;
  };
  const readPrice = async (i: number) =>
    (await callOk(base(i), 'GET', `/properties/ids/${made.listing}/get`)).price as number;
  const searchPrice = async (i: number) =>
    (await callOk(base(i), 'POST', '/properties/search', { body: { title: made.name } })).content[0]
      .price as number;

  // Signed-in reads never come from a cache: the next one on another process is fresh.
  const written = await edit();
  const own = await callOk(base(1), 'GET', `/properties/ids/${made.listing}/get`, {
    token: made.agent.token,
  });
  expect(own.price).toBe(written);

  // Anonymous reads come from each process's cache; busy processes catch up within the second.
  const lags: number[] = [];
  // Writes land early, midway and late in the readers' second, so the lags span the bound.
  for (const phase of [0.1, 0.5, 0.9]) {
    const readers = [() => readPrice(1), () => searchPrice(2)];
    lags.push(...(await lagsOfBusyReaders(readers, edit, phase)));
  }
  for (const lag of lags) expect(lag).toBeLessThanOrEqual(FRESH_WITHIN_MS + FRESH_MARGIN_MS);

  // A process that sat idle answers from its cache only after looking again.
  for (const i of [1, 2]) await Promise.all([readPrice(i), searchPrice(i)]);
  await sleep(FRESH_WITHIN_MS + 200);
  const idleWrite = await edit();
  await sleep(FRESH_WITHIN_MS);
  expect([await readPrice(1), await searchPrice(2)]).toEqual([idleWrite, idleWrite]);
  console.log(`cluster: listing edits seen through another process after ${lags.join(', ')} ms`);
}

/**
 * Each reader reads every 25 ms (a busy process); after (1 + phase) seconds of that, `write`
 * (through another process). For each reader, the time from the write's answer to its first
 * read showing the written value.
 */
async function lagsOfBusyReaders(
  readers: (() => Promise<number>)[],
  write: () => Promise<number>,
  phase: number,
): Promise<number[]> {
  const written = { value: Number.NaN, at: 0 };
  const seenAt = readers.map(() => 0);
  const deadline = Date.now() + 10_000;
  const loops = readers.map(async (read, i) => {
    while (!seenAt[i] && Date.now() < deadline) {
      const value = await read();
      if (written.at && value === written.value) seenAt[i] = Date.now();
      await sleep(25);
    }
  });
  await sleep(FRESH_WITHIN_MS * (1 + phase));
  written.value = await write();
  written.at = Date.now();
  await Promise.all(loops);
  return seenAt.map((at) => {
    if (!at) throw new Error('a written price did not show within 10 s');
    return at - written.at;
  });
}

/** SIGTERM: the process drains (still serving, /ready 503), exits 0 and starts again. */
async function restart(i: number) {
  const old = servers[i]!;
  const exited = old.stop('SIGTERM');
  await until(
    async () => (await fetch(`${old.base}/ready`)).status === 503,
    DRAIN_MS / 2,
    'the draining process answers /ready with 503',
  );
  // Still serving, and every answer ends its connection.
  const served = await fetch(`${old.base}/properties/ids/${made.listing}/get`, {
    headers: { 'x-tenant': 'demo' },
  });
  expect([served.status, served.headers.get('connection')]).toEqual([200, 'close']);
  await served.body?.cancel();
  expect(await exited).toBe(0);
  servers[i] = await startServer(serverSettings(i), { port: old.port, readyWithinMs: 120_000 });
  await until(() => balancer!.inRotation()[i] === true, 5000, 'the new process in rotation');
}

interface LoadResult {
  requests: number;
  dropped: number;
  failures: string[];
}

/**
 * A steady load through the balancer until stopped: anonymous reads and searches, an agent's
 * leads list and listing edits, each loop pausing 10 ms between requests. A status other than
 * the expected one, a wrong answer or a connection error counts as dropped.
 */
function startLoad(): { stop(): Promise<LoadResult> } {
  const result: LoadResult = { requests: 0, dropped: 0, failures: [] };
  let stopping = false;
  let price = 400_000;
  const { listing, name, agent } = made;
  /** Each step answers what was wrong with the answer, or nothing. */
  const wrong = (res: { status: number; body: unknown }, right: boolean) =>
    res.status === 200 && right ? undefined : `${res.status} ${JSON.stringify(res.body)}`;
  const steps: Record<string, () => Promise<string | undefined>> = {
    read: async () => {
      const res = await call(lb(), 'GET', `/properties/ids/${listing}/get`);
      return wrong(res, res.body.publicId === listing);
    },
    search: async () => {
      const res = await call(lb(), 'POST', '/properties/search', { body: { title: name } });
      return wrong(res, res.body.content?.[0]?.publicId === listing);
    },
    leads: async () => {
      const res = await call(lb(), 'GET', '/api/v2/leads/all', { token: agent.token });
      return wrong(res, res.body.content?.length >= 2);
    },
    edit: async () => {
      price += 1;
      const res = await call(lb(), 'PUT', `/properties/ids/${listing}/update`, {
        token: agent.token,
        body: { price },
      });
      return wrong(res, res.body.price === price);
    },
  };
  const loops = Object.entries(steps).map(async ([stepName, step]) => {
    for (let n = 0; n < 20_000 && !stopping; n++) {
      result.requests++;
      const problem = await step().catch((error: unknown) => (error as Error).message);
      if (problem !== undefined) {
        result.dropped++;
        result.failures.push(`${stepName}: ${problem.slice(0, 200)}`);
      }
      await sleep(10);
    }
  });
  return {
    async stop() {
      stopping = true;
      await Promise.all(loops);
      return result;
    },
  };
}

/** Logout on one process: the session's access token is refused by the others within a second. */
async function loggedOutAcrossProcesses() {
  const { customer } = DEMO_ACCOUNTS;
  const pair = await callOk<{ token: string; refreshToken: string }>(
    base(0),
    'POST',
    '/auth/authenticate',
    { ...from('10.50.5.5'), body: { username: customer.email, password: customer.password } },
  );
  const me = `/auth/users/names/${encodeURIComponent(customer.email)}/get`;
  // Every process has checked the token (and so looked at the ended sessions) before the logout.
  for (const i of [1, 2])
    expect((await call(base(i), 'GET', me, { token: pair.token })).status).toBe(200);
  await callOk(base(0), 'POST', '/auth/logout', { body: { token: pair.refreshToken } });
  const ended = Date.now();
  const lags: number[] = [];
  for (const i of [1, 2]) {
    let status = 200;
    while (status === 200 && Date.now() - ended < 3000) {
      status = (await call(base(i), 'GET', me, { token: pair.token })).status;
    }
    expect(status).toBe(401);
    lags.push(Date.now() - ended);
  }
  console.log(`cluster: a logout refused on the other processes after ${lags.join(' and ')} ms`);
  for (const lag of lags) expect(lag).toBeLessThan(FRESH_WITHIN_MS + FRESH_MARGIN_MS);
}
