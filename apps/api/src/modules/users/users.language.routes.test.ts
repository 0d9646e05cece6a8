import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createAgent,
  createCustomer,
  createTestApp,
  expectError,
  signupAddress,
  uniqueEmail,
  type TestApp,
} from '../../test/helper';

let t: TestApp;
let admin: { token: string };
let customer: Awaited<ReturnType<typeof createCustomer>>;
let agent: Awaited<ReturnType<typeof createAgent>>;
let sandboxAgent: Awaited<ReturnType<typeof createAgent>>;

beforeAll(async () => {
  t = await createTestApp();
  [admin, customer, agent, sandboxAgent] = await Promise.all([
    createAdmin(t),
    createCustomer(t),
    createAgent(t),
    createAgent(t, 'sandbox'),
  ]);
  await siteLanguages('fr', ['en', 'fr']);
});
afterAll(() => t.close());

function siteLanguages(defaultLanguage: string, languages: string[]) {
  return t.request('PUT', '/api/v2/tenants/current/languages', {
    token: admin.token,
    body: { defaultLanguage, languages },
  });
}
const setLanguage = (language: unknown, token = customer.token, tenant = 'demo') =>
  t.request('POST', '/auth/users/language/change', { token, tenant, body: { language } });
const me = (who: { token: string; email: string } = customer, tenant = 'demo') =>
  t.request('GET', `/auth/users/names/${encodeURIComponent(who.email)}/get`, {
    token: who.token,
    tenant,
  });

describe("a signed-in person's language", () => {
  it("has no choice at first: language null, the site's default in effect", async () => {
    const res = await me();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ language: null, effectiveLanguage: 'fr' });
  });

  it('is set to an offered language and answered by the user fetch', async () => {
    const res = await setLanguage('en');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: customer.email,
      language: 'en',
      effectiveLanguage: 'en',
    });
    expect((await me()).body).toEqual(res.body);
  });

  it("changes only the caller's own account", async () => {
    expect((await setLanguage('fr', agent.token)).body).toMatchObject({
      email: agent.email,
      language: 'fr',
    });
    expect((await me()).body.language).toBe('en');
    expect((await me(agent)).body.language).toBe('fr');
  });

  it("is cleared with null, back to the site's default", async () => {
    await setLanguage('en');
    const res = await setLanguage(null);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ language: null, effectiveLanguage: 'fr' });
  });

  it("refuses a language the site does not offer with 400, and keeps the person's choice", async () => {
    await setLanguage('en');
    const res = await t.request('POST', '/auth/users/language/change', {
      token: customer.token,
      body: { language: 'ar' },
      headers: { 'accept-language': 'en' },
    });
    const body = expectError(
      res,
      400,
      'VALIDATION_FAILED',
      'Choose one of the languages this site offers',
    );
    expect(body.details).toEqual([
      { path: 'language', message: 'Choose one of the languages this site offers' },
    ]);
    // Asked in no language, the refusal is written in the site's default, French here.
    const inDefault = await setLanguage('ar');
    expectError(
      inDefault,
      400,
      'VALIDATION_FAILED',
      'Choisissez une des langues que ce site propose',
    );
    expect((await me()).body.language).toBe('en');
  });

  it.each([['de'], ['FR'], [''], [42], [['fr']], [undefined]])(
    'refuses %j with 400 on language',
    async (language) => {
      const res = await setLanguage(language);
      const body = expectError(res, 400, 'VALIDATION_FAILED');
      expect(body.details).toContainEqual({
        path: 'language',
        message: expect.stringMatching(/Propdesk offers/),
      });
    },
  );

  it('keeps a choice the site stops offering, answering the default until it is offered again', async () => {
    await siteLanguages('fr', ['en', 'fr', 'ar']);
    expect((await setLanguage('ar')).body).toMatchObject({
      language: 'ar',
      effectiveLanguage: 'ar',
    });
    await siteLanguages('fr', ['fr', 'en']);
    expect((await me()).body).toMatchObject({ language: 'ar', effectiveLanguage: 'fr' });
    await siteLanguages('en', ['en', 'ar']);
    expect((await me()).body).toMatchObject({ language: 'ar', effectiveLanguage: 'ar' });
    await siteLanguages('fr', ['en', 'fr']);
  });

  it('needs a session (401)', async () => {
    const res = await t.request('POST', '/auth/users/language/change', {
      tenant: 'demo',
      body: { language: 'fr' },
    });
    expectError(res, 401, 'UNAUTHENTICATED');
  });

  it("refuses a session of another site (403), and takes each site's own offer on its own site", async () => {
    const res = await setLanguage('fr', sandboxAgent.token, 'demo');
    expectError(res, 403, 'TENANT_MISMATCH');
    // The sandbox offers English only.
    expectError(await setLanguage('fr', sandboxAgent.token, 'sandbox'), 400, 'VALIDATION_FAILED');
    expect((await setLanguage('en', sandboxAgent.token, 'sandbox')).body).toMatchObject({
      language: 'en',
      effectiveLanguage: 'en',
    });
  });

  it('two tabs setting it at once end with one of the two choices', async () => {
    const [a, b] = await Promise.all([setLanguage('en'), setLanguage('fr')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(['en', 'fr']).toContain((await me()).body.language);
  });
});

describe('a new account’s language', () => {
  const PASSWORD = 'Str0ng!Passw0rd';
  async function signUp(acceptLanguage?: string) {
    const email = uniqueEmail('signup');
    const res = await t.request('POST', '/auth/customers/create', {
      tenant: 'demo',
      ip: signupAddress(),
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      body: { firstName: 'Rudo', lastName: 'Moyo', email, password: PASSWORD },
    });
    expect(res.status).toBe(201);
    const tokens = await t.login(email, PASSWORD);
    await t.app.notices.drain();
    const mail = t.mails.filter((m) => m.to === email).at(-1);
    return { account: (await me({ ...tokens, email })).body, subject: mail?.subject };
  }

  it('is the site’s language the sign-up was made in, and its confirmation mail reads in it', async () => {
    const { account, subject } = await signUp('en-GB;q=0.5, en;q=0.4, ar, fr-CA;q=0.9');
    // The site offers English and French: French is the best of those the browser asked for.
    expect(account).toMatchObject({ language: 'fr', effectiveLanguage: 'fr' });
    expect(subject).toBe('Confirmez votre adresse e-mail pour Propdesk Demo');
  });

  it('stays unchosen when the sign-up names no language of the site (the site’s default applies)', async () => {
    for (const header of [undefined, 'de, ar', '*']) {
      const { account, subject } = await signUp(header);
      expect(account, header).toMatchObject({ language: null, effectiveLanguage: 'fr' });
      expect(subject, header).toBe('Confirmez votre adresse e-mail pour Propdesk Demo');
    }
  });

  it('is kept for an agency that signs up in English on a French site', async () => {
    const agency = await createAgent(t, 'demo', {}, { 'accept-language': 'en-US' });
    expect((await me(agency)).body).toMatchObject({ language: 'en', effectiveLanguage: 'en' });
  });
});
