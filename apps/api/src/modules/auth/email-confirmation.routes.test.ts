import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailConfirmationTokens, leads } from '../../db/schema';
import {
  createAdmin,
  createAgent,
  createTestApp,
  setSiteLanguages,
  DEMO_ACCOUNTS,
  expectError,
  signupAddress,
  type TestApp,
  uniqueEmail,
} from '../../test/helper';
import { approve, createListing, refs } from '../../test/listings';

let t: TestApp;
let agent: Awaited<ReturnType<typeof createAgent>>;
let listing: string;
let sandboxListing: string;

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
let people = 0;
const nextIp = () => `10.88.${Math.floor(++people / 250)}.${(people % 250) + 1}`;
const PASSWORD = 'Str0ng!Passw0rd';

beforeAll(async () => {
  t = await createTestApp();
  const { moderator } = DEMO_ACCOUNTS;
  const [agentA, sandboxAgent, mod, sandboxMod] = await Promise.all([
    createAgent(t),
    createAgent(t, 'sandbox'),
    t.login(moderator.email, moderator.password),
    t.login(moderator.email, moderator.password, 'sandbox'),
  ]);
  agent = agentA;
  const [demoRefs, sandboxRefs] = await Promise.all([refs(t), refs(t, 'sandbox')]);
  const demoPlace = {
    type: await demoRefs.type('House'),
    suburb: await demoRefs.suburb('Avondale'),
  };
  listing = (await createListing(t, agentA, demoPlace)).publicId;
  await approve(t, mod.token, listing);
  const sandboxSuburb = await sandboxRefs.suburb('Sandton');
  const sandboxPlace = { type: await sandboxRefs.type('House'), suburb: sandboxSuburb };
  sandboxListing = (await createListing(t, sandboxAgent, sandboxPlace, {}, 'sandbox')).publicId;
  const approved = await t.request('POST', `/properties/ids/${sandboxListing}/approve`, {
    token: sandboxMod.token,
    tenant: 'sandbox',
  });
  expect(approved.status).toBe(200);
});
afterAll(() => t.close());

const guestQuestion = (email: string, tenant = 'demo', propertyId = listing) =>
  t.request('POST', '/inquiries/create', {
    tenant,
    ip: nextIp(),
    body: {
      propertyId,
      name: 'Rudo Moyo',
      email,
      phone: '+263 77 123 4567',
      message: 'Is it still free in May?',
    },
  });

const guestViewing = (email: string) =>
  t.request('POST', `/properties/ids/${listing}/tours/create`, {
    ip: nextIp(),
    body: { name: 'Rudo Moyo', email, phone: '+263 77 123 4567', times: [inDays(2), inDays(3)] },
  });

async function register(email: string) {
  const res = await t.request('POST', '/auth/customers/create', {
    ip: signupAddress(),
    body: { firstName: 'Rudo', lastName: 'Moyo', email, password: PASSWORD },
  });
  expect(res.status).toBe(201);
  return res.body.publicId as string;
}

/** The token of the newest confirmation mail to `email`, once the queue is delivered. */
async function confirmationToken(email: string): Promise<string> {
  await t.app.notices.drain();
  const mail = t.mails.filter((m) => m.to === email && /Confirm your email/.test(m.subject)).at(-1);
  const link = mail?.text.match(/https?:\/\/\S+\/demo\/user\/confirm-email\?token=(\S+)/);
  expect(link, mail?.text).toBeTruthy();
  return link![1]!;
}

const confirm = (token: string, tenant = 'demo') =>
  t.request('POST', '/auth/users/email/confirm', { tenant, body: { token } });

const myLeads = (customerId: string, token: string) =>
  t.request('GET', `/api/v2/customers/ids/${customerId}/leads/all`, { token });

const unique = uniqueEmail;

describe('guest requests join the account once the address is confirmed', () => {
  it('joins none before confirmation, all after, with the replies; never another site’s', async () => {
    const email = unique('rudo');
    const question = (await guestQuestion(email.toUpperCase())).body;
    const viewing = (await guestViewing(email)).body;
    const sandboxQuestion = await guestQuestion(email, 'sandbox', sandboxListing);
    expect(sandboxQuestion.status).toBe(201);
    const reply = await t.request('POST', `/api/v2/leads/ids/${question.publicId}/reply`, {
      token: agent.token,
      body: { message: 'Yes, from the first of May.' },
    });
    expect(reply.status).toBe(201);

    const customerId = await register(email);
    const session = await t.login(email, PASSWORD);
    expect((await myLeads(customerId, session.token)).body.totalElements).toBe(0);
    const me = await t.request('GET', `/auth/users/names/${email}/get`, { token: session.token });
    expect(me.body.emailConfirmed).toBe(false);

    const res = await confirm(await confirmationToken(email));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Your email address is confirmed.', joined: 2 });

    const list = await myLeads(customerId, session.token);
    expect(list.body.content.map((l: { publicId: string }) => l.publicId).sort()).toEqual(
      [question.publicId, viewing.publicId].sort(),
    );
    const thread = await t.request('GET', `/api/v2/leads/ids/${question.publicId}/get`, {
      token: session.token,
    });
    expect(thread.status).toBe(200);
    expect(
      thread.body.messages.map((m: { from: string; body: string }) => [m.from, m.body]),
    ).toEqual([
      ['CUSTOMER', 'Is it still free in May?'],
      ['AGENT', 'Yes, from the first of May.'],
    ]);
    const confirmed = await t.request('GET', `/auth/users/names/${email}/get`, {
      token: session.token,
    });
    expect(confirmed.body.emailConfirmed).toBe(true);

    const [other] = await t.db
      .select({ customer: leads.customerUserId })
      .from(leads)
      .where(eq(leads.publicId, sandboxQuestion.body.publicId));
    expect(other!.customer).toBeNull();
  });

  it('joins the guest requests sent since when a confirmed customer signs in', async () => {
    const email = unique('chipo');
    const customerId = await register(email);
    expect((await confirm(await confirmationToken(email))).status).toBe(200);
    const later = (await guestViewing(email)).body;
    const session = await t.login(email, PASSWORD);
    const list = await myLeads(customerId, session.token);
    expect(list.body.content.map((l: { publicId: string }) => l.publicId)).toEqual([
      later.publicId,
    ]);
  });

  it('an unconfirmed account signing in joins nothing', async () => {
    const email = unique('unconfirmed');
    const customerId = await register(email);
    await guestQuestion(email);
    const session = await t.login(email, PASSWORD);
    expect((await myLeads(customerId, session.token)).body.totalElements).toBe(0);
    const guests = await t.db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.email, email), isNull(leads.customerUserId)));
    expect(guests).toHaveLength(1);
  });

  it('an agency may confirm its address, and collects no guest requests', async () => {
    const other = await createAgent(t);
    await guestQuestion(other.email);
    const sent = await t.request('POST', '/auth/users/email/confirmation/resend', {
      token: other.token,
    });
    expect(sent.status).toBe(202);
    const res = await confirm(await confirmationToken(other.email));
    expect(res.body).toEqual({ message: 'Your email address is confirmed.', joined: 0 });
  });
});

describe('confirmation links', () => {
  it('refuse unknown, expired, reused and other sites’ tokens with a message', async () => {
    expectError(
      await confirm('not-a-real-token'),
      400,
      'BAD_REQUEST',
      'This confirmation link is invalid or has expired. Sign in to ask for a new one.',
    );
    expectError(await confirm(''), 400, 'VALIDATION_FAILED');

    const email = unique('links');
    await register(email);
    const token = await confirmationToken(email);
    expectError(await confirm(token, 'sandbox'), 400, 'BAD_REQUEST');

    await t.db
      .update(emailConfirmationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailConfirmationTokens.email, email));
    expectError(await confirm(token), 400, 'BAD_REQUEST', /invalid or has expired/);

    const session = await t.login(email, PASSWORD);
    await t.request('POST', '/auth/users/email/confirmation/resend', { token: session.token });
    const fresh = await confirmationToken(email);
    expect(fresh).not.toBe(token);
    expect((await confirm(fresh)).status).toBe(200);
    expectError(
      await confirm(fresh),
      409,
      'CONFLICT',
      'This confirmation link has already been used: your email address is confirmed.',
    );
  });

  it('two tabs at once: one confirms and joins, the other is told the link is used', async () => {
    const email = unique('tabs');
    await guestQuestion(email);
    await guestViewing(email);
    const customerId = await register(email);
    const token = await confirmationToken(email);
    const answers = await Promise.all([confirm(token), confirm(token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 200)!.body.joined).toBe(2);
    const session = await t.login(email, PASSWORD);
    expect((await myLeads(customerId, session.token)).body.totalElements).toBe(2);
  });
});

describe('asking for the link again', () => {
  const resend = (token?: string) =>
    t.request('POST', '/auth/users/email/confirmation/resend', token ? { token } : {});

  it('needs a session, refuses a confirmed address and stops after 5 mails in 15 minutes', async () => {
    expectError(await resend(), 401, 'UNAUTHENTICATED');
    const email = unique('resend');
    await register(email);
    const session = await t.login(email, PASSWORD);
    // The sign-up's mail is the first of five.
    for (let i = 0; i < 4; i++) {
      const res = await resend(session.token);
      expect(res.status).toBe(202);
      expect(res.body.message).toBe(
        `We have sent a new link to ${email}. Open it within 48 hours.`,
      );
    }
    expectError(
      await resend(session.token),
      429,
      'TOO_MANY_REQUESTS',
      'We have sent several links already. Please wait 15 minutes before asking again.',
    );
    expect((await confirm(await confirmationToken(email))).status).toBe(200);
    expectError(
      await resend(session.token),
      409,
      'CONFLICT',
      'Your email address is already confirmed.',
    );
  });

  it('the demo accounts are seeded confirmed', async () => {
    const { customer } = DEMO_ACCOUNTS;
    const session = await t.login(customer.email, customer.password);
    const me = await t.request('GET', `/auth/users/names/${customer.email}/get`, {
      token: session.token,
    });
    expect(me.body.emailConfirmed).toBe(true);
  });
});

describe("the confirmation mail in the recipient's language", () => {
  const lastMailTo = async (email: string) => {
    await t.app.notices.drain();
    return t.mails.filter((m) => m.to === email).at(-1)!;
  };
  const siteLanguages = (token: string, defaultLanguage: string, languages: string[]) =>
    setSiteLanguages(t, token, defaultLanguage, languages);

  it("is in the site's default for a new account, then in the language the person chose", async () => {
    const admin = await createAdmin(t);
    expect((await siteLanguages(admin.token, 'fr', ['en', 'fr', 'ar'])).status).toBe(200);
    try {
      const email = uniqueEmail('langue');
      await register(email);
      const signUpMail = await lastMailTo(email);
      expect(signUpMail.subject).toBe('Confirmez votre adresse e-mail pour Propdesk Demo');
      expect(signUpMail.text).toContain('dans « Mes demandes »');

      const session = await t.login(email, PASSWORD);
      const chosen = await t.request('POST', '/auth/users/language/change', {
        token: session.token,
        body: { language: 'ar' },
      });
      expect(chosen.status).toBe(200);
      const sent = await t.request('POST', '/auth/users/email/confirmation/resend', {
        token: session.token,
      });
      expect(sent.status).toBeLessThan(300);
      expect((await lastMailTo(email)).subject).toBe('أكّد بريدك الإلكتروني على Propdesk Demo');
    } finally {
      await siteLanguages(admin.token, 'en', ['en']);
    }
  });
});
