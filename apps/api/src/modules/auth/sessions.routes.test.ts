import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import {
  createAgent,
  createCustomer,
  createTestApp,
  decodeToken,
  expectError,
  type TestApp,
} from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://homes.example.com' });
});
afterAll(() => t.close());

const ENDED = 'Your session has ended. Please sign in again.';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const LAPTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A sign-in from a device and an address of the caller's choosing. */
async function signIn(
  user: { email: string; password: string },
  device = LAPTOP,
  ip = '127.0.0.1',
  tenant = 'demo',
) {
  const res = await t.request('POST', '/auth/authenticate', {
    tenant,
    ip,
    headers: { 'user-agent': device },
    body: { username: user.email, password: user.password },
  });
  expect(res.status).toBe(200);
  return res.body as { token: string; refreshToken: string };
}

const refresh = (token: string) => t.request('POST', '/auth/refreshToken', { body: { token } });
const logout = (token: unknown) => t.request('POST', '/auth/logout', { body: { token } });
const sessions = (token: string) => t.request('GET', '/auth/sessions', { token });
const me = (email: string, token: string) =>
  t.request('GET', `/auth/users/names/${encodeURIComponent(email)}/get`, { token });
const sessionOf = (token: string) => decodeToken(token).sid as string;

describe('POST /auth/logout', () => {
  it('ends the session on the server: its refresh and access tokens are refused at once', async () => {
    const user = await createCustomer(t);
    const pair = await signIn(user);
    const rotated = (await refresh(pair.refreshToken)).body as typeof pair;
    expect((await me(user.email, rotated.token)).status).toBe(200);
    const res = await logout(rotated.refreshToken);
    expect(res.status).toBe(204);
    expectError(await refresh(rotated.refreshToken), 401, 'TOKEN_INVALID', ENDED);
    expectError(await me(user.email, rotated.token), 401, 'TOKEN_INVALID', ENDED);
    expectError(await me(user.email, pair.token), 401, 'TOKEN_INVALID', ENDED);
  });

  it("ends that session only: the account's other devices stay signed in", async () => {
    const user = await createCustomer(t);
    const phone = await signIn(user, PHONE);
    const laptop = await signIn(user, LAPTOP);
    expect((await logout(phone.refreshToken)).status).toBe(204);
    expect((await me(user.email, laptop.token)).status).toBe(200);
    expect((await refresh(laptop.refreshToken)).status).toBe(200);
  });

  it('answers 204 alike for an unknown, used or ended token, and 400 without one', async () => {
    const user = await createCustomer(t);
    const pair = await signIn(user);
    expect((await logout('not-a-token-we-issued')).status).toBe(204);
    expect((await logout(pair.refreshToken)).status).toBe(204);
    expect((await logout(pair.refreshToken)).status).toBe(204);
    expectError(await logout(''), 400, 'VALIDATION_FAILED');
    expectError(await logout(undefined), 400, 'VALIDATION_FAILED');
  });

  it("cannot end a session of another site's token", async () => {
    const agent = await createAgent(t, 'sandbox');
    const res = await t.request('POST', '/auth/logout', { body: { token: agent.refreshToken } });
    expect(res.status).toBe(204);
    const again = await t.request('POST', '/auth/refreshToken', {
      tenant: 'sandbox',
      body: { token: agent.refreshToken },
    });
    expect(again.status).toBe(200);
  });
});

describe('access tokens after a session ends, on every server process', () => {
  it('are refused by another process within a second', async () => {
    const user = await createCustomer(t);
    const pair = await signIn(user);
    const second = await buildApp(t.config, t.database, {
      logger: false,
      mailer: { send: async () => undefined },
    });
    try {
      const ask = () =>
        second.inject({
          method: 'GET',
          url: `/auth/users/names/${encodeURIComponent(user.email)}/get`,
          headers: { 'x-tenant': 'demo', authorization: `Bearer ${pair.token}` },
        });
      expect((await ask()).statusCode).toBe(200);
      expect((await logout(pair.refreshToken)).status).toBe(204);
      const ended = Date.now();
      let status = 200;
      while (status === 200 && Date.now() - ended < 3000) status = (await ask()).statusCode;
      expect(status).toBe(401);
      expect(Date.now() - ended).toBeLessThan(1500);
    } finally {
      await second.close();
    }
  });

  it('are refused once the password is reset, on every device of the account', async () => {
    const user = await createCustomer(t);
    const phone = await signIn(user, PHONE);
    const laptop = await signIn(user, LAPTOP);
    await t.request('POST', '/auth/users/request/password-reset', {
      ip: '192.0.2.150',
      body: { email: user.email },
    });
    await t.app.modules.auth.afterAnswer.drain();
    const mail = t.mails
      .filter((m) => m.to === user.email && m.subject.startsWith('Reset'))
      .at(-1)!;
    const token = decodeURIComponent(/token=(\S+)/.exec(mail.text)![1]!);
    const changed = await t.request('POST', '/auth/users/password/change', {
      body: { token, password: 'Brand#New4Pass' },
    });
    expect(changed.status).toBe(200);
    for (const pair of [phone, laptop]) {
      expectError(await me(user.email, pair.token), 401, 'TOKEN_INVALID', ENDED);
      expectError(await refresh(pair.refreshToken), 401, 'TOKEN_INVALID', ENDED);
    }
  });
});

describe('GET /auth/sessions', () => {
  it("lists the caller's live sessions with device, country and last refresh, this one marked", async () => {
    const user = await createCustomer(t);
    const phone = await signIn(user, PHONE, '196.25.1.1');
    const laptop = await signIn(user, LAPTOP, '127.0.0.1');
    const ended = await signIn(user, LAPTOP);
    await logout(ended.refreshToken);
    const res = await sessions(laptop.token);
    expect(res.status).toBe(200);
    const list = res.body as Array<Record<string, unknown>>;
    // createCustomer's own sign-in is a session too.
    expect(list.map((s) => s.id)).toEqual(
      expect.arrayContaining([sessionOf(phone.token), sessionOf(laptop.token)]),
    );
    expect(list.map((s) => s.id)).not.toContain(sessionOf(ended.token));
    const byId = new Map(list.map((s) => [s.id, s]));
    expect(byId.get(sessionOf(phone.token))).toMatchObject({
      device: { browser: 'Safari 17', os: 'iOS', type: 'mobile' },
      country: 'ZA',
      current: false,
    });
    expect(byId.get(sessionOf(laptop.token))).toMatchObject({
      device: { browser: 'Chrome 131', os: 'Linux', type: 'desktop' },
      country: null,
      current: true,
    });
    expect(list.filter((s) => s.current)).toHaveLength(1);
  });

  it('shows the last refresh as last seen, and the newest first', async () => {
    const user = await createCustomer(t);
    const older = await signIn(user, PHONE);
    const newer = await signIn(user, LAPTOP);
    const before = (await sessions(newer.token)).body as Array<{ id: string; lastSeenAt: string }>;
    expect(before[0]!.id).toBe(sessionOf(newer.token));
    await refresh(older.refreshToken);
    const after = (await sessions(newer.token)).body as Array<{
      id: string;
      signedInAt: string;
      lastSeenAt: string;
    }>;
    expect(after[0]!.id).toBe(sessionOf(older.token));
    expect(Date.parse(after[0]!.lastSeenAt)).toBeGreaterThan(Date.parse(after[0]!.signedInAt));
  });

  it('needs a session', async () => {
    expectError(await t.request('GET', '/auth/sessions'), 401, 'UNAUTHENTICATED');
  });
});

describe('ending sessions from the profile', () => {
  it('ends one of the caller’s own sessions; the device is signed out at once', async () => {
    const user = await createCustomer(t);
    const phone = await signIn(user, PHONE);
    const laptop = await signIn(user, LAPTOP);
    const res = await t.request('DELETE', `/auth/sessions/ids/${sessionOf(phone.token)}/delete`, {
      token: laptop.token,
    });
    expect(res.status).toBe(204);
    expectError(await me(user.email, phone.token), 401, 'TOKEN_INVALID', ENDED);
    expectError(await refresh(phone.refreshToken), 401, 'TOKEN_INVALID', ENDED);
    expect((await me(user.email, laptop.token)).status).toBe(200);
    const again = await t.request('DELETE', `/auth/sessions/ids/${sessionOf(phone.token)}/delete`, {
      token: laptop.token,
    });
    expectError(again, 404, 'NOT_FOUND', 'Session not found');
  });

  it("nobody sees or ends another person's session, on this site or another", async () => {
    const owner = await createCustomer(t);
    const stranger = await createCustomer(t);
    const otherSite = await createAgent(t, 'sandbox');
    const session = await signIn(owner);
    const listed = (await sessions(stranger.token)).body as Array<{ id: string }>;
    expect(listed.map((s) => s.id)).not.toContain(sessionOf(session.token));
    const path = `/auth/sessions/ids/${sessionOf(session.token)}/delete`;
    expectError(await t.request('DELETE', path, { token: stranger.token }), 404, 'NOT_FOUND');
    const sandbox = await t.request('DELETE', path, { tenant: 'sandbox', token: otherSite.token });
    expectError(sandbox, 404, 'NOT_FOUND');
    expect((await me(owner.email, session.token)).status).toBe(200);
  });

  it('signs out of all other devices, keeping this one', async () => {
    const user = await createCustomer(t);
    const phone = await signIn(user, PHONE);
    const tablet = await signIn(user, PHONE);
    const laptop = await signIn(user, LAPTOP);
    const res = await t.request('POST', '/auth/sessions/others/delete', { token: laptop.token });
    expect(res.status).toBe(200);
    // createCustomer's sign-in, the phone and the tablet.
    expect(res.body).toEqual({ ended: 3 });
    for (const pair of [phone, tablet]) {
      expectError(await me(user.email, pair.token), 401, 'TOKEN_INVALID', ENDED);
      expectError(await refresh(pair.refreshToken), 401, 'TOKEN_INVALID', ENDED);
    }
    expect((await me(user.email, laptop.token)).status).toBe(200);
    const left = (await sessions(laptop.token)).body as Array<{ id: string }>;
    expect(left.map((s) => s.id)).toEqual([sessionOf(laptop.token)]);
  });
});
