import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { refreshTokens, users } from '../../db/schema';
import { sha256 } from '../../lib/ids';
import {
  createCustomer,
  createTestApp,
  decodeToken,
  DEMO_ACCOUNTS,
  expectError,
  type TestApp,
} from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const ENDED = 'Your session has ended. Please sign in again.';
const { agent } = DEMO_ACCOUNTS;

const refresh = (token: unknown, tenant = 'demo') =>
  t.request('POST', '/auth/refreshToken', { tenant, body: { token } });

const whoAmI = (email: string, token: string) =>
  t.request('GET', `/auth/users/names/${encodeURIComponent(email)}/get`, { token });

async function rowOf(refreshToken: string) {
  const [row] = await t.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
  return row!;
}

/** Moves the moment a refresh token was used back in time, as if seconds had passed. */
async function usedSecondsAgo(refreshToken: string, seconds: number) {
  await t.db
    .update(refreshTokens)
    .set({ usedAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
}

describe('POST /auth/refreshToken', () => {
  it('trades a refresh token for a new pair that works', async () => {
    const first = await t.login(agent.email, agent.password);
    const res = await refresh(first.refreshToken);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['refreshToken', 'token']);
    expect(res.body.refreshToken).not.toBe(first.refreshToken);
    expect(decodeToken(res.body.token)).toMatchObject({
      sub: decodeToken(first.token).sub,
      tenant: 'demo',
      roles: ['AGENT'],
    });
    expect((await whoAmI(agent.email, res.body.token)).status).toBe(200);
    expect((await refresh(res.body.refreshToken)).status).toBe(200);
  });

  it('answers at the path with a trailing slash too', async () => {
    const pair = await t.login(agent.email, agent.password);
    const res = await t.request('POST', '/auth/refreshToken/', {
      body: { token: pair.refreshToken },
    });
    expect(res.status).toBe(200);
  });

  it('stores only a hash of the refresh token', async () => {
    const pair = await t.login(agent.email, agent.password);
    const row = await rowOf(pair.refreshToken);
    expect(row.tokenHash).toBe(sha256(pair.refreshToken));
    expect(JSON.stringify(row)).not.toContain(pair.refreshToken);
  });

  it('refuses the old refresh token once it was rotated, without ending the new one', async () => {
    const first = await t.login(agent.email, agent.password);
    const second = await refresh(first.refreshToken);
    expectError(await refresh(first.refreshToken), 401, 'TOKEN_INVALID', ENDED);
    // Within the grace period a replay is taken for two tabs racing: the new pair lives on.
    expect((await refresh(second.body.refreshToken)).status).toBe(200);
  });

  it('revokes the whole family when a used token comes back after the grace period', async () => {
    const first = await t.login(agent.email, agent.password);
    const second = (await refresh(first.refreshToken)).body;
    const third = (await refresh(second.refreshToken)).body;
    await usedSecondsAgo(first.refreshToken, 11);

    expectError(await refresh(first.refreshToken), 401, 'TOKEN_INVALID', ENDED);
    expectError(await refresh(third.refreshToken), 401, 'TOKEN_INVALID', ENDED);
    const family = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, (await rowOf(first.refreshToken)).familyId));
    expect(family).toHaveLength(3);
    expect(family.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('revokes the family on reuse after the grace period measured by the clock', async () => {
    const first = await t.login(agent.email, agent.password);
    const second = (await refresh(first.refreshToken)).body;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11_000);
    expectError(await refresh(first.refreshToken), 401, 'TOKEN_INVALID', ENDED);
    vi.useRealTimers();
    expectError(await refresh(second.refreshToken), 401, 'TOKEN_INVALID', ENDED);
  });

  it('leaves other sessions of the user alone when one family is revoked', async () => {
    const stolen = await t.login(agent.email, agent.password);
    const other = await t.login(agent.email, agent.password);
    await refresh(stolen.refreshToken);
    await usedSecondsAgo(stolen.refreshToken, 60);
    expectError(await refresh(stolen.refreshToken), 401, 'TOKEN_INVALID');
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it('lets exactly one of two simultaneous refreshes win', async () => {
    const pair = await t.login(agent.email, agent.password);
    const results = await Promise.all([refresh(pair.refreshToken), refresh(pair.refreshToken)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('refuses an expired refresh token', async () => {
    const pair = await t.login(agent.email, agent.password);
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, sha256(pair.refreshToken)));
    expectError(await refresh(pair.refreshToken), 401, 'TOKEN_INVALID', ENDED);
  });

  it('refuses an unknown token and a token of another tenant alike', async () => {
    const sandbox = await t.login(agent.email, agent.password, 'sandbox');
    expectError(await refresh('not-a-token-we-issued'), 401, 'TOKEN_INVALID', ENDED);
    expectError(await refresh(sandbox.refreshToken, 'demo'), 401, 'TOKEN_INVALID', ENDED);
    expect((await refresh(sandbox.refreshToken, 'sandbox')).status).toBe(200);
  });

  it('refuses an access token in place of a refresh token', async () => {
    const pair = await t.login(agent.email, agent.password);
    // A JWT is longer than any refresh token we issue, so the body check turns it away.
    expectError(await refresh(pair.token), 400, 'VALIDATION_FAILED', /^token: /);
  });

  it('checks the body', async () => {
    expectError(await refresh(undefined), 400, 'VALIDATION_FAILED', /^token: /);
    expectError(await refresh(''), 400, 'VALIDATION_FAILED', /^token: /);
    expectError(await refresh(42), 400, 'VALIDATION_FAILED', /^token: /);
    expectError(await refresh('x'.repeat(300)), 400, 'VALIDATION_FAILED', /^token: /);
    const malformed = await t.request('POST', '/auth/refreshToken', {
      body: '{token:',
      headers: { 'content-type': 'application/json' },
    });
    expectError(malformed, 400, 'MALFORMED_JSON');
  });

  it('needs a known tenant', async () => {
    const pair = await t.login(agent.email, agent.password);
    expectError(await refresh(pair.refreshToken, 'nowhere'), 404, 'TENANT_NOT_FOUND');
    const missing = await t.request('POST', '/auth/refreshToken', {
      tenant: null,
      body: { token: pair.refreshToken },
    });
    expectError(missing, 404, 'TENANT_NOT_FOUND');
  });

  it('stops refreshing for an account that was deleted', async () => {
    const gone = await createCustomer(t);
    await t.db.delete(users).where(eq(users.email, gone.email));
    expectError(await refresh(gone.refreshToken), 401, 'TOKEN_INVALID', ENDED);
    expectError(await whoAmI(gone.email, gone.token), 401, 'TOKEN_INVALID');
  });
});
