import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices } from '../../db/schema';
import {
  createAdmin,
  createAgent,
  createCustomer,
  createTestApp,
  setSiteLanguages,
  decodeToken,
  DEMO_ACCOUNTS,
  expectError,
  type TestApp,
} from '../../test/helper';
import { approve, cast, createListing, refs } from '../../test/listings';
import { findTenant } from '../tenants';
import { seedDemoLeads } from '../../seed/demo';

let t: TestApp;
let who: Awaited<ReturnType<typeof cast>>;
let customerB: Awaited<ReturnType<typeof createCustomer>>;
let live: { publicId: string; title: string };
let inReview: string;
let tenantId: number;

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** Every sender comes from an address and an email of their own, so the limits stay out of the way. */
let senders = 0;
const nextIp = () => {
  senders++;
  return `10.77.${Math.floor(senders / 250)}.${(senders % 250) + 1}`;
};
const nextEmail = () => `person-${++senders}@example.com`;

beforeAll(async () => {
  t = await createTestApp();
  who = await cast(t);
  customerB = await createCustomer(t);
  const r = await refs(t);
  const place = { type: await r.type('House'), suburb: await r.suburb('Avondale') };
  tenantId = r.tenantId;
  const listing = await createListing(t, who.agentA, place, { name: 'Avondale garden house' });
  await approve(t, who.moderator.token, listing.publicId);
  live = { publicId: listing.publicId, title: listing.title };
  inReview = (await createListing(t, who.agentA, place)).publicId;
});
afterAll(() => t.close());

const inquiry = (overrides: Record<string, unknown> = {}) => ({
  propertyId: live.publicId,
  name: 'Ann Lee',
  email: nextEmail(),
  phone: '+263 77 123 4567',
  message: 'Is the house still available for May?',
  ...overrides,
});

const tour = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ann Lee',
  email: nextEmail(),
  phone: '+263 77 123 4567',
  times: [inDays(3), inDays(2)],
  message: 'Mornings suit me.',
  ...overrides,
});

const ask = (body: unknown, options: { token?: string; ip?: string; tenant?: string } = {}) =>
  t.request('POST', '/inquiries/create', { body, ip: nextIp(), ...options });

const requestTour = (
  body: unknown,
  options: { token?: string; ip?: string; tenant?: string; property?: string } = {},
) =>
  t.request('POST', `/properties/ids/${options.property ?? live.publicId}/tours/create`, {
    body,
    ip: nextIp(),
    ...options,
  });

async function created(res: Awaited<ReturnType<typeof ask>>) {
  if (res.status !== 201) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
  return res.body as { publicId: string; email: string } & Record<string, unknown>;
}

const getLead = (id: string, token?: string, tenant?: string) =>
  t.request('GET', `/api/v2/leads/ids/${id}/get`, { token, tenant });

const decide = (id: string, body: unknown, token = who.agentA.token) =>
  t.request('POST', `/api/v2/leads/ids/${id}/viewing/status`, { token, body });

const noticesOf = (event: string, recipient?: string) =>
  t.db
    .select()
    .from(notices)
    .where(
      and(
        eq(notices.tenantId, tenantId),
        eq(notices.event, event),
        recipient ? eq(notices.recipient, recipient) : undefined,
      ),
    )
    .orderBy(desc(notices.id));

const ISO_UTC = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

describe('POST /inquiries/create', () => {
  it('stores the question, answers the Lead, and queues the email to the agent', async () => {
    const body = inquiry();
    const res = await ask(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      publicId: expect.stringMatching(/^[0-9A-Za-z]{16}$/),
      kind: 'INQUIRY',
      status: 'OPEN',
      read: false,
      name: 'Ann Lee',
      email: body.email,
      phone: '+263 77 123 4567',
      message: 'Is the house still available for May?',
      preferredTimes: [],
      date: null,
      title: live.title,
      propertyDetails: {
        publicId: live.publicId,
        title: live.title,
        image_url: null,
        price: 800,
        currency: 'USD',
        suburb: 'Avondale',
        city: 'Harare',
      },
      customerId: null,
      agentId: who.agentA.publicId,
      createdAt: ISO_UTC,
      updatedAt: ISO_UTC,
      lastActivityAt: ISO_UTC,
    });
    const [mail, ...more] = await noticesOf('lead.created', who.agentA.email);
    expect(more.filter((n) => n.body?.includes(body.email))).toEqual([]);
    expect(mail).toMatchObject({
      channel: 'EMAIL',
      subject: `New question about ${live.title}`,
    });
    expect(mail!.body).toContain(`${t.config.publicUrl}/demo/listings/${live.publicId}`);
    expect(mail!.body).toContain(
      `${t.config.publicUrl}/demo/dashboard/leads?lead=${res.body.publicId}`,
    );
    expect(mail!.body).toContain(body.email);
    expect(mail!.body).toContain('Is the house still available for May?');
    // No webhook address is configured here: the email only.
    expect(await noticesOf('lead.created')).not.toContainEqual(
      expect.objectContaining({ channel: 'WEBHOOK' }),
    );
  });

  it("links a signed-in customer's question to them", async () => {
    const res = await ask(inquiry(), { token: who.customer.token });
    expect(res.status).toBe(201);
    expect(res.body.customerId).toBe(who.customer.publicId);
  });

  it("refuses the listing's own agent with 409", async () => {
    expectError(
      await ask(inquiry(), { token: who.agentA.token }),
      409,
      'CONFLICT',
      'This is your listing',
    );
  });

  it('answers 404 for a listing not live, unknown, or of another site', async () => {
    for (const propertyId of [inReview, 'nope']) {
      expectError(await ask(inquiry({ propertyId })), 404, 'NOT_FOUND', 'Property not found');
    }
    expectError(
      await ask(inquiry(), { tenant: 'sandbox' }),
      404,
      'NOT_FOUND',
      'Property not found',
    );
  });

  it('refuses bad input with 400 and a message, and stores nothing', async () => {
    const before = (await noticesOf('lead.created')).length;
    const short = expectError(
      await ask(inquiry({ message: 'Hi there' })),
      400,
      'VALIDATION_FAILED',
    );
    expect(short.message).toBe('message: Enter a message of at least 10 characters');
    expectError(
      await ask(inquiry({ message: undefined })),
      400,
      'VALIDATION_FAILED',
      /10 characters/,
    );
    expectError(await ask(inquiry({ email: 'ann@' })), 400, 'VALIDATION_FAILED', /email/);
    expectError(
      await ask(inquiry({ message: 'Hello \0 there, any news?' })),
      400,
      'VALIDATION_FAILED',
      /NUL/,
    );
    expectError(
      await ask(inquiry({ website: 'http://spam.example' })),
      400,
      'BAD_REQUEST',
      'Your message could not be sent',
    );
    expect((await noticesOf('lead.created')).length).toBe(before);
  });
});

describe('POST /properties/ids/{id}/tours/create', () => {
  it('stores a REQUESTED viewing with its times sorted in UTC, the first as date', async () => {
    const body = tour();
    const res = await requestTour(body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'VIEWING',
      status: 'REQUESTED',
      read: false,
      preferredTimes: [body.times[1], body.times[0]],
      date: body.times[1],
      message: 'Mornings suit me.',
    });
    const [mail] = await noticesOf('lead.created', who.agentA.email);
    expect(mail!.subject).toBe(`Viewing request for ${live.title}`);
    // Times in the site's time zone (Harare is UTC+2).
    expect(mail!.body).toContain('(Africa/Harare)');
    const detail = await getLead(res.body.publicId, who.agentA.token);
    expect(detail.body.events).toEqual([{ status: 'REQUESTED', at: ISO_UTC }]);
    expect(detail.body.messages).toEqual([
      {
        publicId: expect.any(String),
        from: 'CUSTOMER',
        body: 'Mornings suit me.',
        createdAt: ISO_UTC,
      },
    ]);
  });

  it('refuses past times, times beyond 90 days, 4 times, no phone, and a filled honeypot', async () => {
    const cases: [Record<string, unknown>, RegExp | string][] = [
      [{ times: [inDays(-1)] }, 'times.0: Choose a time in the future'],
      [{ times: [inDays(91)] }, 'times.0: Choose a time in the next 90 days'],
      [{ times: [1, 2, 3, 4].map(inDays) }, 'times: Choose at most 3 times'],
      [{ times: [] }, 'times: Choose at least one time'],
      [{ phone: undefined }, /phone/],
    ];
    for (const [overrides, message] of cases) {
      expectError(await requestTour(tour(overrides)), 400, 'VALIDATION_FAILED', message);
    }
    expectError(
      await requestTour(tour({ website: 'x' })),
      400,
      'BAD_REQUEST',
      'Your message could not be sent',
    );
    expectError(await requestTour(tour(), { property: inReview }), 404, 'NOT_FOUND');
  });
});

describe('POST /properties/ids/{id}/customers/ids/{customerId}/tours/create', () => {
  const path = (customerId: string, property = live.publicId) =>
    `/properties/ids/${property}/customers/ids/${customerId}/tours/create`;

  it("takes the customer's name and email from the account", async () => {
    const res = await t.request('POST', path(who.customer.publicId), {
      token: who.customer.token,
      ip: nextIp(),
      body: { times: [inDays(5)] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'VIEWING',
      name: 'Test Customer',
      email: who.customer.email,
      phone: '+263 71 000 0000',
      customerId: who.customer.publicId,
      message: null,
    });
  });

  it('refuses anonymous callers (401) and anyone but that customer (403)', async () => {
    const body = { times: [inDays(5)] };
    expectError(
      await t.request('POST', path(who.customer.publicId), { body }),
      401,
      'UNAUTHENTICATED',
    );
    for (const token of [customerB.token, who.agentB.token, who.moderator.token]) {
      expectError(
        await t.request('POST', path(who.customer.publicId), { token, body }),
        403,
        'FORBIDDEN',
        'You can only request viewings for yourself',
      );
    }
  });
});

describe('the agent: list, unread count, read, reply', () => {
  it('lists the leads newest first with filters, and counts the unread ones', async () => {
    const agent = who.agentA.token;
    const first = await created(await ask(inquiry()));
    const second = await created(await requestTour(tour()));
    const list = await t.request('GET', '/api/v2/leads/all?elementPerPage=2', { token: agent });
    expect(list.status).toBe(200);
    expect(list.body.content.map((l: { publicId: string }) => l.publicId)).toEqual([
      second.publicId,
      first.publicId,
    ]);
    expect(list.body).toMatchObject({ page: 1, size: 2 });
    const viewings = await t.request('GET', '/api/v2/leads/all?kind=VIEWING&status=REQUESTED', {
      token: agent,
    });
    expect(viewings.body.content.every((l: { kind: string }) => l.kind === 'VIEWING')).toBe(true);
    const count = await t.request('GET', '/api/v2/leads/unread/count', { token: agent });
    expect(count.status).toBe(200);
    expect(count.body.count).toBeGreaterThan(1);

    const read = await t.request('POST', `/api/v2/leads/ids/${first.publicId}/read`, {
      token: agent,
      body: { read: true },
    });
    expect(read.status).toBe(200);
    expect(read.body.read).toBe(true);
    const after = await t.request('GET', '/api/v2/leads/unread/count', { token: agent });
    expect(after.body.count).toBe(count.body.count - 1);
    const unread = await t.request('GET', '/api/v2/leads/all?unread=true&elementPerPage=50', {
      token: agent,
    });
    expect(unread.body.content.map((l: { publicId: string }) => l.publicId)).not.toContain(
      first.publicId,
    );
  });

  it('keeps the reply in the thread, answers the inquiry, marks it read and emails it', async () => {
    const lead = await created(await ask(inquiry()));
    const res = await t.request('POST', `/api/v2/leads/ids/${lead.publicId}/reply`, {
      token: who.agentA.token,
      body: { message: 'Yes, from the first of May.' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'ANSWERED', read: true });
    expect(res.body.messages.map((m: { from: string; body: string }) => [m.from, m.body])).toEqual([
      ['CUSTOMER', 'Is the house still available for May?'],
      ['AGENT', 'Yes, from the first of May.'],
    ]);
    const [mail] = await noticesOf('lead.replied', lead.email);
    expect(mail).toMatchObject({ channel: 'EMAIL', subject: `Reply about ${live.title}` });
    expect(mail!.body).toContain('Yes, from the first of May.');
  });
});

describe('viewings: decisions and cancellations', () => {
  it('confirms with the agreed time, then marks done; final statuses stay final', async () => {
    const lead = await created(await requestTour(tour()));
    expectError(
      await decide(lead.publicId, { status: 'CONFIRMED' }),
      400,
      'VALIDATION_FAILED',
      /date/,
    );
    const agreed = inDays(4);
    const confirmed = await decide(lead.publicId, {
      status: 'CONFIRMED',
      date: agreed,
      message: 'See you at the gate.',
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'CONFIRMED', date: agreed, read: true });
    expect(confirmed.body.events.map((e: { status: string }) => e.status)).toEqual([
      'REQUESTED',
      'CONFIRMED',
    ]);
    const [mail] = await noticesOf('viewing.updated', lead.email);
    expect(mail!.subject).toBe(`Your viewing of ${live.title} is confirmed`);
    expect(mail!.body).toContain('See you at the gate.');
    const done = await decide(lead.publicId, { status: 'DONE' });
    expect(done.body.status).toBe('DONE');
    expectError(
      await decide(lead.publicId, { status: 'DECLINED' }),
      409,
      'CONFLICT',
      'This viewing cannot move from DONE to DECLINED',
    );
  });

  it('lets the customer cancel their own viewing, unread again for the agent', async () => {
    const lead = await created(await requestTour(tour(), { token: who.customer.token }));
    await t.request('POST', `/api/v2/leads/ids/${lead.publicId}/read`, {
      token: who.agentA.token,
      body: { read: true },
    });
    const res = await t.request('POST', `/api/v2/leads/ids/${lead.publicId}/cancel`, {
      token: who.customer.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'CANCELLED', read: false });
    const [mail] = await noticesOf('viewing.cancelled', who.agentA.email);
    expect(mail!.subject).toBe(`Viewing cancelled for ${live.title}`);
    const mine = await t.request(
      'GET',
      `/api/v2/customers/ids/${who.customer.publicId}/leads/all`,
      { token: who.customer.token },
    );
    expect(mine.status).toBe(200);
    expect(mine.body.content[0]).toMatchObject({ publicId: lead.publicId, status: 'CANCELLED' });
  });
});

describe('who may do what', () => {
  let inquiryId: string;
  let viewingId: string;

  beforeAll(async () => {
    inquiryId = (await created(await ask(inquiry(), { token: who.customer.token }))).publicId;
    viewingId = (await created(await requestTour(tour(), { token: who.customer.token }))).publicId;
  });

  const sandbox = () => ({ token: who.otherTenantAgent.token, tenant: 'sandbox' });

  it("the agent's lists and count: 401 anonymous, 403 for customers and moderators", async () => {
    for (const url of ['/api/v2/leads/all', '/api/v2/leads/unread/count']) {
      expectError(await t.request('GET', url), 401, 'UNAUTHENTICATED');
      for (const token of [who.customer.token, who.moderator.token]) {
        expectError(
          await t.request('GET', url, { token }),
          403,
          'FORBIDDEN',
          'Only agents can manage leads',
        );
      }
    }
    const other = await t.request('GET', '/api/v2/leads/all', { token: who.agentB.token });
    expect(other.body.totalElements).toBe(0);
    const count = await t.request('GET', '/api/v2/leads/unread/count', { token: who.agentB.token });
    expect(count.body).toEqual({ count: 0 });
    const site = await t.request('GET', '/api/v2/leads/all', sandbox());
    expect(site.body.totalElements).toBe(0);
  });

  it('reading one lead: its agent and its customer; 404 for everyone else', async () => {
    for (const id of [inquiryId, viewingId]) {
      expect((await getLead(id, who.agentA.token)).status).toBe(200);
      expect((await getLead(id, who.customer.token)).status).toBe(200);
      expectError(await getLead(id), 401, 'UNAUTHENTICATED');
      for (const token of [customerB.token, who.agentB.token, who.moderator.token]) {
        expectError(await getLead(id, token), 404, 'NOT_FOUND', 'Lead not found');
      }
      const { token, tenant } = sandbox();
      expectError(await getLead(id, token, tenant), 404, 'NOT_FOUND', 'Lead not found');
    }
    // Reading does not mark it read.
    expect((await getLead(inquiryId, who.agentA.token)).body.read).toBe(false);
  });

  it("read, reply and viewing status: the listing's agent only", async () => {
    const calls = [
      [`/api/v2/leads/ids/${inquiryId}/read`, { read: true }],
      [`/api/v2/leads/ids/${inquiryId}/reply`, { message: 'Thanks for asking.' }],
      [`/api/v2/leads/ids/${viewingId}/viewing/status`, { status: 'DECLINED' }],
    ] as const;
    for (const [url, body] of calls) {
      expectError(await t.request('POST', url, { body }), 401, 'UNAUTHENTICATED');
      for (const token of [who.customer.token, who.moderator.token]) {
        expectError(
          await t.request('POST', url, { token, body }),
          403,
          'FORBIDDEN',
          'Only agents can manage leads',
        );
      }
      expectError(
        await t.request('POST', url, { token: who.agentB.token, body }),
        404,
        'NOT_FOUND',
        'Lead not found',
      );
      expectError(
        await t.request('POST', url, { ...sandbox(), body }),
        404,
        'NOT_FOUND',
        'Lead not found',
      );
      expectError(
        await t.request('POST', url.replace(/ids\/[^/]+/, 'ids/unknown'), {
          token: who.agentA.token,
          body,
        }),
        404,
        'NOT_FOUND',
        'Lead not found',
      );
    }
    expect((await getLead(viewingId, who.agentA.token)).body.status).toBe('REQUESTED');
    expect((await getLead(inquiryId, who.agentA.token)).body.messages).toHaveLength(1);
  });

  it("a customer's list: their own only", async () => {
    const url = `/api/v2/customers/ids/${who.customer.publicId}/leads/all`;
    expectError(await t.request('GET', url), 401, 'UNAUTHENTICATED');
    for (const token of [customerB.token, who.agentA.token, who.moderator.token]) {
      expectError(
        await t.request('GET', url, { token }),
        403,
        'FORBIDDEN',
        'You can only see your own requests',
      );
    }
    const mine = await t.request('GET', `${url}?kind=INQUIRY`, { token: who.customer.token });
    expect(mine.status).toBe(200);
    expect(mine.body.content.map((l: { publicId: string }) => l.publicId)).toContain(inquiryId);
    expect(mine.body.content.every((l: { kind: string }) => l.kind === 'INQUIRY')).toBe(true);
    const none = await t.request('GET', `/api/v2/customers/ids/${customerB.publicId}/leads/all`, {
      token: customerB.token,
    });
    expect(none.body.totalElements).toBe(0);
  });

  it('cancelling: the customer who asked only; the agent is told to decline; 404 for others', async () => {
    const url = `/api/v2/leads/ids/${viewingId}/cancel`;
    expectError(await t.request('POST', url), 401, 'UNAUTHENTICATED');
    expectError(
      await t.request('POST', url, { token: who.agentA.token }),
      403,
      'FORBIDDEN',
      'Only the person who asked can cancel a viewing: decline it instead',
    );
    for (const token of [customerB.token, who.agentB.token, who.moderator.token]) {
      expectError(await t.request('POST', url, { token }), 404, 'NOT_FOUND', 'Lead not found');
    }
    expectError(await t.request('POST', url, sandbox()), 404, 'NOT_FOUND', 'Lead not found');
    expectError(
      await t.request('POST', `/api/v2/leads/ids/${inquiryId}/cancel`, {
        token: who.customer.token,
      }),
      400,
      'BAD_REQUEST',
      'Only viewings can be cancelled',
    );
  });
});

describe('the rules of viewings and lists', () => {
  it('refuses moves the transitions do not allow, decisions on inquiries, and far dates', async () => {
    const viewing = await created(await requestTour(tour()));
    expectError(
      await decide(viewing.publicId, { status: 'DONE' }),
      409,
      'CONFLICT',
      'This viewing cannot move from REQUESTED to DONE',
    );
    expectError(
      await decide(viewing.publicId, { status: 'CONFIRMED', date: inDays(91) }),
      400,
      'VALIDATION_FAILED',
      'date: Choose a time in the next 90 days',
    );
    expectError(
      await decide(viewing.publicId, { status: 'CONFIRMED', date: inDays(-1) }),
      400,
      'VALIDATION_FAILED',
      'date: Choose a time in the future',
    );
    expectError(await decide(viewing.publicId, { status: 'CANCELLED' }), 400, 'VALIDATION_FAILED');
    const declined = await decide(viewing.publicId, { status: 'DECLINED' });
    expect(declined.body.status).toBe('DECLINED');
    const [mail] = await noticesOf('viewing.updated', viewing.email);
    expect(mail!.subject).toBe(`Your viewing of ${live.title} is declined`);
    expectError(
      await decide(viewing.publicId, { status: 'CONFIRMED', date: inDays(2) }),
      409,
      'CONFLICT',
      'This viewing cannot move from DECLINED to CONFIRMED',
    );
    const question = await created(await ask(inquiry()));
    expectError(
      await decide(question.publicId, { status: 'DECLINED' }),
      400,
      'BAD_REQUEST',
      'Only viewings have a status to decide',
    );
  });

  it('lets a customer cancel a confirmed viewing, not a declined one', async () => {
    const viewing = await created(await requestTour(tour(), { token: who.customer.token }));
    await decide(viewing.publicId, { status: 'CONFIRMED', date: inDays(6) });
    const cancel = () =>
      t.request('POST', `/api/v2/leads/ids/${viewing.publicId}/cancel`, {
        token: who.customer.token,
      });
    const res = await cancel();
    expect(res.body.events.map((e: { status: string }) => e.status)).toEqual([
      'REQUESTED',
      'CONFIRMED',
      'CANCELLED',
    ]);
    expectError(
      await cancel(),
      409,
      'CONFLICT',
      'This viewing cannot move from CANCELLED to CANCELLED',
    );
  });

  it('filters by listing and refuses bad list queries', async () => {
    const token = who.agentA.token;
    const byListing = await t.request('GET', `/api/v2/leads/all?property=${live.publicId}`, {
      token,
    });
    expect(byListing.body.totalElements).toBeGreaterThan(0);
    const unknown = await t.request('GET', '/api/v2/leads/all?property=unknown', { token });
    expect(unknown.body.totalElements).toBe(0);
    for (const query of ['elementPerPage=51', 'page=0', 'status=MAYBE', 'kind=CALL']) {
      expectError(
        await t.request('GET', `/api/v2/leads/all?${query}`, { token }),
        400,
        'VALIDATION_FAILED',
      );
    }
  });
});

describe('abuse limits', () => {
  it('refuses the 6th lead from one address in 15 minutes, and queues nothing for it', async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < 5; i++) expect((await ask(inquiry(), { ip })).status).toBe(201);
    const before = (await noticesOf('lead.created')).length;
    const email = nextEmail();
    expectError(
      await requestTour(tour({ email }), { ip }),
      429,
      'TOO_MANY_REQUESTS',
      'Too many requests from you. Please wait and try again.',
    );
    expect((await noticesOf('lead.created')).length).toBe(before);
    const agent = await t.request('GET', '/api/v2/leads/all?elementPerPage=50', {
      token: who.agentA.token,
    });
    expect(agent.body.content.map((l: { email: string }) => l.email)).not.toContain(email);
    // Another address is not held back.
    expect((await ask(inquiry())).status).toBe(201);
  });

  it('refuses the 11th lead from one email in 24 hours, from any address', async () => {
    const email = nextEmail();
    for (let i = 0; i < 10; i++) expect((await ask(inquiry({ email }))).status).toBe(201);
    expectError(await ask(inquiry({ email: email.toUpperCase() })), 429, 'TOO_MANY_REQUESTS');
  });
});

describe('at the same time', () => {
  it('lets exactly five of six simultaneous leads from one address through', async () => {
    const ip = '10.99.0.2';
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask(inquiry(), { ip })));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("writes the preferred times in the site's time zone", async () => {
    const tomorrow = new Date(Date.now() + DAY);
    tomorrow.setUTCHours(8, 0, 0, 0);
    const res = await requestTour(tour({ times: [tomorrow.toISOString()] }));
    expect(res.status).toBe(201);
    const [mail] = await noticesOf('lead.created', who.agentA.email);
    // Harare is UTC+2 all year.
    expect(mail!.body).toContain('10:00 (Africa/Harare)');
  });
});

describe('with a webhook address', () => {
  let hooked: TestApp;
  beforeAll(async () => {
    hooked = await createTestApp({ MESSAGING_WEBHOOK_URL: 'https://hooks.example.com/leads' });
  });
  afterAll(() => hooked.close());

  it('queues the webhook beside the email, with the lead, the agent and the dashboard link', async () => {
    const agent = await createAgent(hooked);
    const { moderator } = DEMO_ACCOUNTS;
    const moderatorToken = (await hooked.login(moderator.email, moderator.password)).token;
    const r = await refs(hooked);
    const place = { type: await r.type('House'), suburb: await r.suburb('Avondale') };
    const listing = await createListing(hooked, agent, place);
    await approve(hooked, moderatorToken, listing.publicId);
    const res = await hooked.request('POST', '/inquiries/create', {
      ip: nextIp(),
      body: inquiry({ propertyId: listing.publicId }),
    });
    expect(res.status).toBe(201);
    const rows = await hooked.db
      .select()
      .from(notices)
      .where(eq(notices.event, 'lead.created'))
      .orderBy(desc(notices.id))
      .limit(2);
    const webhook = rows.find((row) => row.channel === 'WEBHOOK');
    const email = rows.find((row) => row.channel === 'EMAIL');
    expect(email?.subject).toBe(`New question about ${listing.title}`);
    expect(webhook?.payload).toEqual({
      type: 'lead.created',
      tenant: 'demo',
      lead: res.body,
      agent: { publicId: agent.publicId, name: 'Test Realty', email: agent.email },
      dashboardUrl: `${hooked.config.publicUrl}/demo/dashboard/leads?lead=${res.body.publicId}`,
    });
  });
});

describe('the demo seed', () => {
  it("puts five leads on the demo agent's live listings, once", async () => {
    const { agent, customer, moderator } = DEMO_ACCOUNTS;
    const site = (await findTenant(t.app.modules.base, 'demo'))!;
    const accounts = { agentEmail: agent.email, customerEmail: customer.email };
    expect(await seedDemoLeads(t.app.modules.base, site, accounts)).toBe(0);
    const demoAgent = await t.login(agent.email, agent.password);
    const agentId = decodeToken(demoAgent.token).agentId as string;
    const r = await refs(t);
    const place = { type: await r.type('House'), suburb: await r.suburb('Avondale') };
    const listing = await createListing(t, { ...demoAgent, publicId: agentId, code: '' }, place);
    const mod = await t.login(moderator.email, moderator.password);
    await approve(t, mod.token, listing.publicId);

    expect(await seedDemoLeads(t.app.modules.base, site, accounts)).toBe(5);
    expect(await seedDemoLeads(t.app.modules.base, site, accounts)).toBe(0);
    const list = await t.request('GET', '/api/v2/leads/all', { token: demoAgent.token });
    expect(
      list.body.content.map((l: { kind: string; status: string }) => `${l.kind} ${l.status}`),
    ).toEqual([
      'VIEWING REQUESTED',
      'INQUIRY OPEN',
      'VIEWING CONFIRMED',
      'INQUIRY ANSWERED',
      'VIEWING DONE',
    ]);
    const unread = await t.request('GET', '/api/v2/leads/unread/count', { token: demoAgent.token });
    expect(unread.body).toEqual({ count: 2 });
    const answered = list.body.content[3];
    const detail = await getLead(answered.publicId, demoAgent.token);
    expect(detail.body.messages.map((m: { from: string }) => m.from)).toEqual([
      'CUSTOMER',
      'AGENT',
    ]);

    const demoCustomer = await t.login(customer.email, customer.password);
    const mine = await t.request('GET', `/api/v2/customers/ids/${answered.customerId}/leads/all`, {
      token: demoCustomer.token,
    });
    expect(mine.body.totalElements).toBe(2);
  });
});

describe('the reply mail in the language the guest wrote in', () => {
  const askIn = (language: string) =>
    t.request('POST', '/inquiries/create', {
      body: inquiry(),
      ip: nextIp(),
      headers: { 'accept-language': language },
    });
  const replyTo = (id: string) =>
    t.request('POST', `/api/v2/leads/ids/${id}/reply`, {
      token: who.agentA.token,
      body: { message: 'Oui / نعم' },
    });
  const siteLanguages = (token: string, defaultLanguage: string, languages: string[]) =>
    setSiteLanguages(t, token, defaultLanguage, languages);

  it("writes an Arabic guest's reply in Arabic, and an unknown language in the site's default", async () => {
    const admin = await createAdmin(t);
    expect((await siteLanguages(admin.token, 'fr', ['en', 'fr', 'ar'])).status).toBe(200);
    try {
      const arabic = await created(await askIn('ar-MA,ar;q=0.9'));
      const german = await created(await askIn('de-DE'));
      const english = await created(await askIn('en-GB'));
      for (const lead of [arabic, german, english]) {
        expect((await replyTo(lead.publicId)).status).toBe(201);
      }
      const [ar] = await noticesOf('lead.replied', arabic.email);
      expect(ar!.subject).toBe(`رد بخصوص ${live.title}`);
      expect(ar!.body).toContain('الإعلان: ');
      const [fr] = await noticesOf('lead.replied', german.email);
      expect(fr!.subject).toBe(`Réponse au sujet de ${live.title}`);
      const [en] = await noticesOf('lead.replied', english.email);
      expect(en!.subject).toBe(`Reply about ${live.title}`);
    } finally {
      await siteLanguages(admin.token, 'en', ['en']);
    }
  });
});

describe("the other lead mails in the recipient's language", () => {
  const siteLanguages = (token: string, defaultLanguage: string, languages: string[]) =>
    setSiteLanguages(t, token, defaultLanguage, languages);
  const choose = (token: string, language: string) =>
    t.request('POST', '/auth/users/language/change', { token, body: { language } });
  /** A time as a reader in `locale` reads it in the demo site's time zone. */
  const harareTime = (iso: string, locale: string) =>
    `${new Intl.DateTimeFormat(locale, {
      timeZone: 'Africa/Harare',
      dateStyle: 'full',
      timeStyle: 'short',
    }).format(new Date(iso))} (Africa/Harare)`;

  it("writes the agent's new-lead and cancellation mails in their language, then in the site's default", async () => {
    const admin = await createAdmin(t);
    expect((await siteLanguages(admin.token, 'en', ['en', 'fr', 'ar'])).status).toBe(200);
    try {
      const agent = await createAgent(t);
      expect((await choose(agent.token, 'ar')).status).toBe(200);
      const r = await refs(t);
      const place = { type: await r.type('House'), suburb: await r.suburb('Avondale') };
      const listing = await createListing(t, agent, place);
      await approve(t, who.moderator.token, listing.publicId);

      await created(await ask(inquiry({ propertyId: listing.publicId, name: 'Amina' })));
      const [ar] = await noticesOf('lead.created', agent.email);
      expect(ar!.subject).toBe(`سؤال جديد حول ${listing.title}`);
      expect(ar!.body).toContain(`سأل Amina عن ${listing.title}.`);
      expect(ar!.body).toContain('الهاتف: +263 77 123 4567');

      // The site stops offering Arabic, French by default: the agent reads French.
      expect((await siteLanguages(admin.token, 'fr', ['en', 'fr'])).status).toBe(200);
      const time = inDays(5);
      const lead = await created(
        await requestTour(tour({ name: 'Luc', times: [time] }), {
          token: who.customer.token,
          property: listing.publicId,
        }),
      );
      const [fr] = await noticesOf('lead.created', agent.email);
      expect(fr!.subject).toBe(`Demande de visite pour ${listing.title}`);
      expect(fr!.body).toContain(`Luc souhaite visiter ${listing.title}.`);
      expect(fr!.body).toContain('Téléphone : +263 77 123 4567');
      expect(fr!.body).toContain(`Créneaux souhaités :\n- ${harareTime(time, 'fr-FR')}`);
      expect(fr!.body).toMatch(/ à \d\d:\d\d \(Africa\/Harare\)/);
      expect(fr!.body).toContain('Répondez depuis votre tableau de bord : http');

      const cancel = await t.request('POST', `/api/v2/leads/ids/${lead.publicId}/cancel`, {
        token: who.customer.token,
      });
      expect(cancel.status).toBe(200);
      const [cancelled] = await noticesOf('viewing.cancelled', agent.email);
      expect(cancelled!.subject).toBe(`Visite annulée pour ${listing.title}`);
      expect(cancelled!.body).toContain(`Luc a annulé sa visite de ${listing.title}.`);
      expect(cancelled!.body).toContain('Consultez-la dans votre tableau de bord : http');
    } finally {
      await siteLanguages(admin.token, 'en', ['en']);
    }
  });

  it("writes the viewing decision in the language the person wrote in, else the site's default", async () => {
    const admin = await createAdmin(t);
    expect((await siteLanguages(admin.token, 'en', ['en', 'fr', 'ar'])).status).toBe(200);
    try {
      const tourIn = (language: string) =>
        t.request('POST', `/properties/ids/${live.publicId}/tours/create`, {
          body: tour(),
          ip: nextIp(),
          headers: { 'accept-language': language },
        });
      const french = await created(await tourIn('fr-FR,fr;q=0.9'));
      const arabic = await created(await tourIn('ar'));
      const arabicLater = await created(await tourIn('ar-MA'));
      const agreed = inDays(6);
      const confirm = { status: 'CONFIRMED', date: agreed, message: 'À bientôt.' };
      expect((await decide(french.publicId, confirm)).status).toBe(200);
      const [fr] = await noticesOf('viewing.updated', french.email);
      expect(fr!.subject).toBe(`Votre visite de ${live.title} est confirmée`);
      expect(fr!.body).toContain(`a confirmé votre visite de ${live.title}.`);
      expect(fr!.body).toContain(`Date et heure : ${harareTime(agreed, 'fr-FR')}`);
      expect(fr!.body).toContain('Annonce : http');

      expect((await decide(arabic.publicId, { status: 'DECLINED' })).status).toBe(200);
      const [ar] = await noticesOf('viewing.updated', arabic.email);
      expect(ar!.subject).toBe(`تم رفض معاينتك لـ ${live.title}`);
      expect(ar!.body).toContain('الإعلان: http');

      // Arabic no longer offered, French by default: the other Arabic guest reads French.
      expect((await siteLanguages(admin.token, 'fr', ['en', 'fr'])).status).toBe(200);
      expect((await decide(arabicLater.publicId, { status: 'DECLINED' })).status).toBe(200);
      const [fallback] = await noticesOf('viewing.updated', arabicLater.email);
      expect(fallback!.subject).toBe(`Votre visite de ${live.title} est refusée`);
    } finally {
      await siteLanguages(admin.token, 'en', ['en']);
    }
  });
});
