import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { hashPassword } from '../../lib/passwords';
import type * as passwords from '../../lib/passwords';
import { createCustomer, createTestApp, expectError, type TestApp } from '../../test/helper';

// A `.mocks.test.ts` file runs in a fresh module graph of its own (vitest.config.ts), so the
// app it builds below hashes through this spy.
vi.mock('../../lib/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof passwords>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://homes.example.com' });
});
afterAll(() => t.close());

const LINK_REFUSED = 'This reset link is invalid or has expired. Request a new one.';
const NEW_PASSWORD = 'Brand#New4Pass';

const change = (token: string) =>
  t.request('POST', '/auth/users/password/change', { body: { token, password: NEW_PASSWORD } });

it('spends no password hashing on a made-up or used token', async () => {
  const user = await createCustomer(t);
  const asked = await t.request('POST', '/auth/users/request/password-reset', {
    body: { email: user.email },
  });
  expect(asked.status).toBe(200);
  await t.app.modules.auth.afterAnswer.drain();
  const mail = t.mails.filter((m) => m.subject.startsWith('Reset your')).at(-1)!;
  const token = decodeURIComponent(/reset-password\?token=(\S+)/.exec(mail.text)![1]!);
  expect((await change(token)).status).toBe(200);
  // The spy sees the app's own hashing: the change above hashed the new password.
  expect(hashPassword).toHaveBeenCalled();
  vi.mocked(hashPassword).mockClear();
  expectError(await change('made-up-token'), 400, 'BAD_REQUEST', LINK_REFUSED);
  expectError(await change(token), 400, 'BAD_REQUEST', LINK_REFUSED);
  expect(hashPassword).not.toHaveBeenCalled();
});
