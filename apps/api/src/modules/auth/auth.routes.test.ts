import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
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

const { agent, customer, moderator } = DEMO_ACCOUNTS;
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
const INVALID_TOKEN = 'Invalid access token. Please sign in again.';

/** Failed sign-ins count per IP: each test that fails one on purpose uses its own address. */
let nextIp = 1;
const freshIp = () => `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

const login = (username: unknown, password: unknown, tenant = 'demo', ip = freshIp()) =>
  t.request('POST', '/auth/authenticate', { tenant, ip, body: { username, password } });

const namesUrl = (email: string) => `/auth/users/names/${encodeURIComponent(email)}/get`;

describe('POST /auth/authenticate', () => {
  it('signs an agent in and returns a token pair whose JWT carries agentId, roles, tenant, exp', async () => {
    const res = await login(agent.email, agent.password);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['refreshToken', 'token']);
    expect(res.body.refreshToken.length).toBeGreaterThanOrEqual(40);
    const [header] = res.body.token.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({
      alg: 'HS256',
    });
    const claims = decodeToken(res.body.token);
    expect(claims).toMatchObject({ tenant: 'demo', roles: ['AGENT'] });
    expect(claims.agentId).toEqual(claims.sub);
    expect(claims.customerId).toBeUndefined();
    const ttl = (claims.exp as number) - Math.floor(Date.now() / 1000);
    expect(ttl).toBeGreaterThan(3590);
    expect(ttl).toBeLessThanOrEqual(3600);
  });

  it('gives a customer a token with customerId and no agentId', async () => {
    const res = await login(customer.email, customer.password);
    expect(res.status).toBe(200);
    const claims = decodeToken(res.body.token);
    expect(claims).toMatchObject({ roles: ['CUSTOMER'], customerId: claims.sub });
    expect(claims.agentId).toBeUndefined();
  });

  it('answers at the path with a trailing slash too', async () => {
    const res = await t.request('POST', '/auth/authenticate/', {
      ip: freshIp(),
      body: { username: agent.email, password: agent.password },
    });
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
  });

  it('treats the email case-insensitively and ignores surrounding spaces', async () => {
    const res = await login(`  ${agent.email.toUpperCase()} `, agent.password);
    expect(res.status).toBe(200);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const wrong = await login(agent.email, 'Wrong!Passw0rd');
    const unknown = await login('nobody-here@example.com', 'Wrong!Passw0rd');
    expectError(wrong, 401, 'INVALID_CREDENTIALS', 'Invalid credentials');
    expect(unknown.body).toEqual(wrong.body);
  });

  it('keeps tenants apart: a token from sandbox names sandbox', async () => {
    const res = await login(agent.email, agent.password, 'sandbox');
    expect(res.status).toBe(200);
    expect(decodeToken(res.body.token).tenant).toBe('sandbox');
  });

  it('lists each missing field in details', async () => {
    const res = await t.request('POST', '/auth/authenticate', { body: {} });
    const body = expectError(res, 400, 'VALIDATION_FAILED');
    expect(body.details!.map((d) => d.path).sort()).toEqual(['password', 'username']);
  });

  it('refuses wrong types and oversized values with 400', async () => {
    expectError(await login(12345, agent.password), 400, 'VALIDATION_FAILED', /^username: /);
    expectError(await login(agent.email, ['x']), 400, 'VALIDATION_FAILED', /^password: /);
    expectError(await login('a'.repeat(300), 'x'), 400, 'VALIDATION_FAILED', /^username: /);
    expectError(await login(agent.email, 'x'.repeat(2000)), 400, 'VALIDATION_FAILED');
    expectError(await login('', ''), 400, 'VALIDATION_FAILED', 'username: Enter your email');
  });

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const res = await t.request('POST', '/auth/authenticate', {
      body: '{"username": "a@b.c", ',
      headers: { 'content-type': 'application/json' },
    });
    expectError(res, 400, 'MALFORMED_JSON', 'The request body is not valid JSON');
  });

  it('answers an empty JSON body with 400', async () => {
    const res = await t.request('POST', '/auth/authenticate', {
      body: '',
      headers: { 'content-type': 'application/json' },
    });
    expectError(res, 400, 'MALFORMED_JSON');
  });

  it('refuses a JSON body that tries to set __proto__', async () => {
    const res = await t.request('POST', '/auth/authenticate', {
      body: '{"username":"a@b.c","password":"x","__proto__":{"admin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expectError(res, 400, 'MALFORMED_JSON');
  });

  it('answers a body over 1 MiB with 413', async () => {
    const res = await t.request('POST', '/auth/authenticate', {
      body: JSON.stringify({ username: agent.email, password: 'x'.repeat(1024 * 1024 + 10) }),
      headers: { 'content-type': 'application/json' },
    });
    expectError(res, 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large');
  });

  it('answers a body type it cannot read with 415', async () => {
    const res = await t.request('POST', '/auth/authenticate', {
      body: '<login><username>a</username></login>',
      headers: { 'content-type': 'application/xml' },
    });
    expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type');
  });

  it('refuses a plain-text body as not an object', async () => {
    const res = await t.request('POST', '/auth/authenticate', {
      body: 'username=a&password=b',
      headers: { 'content-type': 'text/plain' },
    });
    expectError(res, 400, 'VALIDATION_FAILED');
  });

  it('answers an unknown tenant with 404 Tenant not found', async () => {
    const res = await login(agent.email, agent.password, 'atlantis');
    expectError(res, 404, 'TENANT_NOT_FOUND', 'Tenant not found');
  });

  it('asks for the X-Tenant header when it is missing', async () => {
    const res = await t.request('POST', '/auth/authenticate', {
      tenant: null,
      body: { username: agent.email, password: agent.password },
    });
    expectError(res, 404, 'TENANT_NOT_FOUND', /X-Tenant/);
  });

  it('never answers 500 for a tenant header that is not a slug', async () => {
    for (const tenant of ['x'.repeat(4000), '../demo', 'demo;drop table tenants', '%00']) {
      const res = await login(agent.email, agent.password, tenant);
      expectError(res, 404, 'TENANT_NOT_FOUND', 'Tenant not found');
    }
  });
});

describe('access tokens', () => {
  let agentTokens: { token: string; refreshToken: string };
  let url: string;
  beforeAll(async () => {
    agentTokens = await t.login(agent.email, agent.password);
    url = namesUrl(agent.email);
  });

  const call = (authorization?: string, tenant = 'demo') =>
    t.request('GET', url, { tenant, headers: authorization ? { authorization } : {} });

  const signed = (claims: Record<string, unknown>, options: { exp?: number; key?: string } = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(decodeToken(agentTokens.token).sub as string)
      .setIssuedAt()
      .setExpirationTime(options.exp ?? Math.floor(Date.now() / 1000) + 600)
      .sign(options.key ? new TextEncoder().encode(options.key) : t.config.jwtSecret);

  it('accepts the token it issued', async () => {
    const res = await call(`Bearer ${agentTokens.token}`);
    expect(res.status).toBe(200);
  });

  it('asks an anonymous caller to sign in', async () => {
    expectError(await call(), 401, 'UNAUTHENTICATED', 'Please sign in to continue');
  });

  it('refuses alg none', async () => {
    const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const payload = decodeToken(agentTokens.token);
    const forged = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...payload, roles: ['ADMIN'] })}.`;
    expectError(await call(`Bearer ${forged}`), 401, 'TOKEN_INVALID', INVALID_TOKEN);
  });

  it('refuses a token signed with another secret', async () => {
    const forged = await signed(
      { tenant: 'demo', roles: ['ADMIN'] },
      { key: 'another-secret-that-is-at-least-32-characters' },
    );
    expectError(await call(`Bearer ${forged}`), 401, 'TOKEN_INVALID', INVALID_TOKEN);
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const [header, , signature] = agentTokens.token.split('.');
    const payload = Buffer.from(
      JSON.stringify({ ...decodeToken(agentTokens.token), roles: ['ADMIN'] }),
    ).toString('base64url');
    expectError(
      await call(`Bearer ${header}.${payload}.${signature}`),
      401,
      'TOKEN_INVALID',
      INVALID_TOKEN,
    );
  });

  it('refuses HS512 even with the right secret: the algorithm is pinned', async () => {
    const forged = await new SignJWT({ tenant: 'demo', roles: ['AGENT'] })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(decodeToken(agentTokens.token).sub as string)
      .setExpirationTime('10m')
      .sign(t.config.jwtSecret);
    expectError(await call(`Bearer ${forged}`), 401, 'TOKEN_INVALID', INVALID_TOKEN);
  });

  it('refuses an expired token and says the session expired', async () => {
    const expired = await signed(
      { tenant: 'demo', roles: ['AGENT'] },
      { exp: Math.floor(Date.now() / 1000) - 60 },
    );
    expectError(await call(`Bearer ${expired}`), 401, 'TOKEN_INVALID', SESSION_EXPIRED);
  });

  it('refuses a token that was accepted once, as soon as it expires', async () => {
    const soon = await signed(
      { tenant: 'demo', roles: ['AGENT'], agentId: decodeToken(agentTokens.token).agentId },
      { exp: Math.floor(Date.now() / 1000) + 2 },
    );
    expect((await call(`Bearer ${soon}`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 2100 - (Date.now() % 1000)));
    expectError(await call(`Bearer ${soon}`), 401, 'TOKEN_INVALID', SESSION_EXPIRED);
  });

  it('refuses a token without an expiry', async () => {
    const forever = await new SignJWT({ tenant: 'demo', roles: ['AGENT'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(decodeToken(agentTokens.token).sub as string)
      .sign(t.config.jwtSecret);
    expectError(await call(`Bearer ${forever}`), 401, 'TOKEN_INVALID', INVALID_TOKEN);
  });

  it('refuses a token without a tenant claim', async () => {
    const forged = await signed({ roles: ['AGENT'] });
    expectError(await call(`Bearer ${forged}`), 401, 'TOKEN_INVALID', INVALID_TOKEN);
  });

  it('refuses a token of tenant sandbox on demo with 403 TENANT_MISMATCH', async () => {
    const sandbox = await t.login(agent.email, agent.password, 'sandbox');
    expectError(
      await call(`Bearer ${sandbox.token}`),
      403,
      'TENANT_MISMATCH',
      'This session belongs to another site',
    );
  });

  it('refuses a validly signed token for a user of another tenant', async () => {
    const forged = await signed({ tenant: 'sandbox', roles: ['AGENT'] });
    const res = await call(`Bearer ${forged}`, 'sandbox');
    expectError(res, 401, 'TOKEN_INVALID', 'Your account no longer exists');
  });

  it('refuses garbage', async () => {
    for (const garbage of ['garbage', 'a.b.c', '...', 'Zm9v.YmFy.YmF6', '\u00e9t\u00e9']) {
      expectError(await call(`Bearer ${garbage}`), 401, 'TOKEN_INVALID', INVALID_TOKEN);
    }
  });

  it('refuses any scheme other than Bearer', async () => {
    const wrongScheme = 'The Authorization header must be "Bearer <token>"';
    expectError(await call(`Basic ${agentTokens.token}`), 401, 'TOKEN_INVALID', wrongScheme);
    expectError(await call(agentTokens.token), 401, 'TOKEN_INVALID', wrongScheme);
    expectError(await call('Bearer'), 401, 'TOKEN_INVALID', wrongScheme);
    expectError(await call('Bearer '), 401, 'TOKEN_INVALID', wrongScheme);
    expectError(
      await call(`Bearer ${agentTokens.token} ${agentTokens.token}`),
      401,
      'TOKEN_INVALID',
      wrongScheme,
    );
  });

  it('reads the scheme in any case and allows more than one space', async () => {
    for (const header of [`bearer ${agentTokens.token}`, `BEARER  ${agentTokens.token}`]) {
      expect((await call(header)).status).toBe(200);
    }
  });

  it('ignores a token on a public route', async () => {
    const res = await t.request('GET', '/api/v2/countries/', { headers: { authorization: 'x' } });
    expect(res.status).toBe(200);
  });
});

describe('GET /auth/users/names/{email}/get', () => {
  let agentToken: string;
  let customerToken: string;
  let moderatorToken: string;
  beforeAll(async () => {
    const tokenOf = async (a: { email: string; password: string }) =>
      (await t.login(a.email, a.password)).token;
    [agentToken, customerToken, moderatorToken] = await Promise.all([
      tokenOf(agent),
      tokenOf(customer),
      tokenOf(moderator),
    ]);
  });

  it("returns the agent's own User with the spec's fields", async () => {
    const res = await t.request('GET', namesUrl(agent.email), { token: agentToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      publicId: decodeToken(agentToken).sub,
      email: agent.email,
      name: 'Sunrise Realty',
      firstName: 'Tariro',
      image_url: null,
      isAgent: true,
      code: expect.stringMatching(/^AG-[A-HJ-NP-Z2-9]{6}$/),
      location: {
        country: { name: 'Zimbabwe', currencies: expect.arrayContaining([{ code: 'USD' }]) },
        city: { name: 'Harare' },
        suburb: { name: 'Avondale' },
      },
    });
    expect(res.body.location.country.publicId).toEqual(expect.any(String));
    expect(res.body).not.toHaveProperty('passwordHash');
    expect(res.body).not.toHaveProperty('id');
  });

  it('returns a customer as a non-agent with the site country', async () => {
    const res = await t.request('GET', namesUrl(customer.email), { token: customerToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: customer.email,
      name: 'Chipo Ndlovu',
      firstName: 'Chipo',
      isAgent: false,
      code: null,
      image_url: null,
      location: { country: { currencies: expect.arrayContaining([{ code: 'USD' }]) } },
    });
  });

  it('matches the own email whatever its case, with or without a trailing slash', async () => {
    const upper = await t.request('GET', namesUrl(agent.email.toUpperCase()), {
      token: agentToken,
    });
    expect(upper.status).toBe(200);
    const slash = await t.request('GET', `${namesUrl(agent.email)}/`, { token: agentToken });
    expect(slash.status).toBe(200);
    expect(slash.body.email).toBe(agent.email);
  });

  it('gives the same 403 for an existing and a non-existing email (no enumeration)', async () => {
    const existing = await t.request('GET', namesUrl(customer.email), { token: agentToken });
    const missing = await t.request('GET', namesUrl('ghost@example.com'), { token: agentToken });
    expectError(existing, 403, 'FORBIDDEN', 'You can only look up your own account');
    expect(missing.status).toBe(existing.status);
    expect(missing.body).toEqual(existing.body);
  });

  it('lets a customer see only their own account', async () => {
    const res = await t.request('GET', namesUrl(agent.email), { token: customerToken });
    expectError(res, 403, 'FORBIDDEN');
  });

  it('lets a moderator look up any account, and answers 404 for none', async () => {
    const found = await t.request('GET', namesUrl(agent.email), { token: moderatorToken });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ email: agent.email, isAgent: true });
    const missing = await t.request('GET', namesUrl('ghost@example.com'), {
      token: moderatorToken,
    });
    expectError(missing, 404, 'NOT_FOUND', 'User not found');
  });

  it('does not let a moderator reach into another tenant', async () => {
    const other = await createCustomer(t, 'sandbox');
    const res = await t.request('GET', namesUrl(other.email), { token: moderatorToken });
    expectError(res, 404, 'NOT_FOUND');
  });

  it('asks for a sign-in without a token', async () => {
    expectError(await t.request('GET', namesUrl(agent.email)), 401, 'UNAUTHENTICATED');
  });

  it('refuses a sandbox token on demo', async () => {
    const sandbox = await t.login(agent.email, agent.password, 'sandbox');
    const res = await t.request('GET', namesUrl(agent.email), { token: sandbox.token });
    expectError(res, 403, 'TENANT_MISMATCH');
  });
});
