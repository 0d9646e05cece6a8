import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createCustomer,
  createTestApp,
  expectError,
  signupAddress,
  type TestApp,
} from '../test/helper';

let t: TestApp;
let admin: { token: string };
let customer: Awaited<ReturnType<typeof createCustomer>>;

beforeAll(async () => {
  t = await createTestApp();
  [admin, customer] = await Promise.all([createAdmin(t), createCustomer(t)]);
  await siteLanguages('en', ['en', 'fr', 'ar']);
});
afterAll(() => t.close());

function siteLanguages(defaultLanguage: string, languages: string[]) {
  return t.request('PUT', '/api/v2/tenants/current/languages', {
    token: admin.token,
    body: { defaultLanguage, languages },
  });
}
const missingAgent = (language?: string) =>
  t.request('GET', '/api/v2/agents/ids/AGT-NOPE0000', {
    headers: language ? { 'accept-language': language } : {},
  });
const takenEmail = (language: string) =>
  t.request('POST', '/auth/customers/create', {
    ip: signupAddress(),
    headers: { 'accept-language': language },
    body: {
      firstName: 'Test',
      lastName: 'Customer',
      email: customer.email,
      password: 'Str0ng!Passw0rd',
      mobile: '+263 71 000 0000',
    },
  });
const noLanguages = (language: string) =>
  t.request('PUT', '/api/v2/tenants/current/languages', {
    token: admin.token,
    headers: { 'accept-language': language },
    body: { defaultLanguage: 'en', languages: [] },
  });

describe("the API's errors in the request's language", () => {
  it('answers a 404 in French and in Arabic, with the same code', async () => {
    expectError(
      await missingAgent('fr-FR,fr;q=0.9,en;q=0.5'),
      404,
      'NOT_FOUND',
      'Agent introuvable',
    );
    expectError(await missingAgent('ar'), 404, 'NOT_FOUND', 'لم يُعثر على الوكيل');
  });

  it('answers a 409 in French and in Arabic', async () => {
    expectError(
      await takenEmail('fr'),
      409,
      'EMAIL_TAKEN',
      'Un compte existe déjà avec cette adresse e-mail',
    );
    expectError(
      await takenEmail('ar'),
      409,
      'EMAIL_TAKEN',
      'يوجد حساب بهذا البريد الإلكتروني بالفعل',
    );
  });

  it("writes a 400's message and its details in the language", async () => {
    const fr = expectError(await noLanguages('fr'), 400, 'VALIDATION_FAILED');
    expect(fr.message).toBe('languages: Proposez au moins une langue');
    expect(fr.details).toContainEqual({
      path: 'languages',
      message: 'Proposez au moins une langue',
    });
    const ar = expectError(await noLanguages('ar'), 400, 'VALIDATION_FAILED');
    expect(ar.details).toContainEqual({ path: 'languages', message: 'اعرض لغة واحدة على الأقل' });
  });

  it('keeps English for English, and without Accept-Language on an English site', async () => {
    expectError(await missingAgent('en'), 404, 'NOT_FOUND', 'Agent not found');
    expectError(await missingAgent(), 404, 'NOT_FOUND', 'Agent not found');
    expectError(
      await takenEmail('en-GB'),
      409,
      'EMAIL_TAKEN',
      'An account with this email already exists',
    );
  });

  it("falls back to the site's default for a language it does not offer", async () => {
    expect((await siteLanguages('fr', ['en', 'fr'])).status).toBe(200);
    try {
      expectError(await missingAgent('de'), 404, 'NOT_FOUND', 'Agent introuvable');
      expectError(await missingAgent('ar'), 404, 'NOT_FOUND', 'Agent introuvable');
      expectError(await missingAgent(), 404, 'NOT_FOUND', 'Agent introuvable');
      expectError(await missingAgent('en'), 404, 'NOT_FOUND', 'Agent not found');
    } finally {
      await siteLanguages('en', ['en', 'fr', 'ar']);
    }
  });
});
