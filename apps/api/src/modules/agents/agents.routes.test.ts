import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFIED_BY_PROFILE_MESSAGE } from '@propdesk/shared';
import {
  createAdmin,
  createAgent,
  createCustomer,
  createTestApp,
  decodeToken,
  DEMO_ACCOUNTS,
  expectError,
  signupAddress,
  type TestApp,
  uniqueEmail,
} from '../../test/helper';

let t: TestApp;
let countryId: string;
let sandboxCountryId: string;
let moderatorToken: string;
const verify = (id: string) =>
  t.request('POST', `/api/v2/moderation/agents/ids/${id}/verification`, {
    token: moderatorToken,
    body: { verified: true, reason: 'Licence checked' },
  });
beforeAll(async () => {
  t = await createTestApp();
  const countries = await t.request('GET', '/api/v2/countries/');
  countryId = countries.body.content.find((c: { code: string }) => c.code === 'ZW').publicId;
  sandboxCountryId = (await t.request('GET', '/api/v2/countries/', { tenant: 'sandbox' })).body
    .content[0].publicId;
  const { moderator } = DEMO_ACCOUNTS;
  moderatorToken = (await t.login(moderator.email, moderator.password)).token;
});
afterAll(() => t.close());

const newEmail = () => uniqueEmail('new-agent');
const validAgent = (overrides: Record<string, unknown> = {}) => ({
  name: 'Harbour Homes',
  firstName: 'Rudo',
  lastName: 'Chikore',
  email: newEmail(),
  password: 'Str0ng!Passw0rd',
  telephone: '+263 77 111 2222',
  ...overrides,
});
const register = (body: unknown, country = countryId, tenant = 'demo') =>
  t.request('POST', `/auth/countries/ids/${country}/agents/create`, {
    tenant,
    body,
    ip: signupAddress(),
  });

const agentUrl = (id: string, slash = true) => `/api/v2/agents/ids/${id}${slash ? '/' : ''}`;
const PRIVATE_FIELDS = ['email', 'firstName', 'lastName'];

describe('POST /auth/countries/ids/{countryId}/agents/create', () => {
  it('registers an agent and answers 201 with the Agent profile', async () => {
    const input = validAgent({ whatsapp: '+263 77 333 4444', description: 'Coastal homes' });
    const res = await register(input);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      publicId: expect.stringMatching(/^[0-9A-Za-z]{16}$/),
      name: 'Harbour Homes',
      code: expect.stringMatching(/^AG-[A-HJ-NP-Z2-9]{6}$/),
      telephone: '+263 77 111 2222',
      whatsapp: '+263 77 333 4444',
      description: 'Coastal homes',
      image_url: null,
      isAgent: true,
      verified: false,
      email: input.email,
      firstName: 'Rudo',
      lastName: 'Chikore',
      location: {
        country: {
          publicId: countryId,
          name: 'Zimbabwe',
          currencies: [{ code: 'USD' }, { code: 'ZWG' }],
        },
        city: null,
        suburb: null,
      },
    });
    const tokens = await t.login(input.email, input.password);
    expect(decodeToken(tokens.token)).toMatchObject({
      agentId: res.body.publicId,
      roles: ['AGENT'],
    });
  });

  it('answers at the path with a trailing slash too', async () => {
    const res = await t.request('POST', `/auth/countries/ids/${countryId}/agents/create/`, {
      body: validAgent(),
    });
    expect(res.status).toBe(201);
  });

  it('stores the email in lower case', async () => {
    const email = newEmail();
    const res = await register(validAgent({ email: `  ${email.toUpperCase()} ` }));
    expect(res.status).toBe(201);
    expect(res.body.email).toBe(email);
  });

  it('answers 409 EMAIL_TAKEN for an email in use, whatever its case or account type', async () => {
    const first = validAgent();
    expect((await register(first)).status).toBe(201);
    for (const email of [
      first.email,
      first.email.toUpperCase(),
      DEMO_ACCOUNTS.customer.email,
      DEMO_ACCOUNTS.moderator.email,
    ]) {
      expectError(
        await register(validAgent({ email })),
        409,
        'EMAIL_TAKEN',
        'An account with this email already exists',
      );
    }
  });

  it('allows the same email on another tenant', async () => {
    const res = await register(
      validAgent({ email: DEMO_ACCOUNTS.agent.email }),
      sandboxCountryId,
      'sandbox',
    );
    expect(res.status).toBe(409);
    const fresh = validAgent();
    expect((await register(fresh)).status).toBe(201);
    expect((await register({ ...fresh }, sandboxCountryId, 'sandbox')).status).toBe(201);
  });

  it('answers 404 for an unknown country or a country of another tenant', async () => {
    expectError(
      await register(validAgent(), 'NoSuchCountry1'),
      404,
      'NOT_FOUND',
      'Country not found',
    );
    expectError(
      await register(validAgent(), sandboxCountryId),
      404,
      'NOT_FOUND',
      'Country not found',
    );
  });

  it('lists every missing field', async () => {
    const body = expectError(await register({}), 400, 'VALIDATION_FAILED');
    expect(body.details!.map((d) => d.path).sort()).toEqual([
      'email',
      'firstName',
      'name',
      'password',
      'telephone',
    ]);
  });

  it.each([
    ['a number for the name', { name: 123 }, 'name'],
    ['a one-letter agency name', { name: 'A' }, 'name'],
    ['an agency name over 120 characters', { name: 'n'.repeat(121) }, 'name'],
    ['a first name over 100 characters', { firstName: 'f'.repeat(101) }, 'firstName'],
    ['an invalid email', { email: 'not-an-email' }, 'email'],
    ['an email over 254 characters', { email: `${'e'.repeat(250)}@x.co` }, 'email'],
    ['an invalid phone', { telephone: 'call me' }, 'telephone'],
    ['a description over 2000 characters', { description: 'd'.repeat(2001) }, 'description'],
    ['a weak password', { password: 'password' }, 'password'],
    ['a common password', { password: 'Password123!' }, 'password'],
    ['a password over 128 characters', { password: `Aa1!${'x'.repeat(125)}` }, 'password'],
    ['a boolean for the whatsapp number', { whatsapp: true }, 'whatsapp'],
  ])('refuses %s', async (_label, overrides, path) => {
    const body = expectError(await register(validAgent(overrides)), 400, 'VALIDATION_FAILED');
    expect([...new Set(body.details!.map((d) => d.path))]).toEqual([path]);
    expect(body.message).toBe(`${path}: ${body.details![0]!.message}`);
  });

  it('answers malformed JSON with 400 and an unknown tenant with 404', async () => {
    const malformed = await t.request('POST', `/auth/countries/ids/${countryId}/agents/create`, {
      body: '{"name": "x",,}',
      headers: { 'content-type': 'application/json' },
    });
    expectError(malformed, 400, 'MALFORMED_JSON');
    expectError(await register(validAgent(), countryId, 'nowhere'), 404, 'TENANT_NOT_FOUND');
  });

  it('ignores fields a registration may not set', async () => {
    const res = await register(validAgent({ verified: true, code: 'AG-OWNED', roles: ['ADMIN'] }));
    expect(res.status).toBe(201);
    expect(res.body.verified).toBe(false);
    expect(res.body.code).not.toBe('AG-OWNED');
    const tokens = await t.login(res.body.email, 'Str0ng!Passw0rd');
    expect(decodeToken(tokens.token).roles).toEqual(['AGENT']);
  });

  it('gives every agent its own code', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) codes.add((await register(validAgent())).body.code);
    expect(codes.size).toBe(5);
  });
});

describe('GET /api/v2/agents/ids/{id}/', () => {
  let a: Awaited<ReturnType<typeof createAgent>>;
  let b: Awaited<ReturnType<typeof createAgent>>;
  beforeAll(async () => {
    [a, b] = await Promise.all([createAgent(t), createAgent(t)]);
  });

  it('shows the public profile to anyone, with and without the trailing slash', async () => {
    for (const slash of [true, false]) {
      const res = await t.request('GET', agentUrl(a.publicId, slash));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        publicId: a.publicId,
        name: 'Test Realty',
        code: a.code,
        isAgent: true,
        image_url: null,
        verified: false,
        location: { country: { name: 'Zimbabwe' } },
      });
      for (const field of PRIVATE_FIELDS) expect(res.body).not.toHaveProperty(field);
    }
  });

  it("shows agent A's private fields to A", async () => {
    const res = await t.request('GET', agentUrl(a.publicId), { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: a.email, firstName: 'Test' });
  });

  it("does not show agent B's private fields to agent A", async () => {
    const res = await t.request('GET', agentUrl(b.publicId), { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.publicId).toBe(b.publicId);
    for (const field of PRIVATE_FIELDS) expect(res.body).not.toHaveProperty(field);
  });

  it("does not show an agent's private fields to a customer", async () => {
    const customer = await createCustomer(t);
    const res = await t.request('GET', agentUrl(a.publicId), { token: customer.token });
    expect(res.status).toBe(200);
    for (const field of PRIVATE_FIELDS) expect(res.body).not.toHaveProperty(field);
  });

  it('shows private fields to a moderator', async () => {
    const res = await t.request('GET', agentUrl(b.publicId), { token: moderatorToken });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(b.email);
  });

  it('answers 404 for an unknown id, a customer id and an agent of another tenant', async () => {
    const customer = await createCustomer(t);
    const sandboxAgent = await createAgent(t, 'sandbox');
    for (const id of ['NoSuchAgent00000', customer.publicId, sandboxAgent.publicId]) {
      expectError(await t.request('GET', agentUrl(id)), 404, 'NOT_FOUND', 'Agent not found');
    }
  });

  it('refuses an id over 64 characters', async () => {
    expectError(await t.request('GET', agentUrl('x'.repeat(65))), 400, 'VALIDATION_FAILED');
  });

  it('refuses a sandbox token on demo and a broken token', async () => {
    const sandbox = await t.login(
      DEMO_ACCOUNTS.agent.email,
      DEMO_ACCOUNTS.agent.password,
      'sandbox',
    );
    expectError(
      await t.request('GET', agentUrl(a.publicId), { token: sandbox.token }),
      403,
      'TENANT_MISMATCH',
    );
    expectError(
      await t.request('GET', agentUrl(a.publicId), { token: 'broken' }),
      401,
      'TOKEN_INVALID',
    );
  });
});

describe('GET /api/v2/agents/verified/true', () => {
  it('pages the verified agents without private fields', async () => {
    const res = await t.request('GET', '/api/v2/agents/verified/true');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 0, size: 20 });
    expect(res.body.totalElements).toBe(res.body.content.length);
    expect(res.body.totalPages).toBe(Math.ceil(res.body.totalElements / 20));
    expect(res.body.content.map((x: { name: string }) => x.name)).toContain('Sunrise Realty');
    for (const agent of res.body.content) {
      expect(agent.verified).toBe(true);
      for (const field of PRIVATE_FIELDS) expect(agent).not.toHaveProperty(field);
    }
  });

  it('lists an agent once a moderator verifies it', async () => {
    const agent = await createAgent(t, 'demo', { name: 'Zebra Estates' });
    const ids = async () =>
      (await t.request('GET', '/api/v2/agents/verified/true/?size=200')).body.content.map(
        (x: { publicId: string }) => x.publicId,
      );
    expect(await ids()).not.toContain(agent.publicId);
    expect((await verify(agent.publicId)).status).toBe(200);
    expect(await ids()).toContain(agent.publicId);
  });

  it('pages with page and size', async () => {
    const all = (await t.request('GET', '/api/v2/agents/verified/true?size=200')).body;
    expect(all.totalElements).toBeGreaterThanOrEqual(2);
    const second = await t.request('GET', '/api/v2/agents/verified/true?page=1&size=1');
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      page: 1,
      size: 1,
      totalElements: all.totalElements,
      totalPages: all.totalElements,
    });
    expect(second.body.content).toEqual([all.content[1]]);
  });

  it('pages agents with the same name without repeating or skipping one', async () => {
    const twins = await Promise.all(
      [1, 2, 3, 4].map(() => createAgent(t, 'demo', { name: 'Aardvark Homes' })),
    );
    for (const twin of twins) {
      await verify(twin.publicId);
    }
    const total = (await t.request('GET', '/api/v2/agents/verified/true')).body.totalElements;
    const seen: string[] = [];
    for (let page = 0; page < total; page++) {
      const res = await t.request('GET', `/api/v2/agents/verified/true?page=${page}&size=1`);
      seen.push(...res.body.content.map((x: { publicId: string }) => x.publicId));
    }
    expect(new Set(seen).size).toBe(total);
    for (const twin of twins) expect(seen).toContain(twin.publicId);
  });

  it('keeps tenants apart', async () => {
    const res = await t.request('GET', '/api/v2/agents/verified/true', { tenant: 'sandbox' });
    expect(res.status).toBe(200);
    const demo = (await t.request('GET', '/api/v2/agents/verified/true')).body.content;
    const sandboxIds = res.body.content.map((x: { publicId: string }) => x.publicId);
    for (const agent of demo) expect(sandboxIds).not.toContain(agent.publicId);
  });

  it.each(['page=-1', 'size=0', 'size=201', 'size=abc', 'page=1.5'])(
    'refuses %s with 400',
    async (query) => {
      const res = await t.request('GET', `/api/v2/agents/verified/true?${query}`);
      expectError(res, 400, 'VALIDATION_FAILED');
    },
  );

  it('needs a known tenant', async () => {
    expectError(
      await t.request('GET', '/api/v2/agents/verified/true', { tenant: 'nowhere' }),
      404,
      'TENANT_NOT_FOUND',
      'Tenant not found',
    );
  });
});

describe('PUT /api/v2/agents/ids/{id}/', () => {
  let a: Awaited<ReturnType<typeof createAgent>>;
  let b: Awaited<ReturnType<typeof createAgent>>;
  let suburb: { publicId: string; city: { publicId: string }; country: { publicId: string } };
  beforeAll(async () => {
    [a, b] = await Promise.all([createAgent(t), createAgent(t)]);
    const cities = await t.request('GET', `/api/v2/countries/ids/${countryId}/cities/all`);
    const cityId = cities.body.content[0].publicId;
    const suburbs = await t.request('GET', `/api/v2/cities/ids/${cityId}/suburbs/`);
    suburb = (await t.request('GET', `/api/v2/suburbs/ids/${suburbs.body.content[0].publicId}/`))
      .body;
  });

  const put = (id: string, body: unknown, token?: string, slash = true) =>
    t.request('PUT', agentUrl(id, slash), { token, body });

  it('lets an agent update their own profile, with and without the trailing slash', async () => {
    const res = await put(
      a.publicId,
      {
        name: 'Test Realty & Sons',
        telephone: '+263 24 270 0000',
        whatsapp: null,
        description: 'Now with more sons',
        firstName: 'Tested',
        location: { suburb: suburb.publicId },
      },
      a.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      publicId: a.publicId,
      name: 'Test Realty & Sons',
      telephone: '+263 24 270 0000',
      whatsapp: null,
      description: 'Now with more sons',
      firstName: 'Tested',
      email: a.email,
      code: a.code,
      location: {
        suburb: { publicId: suburb.publicId },
        city: { publicId: suburb.city.publicId },
        country: { publicId: suburb.country.publicId, currencies: expect.any(Array) },
      },
    });
    const again = await put(a.publicId, { name: 'Test Realty' }, a.token, false);
    expect(again.status).toBe(200);
    expect(again.body.name).toBe('Test Realty');
    expect(again.body.description).toBe('Now with more sons');
  });

  it('shows the change in the user fetch', async () => {
    await put(a.publicId, { name: 'Renamed Realty' }, a.token);
    const me = await t.request('GET', `/auth/users/names/${encodeURIComponent(a.email)}/get`, {
      token: a.token,
    });
    expect(me.body).toMatchObject({ name: 'Renamed Realty', isAgent: true, code: a.code });
  });

  it("refuses agent A changing agent B's profile with 403 and changes nothing", async () => {
    const before = (await t.request('GET', agentUrl(b.publicId), { token: b.token })).body;
    const res = await put(b.publicId, { name: 'Hijacked', description: 'pwned' }, a.token);
    expectError(res, 403, 'FORBIDDEN', 'You can only change your own profile');
    const after = (await t.request('GET', agentUrl(b.publicId), { token: b.token })).body;
    expect(after).toEqual(before);
  });

  it('refuses verified in the profile, whoever sends it: verification asks for a reason', async () => {
    const { token: adminToken } = await createAdmin(t);
    for (const [id, token] of [
      [a.publicId, a.token],
      [b.publicId, moderatorToken],
      [b.publicId, adminToken],
    ] as const) {
      const res = await put(id, { verified: true, description: 'Checked' }, token);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: 'verified', message: VERIFIED_BY_PROFILE_MESSAGE }],
      });
    }
    for (const id of [a.publicId, b.publicId]) {
      const agency = (await t.request('GET', agentUrl(id))).body;
      expect(agency.verified).toBe(false);
      expect(agency.description).not.toBe('Checked');
    }
  });

  it('refuses a moderator changing a profile', async () => {
    const res = await put(b.publicId, { name: 'Moderated' }, moderatorToken);
    expectError(res, 403, 'FORBIDDEN', 'You can only change your own profile');
  });

  it('lets an admin change any agency profile', async () => {
    const { token } = await createAdmin(t);
    const res = await put(b.publicId, { description: 'Checked by the site' }, token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ description: 'Checked by the site', verified: false });
  });

  it('refuses a customer', async () => {
    const customer = await createCustomer(t);
    expectError(await put(a.publicId, { name: 'Mine now' }, customer.token), 403, 'FORBIDDEN');
  });

  it('asks for a sign-in without a token', async () => {
    expectError(await put(a.publicId, { name: 'x' }), 401, 'UNAUTHENTICATED');
  });

  it('refuses a sandbox token on demo', async () => {
    const sandbox = await t.login(
      DEMO_ACCOUNTS.agent.email,
      DEMO_ACCOUNTS.agent.password,
      'sandbox',
    );
    expectError(await put(a.publicId, { name: 'x' }, sandbox.token), 403, 'TENANT_MISMATCH');
  });

  it('answers 404 for an unknown agent', async () => {
    expectError(
      await put('NoSuchAgent00000', { name: 'Nobody' }, a.token),
      404,
      'NOT_FOUND',
      'Agent not found',
    );
  });

  it('keeps the email and code read-only', async () => {
    const res = await put(a.publicId, { email: 'stolen@example.com', code: 'AG-MINE' }, a.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: a.email, code: a.code });
  });

  it.each([
    ['a one-letter name', { name: 'A' }, 'name'],
    ['a name of the wrong type', { name: ['x'] }, 'name'],
    ['an invalid telephone', { telephone: 'abc' }, 'telephone'],
    ['a description over 2000 characters', { description: 'x'.repeat(2001) }, 'description'],
    ['verified as a string', { verified: 'yes' }, 'verified'],
    [
      'a location id over 64 characters',
      { location: { suburb: 'x'.repeat(65) } },
      'location.suburb',
    ],
  ])('refuses %s with 400', async (_label, body, path) => {
    const res = expectError(await put(a.publicId, body, a.token), 400, 'VALIDATION_FAILED');
    expect([...new Set(res.details!.map((d) => d.path))]).toEqual([path]);
  });

  it('refuses places that do not exist or do not belong together', async () => {
    expectError(
      await put(a.publicId, { location: { suburb: 'NoSuchSuburb0000' } }, a.token),
      404,
      'NOT_FOUND',
      'Suburb not found',
    );
    expectError(
      await put(a.publicId, { location: { city: 'NoSuchCity000000' } }, a.token),
      404,
      'NOT_FOUND',
      'City not found',
    );
    const otherCountry = (await t.request('GET', '/api/v2/countries/')).body.content.find(
      (c: { publicId: string }) => c.publicId !== suburb.country.publicId,
    ).publicId;
    expectError(
      await put(
        a.publicId,
        { location: { suburb: suburb.publicId, country: otherCountry } },
        a.token,
      ),
      400,
      'VALIDATION_FAILED',
      'The suburb, city and country do not match',
    );
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.request('PUT', agentUrl(a.publicId), {
      token: a.token,
      body: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expectError(res, 400, 'MALFORMED_JSON');
  });
});
