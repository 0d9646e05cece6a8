import { describe, expect, it } from 'vitest';
import { readToken, SessionError } from './token';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: Record<string, unknown>) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;

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

  it('keeps roles this dashboard does not know, as text', () => {
    const claims = readToken(
      jwt({ sub: 'u1', email: 'a@b.test', tenant: 'demo', roles: ['AGENT', 'AUDITOR', 7], exp: 9 }),
    );
    expect(claims.roles).toEqual(['AGENT', 'AUDITOR', '7']);
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
