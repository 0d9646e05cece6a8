import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, leadMessages, leads, personalDataErasures, properties } from '../../db/schema';
import {
  createAdmin,
  createAgent,
  createCustomer,
  createTestApp,
  DEMO_ACCOUNTS,
  expectError,
  type TestApp,
} from '../../test/helper';
import { jpegImage } from '../../test/images';
import { approve, createListing, refs } from '../../test/listings';
import { upload } from '../../test/uploads';
import { readZip } from '../../test/zip';
import { findTenant } from '../tenants';
import { eraseAccount, exportAsOperator, pseudonymOf } from './privacy.service';

let t: TestApp;
let moderator: { token: string };
let liveAgent: { token: string };
let place: { type: string; suburb: string };
let live: string;
let tenantId: number;
let ips = 0;
const nextIp = () => `10.91.${Math.floor(++ips / 250)}.${(ips % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
  const { moderator: mod } = DEMO_ACCOUNTS;
  moderator = await t.login(mod.email, mod.password);
  const r = await refs(t);
  tenantId = r.tenantId;
  place = { type: await r.type('House'), suburb: await r.suburb('Avondale') };
  const agent = await createAgent(t);
  liveAgent = agent;
  live = (await createListing(t, agent, place, { name: 'Privacy test house' })).publicId;
  await approve(t, moderator.token, live);
});
afterAll(() => t.close());

/** A person with a name nobody else has, so a search of the database finds only theirs. */
const uniqueName = () => `Zanele${Math.random().toString(36).slice(2, 8)}`;

async function customerWithData() {
  const customer = await createCustomer(t);
  const lastName = uniqueName();
  const mobile = `+27 82 ${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  await t.request('PUT', `/customer/ids/${customer.publicId}/update`, {
    token: customer.token,
    body: { firstName: 'Thandi', lastName, otherNames: '', mobile, telephone: null },
  });
  const questionKey = `question-${uniqueName()}`;
  const question = await t.request('POST', '/inquiries/create', {
    token: customer.token,
    ip: nextIp(),
    headers: { 'idempotency-key': questionKey },
    body: {
      propertyId: live,
      name: `Thandi ${lastName}`,
      email: customer.email,
      phone: mobile,
      message: `Hello, ${lastName} here: is the house still free in May?`,
    },
  });
  expect(question.status).toBe(201);
  expect(
    (await t.request('PUT', `/api/v2/favourites/${live}`, { token: customer.token })).status,
  ).toBeLessThan(300);
  const saved = await t.request('POST', '/api/v2/saved-searches', {
    token: customer.token,
    body: { name: 'Houses in Avondale', frequency: 'daily', query: '', filters: {} },
  });
  expect(saved.status).toBe(201);
  return { ...customer, lastName, mobile, questionKey, lead: question.body.publicId as string };
}

async function download(url: string, token: string, method = 'GET', body?: unknown) {
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers: { 'x-tenant': 'demo', authorization: `Bearer ${token}` },
    ...(body ? { payload: body } : {}),
  });
  return res;
}

function exported(res: { statusCode: number; rawPayload: Buffer; body: string }) {
  if (res.statusCode !== 200) throw new Error(`export failed: ${res.statusCode} ${res.body}`);
  const entries = readZip(res.rawPayload);
  const json = JSON.parse(entries.get('personal-data.json')!.toString('utf8'));
  return { entries, json, text: entries.get('personal-data.json')!.toString('utf8') };
}

/** Every row of every table that mentions `text`, as "table: row". */
async function rowsMentioning(text: string): Promise<string[]> {
  const tables = await t.db.execute(
    sql`SELECT table_name FROM information_schema.tables
         WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { table_name: name } of (tables as { rows: { table_name: string }[] }).rows) {
    const rows = await t.db.execute(
      sql`SELECT t::text AS row FROM ${sql.identifier(name)} t WHERE t::text ILIKE ${`%${text}%`}`,
    );
    for (const { row } of (rows as { rows: { row: string }[] }).rows) found.push(`${name}: ${row}`);
  }
  return found;
}

const erase = (token: string, password: string, heirId?: string) =>
  t.request('POST', '/api/v2/privacy/me/erase', { token, body: { password, heirId } });

describe('exporting one’s own data', () => {
  it('is a ZIP with the account, questions, favourites, saved searches and sessions, and nobody else’s', async () => {
    const someone = await customerWithData();
    const other = await customerWithData();
    const res = await download('/api/v2/privacy/me/export', someone.token);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="personal-data-demo-\d{4}-\d\d-\d\d\.zip"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const { json, text } = exported(res);
    expect(json.account).toMatchObject({ email: someone.email, lastName: someone.lastName });
    expect(json.leads.sent).toHaveLength(1);
    expect(json.leads.sent[0].messages[0].body).toContain('still free in May');
    expect(json.favourites).toEqual([expect.objectContaining({ listing: live })]);
    expect(json.savedSearches).toEqual([expect.objectContaining({ name: 'Houses in Avondale' })]);
    expect(json.sessions.sessions.length).toBeGreaterThan(0);
    expect(json.sessions.sessions[0]).toHaveProperty('device');
    expect(json.sessions.knownAddresses.length).toBeGreaterThan(0);
    expect(json.repeatedRequests.keys).toEqual([
      expect.objectContaining({ key: someone.questionKey }),
    ]);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(other.lastName);
    expect(text).not.toMatch(/tokenHash|passwordHash|token_hash/);
  });

  it('holds an agent’s listings, their photos as files, and the questions received', async () => {
    const agent = await createAgent(t);
    const listing = await createListing(t, agent, place, { name: 'Export photo house' });
    const photo = await jpegImage(800, 500);
    const up = await upload(
      t,
      `/properties/ids/${listing.publicId}/files/upload`,
      [{ data: photo, filename: 'front.jpg' }],
      { token: agent.token },
    );
    expect(up.status).toBeLessThan(300);
    await approve(t, moderator.token, listing.publicId);
    await t.request('POST', '/inquiries/create', {
      ip: nextIp(),
      body: {
        propertyId: listing.publicId,
        name: 'Guest Person',
        email: 'guest-for-export@example.com',
        message: 'Can I see it on Saturday?',
      },
    });
    const { json, entries } = exported(await download('/api/v2/privacy/me/export', agent.token));
    expect(json.account.agency).toMatchObject({ name: 'Test Realty' });
    expect(json.listings).toEqual([expect.objectContaining({ publicId: listing.publicId })]);
    expect(json.listingPhotos).toHaveLength(1);
    const file = json.listingPhotos[0].file as string;
    expect(json.files).toContain(file);
    expect(entries.get(file)!.length).toBeGreaterThan(1000);
    expect(json.leads.received).toEqual([
      expect.objectContaining({ email: 'guest-for-export@example.com' }),
    ]);
    expect(json.auditLog.length).toBeGreaterThan(0);
  });

  it('needs a session', async () => {
    expectError(await t.request('GET', '/api/v2/privacy/me/export'), 401, 'UNAUTHENTICATED');
  });
});

describe('deleting one’s own account', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const someone = await createCustomer(t);
    expectError(
      await erase(someone.token, 'not-my-password'),
      400,
      'BAD_REQUEST',
      'The password is not right',
    );
    expect((await t.request('GET', '/api/v2/privacy/me', { token: someone.token })).status).toBe(
      200,
    );
  });

  it('erases the customer everywhere: no address, name or number left, the question kept without its sender', async () => {
    const someone = await customerWithData();
    expect(await rowsMentioning(someone.lastName)).not.toEqual([]);
    const res = await erase(someone.token, someone.password);
    expect(res.status).toBe(200);
    expect(res.body.pseudonym).toMatch(/^person-[0-9a-f]{16}$/);

    for (const detail of [someone.email, someone.lastName, someone.mobile]) {
      expect(await rowsMentioning(detail)).toEqual([]);
    }
    // Kept under their account, not their name: the addresses they signed in from, the answers
    // kept under their Idempotency-Keys.
    expect(await rowsMentioning(someone.questionKey)).toEqual([]);
    const known = await t.db.execute(
      sql`SELECT count(*)::int AS n FROM known_sign_in_addresses k JOIN users u ON u.id = k.user_id
           WHERE u.public_id = ${someone.publicId}`,
    );
    expect((known as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    const [lead] = await t.db.select().from(leads).where(eq(leads.publicId, someone.lead));
    expect(lead).toMatchObject({ name: '', email: '', phone: null, customerUserId: null });
    expect(lead!.anonymisedAt).toBeInstanceOf(Date);
    const [message] = await t.db
      .select()
      .from(leadMessages)
      .where(eq(leadMessages.leadId, lead!.id));
    expect(message!.body).toBe('Hello, *** here: is the house still free in May?');
    // The agent reads the question but has nobody to answer.
    expectError(
      await t.request('POST', `/api/v2/leads/ids/${someone.lead}/reply`, {
        token: liveAgent.token,
        body: { message: 'Yes, it is still free in May.' },
      }),
      409,
      'CONFLICT',
      "The sender's details were removed: nobody can be told",
    );

    // Signed out everywhere: the refresh token and the password no longer work.
    expectError(
      await t.request('POST', '/auth/refreshToken', { body: { token: someone.refreshToken } }),
      401,
      expect.any(String),
    );
    // The access token in hand no longer signs anyone in.
    expectError(
      await t.request('GET', '/api/v2/favourites', { token: someone.token }),
      401,
      'TOKEN_INVALID',
    );
    const signIn = await t.request('POST', '/auth/authenticate', {
      ip: nextIp(),
      body: { username: someone.email, password: someone.password },
    });
    expect(signIn.status).toBe(401);
  });

  it('archives an agent’s listings under the emptied account, and keeps their audit rows under a pseudonym', async () => {
    const agent = await createAgent(t, 'demo', { name: `${uniqueName()} Homes` });
    const listing = await createListing(t, agent, place, { name: 'Archived on erasure' });
    await approve(t, moderator.token, listing.publicId);
    const res = await erase(agent.token, agent.password);
    expect(res.status).toBe(200);
    const [row] = await t.db
      .select()
      .from(properties)
      .where(eq(properties.publicId, listing.publicId));
    expect(row!.archived).toBe(true);
    const pseudonym = res.body.pseudonym as string;
    const [erasure] = await t.db
      .select()
      .from(personalDataErasures)
      .where(eq(personalDataErasures.pseudonym, pseudonym));
    expect(pseudonym).toBe(pseudonymOf(t.config.jwtSecret, tenantId, erasure!.userId));
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.userPublicId, pseudonym)));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.userId === null && r.ip === null)).toBe(true);
    const log = await t.request('GET', `/api/v2/audit/all?userId=${pseudonym}`, {
      token: moderator.token,
    });
    expect(log.body.content.length).toBe(rows.length);
    expect(log.body.content[0].user).toMatchObject({ id: pseudonym, name: pseudonym });
    expect(await rowsMentioning(agent.email)).toEqual([]);
    expect(await rowsMentioning(agent.publicId)).toEqual([expect.stringMatching(/^users: /)]);
    // The archived listing is no longer on the site.
    expect((await t.request('GET', `/properties/ids/${listing.publicId}/get`)).status).toBe(404);
  });

  it('hands an agent’s listings and questions to another agent of the site', async () => {
    const leaving = await createAgent(t);
    const heir = await createAgent(t);
    const listing = await createListing(t, leaving, place, { name: 'Handed over' });
    await approve(t, moderator.token, listing.publicId);
    const view = await t.request('GET', '/api/v2/privacy/me', { token: leaving.token });
    expect(view.body.isAgent).toBe(true);
    expect(view.body.heirs).toEqual(
      expect.arrayContaining([expect.objectContaining({ publicId: heir.publicId })]),
    );
    expectError(
      await erase(leaving.token, leaving.password, DEMO_ACCOUNTS.customer.email),
      400,
      'BAD_REQUEST',
      'The listings can go only to another agent of this site',
    );
    expect((await erase(leaving.token, leaving.password, heir.publicId)).status).toBe(200);
    const mine = await t.request('GET', `/properties/ids/${listing.publicId}/get`, {
      token: heir.token,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.agent.publicId).toBe(heir.publicId);
    expect(mine.body.archived).toBe(false);
  });

  it('removes the agency’s logo from storage', async () => {
    const agent = await createAgent(t);
    const logo = await upload(
      t,
      `/api/v2/agents/ids/${agent.publicId}/profile/set`,
      [{ data: await jpegImage(400, 400), filename: 'logo.jpg' }],
      { token: agent.token },
    );
    expect(logo.status).toBe(200);
    const key = t.app.storage.keyFromUrl(logo.body.image_url as string)!;
    expect(await t.app.storage.read(key)).toBeDefined();
    expect((await erase(agent.token, agent.password)).status).toBe(200);
    expect(await t.app.storage.read(key)).toBeUndefined();
  });

  it("refuses the site's last admin with 409", async () => {
    const { admin } = DEMO_ACCOUNTS;
    const session = await t.login(admin.email, admin.password);
    expectError(
      await erase(session.token, admin.password),
      409,
      'CONFLICT',
      "The site's last admin cannot be erased: make another admin first",
    );
    expect(
      (await t.request('GET', '/api/v2/privacy/me', { token: session.token })).body.lastAdmin,
    ).toBe(true);
  });

  it('ends in one erasure when sent twice at once', async () => {
    const someone = await customerWithData();
    const answers = await Promise.all([
      erase(someone.token, someone.password),
      erase(someone.token, someone.password),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 404]).toContain(statuses[1]);
    const erasures = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.tenantId, tenantId),
          eq(auditLog.action, 'erase'),
          eq(auditLog.entityId, answers.find((a) => a.status === 200)!.body.pseudonym),
        ),
      );
    expect(erasures).toHaveLength(1);
  });
});

describe('staff handling a request received by e-mail', () => {
  it('finds the person, exports with a reason in the audit log, and erases', async () => {
    const admin = await createAdmin(t);
    const someone = await customerWithData();
    const found = await t.request(
      'GET',
      `/api/v2/privacy/people?q=${encodeURIComponent(someone.lastName)}`,
      {
        token: moderator.token,
      },
    );
    expect(found.status).toBe(200);
    expect(found.body.items).toEqual([
      expect.objectContaining({ publicId: someone.publicId, email: someone.email }),
    ]);
    expectError(
      await t.request('POST', `/api/v2/privacy/people/${someone.publicId}/export`, {
        token: moderator.token,
        body: { reason: '' },
      }),
      400,
      'VALIDATION_FAILED',
    );
    const { json } = exported(
      await download(`/api/v2/privacy/people/${someone.publicId}/export`, moderator.token, 'POST', {
        reason: 'Access request by e-mail, ticket 1',
      }),
    );
    expect(json.account.email).toBe(someone.email);
    const [exportEntry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'export'),
          eq(auditLog.reason, 'Access request by e-mail, ticket 1'),
        ),
      );
    expect(exportEntry).toBeDefined();

    const [first, second] = await Promise.all(
      [1, 2].map(() =>
        t.request('POST', `/api/v2/privacy/people/${someone.publicId}/erase`, {
          token: admin.token,
          body: { reason: 'Erasure request by e-mail, ticket 2' },
        }),
      ),
    );
    expect([first!.status, second!.status].sort()).toEqual([200, 404]);
    const [eraseEntry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'erase'),
          eq(auditLog.reason, 'Erasure request by e-mail, ticket 2'),
        ),
      );
    expect(eraseEntry!.entityId).toMatch(/^person-/);
    expect(await rowsMentioning(someone.email)).toEqual([]);
    expect(
      (
        await t.request('GET', `/api/v2/privacy/people?q=${encodeURIComponent(someone.lastName)}`, {
          token: moderator.token,
        })
      ).body.items,
    ).toEqual([]);
  });

  it('lets only staff of the site do it, and only an admin erase staff', async () => {
    const someone = await createCustomer(t);
    const agent = await createAgent(t);
    const sandboxAdmin = await createAdmin(t, 'sandbox');
    for (const token of [someone.token, agent.token]) {
      expectError(
        await t.request('GET', '/api/v2/privacy/people?q=example', { token }),
        403,
        'FORBIDDEN',
      );
      expectError(
        await t.request('POST', `/api/v2/privacy/people/${someone.publicId}/erase`, {
          token,
          body: { reason: 'not mine to ask' },
        }),
        403,
        'FORBIDDEN',
      );
    }
    expectError(
      await t.request('GET', `/api/v2/privacy/people/${someone.publicId}`, {
        token: sandboxAdmin.token,
        tenant: 'sandbox',
      }),
      404,
      'NOT_FOUND',
    );
    const admin = await createAdmin(t);
    const [adminAccount] = (
      await t.request('GET', '/api/v2/privacy/people?q=admin-', { token: moderator.token })
    ).body.items as { publicId: string }[];
    expectError(
      await t.request('POST', `/api/v2/privacy/people/${adminAccount!.publicId}/erase`, {
        token: moderator.token,
        body: { reason: 'a moderator may not' },
      }),
      403,
      'FORBIDDEN',
      "Only an admin erases a staff member's account",
    );
    const self = (await t.request('GET', '/api/v2/privacy/me', { token: admin.token })).body as {
      publicId: string;
    };
    expectError(
      await t.request('POST', `/api/v2/privacy/people/${self.publicId}/erase`, {
        token: admin.token,
        body: { reason: 'leaving the company' },
      }),
      400,
      'BAD_REQUEST',
      'Delete your own account from your profile',
    );
  });
});

describe('an operator handling a request (the CLI)', () => {
  it('exports and erases with the reason in the audit log and no one as its writer', async () => {
    const someone = await customerWithData();
    const site = (await findTenant(t.app.modules.base, 'demo'))!;
    const ctx = t.app.modules.privacy;
    const archive = await exportAsOperator(ctx, site, someone.publicId, 'Ticket 7, by post');
    const chunks: Buffer[] = [];
    for await (const chunk of archive.stream) chunks.push(chunk as Buffer);
    const json = JSON.parse(readZip(Buffer.concat(chunks)).get('personal-data.json')!.toString());
    expect(json.account.email).toBe(someone.email);
    const { pseudonym } = await eraseAccount(ctx, site, someone.publicId, {
      requestedBy: 'OPERATOR',
      staff: null,
      reason: 'Ticket 8, by post',
    });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.entityId, pseudonym)))
      .orderBy(auditLog.id);
    // The export's entry named the account: it now names the pseudonym too.
    expect(entries).toEqual([
      expect.objectContaining({ action: 'export', reason: 'Ticket 7, by post', userId: null }),
      expect.objectContaining({ action: 'erase', reason: 'Ticket 8, by post', userId: null }),
    ]);
    const [erasure] = await t.db
      .select()
      .from(personalDataErasures)
      .where(eq(personalDataErasures.pseudonym, pseudonym));
    expect(erasure!.requestedBy).toBe('OPERATOR');
    await expect(
      eraseAccount(ctx, site, someone.publicId, {
        requestedBy: 'OPERATOR',
        staff: null,
        reason: 'again',
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('the retention of questions and viewing requests', () => {
  it('anonymises leads idle longer than the age, keeps their messages, and passes over newer ones', async () => {
    const old = await customerWithData();
    const recent = await customerWithData();
    await t.db
      .update(leads)
      .set({ lastActivityAt: new Date(Date.now() - 25 * 30 * 86_400_000) })
      .where(eq(leads.publicId, old.lead));
    const [first, second] = await Promise.all([
      t.app.leadRetention.sweep(),
      t.app.leadRetention.sweep(),
    ]);
    expect(first + second).toBe(1);
    const [gone] = await t.db.select().from(leads).where(eq(leads.publicId, old.lead));
    expect(gone).toMatchObject({ name: '', email: '', phone: null, clientAddress: '' });
    const [kept] = await t.db.select().from(leads).where(eq(leads.publicId, recent.lead));
    expect(kept!.email).toBe(recent.email);
    const [message] = await t.db
      .select()
      .from(leadMessages)
      .where(eq(leadMessages.leadId, gone!.id));
    expect(message!.body).toContain('still free in May');
  });
});
