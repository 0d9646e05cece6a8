import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@propdesk/shared';
import { createCustomer, createTestApp, expectError, type TestApp } from '../../test/helper';
import { findTenant } from '../tenants';
import { findAccountByEmail } from '../users';
import { setPassword } from './auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ctx = () => t.app.modules.base;
const demo = async () => (await findTenant(ctx(), 'demo'))!;

describe('setPassword (operator reset)', () => {
  it('sets the password and ends every session of the account', async () => {
    const user = await createCustomer(t);
    const second = await t.login(user.email, user.password);
    const row = (await findAccountByEmail(ctx(), await demo(), user.email))!;
    await setPassword(ctx(), null, await demo(), row, 'Operator#Set9');
    for (const { refreshToken } of [user, second]) {
      const res = await t.request('POST', '/auth/refreshToken', { body: { token: refreshToken } });
      expectError(res, 401, 'TOKEN_INVALID');
    }
    expect((await t.login(user.email, 'Operator#Set9')).token).toBeTruthy();
  });

  it('applies the password rules', async () => {
    const user = await createCustomer(t);
    const row = (await findAccountByEmail(ctx(), await demo(), user.email))!;
    for (const [password, problem] of [
      ['Brief1!A', null],
      ['Password1!', 'This password is too common; choose another'],
      ['alllowercase1!', 'Password needs an uppercase letter'],
      [`Aa1!${'x'.repeat(125)}`, 'Password must be at most 128 characters'],
    ] as const) {
      const outcome = await setPassword(ctx(), null, await demo(), row, password).catch(
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
