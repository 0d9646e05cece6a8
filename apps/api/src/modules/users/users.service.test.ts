import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@propdesk/shared';
import {
  createCustomer,
  createTestApp,
  decodeToken,
  expectError,
  type TestApp,
} from '../../test/helper';
import { findTenantBySlug } from '../tenants/tenants.repository';
import { createAccount } from './accounts';
import { findUserByEmail } from './users.repository';
import { setPassword } from './users.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const demo = async () => (await findTenantBySlug(t.db, 'demo'))!;
const userFetch = (email: string, token: string) =>
  t.request('GET', `/auth/users/names/${encodeURIComponent(email)}/get`, { token });

describe('setPassword (operator reset)', () => {
  it('sets the password and ends every session of the account', async () => {
    const user = await createCustomer(t);
    const second = await t.login(user.email, user.password);
    const row = (await findUserByEmail(t.db, (await demo()).id, user.email))!;
    await setPassword(t.db, row.tenantId, row.id, 'Operator#Set9');
    for (const { refreshToken } of [user, second]) {
      const res = await t.request('POST', '/auth/refreshToken', { body: { token: refreshToken } });
      expectError(res, 401, 'TOKEN_INVALID');
    }
    expect((await t.login(user.email, 'Operator#Set9')).token).toBeTruthy();
  });

  it('applies the password rules', async () => {
    const user = await createCustomer(t);
    const row = (await findUserByEmail(t.db, (await demo()).id, user.email))!;
    for (const [password, problem] of [
      ['Brief1!A', null],
      ['Password1!', 'This password is too common; choose another'],
      ['alllowercase1!', 'Password needs an uppercase letter'],
      [`Aa1!${'x'.repeat(125)}`, 'Password must be at most 128 characters'],
    ] as const) {
      const outcome = await setPassword(t.db, row.tenantId, row.id, password).catch(
        (e: unknown) => e,
      );
      if (problem === null) {
        expect(outcome).toBeUndefined();
        continue;
      }
      expect(outcome).toBeInstanceOf(AppError);
      expect(outcome).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: problem,
        details: [{ path: 'password', message: problem }],
      });
    }
    expect((await t.login(user.email, 'Brief1!A')).token).toBeTruthy();
  });
});

describe('createAccount (operator)', () => {
  it.each([
    ['AGENT', { isAgent: true }],
    ['CUSTOMER', { isAgent: false, code: null }],
    ['MODERATOR', { isAgent: false, code: null }],
    ['ADMIN', { isAgent: false, code: null }],
  ] as const)('creates a working %s account', async (role, expected) => {
    const email = `${role.toLowerCase()}-${Date.now()}@example.com`;
    await createAccount(t.db, await demo(), {
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
    const taken = await createAccount(t.db, tenant, {
      role: 'CUSTOMER',
      email: 'operator-taken@example.com',
      password: 'Operator#Made1',
      firstName: 'A',
    }).then(() =>
      createAccount(t.db, tenant, {
        role: 'AGENT',
        email: 'operator-taken@example.com',
        password: 'Operator#Made1',
        firstName: 'B',
      }).catch((e: unknown) => e),
    );
    expect(taken).toMatchObject({ code: 'EMAIL_TAKEN' });
    const weak = await createAccount(t.db, tenant, {
      role: 'AGENT',
      email: 'operator-weak@example.com',
      password: 'weak',
      firstName: 'W',
    }).catch((e: unknown) => e);
    expect(weak).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await findUserByEmail(t.db, tenant.id, 'operator-weak@example.com')).toBeUndefined();
  });
});
