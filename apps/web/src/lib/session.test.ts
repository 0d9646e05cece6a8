import { describe, expect, it } from 'vitest';
import { readToken, refreshDelay, SessionError } from './session';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: Record<string, unknown>) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;

describe('refreshDelay', () => {
  const hour = { iat: 1_000_000, exp: 1_003_600 };

  it('refreshes 300 s before the end of the lifetime, counted from arrival', () => {
    expect(refreshDelay(50_000, hour, 50_000)).toBe(3300 * 1000);
    expect(refreshDelay(50_000, hour, 50_000 + 3000 * 1000)).toBe(300 * 1000);
  });

  it('ignores how far the local clock is from the server clock', () => {
    const receivedAt = Date.UTC(2030, 0, 1);
    expect(refreshDelay(receivedAt, hour, receivedAt)).toBe(3300 * 1000);
  });

  it('refreshes at once when the moment has passed', () => {
    expect(refreshDelay(0, hour, 4000 * 1000)).toBe(0);
  });

  it('reads exp against the local clock when the token has no iat', () => {
    expect(refreshDelay(0, { exp: 10_000 }, 9000 * 1000)).toBe(700 * 1000);
  });
});

describe('readToken', () => {
  it('reads the claims the dashboard needs', () => {
    const claims = readToken(
      jwt({
        sub: 'u1',
        email: 'a@b.test',
        tenant: 'demo',
        roles: ['AGENT'],
        agentId: 'u1',
        exp: 9,
        iat: 1,
      }),
    );
    expect(claims).toEqual({
      sub: 'u1',
      email: 'a@b.test',
      tenant: 'demo',
      roles: ['AGENT'],
      agentId: 'u1',
      exp: 9,
      iat: 1,
    });
  });

  it("raises 'another-error' for a token that cannot be decoded or has no expiry", () => {
    for (const token of ['nonsense', jwt({ sub: 'u1', email: 'a@b.test', tenant: 'demo' })]) {
      expect(() => readToken(token)).toThrow(SessionError);
      try {
        readToken(token);
      } catch (error) {
        expect((error as SessionError).kind).toBe('another-error');
      }
    }
  });

  it("raises 'not-a-user' for a token without a subject, email or site", () => {
    try {
      readToken(jwt({ exp: 9, tenant: 'demo' }));
      expect.unreachable();
    } catch (error) {
      expect((error as SessionError).kind).toBe('not-a-user');
    }
  });
});
