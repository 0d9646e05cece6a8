import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordResetTokens, users } from '../../db/schema';
import { sha256 } from '../../lib/ids';
import {
  createAdmin,
  createAgent,
  createCustomer,
  createTestApp,
  setSiteLanguages,
  signupAddress,
  DEMO_ACCOUNTS,
  expectError,
  type TestApp,
} from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://homes.example.com' });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const ANSWER = 'If an account exists for that email, we have sent a link to reset the password.';
const LINK_REFUSED = 'This reset link is invalid or has expired. Request a new one.';
const NEW_PASSWORD = 'Brand#New4Pass';
/** The reset mails only: sign-ups queue confirmation mails, which the notice worker sends meanwhile. */
const resetMails = () => t.mails.filter((mail) => mail.subject.startsWith('Reset your'));

/** Asks for a reset link from an address of its own, and waits for the work after the answer. */
async function requestReset(email: unknown, tenant = 'demo', ip = signupAddress()) {
  const res = await t.request('POST', '/auth/users/request/password-reset', {
    tenant,
    ip,
    body: { email },
  });
  await t.app.modules.auth.afterAnswer.drain();
  return res;
}

const change = (token: unknown, password: unknown, tenant = 'demo') =>
  t.request('POST', '/auth/users/password/change', { tenant, body: { token, password } });

const signIn = (username: string, password: string, tenant = 'demo') =>
  t.request('POST', '/auth/authenticate', { tenant, body: { username, password } });

/** Asks for a reset and returns the token from the link in the mail. */
async function resetToken(email: string, tenant = 'demo'): Promise<string> {
  const before = resetMails().length;
  const res = await requestReset(email, tenant);
  expect(res.status).toBe(200);
  expect(resetMails()).toHaveLength(before + 1);
  const link = /https:\/\/homes\.example\.com\/(\S+)\/user\/reset-password\?token=(\S+)/.exec(
    resetMails().at(-1)!.text,
  );
  expect(link?.[1]).toBe(tenant);
  return decodeURIComponent(link![2]!);
}

describe('POST /auth/users/request/password-reset', () => {
  it('answers 200 (the spec: success is a status up to 201) and mails a link with a token', async () => {
    const user = await createCustomer(t);
    const res = await requestReset(user.email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: ANSWER });
    const mail = resetMails().at(-1)!;
    expect(mail.to).toBe(user.email);
    expect(mail.subject).toBe('Reset your Propdesk Demo password');
    expect(mail.text).toMatch(/reset-password\?token=[A-Za-z0-9_-]{40,}/);
    expect(mail.text).toContain('30 minutes');
  });

  it('answers at the paths with a trailing slash too', async () => {
    const user = await createCustomer(t);
    const request = await t.request('POST', '/auth/users/request/password-reset/', {
      body: { email: user.email },
    });
    expect(request.status).toBe(200);
    await t.app.modules.auth.afterAnswer.drain();
    const token = /token=(\S+)/.exec(resetMails().at(-1)!.text)![1];
    const res = await t.request('POST', '/auth/users/password/change/', {
      body: { token, password: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
  });

  it('answers an unknown email exactly like a known one, and sends nothing', async () => {
    const known = await requestReset(DEMO_ACCOUNTS.customer.email);
    const before = resetMails().length;
    const unknown = await requestReset('nobody-at-all@example.com');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(resetMails()).toHaveLength(before);
  });

  it('answers before it looks for the account: both paths run the same steps up to the answer', async () => {
    const known = await createCustomer(t);
    // Hold the work after the answer: what the answer waited for is all that has happened.
    const held: (() => Promise<void>)[] = [];
    const run = vi
      .spyOn(t.app.modules.auth.afterAnswer, 'run')
      .mockImplementation((work) => void held.push(work));
    const queries: string[] = [];
    const spy = vi.spyOn(t.db, 'select');
    try {
      const before = resetMails().length;
      const linksBefore = (await t.db.select().from(passwordResetTokens)).length;
      for (const email of [known.email, 'nobody-at-all@example.com']) {
        spy.mockClear();
        const res = await t.request('POST', '/auth/users/request/password-reset', {
          ip: signupAddress(),
          body: { email },
        });
        expect(res.body).toEqual({ message: ANSWER });
        queries.push(`${res.status} selects:${spy.mock.calls.length}`);
      }
      // The same steps for both, and no account looked up, no link made, no mail sent yet.
      expect(queries[0]).toBe(queries[1]);
      expect(held).toHaveLength(2);
      expect(await t.db.select().from(passwordResetTokens)).toHaveLength(linksBefore);
      expect(resetMails()).toHaveLength(before);
      // The held work then mails the account that exists, and only it.
      await Promise.all(held.map((work) => work()));
      expect(resetMails()).toHaveLength(before + 1);
      expect(resetMails().at(-1)!.to).toBe(known.email);
    } finally {
      run.mockRestore();
      spy.mockRestore();
    }
  });

  it('refuses more than 20 requests from one address in 15 minutes, whatever the emails', async () => {
    const ip = signupAddress();
    for (let i = 0; i < 20; i++) {
      const res = await requestReset(`someone-${i}@example.com`, 'demo', ip);
      expect(res.status).toBe(200);
    }
    const user = await createCustomer(t);
    const before = resetMails().length;
    expectError(
      await requestReset(user.email, 'demo', ip),
      429,
      'TOO_MANY_REQUESTS',
      'Too many password reset requests from this address. Please wait 15 minutes and try again.',
    );
    expect(resetMails()).toHaveLength(before);
    // Another address is not held back, nor is the same address on another site.
    expect((await requestReset(user.email)).status).toBe(200);
    expect((await requestReset('someone@example.com', 'sandbox', ip)).status).toBe(200);
  });

  it('finds the account whatever the case of the email', async () => {
    const user = await createCustomer(t);
    const before = resetMails().length;
    expect((await requestReset(user.email.toUpperCase())).status).toBe(200);
    expect(resetMails()).toHaveLength(before + 1);
    expect(resetMails().at(-1)!.to).toBe(user.email);
  });

  it('stores only a hash of the reset token', async () => {
    const user = await createCustomer(t);
    const token = await resetToken(user.email);
    const rows = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, sha256(token)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('stops mailing after 5 requests in 15 minutes but answers the same', async () => {
    const user = await createCustomer(t);
    const before = resetMails().length;
    for (let i = 0; i < 6; i++) {
      const res = await requestReset(user.email);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: ANSWER });
    }
    expect(resetMails().length - before).toBe(5);
  });

  it('does not mail an account of another tenant', async () => {
    const other = await createCustomer(t, 'sandbox');
    const before = resetMails().length;
    expect((await requestReset(other.email, 'demo')).status).toBe(200);
    expect(resetMails()).toHaveLength(before);
  });

  it('checks the email', async () => {
    const res = await requestReset('not-an-email');
    const body = expectError(res, 400, 'VALIDATION_FAILED', 'email: Enter a valid email address');
    expect(body.details).toEqual([{ path: 'email', message: 'Enter a valid email address' }]);
    expectError(await requestReset(undefined), 400, 'VALIDATION_FAILED', /^email: /);
    expectError(await requestReset(['a@b.co']), 400, 'VALIDATION_FAILED', /^email: /);
    expectError(await requestReset(`${'a'.repeat(260)}@x.co`), 400, 'VALIDATION_FAILED');
  });

  it('needs a known tenant', async () => {
    expectError(await requestReset('a@b.co', 'nowhere'), 404, 'TENANT_NOT_FOUND');
  });
});

describe('POST /auth/users/password/change', () => {
  it('sets the new password once, and the old one stops working', async () => {
    const user = await createCustomer(t);
    const token = await resetToken(user.email);
    const res = await change(token, NEW_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Your password has been changed. Please sign in.' });
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
    expectError(await signIn(user.email, user.password), 401, 'INVALID_CREDENTIALS');
  });

  it('accepts a token only once', async () => {
    const user = await createCustomer(t);
    const token = await resetToken(user.email);
    expect((await change(token, NEW_PASSWORD)).status).toBe(200);
    expectError(await change(token, 'Another#Pass5'), 400, 'BAD_REQUEST', LINK_REFUSED);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('ends every other reset link of the account', async () => {
    const user = await createCustomer(t);
    const first = await resetToken(user.email);
    const second = await resetToken(user.email);
    expect((await change(second, NEW_PASSWORD)).status).toBe(200);
    expectError(await change(first, 'Another#Pass5'), 400, 'BAD_REQUEST', LINK_REFUSED);
  });

  it('refuses a token older than 30 minutes', async () => {
    const user = await createCustomer(t);
    const token = await resetToken(user.email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 30 * 60 * 1000 + 1000);
    expectError(await change(token, NEW_PASSWORD), 400, 'BAD_REQUEST', LINK_REFUSED);
    vi.useRealTimers();
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it('still accepts a token just before 30 minutes', async () => {
    const user = await createCustomer(t);
    const token = await resetToken(user.email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 29 * 60 * 1000);
    expect((await change(token, NEW_PASSWORD)).status).toBe(200);
  });

  it('ends every session of the account', async () => {
    const user = await createAgent(t);
    const otherDevice = await t.login(user.email, user.password);
    const token = await resetToken(user.email);
    expect((await change(token, NEW_PASSWORD)).status).toBe(200);
    for (const refreshToken of [user.refreshToken, otherDevice.refreshToken]) {
      const res = await t.request('POST', '/auth/refreshToken', { body: { token: refreshToken } });
      expectError(res, 401, 'TOKEN_INVALID');
    }
  });

  it.each([
    ['short', 'Aa1!aaa', 'Password needs at least 8 characters'],
    ['without an uppercase letter', 'lower#case1', 'Password needs an uppercase letter'],
    ['without a lowercase letter', 'UPPER#CASE1', 'Password needs a lowercase letter'],
    ['without a digit', 'No#Digits!', 'Password needs a digit'],
    ['without a special character', 'NoSpecial12', 'Password needs a special character'],
    ['common', 'P@ssw0rd1', 'This password is too common; choose another'],
    ['over 128 characters', `Aa1!${'x'.repeat(125)}`, 'Password must be at most 128 characters'],
  ])('refuses a %s password and keeps the token usable', async (_label, password, message) => {
    const user = await createCustomer(t);
    const token = await resetToken(user.email);
    const body = expectError(
      await change(token, password),
      400,
      'VALIDATION_FAILED',
      `password: ${message}`,
    );
    expect(body.details).toEqual([{ path: 'password', message }]);
    expect((await change(token, NEW_PASSWORD)).status).toBe(200);
  });

  it('accepts a password of exactly 128 characters', async () => {
    const user = await createCustomer(t);
    const token = await resetToken(user.email);
    const password = `Aa1!${'x'.repeat(124)}`;
    expect((await change(token, password)).status).toBe(200);
    expect((await signIn(user.email, password)).status).toBe(200);
  });

  it('refuses a token of another tenant', async () => {
    const other = await createCustomer(t, 'sandbox');
    const token = await resetToken(other.email, 'sandbox');
    expectError(await change(token, NEW_PASSWORD, 'demo'), 400, 'BAD_REQUEST', LINK_REFUSED);
    expect((await change(token, NEW_PASSWORD, 'sandbox')).status).toBe(200);
  });

  it('lets only one of two simultaneous uses of a token through', async () => {
    const user = await createCustomer(t);
    const token = await resetToken(user.email);
    const results = await Promise.all([
      change(token, 'First#Winner1'),
      change(token, 'Second#Winner2'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('refuses made-up tokens and bad bodies', async () => {
    expectError(await change('made-up', NEW_PASSWORD), 400, 'BAD_REQUEST', LINK_REFUSED);
    expectError(await change(undefined, NEW_PASSWORD), 400, 'VALIDATION_FAILED', /^token: /);
    expectError(await change('x'.repeat(300), NEW_PASSWORD), 400, 'VALIDATION_FAILED');
    expectError(await change('abc', 12345678), 400, 'VALIDATION_FAILED', /^password: /);
    const res = await t.request('POST', '/auth/users/password/change', {
      body: '{"token": "abc", "password": }',
      headers: { 'content-type': 'application/json' },
    });
    expectError(res, 400, 'MALFORMED_JSON');
  });

  it('changes nothing but the password', async () => {
    const user = await createCustomer(t);
    const [before] = await t.db.select().from(users).where(eq(users.email, user.email));
    const token = await resetToken(user.email);
    await change(token, NEW_PASSWORD);
    const [after] = await t.db.select().from(users).where(eq(users.email, user.email));
    expect(after!.passwordHash).not.toBe(before!.passwordHash);
    expect({ ...after, passwordHash: '', updatedAt: null }).toEqual({
      ...before,
      passwordHash: '',
      updatedAt: null,
    });
  });
});

describe("the reset mail in the recipient's language", () => {
  const lastMailTo = (email: string) => t.mails.filter((mail) => mail.to === email).at(-1)!;
  const siteLanguages = (token: string, defaultLanguage: string, languages: string[]) =>
    setSiteLanguages(t, token, defaultLanguage, languages);
  const choose = (token: string, language: string) =>
    t.request('POST', '/auth/users/language/change', { token, body: { language } });

  it("is written in the account's language, and in the site's default when that is not offered", async () => {
    const admin = await createAdmin(t);
    expect((await siteLanguages(admin.token, 'en', ['en', 'fr', 'ar'])).status).toBe(200);
    try {
      const french = await createCustomer(t);
      const arabic = await createCustomer(t);
      expect((await choose(french.token, 'fr')).status).toBe(200);
      expect((await choose(arabic.token, 'ar')).status).toBe(200);

      await requestReset(french.email);
      const fr = lastMailTo(french.email);
      expect(fr.subject).toBe('Réinitialisez votre mot de passe Propdesk Demo');
      expect(fr.text).toContain('dans les 30 minutes');
      expect(fr.text).toMatch(/reset-password\?token=/);

      await requestReset(arabic.email);
      expect(lastMailTo(arabic.email).subject).toBe('أعد تعيين كلمة مرور Propdesk Demo');

      // The site stops offering Arabic, French by default: the Arabic reader gets French.
      expect((await siteLanguages(admin.token, 'fr', ['en', 'fr'])).status).toBe(200);
      await requestReset(arabic.email);
      expect(lastMailTo(arabic.email).subject).toBe(
        'Réinitialisez votre mot de passe Propdesk Demo',
      );
    } finally {
      await siteLanguages(admin.token, 'en', ['en']);
    }
  });
});
