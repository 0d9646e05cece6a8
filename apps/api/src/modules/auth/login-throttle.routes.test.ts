import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { loginFailures } from '../../db/schema';
import {
  createCustomer,
  createTestApp,
  DEMO_ACCOUNTS,
  expectError,
  type TestApp,
} from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const THROTTLED = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
let nextIp = 1;
const freshIp = () => `10.1.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

const signIn = (username: string, password: string, ip = freshIp()) =>
  t.request('POST', '/auth/authenticate', { ip, body: { username, password } });

async function failuresFor(key: string) {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(eq(loginFailures.key, key));
  return row!.n;
}

async function ageFailures(key: string, minutes: number) {
  await t.db
    .update(loginFailures)
    .set({ createdAt: new Date(Date.now() - minutes * 60 * 1000) })
    .where(eq(loginFailures.key, key));
}

describe('login throttling', () => {
  it('locks an account after 10 failures in 15 minutes, from whatever address', async () => {
    const user = await createCustomer(t);
    for (let i = 0; i < 10; i++) {
      expectError(await signIn(user.email, `Wrong#Pass${i}`), 401, 'INVALID_CREDENTIALS');
    }
    expect(await failuresFor(`account:${user.email}`)).toBe(10);
    expectError(await signIn(user.email, user.password), 429, 'TOO_MANY_REQUESTS', THROTTLED);
    expectError(await signIn(user.email.toUpperCase(), user.password), 429, 'TOO_MANY_REQUESTS');
  });

  it('lets the account in again once the failures are older than 15 minutes', async () => {
    const user = await createCustomer(t);
    for (let i = 0; i < 10; i++) await signIn(user.email, 'Wrong#Pass1');
    expectError(await signIn(user.email, user.password), 429, 'TOO_MANY_REQUESTS');
    await ageFailures(`account:${user.email}`, 16);
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it('forgives earlier failures after a successful sign-in', async () => {
    const user = await createCustomer(t);
    for (let i = 0; i < 9; i++) await signIn(user.email, 'Wrong#Pass1');
    expect((await signIn(user.email, user.password)).status).toBe(200);
    expect(await failuresFor(`account:${user.email}`)).toBe(0);
    for (let i = 0; i < 9; i++) await signIn(user.email, 'Wrong#Pass1');
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it('locks an address after 10 failures across accounts, and only that address', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 10; i++) {
      expectError(
        await signIn(`guess-${i}@example.com`, 'Wrong#Pass1', ip),
        401,
        'INVALID_CREDENTIALS',
      );
    }
    expect(await failuresFor(`ip:${ip}`)).toBe(10);
    const { agent } = DEMO_ACCOUNTS;
    expectError(await signIn(agent.email, agent.password, ip), 429, 'TOO_MANY_REQUESTS', THROTTLED);
    expect((await signIn(agent.email, agent.password, '192.0.2.78')).status).toBe(200);
  });

  it('counts unknown accounts too, so guessing emails is throttled', async () => {
    for (let i = 0; i < 10; i++) await signIn('ghost@example.com', 'Wrong#Pass1');
    expectError(await signIn('ghost@example.com', 'Wrong#Pass1'), 429, 'TOO_MANY_REQUESTS');
  });

  it('does not count requests refused for a bad body', async () => {
    const ip = '192.0.2.90';
    for (let i = 0; i < 12; i++) {
      const res = await t.request('POST', '/auth/authenticate', { ip, body: { username: 'x' } });
      expect(res.status).toBe(400);
    }
    expect(await failuresFor(`ip:${ip}`)).toBe(0);
  });

  it('keeps the counts per tenant', async () => {
    const { customer } = DEMO_ACCOUNTS;
    for (let i = 0; i < 10; i++) {
      await t.request('POST', '/auth/authenticate', {
        tenant: 'sandbox',
        ip: freshIp(),
        body: { username: customer.email, password: 'Wrong#Pass1' },
      });
    }
    const sandbox = await t.request('POST', '/auth/authenticate', {
      tenant: 'sandbox',
      ip: freshIp(),
      body: { username: customer.email, password: customer.password },
    });
    expectError(sandbox, 429, 'TOO_MANY_REQUESTS');
    expect((await signIn(customer.email, customer.password)).status).toBe(200);
  });

  it('holds across server processes because the count lives in the database', async () => {
    const user = await createCustomer(t);
    for (let i = 0; i < 10; i++) await signIn(user.email, 'Wrong#Pass1');
    const second = await buildApp(t.config, t.database, {
      logger: false,
      mailer: { send: async () => undefined },
    });
    try {
      const res = await second.inject({
        method: 'POST',
        url: '/auth/authenticate',
        headers: { 'x-tenant': 'demo' },
        payload: { username: user.email, password: user.password },
      });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: THROTTLED });
    } finally {
      await second.close();
    }
    const rows = await t.db
      .select()
      .from(loginFailures)
      .where(and(eq(loginFailures.key, `account:${user.email}`)));
    expect(rows).toHaveLength(10);
  });
});

describe('login throttling under a burst', () => {
  it('lets no more than 10 guesses through, however many arrive at once', async () => {
    const user = await createCustomer(t);
    const burst = await Promise.all(
      Array.from({ length: 25 }, (_, i) => signIn(user.email, `Wrong#Pass${i}`)),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    let evaluated = statuses.filter((s) => s === 401).length;
    expect(evaluated).toBeLessThanOrEqual(10);
    expect(await failuresFor(`account:${user.email}`)).toBe(evaluated);
    // Refused attempts left no trace: the rest of the allowance is still there, and no more.
    for (let i = 0; i < 20 && (await signIn(user.email, 'Wrong#Pass1')).status === 401; i++) {
      evaluated++;
    }
    expect(evaluated).toBe(10);
    expectError(await signIn(user.email, user.password), 429, 'TOO_MANY_REQUESTS', THROTTLED);
  });
});
