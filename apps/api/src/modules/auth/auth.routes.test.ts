import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { agent } = DEMO_ACCOUNTS;

describe('POST /auth/authenticate', () => {
  it('signs in with email and password and returns a token pair', async () => {
    const res = await t.request('POST', '/auth/authenticate', {
      body: { username: agent.email, password: agent.password },
    });
    expect(res.status).toBe(200);
    expect(res.body.token.split('.')).toHaveLength(3);
    expect(res.body.refreshToken.length).toBeGreaterThan(20);
  });

  it('refuses a wrong password with Invalid credentials', async () => {
    const res = await t.request('POST', '/auth/authenticate', {
      body: { username: agent.email, password: 'Wrong!Passw0rd' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' });
  });
});
