import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, decodeToken, type TestApp, uniqueEmail } from '../../test/helper';
import { findTenant } from '../tenants';
import { findAccountByEmail } from '../users';
import { createAccount } from './accounts.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ctx = () => t.app.modules.base;
const demo = async () => (await findTenant(ctx(), 'demo'))!;
const userFetch = (email: string, token: string) =>
  t.request('GET', `/auth/users/names/${encodeURIComponent(email)}/get`, { token });

describe('createAccount (operator)', () => {
  it.each([
    ['AGENT', { isAgent: true }],
    ['CUSTOMER', { isAgent: false, code: null }],
    ['MODERATOR', { isAgent: false, code: null }],
    ['ADMIN', { isAgent: false, code: null }],
  ] as const)('creates a working %s account', async (role, expected) => {
    const email = uniqueEmail(role.toLowerCase());
    await createAccount(ctx(), null, await demo(), {
      role,
      email: email.toUpperCase(),
      password: 'Operator#Made1',
      firstName: 'Op',
      lastName: 'Erator',
      agencyName: role === 'AGENT' ? 'Operator Homes' : undefined,
    });
    const { token } = await t.login(email, 'Operator#Made1');
    expect(decodeToken(token).roles).toEqual([role]);
    const me = await userFetch(email, token);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, firstName: 'Op', roles: [role], ...expected });
    expect(me.body.name).toBe(role === 'AGENT' ? 'Operator Homes' : 'Op Erator');
    expect(me.body.location.country.currencies).toContainEqual({ code: 'USD' });
  });

  it('refuses an email in use and a weak password, leaving nothing behind', async () => {
    const tenant = await demo();
    const taken = await createAccount(ctx(), null, tenant, {
      role: 'CUSTOMER',
      email: 'operator-taken@example.com',
      password: 'Operator#Made1',
      firstName: 'A',
    }).then(() =>
      createAccount(ctx(), null, tenant, {
        role: 'AGENT',
        email: 'operator-taken@example.com',
        password: 'Operator#Made1',
        firstName: 'B',
      }).catch((e: unknown) => e),
    );
    expect(taken).toMatchObject({ code: 'EMAIL_TAKEN' });
    const weak = await createAccount(ctx(), null, tenant, {
      role: 'AGENT',
      email: 'operator-weak@example.com',
      password: 'weak',
      firstName: 'W',
    }).catch((e: unknown) => e);
    expect(weak).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await findAccountByEmail(ctx(), tenant, 'operator-weak@example.com')).toBeUndefined();
  });
});
