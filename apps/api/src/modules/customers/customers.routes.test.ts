import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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
import { json } from '../../test/api-body';

let t: TestApp;
let moderatorToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const { moderator } = DEMO_ACCOUNTS;
  moderatorToken = (await t.login(moderator.email, moderator.password)).token;
});
afterAll(() => t.close());

const validCustomer = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Farai',
  lastName: 'Mutasa',
  otherNames: 'Tendai',
  email: uniqueEmail('cust'),
  password: 'Str0ng!Passw0rd',
  mobile: '+263 71 234 5678',
  ...overrides,
});
const register = (body: unknown, tenant = 'demo') =>
  t.request('POST', '/auth/customers/create', { tenant, body, ip: signupAddress() });
const getUrl = (id: string, slash = false) => `/customer/ids/${id}/get${slash ? '/' : ''}`;
const updateUrl = (id: string, slash = false) => `/customer/ids/${id}/update${slash ? '/' : ''}`;
const details = {
  firstName: 'Farai',
  lastName: 'Moyo',
  otherNames: 'T.',
  mobile: '+263 77 999 8888',
  telephone: '+263 24 200 0000',
};

describe('POST /auth/customers/create', () => {
  it('refuses an 11th sign-up from one address within 15 minutes, on each site apart', async () => {
    const ip = signupAddress();
    const from = (body: unknown, tenant = 'demo') =>
      t.request('POST', '/auth/customers/create', { tenant, body, ip });
    for (let i = 0; i < 10; i++) expect((await from(validCustomer())).status).toBe(201);
    const refused = await from(validCustomer());
    expectError(
      refused,
      429,
      'TOO_MANY_REQUESTS',
      'Too many sign-ups from this address. Please wait 15 minutes and try again.',
    );
    // Agency sign-ups share the count; another site and another address do not.
    const countries = await t.request('GET', '/api/v2/countries/');
    const agency = await t.request(
      'POST',
      `/auth/countries/ids/${countries.body.content[0].publicId}/agents/create`,
      {
        ip,
        body: {
          name: 'Bulk Realty',
          firstName: 'Bulk',
          email: uniqueEmail('bulk'),
          password: 'Str0ng!Passw0rd',
          telephone: '+263 77 000 0000',
        },
      },
    );
    expect(agency.status).toBe(429);
    expect((await from(validCustomer(), 'sandbox')).status).toBe(201);
    expect((await register(validCustomer())).status).toBe(201);
  });

  it('does not count a sign-up the validation refused', async () => {
    const ip = signupAddress();
    for (let i = 0; i < 12; i++) {
      const bad = await t.request('POST', '/auth/customers/create', { body: { email: 'x' }, ip });
      expect(bad.status).toBe(400);
    }
    const good = await t.request('POST', '/auth/customers/create', { body: validCustomer(), ip });
    expect(good.status).toBe(201);
  });

  it('registers a customer and answers 201 with the Customer fields', async () => {
    const input = validCustomer({ telephone: '+263 24 270 1234' });
    const res = await register(input);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      publicId: expect.stringMatching(/^[0-9A-Za-z]{16}$/),
      firstName: 'Farai',
      lastName: 'Mutasa',
      otherNames: 'Tendai',
      email: input.email,
      mobile: '+263 71 234 5678',
      telephone: '+263 24 270 1234',
      image_url: null,
    });
    const tokens = await t.login(input.email, input.password);
    expect(decodeToken(tokens.token)).toMatchObject({
      customerId: json(res, 'registerCustomer', 201).publicId,
      roles: ['CUSTOMER'],
    });
  });

  it('answers at the path with a trailing slash too', async () => {
    const res = await t.request('POST', '/auth/customers/create/', { body: validCustomer() });
    expect(res.status).toBe(201);
  });

  it('needs only names, email and password', async () => {
    const { firstName, lastName, email, password } = validCustomer();
    const res = await register({ firstName, lastName, email, password });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ otherNames: '', mobile: null, telephone: null });
  });

  it('answers 409 for an email in use by any account, whatever its case', async () => {
    const first = validCustomer();
    expect((await register(first)).status).toBe(201);
    const agent = await createAgent(t);
    for (const email of [first.email, first.email.toUpperCase(), agent.email]) {
      expectError(
        await register(validCustomer({ email })),
        409,
        'EMAIL_TAKEN',
        'An account with this email already exists',
      );
    }
  });

  it('lets exactly one of two simultaneous registrations with one email win', async () => {
    const input = validCustomer();
    const results = await Promise.all([register(input), register({ ...input })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('lists the missing fields', async () => {
    const body = expectError(await register({}), 400, 'VALIDATION_FAILED');
    expect(body.details!.map((d) => d.path).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'password',
    ]);
  });

  it.each([
    ['an empty first name', { firstName: '   ' }, 'firstName', 'Required'],
    ['a last name over 100 characters', { lastName: 'l'.repeat(101) }, 'lastName', undefined],
    ['other names over 100 characters', { otherNames: 'o'.repeat(101) }, 'otherNames', undefined],
    ['a number as the email', { email: 42 }, 'email', undefined],
    ['an invalid email', { email: 'a@' }, 'email', 'Enter a valid email address'],
    ['an invalid mobile', { mobile: '12' }, 'mobile', 'Enter a valid phone number'],
    ['a mobile over 32 characters', { mobile: '1'.repeat(40) }, 'mobile', undefined],
    ['a weak password', { password: 'abcdefgh' }, 'password', 'Password needs an uppercase letter'],
    ['a common password', { password: 'P@ssw0rd' }, 'password', undefined],
  ])('refuses %s', async (_label, overrides, path, message) => {
    const body = expectError(await register(validCustomer(overrides)), 400, 'VALIDATION_FAILED');
    expect(body.details![0]!.path).toBe(path);
    if (message) expect(body.details![0]!.message).toBe(message);
  });

  it('refuses malformed JSON, an oversized body and an unknown tenant', async () => {
    const malformed = await t.request('POST', '/auth/customers/create', {
      body: '{"firstName": "A"',
      headers: { 'content-type': 'application/json' },
    });
    expectError(malformed, 400, 'MALFORMED_JSON');
    const huge = await t.request('POST', '/auth/customers/create', {
      body: JSON.stringify(validCustomer({ otherNames: 'x'.repeat(1_100_000) })),
      headers: { 'content-type': 'application/json' },
    });
    expectError(huge, 413, 'PAYLOAD_TOO_LARGE');
    expectError(await register(validCustomer(), 'nowhere'), 404, 'TENANT_NOT_FOUND');
  });

  it('does not let a registration choose its roles', async () => {
    const input = validCustomer({ roles: ['ADMIN'], isAgent: true });
    expect((await register(input)).status).toBe(201);
    const tokens = await t.login(input.email, input.password);
    expect(decodeToken(tokens.token).roles).toEqual(['CUSTOMER']);
  });
});

describe('GET /customer/ids/{id}/get', () => {
  let alice: Awaited<ReturnType<typeof createCustomer>>;
  let bob: Awaited<ReturnType<typeof createCustomer>>;
  beforeAll(async () => {
    [alice, bob] = await Promise.all([createCustomer(t), createCustomer(t)]);
  });

  it('shows a customer their own profile, with and without the trailing slash', async () => {
    for (const slash of [false, true]) {
      const res = await t.request('GET', getUrl(alice.publicId, slash), { token: alice.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        publicId: alice.publicId,
        firstName: 'Test',
        lastName: 'Customer',
        otherNames: '',
        email: alice.email,
        mobile: '+263 71 000 0000',
        telephone: null,
        image_url: null,
      });
    }
  });

  it('refuses another customer with 403, the same for an id that does not exist', async () => {
    const other = await t.request('GET', getUrl(bob.publicId), { token: alice.token });
    expectError(other, 403, 'FORBIDDEN', 'You can only see your own profile');
    const missing = await t.request('GET', getUrl('NoSuchCustomer00'), { token: alice.token });
    expect(missing.body).toEqual(other.body);
  });

  it('refuses an agent', async () => {
    const agent = await createAgent(t);
    expectError(
      await t.request('GET', getUrl(alice.publicId), { token: agent.token }),
      403,
      'FORBIDDEN',
    );
  });

  it('lets a moderator read any customer, and answers 404 for none', async () => {
    const res = await t.request('GET', getUrl(bob.publicId), { token: moderatorToken });
    expect(res.status).toBe(200);
    expect(json(res, 'getCustomer', 200).email).toBe(bob.email);
    expectError(
      await t.request('GET', getUrl('NoSuchCustomer00'), { token: moderatorToken }),
      404,
      'NOT_FOUND',
      'Customer not found',
    );
  });

  it('does not treat an agent as a customer, even for a moderator', async () => {
    const agent = await createAgent(t);
    expectError(
      await t.request('GET', getUrl(agent.publicId), { token: moderatorToken }),
      404,
      'NOT_FOUND',
    );
  });

  it('keeps tenants apart', async () => {
    const sandbox = await createCustomer(t, 'sandbox');
    expectError(
      await t.request('GET', getUrl(sandbox.publicId), { token: moderatorToken }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await t.request('GET', getUrl(sandbox.publicId), { token: sandbox.token }),
      403,
      'TENANT_MISMATCH',
    );
  });

  it('asks for a sign-in without a token, and refuses a bad one', async () => {
    expectError(await t.request('GET', getUrl(alice.publicId)), 401, 'UNAUTHENTICATED');
    expectError(
      await t.request('GET', getUrl(alice.publicId), { token: `${alice.token}x` }),
      401,
      'TOKEN_INVALID',
    );
  });

  it('refuses an oversized id', async () => {
    expectError(
      await t.request('GET', getUrl('x'.repeat(65)), { token: alice.token }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('PUT /customer/ids/{id}/update', () => {
  let alice: Awaited<ReturnType<typeof createCustomer>>;
  let bob: Awaited<ReturnType<typeof createCustomer>>;
  beforeAll(async () => {
    [alice, bob] = await Promise.all([createCustomer(t), createCustomer(t)]);
  });

  const update = (id: string, body: unknown, token?: string, slash = false) =>
    t.request('PUT', updateUrl(id, slash), { token, body });

  it('updates the personal details, with and without the trailing slash', async () => {
    for (const slash of [false, true]) {
      const res = await update(alice.publicId, details, alice.token, slash);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        ...details,
        publicId: alice.publicId,
        email: alice.email,
        image_url: null,
      });
    }
    const read = await t.request('GET', getUrl(alice.publicId), { token: alice.token });
    expect(read.body).toMatchObject(details);
  });

  it('keeps the email read-only', async () => {
    const res = await update(
      alice.publicId,
      { ...details, email: 'taken@example.com' },
      alice.token,
    );
    expect(res.status).toBe(200);
    expect(json(res, 'updateCustomer', 200).email).toBe(alice.email);
    expect(
      (
        await t.request('POST', '/auth/authenticate', {
          body: { username: alice.email, password: alice.password },
        })
      ).status,
    ).toBe(200);
  });

  it('clears the optional telephone when it is left out', async () => {
    const { telephone: _telephone, ...rest } = details;
    const res = await update(alice.publicId, rest, alice.token);
    expect(res.status).toBe(200);
    expect(json(res, 'updateCustomer', 200).telephone).toBeNull();
  });

  it('refuses another customer with 403 and changes nothing', async () => {
    const before = (await t.request('GET', getUrl(bob.publicId), { token: bob.token })).body;
    const res = await update(bob.publicId, { ...details, firstName: 'Mallory' }, alice.token);
    expectError(res, 403, 'FORBIDDEN', 'You can only change your own profile');
    const after = (await t.request('GET', getUrl(bob.publicId), { token: bob.token })).body;
    expect(after).toEqual(before);
  });

  it('refuses a moderator and an agent', async () => {
    const agent = await createAgent(t);
    for (const token of [moderatorToken, agent.token]) {
      expectError(await update(bob.publicId, details, token), 403, 'FORBIDDEN');
    }
  });

  it('asks for a sign-in without a token and refuses a sandbox token', async () => {
    expectError(await update(alice.publicId, details), 401, 'UNAUTHENTICATED');
    const sandbox = await createCustomer(t, 'sandbox');
    expectError(await update(alice.publicId, details, sandbox.token), 403, 'TENANT_MISMATCH');
  });

  it.each([
    ['a missing first name', { firstName: undefined }, 'firstName'],
    ['a missing mobile', { mobile: undefined }, 'mobile'],
    ['an invalid mobile', { mobile: 'ring ring' }, 'mobile'],
    ['a last name of the wrong type', { lastName: { x: 1 } }, 'lastName'],
    ['a first name over 100 characters', { firstName: 'f'.repeat(101) }, 'firstName'],
  ])('refuses %s with 400', async (_label, overrides, path) => {
    const res = await update(alice.publicId, { ...details, ...overrides }, alice.token);
    const body = expectError(res, 400, 'VALIDATION_FAILED');
    expect(body.details![0]!.path).toBe(path);
  });

  it('refuses malformed JSON', async () => {
    const res = await t.request('PUT', updateUrl(alice.publicId), {
      token: alice.token,
      body: '{"firstName": }',
      headers: { 'content-type': 'application/json' },
    });
    expectError(res, 400, 'MALFORMED_JSON');
  });
});
