import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { loginFailures, notices } from '../../db/schema';
import { findTenant } from '../tenants';
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
const NEW_ADDRESS_REFUSED =
  'Too many failed sign-in attempts on this account today. Sign in from a device you have used before, or try again tomorrow.';
let nextIp = 1;
const freshIp = () =>
  `10.${1 + Math.floor(nextIp / 62500)}.${Math.floor(nextIp / 250) % 250}.${(nextIp++ % 250) + 1}`;

const signIn = (username: string, password: string, ip = freshIp(), tenant = 'demo') =>
  t.request('POST', '/auth/authenticate', { ip, tenant, body: { username, password } });

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

const attackMails = (email: string) =>
  t.db
    .select()
    .from(notices)
    .where(
      and(
        eq(notices.event, 'account.sign-in-attack'),
        eq(notices.recipient, email),
        eq(notices.channel, 'EMAIL'),
      ),
    );

describe('sign-in throttling per account and address', () => {
  it('slows one address down on one account after 10 failures, with Retry-After, and nobody else', async () => {
    const user = await createCustomer(t);
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expectError(await signIn(user.email, `Wrong#Pass${i}`, ip), 401, 'INVALID_CREDENTIALS');
    }
    expect(await failuresFor(`pair:${user.email}|${ip}`)).toBe(10);
    const refused = await signIn(user.email, user.password, ip);
    expectError(refused, 429, 'TOO_MANY_REQUESTS', THROTTLED);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(800);
    expect(wait).toBeLessThanOrEqual(900);
    expectError(
      await signIn(user.email.toUpperCase(), user.password, ip),
      429,
      'TOO_MANY_REQUESTS',
    );
    // The account is not locked: its owner, from anywhere else, gets in.
    expect((await signIn(user.email, user.password)).status).toBe(200);
    // Nor is the address: it may still sign in to another account.
    const { agent } = DEMO_ACCOUNTS;
    expect((await signIn(agent.email, agent.password, ip)).status).toBe(200);
  });

  it('lets the address try again once its failures are older than 15 minutes', async () => {
    const user = await createCustomer(t);
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await signIn(user.email, 'Wrong#Pass1', ip);
    expectError(await signIn(user.email, user.password, ip), 429, 'TOO_MANY_REQUESTS');
    await ageFailures(`pair:${user.email}|${ip}`, 16);
    expect((await signIn(user.email, user.password, ip)).status).toBe(200);
  });

  it("forgives an address's failures on the account once it signs in, but not the account's day", async () => {
    const user = await createCustomer(t);
    const ip = freshIp();
    for (let i = 0; i < 9; i++) await signIn(user.email, 'Wrong#Pass1', ip);
    expect((await signIn(user.email, user.password, ip)).status).toBe(200);
    expect(await failuresFor(`pair:${user.email}|${ip}`)).toBe(0);
    // A guesser must not get a fresh allowance because the owner signed in.
    expect(await failuresFor(`account:${user.email}`)).toBe(9);
    for (let i = 0; i < 9; i++) await signIn(user.email, 'Wrong#Pass1', ip);
    expect((await signIn(user.email, user.password, ip)).status).toBe(200);
  });

  it('slows an address down after 100 failures across accounts, and only that address', async () => {
    const tenantId = (await findTenant(t.app.modules.base, 'demo'))!.id;
    const ip = '192.0.2.77';
    await t.db
      .insert(loginFailures)
      .values(Array.from({ length: 100 }, () => ({ tenantId, key: `ip:${ip}` })));
    const { agent } = DEMO_ACCOUNTS;
    expectError(await signIn(agent.email, agent.password, ip), 429, 'TOO_MANY_REQUESTS', THROTTLED);
    expect((await signIn(agent.email, agent.password, '192.0.2.78')).status).toBe(200);
  });

  it('counts unknown accounts too, so guessing emails is slowed down alike', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await signIn('ghost@example.com', 'Wrong#Pass1', ip);
    expectError(await signIn('ghost@example.com', 'Wrong#Pass1', ip), 429, 'TOO_MANY_REQUESTS');
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
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await signIn(customer.email, 'Wrong#Pass1', ip, 'sandbox');
    expectError(
      await signIn(customer.email, customer.password, ip, 'sandbox'),
      429,
      'TOO_MANY_REQUESTS',
    );
    expect((await signIn(customer.email, customer.password, ip)).status).toBe(200);
  });

  it('holds across server processes because the count lives in the database', async () => {
    const user = await createCustomer(t);
    const ip = '192.0.2.44';
    for (let i = 0; i < 10; i++) await signIn(user.email, 'Wrong#Pass1', ip);
    const second = await buildApp(t.config, t.database, {
      logger: false,
      mailer: { send: async () => undefined },
    });
    try {
      const res = await second.inject({
        method: 'POST',
        url: '/auth/authenticate',
        remoteAddress: ip,
        headers: { 'x-tenant': 'demo' },
        payload: { username: user.email, password: user.password },
      });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: THROTTLED });
    } finally {
      await second.close();
    }
    expect(await failuresFor(`pair:${user.email}|${ip}`)).toBe(10);
  });
});

describe('sign-in throttling under a burst', () => {
  it('lets no more than 10 guesses from one address through, however many arrive at once', async () => {
    const user = await createCustomer(t);
    const ip = freshIp();
    const burst = await Promise.all(
      Array.from({ length: 25 }, (_, i) => signIn(user.email, `Wrong#Pass${i}`, ip)),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    let evaluated = statuses.filter((s) => s === 401).length;
    expect(evaluated).toBeLessThanOrEqual(10);
    expect(await failuresFor(`pair:${user.email}|${ip}`)).toBe(evaluated);
    // Refused attempts left no trace: the rest of the allowance is still there, and no more.
    for (let i = 0; i < 20 && (await signIn(user.email, 'Wrong#Pass1', ip)).status === 401; i++) {
      evaluated++;
    }
    expect(evaluated).toBe(10);
    expectError(await signIn(user.email, user.password, ip), 429, 'TOO_MANY_REQUESTS', THROTTLED);
  });
});

describe("an account's daily cap", () => {
  it("a stranger's 1,000 failures from 1,000 addresses do not stop the owner signing in", async () => {
    const owner = await createCustomer(t);
    const home = freshIp();
    expect((await signIn(owner.email, owner.password, home)).status).toBe(200);
    const statuses: number[] = [];
    for (let batch = 0; batch < 50; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => signIn(owner.email, 'Wrong#Guess1')),
      );
      statuses.push(...answers.map((r) => r.status));
    }
    // At most 100 guesses a day were checked; every other attempt was refused before any.
    const guessed = statuses.filter((s) => s === 401).length;
    expect(guessed).toBeLessThanOrEqual(100);
    expect(guessed).toBeGreaterThanOrEqual(90);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1000 - guessed);
    // The owner, from an address that signed in before, gets in as usual.
    expect((await signIn(owner.email, owner.password, home)).status).toBe(200);
    // A new address is refused, even with the right password, for the rest of the day.
    const elsewhere = await signIn(owner.email, owner.password);
    expectError(elsewhere, 429, 'TOO_MANY_REQUESTS', NEW_ADDRESS_REFUSED);
    expect(Number(elsewhere.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    // The owner is told once, in their language, however long the attack goes on.
    const mails = await attackMails(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Someone is trying to sign in to your Propdesk Demo account');
    expect(mails[0]!.body).toContain('/demo/user/forgot-password');
  }, 120_000);

  it('answers an unknown email past the cap as it answers a real account from a new address', async () => {
    const tenantId = (await findTenant(t.app.modules.base, 'demo'))!.id;
    const owner = await createCustomer(t);
    for (const email of [owner.email, 'nobody-here@example.com']) {
      await t.db
        .insert(loginFailures)
        .values(Array.from({ length: 100 }, () => ({ tenantId, key: `account:${email}` })));
      expectError(await signIn(email, 'Any#Pass1'), 429, 'TOO_MANY_REQUESTS', NEW_ADDRESS_REFUSED);
    }
  });
});
