import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices } from '../../db/schema';
import {
  createAdmin,
  createAgent,
  createTestApp,
  expectError,
  setSiteLanguages,
  type TestApp,
} from '../../test/helper';
import { approve, cast, createListing, refs } from '../../test/listings';

let t: TestApp;
let who: Awaited<ReturnType<typeof cast>>;
let admin: { token: string };
let sandboxAdmin: { token: string };
let tenantId: number;
let place: { type: string; suburb: string };

beforeAll(async () => {
  t = await createTestApp();
  who = await cast(t);
  [admin, sandboxAdmin] = await Promise.all([createAdmin(t), createAdmin(t, 'sandbox')]);
  const r = await refs(t);
  tenantId = r.tenantId;
  place = { type: await r.type('House'), suburb: await r.suburb('Avondale') };
});
afterAll(() => t.close());

const LIST = '/api/v2/moderation/agents/all';
const verifyUrl = (id: string) => `/api/v2/moderation/agents/ids/${id}/verification`;
const list = (query = '', token = who.moderator.token, tenant = 'demo') =>
  t.request('GET', `${LIST}${query}`, { token, tenant });
const setVerified = (id: string, body: unknown, token = who.moderator.token, tenant = 'demo') =>
  t.request('POST', verifyUrl(id), { token, tenant, body });

const noticesOf = (event: string, recipient: string) =>
  t.db
    .select()
    .from(notices)
    .where(
      and(
        eq(notices.tenantId, tenantId),
        eq(notices.event, event),
        eq(notices.recipient, recipient),
      ),
    )
    .orderBy(desc(notices.id));

const publicVerifiedIds = async () => {
  const res = await t.request('GET', '/api/v2/agents/verified/true?size=100');
  return res.body.content.map((a: { publicId: string }) => a.publicId);
};

describe('GET /api/v2/moderation/agents/all', () => {
  it('lists the agents of the site, unverified first then newest, with their counts', async () => {
    const listing = await createListing(t, who.agentA, place);
    await createListing(t, who.agentA, place);
    await approve(t, who.moderator.token, listing.publicId);

    const res = await list('?size=100');
    expect(res.status).toBe(200);
    const rows = res.body.content as {
      publicId: string;
      verified: boolean;
      joinedAt: string;
    }[];
    const a = res.body.content.find(
      (row: { publicId: string }) => row.publicId === who.agentA.publicId,
    );
    expect(a).toEqual({
      publicId: who.agentA.publicId,
      code: who.agentA.code,
      name: 'Test Realty',
      contactName: 'Test',
      email: who.agentA.email,
      telephone: '+263 77 000 0000',
      image_url: null,
      verified: false,
      listingsCount: 2,
      liveCount: 1,
      joinedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    const firstVerified = rows.findIndex((row) => row.verified);
    expect(firstVerified).toBeGreaterThan(0);
    expect(rows.slice(firstVerified).every((row) => row.verified)).toBe(true);
    const unverified = rows.slice(0, firstVerified).map((row) => row.joinedAt);
    expect(unverified).toEqual([...unverified].sort().reverse());
    expect(rows.map((row) => row.publicId)).not.toContain(who.otherTenantAgent.publicId);
    expect(res.body.totalElements).toBe(rows.length);
  });

  it('filters by verified and searches name and email, case-insensitive, wildcards literal', async () => {
    const special = await createAgent(t, 'demo', { name: 'Kopje 100%_Homes' });
    const only = (query: string) =>
      list(query).then((res) => res.body.content.map((row: { publicId: string }) => row.publicId));

    expect(await only(`?q=${encodeURIComponent('KOPJE 100%_')}`)).toEqual([special.publicId]);
    expect(await only(`?q=${encodeURIComponent('100%x')}`)).toEqual([]);
    expect(await only(`?q=${encodeURIComponent('100_H')}`)).toEqual([]);
    expect(await only(`?q=${encodeURIComponent(special.email.toUpperCase())}`)).toEqual([
      special.publicId,
    ]);
    expect(await only('?q=kopje&verified=true')).toEqual([]);
    expect(await only('?q=kopje&verified=false')).toEqual([special.publicId]);
    const verified = await list('?verified=true&size=100');
    expect(verified.body.content.length).toBeGreaterThan(0);
    expect(verified.body.content.every((row: { verified: boolean }) => row.verified)).toBe(true);
  });

  it('pages from 0 with 20 by default', async () => {
    const res = await list();
    expect(res.body).toMatchObject({ page: 0, size: 20 });
    const second = await list('?page=1&size=1');
    expect(second.body.content).toHaveLength(1);
    expect(second.body.content[0].publicId).toBe((await list('?size=2')).body.content[1].publicId);
  });

  it('refuses bad parameters with 400', async () => {
    expectError(await list('?verified=yes'), 400, 'VALIDATION_FAILED');
    expectError(await list('?page=-1'), 400, 'VALIDATION_FAILED');
    expectError(await list('?size=0'), 400, 'VALIDATION_FAILED');
    expectError(await list(`?q=${'x'.repeat(101)}`), 400, 'VALIDATION_FAILED');
    expectError(await list('?q=a%00b'), 400, 'VALIDATION_FAILED');
  });

  it('is for the site staff only', async () => {
    expectError(await t.request('GET', LIST), 401, 'UNAUTHENTICATED');
    expectError(
      await list('', who.agentA.token),
      403,
      'FORBIDDEN',
      'Only moderators can manage agents',
    );
    expectError(await list('', who.customer.token), 403, 'FORBIDDEN');
    expect((await list('', admin.token)).status).toBe(200);
    expectError(await list('', who.moderator.token, 'sandbox'), 403, 'TENANT_MISMATCH');
    const sandbox = await list('?size=100', sandboxAdmin.token, 'sandbox');
    expect(sandbox.status).toBe(200);
    expect(sandbox.body.content.map((row: { publicId: string }) => row.publicId)).toEqual(
      expect.not.arrayContaining([who.agentA.publicId]),
    );
  });
});

describe('POST /api/v2/moderation/agents/ids/{id}/verification', () => {
  it('verifies with a reason, emails the agent, and shows the agency in the public list', async () => {
    const agent = await createAgent(t);
    const res = await setVerified(agent.publicId, { verified: true, reason: '  Licence checked ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ publicId: agent.publicId, verified: true, listingsCount: 0 });
    const [mail, ...more] = await noticesOf('agent.verified', agent.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Test Realty is now verified on Propdesk Demo');
    expect(mail!.body).toContain('Reason: Licence checked\n');
    expect(await publicVerifiedIds()).toContain(agent.publicId);
    expect((await t.request('GET', `/api/v2/agents/ids/${agent.publicId}`)).body.verified).toBe(
      true,
    );

    const again = await setVerified(agent.publicId, { verified: true, reason: 'Checked again' });
    expect(again.status).toBe(200);
    expect(again.body.verified).toBe(true);
    expect(await noticesOf('agent.verified', agent.email)).toHaveLength(1);

    const removed = await setVerified(
      agent.publicId,
      { verified: false, reason: 'Complaints received' },
      admin.token,
    );
    expect(removed.status).toBe(200);
    expect(removed.body.verified).toBe(false);
    const [unverified] = await noticesOf('agent.unverified', agent.email);
    expect(unverified!.subject).toBe('Test Realty is no longer verified on Propdesk Demo');
    expect(unverified!.body).toContain('Reason: Complaints received');
    expect(await publicVerifiedIds()).not.toContain(agent.publicId);

    const audit = await t.request('GET', `/api/v2/audit/all?entity=agent&size=100`, {
      token: who.moderator.token,
      tenant: 'demo',
    });
    const rows = audit.body.content.filter(
      (r: { entityId: string }) => r.entityId === agent.publicId,
    );
    expect(rows.map((r: { action: string; reason: string }) => [r.action, r.reason])).toEqual([
      ['unverify', 'Complaints received'],
      ['verify', 'Checked again'],
      ['verify', 'Licence checked'],
    ]);
    expect(rows[0].changes).toEqual({ verified: { before: true, after: false } });
    expect(rows[1].changes).toBeNull();
  });

  it('refuses a bad body with 400 and its message', async () => {
    const id = who.agentB.publicId;
    const short = expectError(
      await setVerified(id, { verified: true, reason: ' ab ' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(short.details).toContainEqual({
      path: 'reason',
      message: 'Give a reason of at least 3 characters',
    });
    const long = expectError(
      await setVerified(id, { verified: true, reason: 'x'.repeat(501) }),
      400,
      'VALIDATION_FAILED',
    );
    expect(long.details?.[0]?.message).toBe('Keep the reason under 500 characters');
    const nul = expectError(
      await setVerified(id, { verified: true, reason: 'Licence\0 ok' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(nul.details?.[0]?.message).toBe('Text must not contain NUL characters');
    expectError(await setVerified(id, { reason: 'Licence checked' }), 400, 'VALIDATION_FAILED');
    expectError(
      await setVerified(id, { verified: 'true', reason: 'Licence checked' }),
      400,
      'VALIDATION_FAILED',
    );
    const broken = await t.request('POST', verifyUrl(id), {
      token: who.moderator.token,
      headers: { 'content-type': 'application/json' },
      body: '{"verified":',
    });
    expect(broken.status).toBe(400);
    expect((await list(`?q=${who.agentB.email}`)).body.content[0].verified).toBe(false);
  });

  it('answers 401, 403 and 404 by caller and site', async () => {
    const id = who.agentB.publicId;
    const body = { verified: true, reason: 'Licence checked' };
    expectError(await t.request('POST', verifyUrl(id), { body }), 401, 'UNAUTHENTICATED');
    expectError(await setVerified(id, body, who.agentB.token), 403, 'FORBIDDEN');
    expectError(await setVerified(id, body, who.agentA.token), 403, 'FORBIDDEN');
    expectError(await setVerified(id, body, who.customer.token), 403, 'FORBIDDEN');
    expectError(await setVerified(id, body, who.otherTenantAgent.token), 403, 'TENANT_MISMATCH');
    expectError(
      await setVerified(id, body, sandboxAdmin.token, 'sandbox'),
      404,
      'NOT_FOUND',
      'Agent not found',
    );
    expectError(
      await setVerified(who.otherTenantAgent.publicId, body),
      404,
      'NOT_FOUND',
      'Agent not found',
    );
    expectError(await setVerified(who.customer.publicId, body), 404, 'NOT_FOUND');
    expectError(await setVerified('nobody', body), 404, 'NOT_FOUND');
    expect(await noticesOf('agent.verified', who.agentB.email)).toEqual([]);
    expect((await list(`?q=${who.agentB.email}`)).body.content[0].verified).toBe(false);
  });
});

describe("the verification mails in the agency's language", () => {
  const choose = (token: string, language: string) =>
    t.request('POST', '/auth/users/language/change', { token, body: { language } });

  it("writes them in French or Arabic, and in the site's default once the language is not offered", async () => {
    expect((await setSiteLanguages(t, admin.token, 'en', ['en', 'fr', 'ar'])).status).toBe(200);
    try {
      const french = await createAgent(t);
      const arabic = await createAgent(t);
      expect((await choose(french.token, 'fr')).status).toBe(200);
      expect((await choose(arabic.token, 'ar')).status).toBe(200);

      const verify = { verified: true, reason: 'Licence vérifiée' };
      expect((await setVerified(french.publicId, verify)).status).toBe(200);
      const [fr] = await noticesOf('agent.verified', french.email);
      expect(fr!.subject).toBe('Votre agence Test Realty est vérifiée sur Propdesk Demo');
      expect(fr!.body).toContain('Bonjour Test,\n');
      expect(fr!.body).toContain('Propdesk Demo a vérifié Test Realty.');
      expect(fr!.body).toContain('Motif : Licence vérifiée\n');
      expect(fr!.body).toContain('Votre profil : http');

      expect((await setVerified(arabic.publicId, verify)).status).toBe(200);
      const [ar] = await noticesOf('agent.verified', arabic.email);
      expect(ar!.subject).toBe('تم توثيق Test Realty على Propdesk Demo');
      expect(ar!.body).toContain('السبب: Licence vérifiée');

      // The site stops offering Arabic, French by default: the Arabic agency reads French.
      expect((await setSiteLanguages(t, admin.token, 'fr', ['en', 'fr'])).status).toBe(200);
      const removal = { verified: false, reason: 'Plaintes reçues' };
      expect((await setVerified(arabic.publicId, removal)).status).toBe(200);
      const [fallback] = await noticesOf('agent.unverified', arabic.email);
      expect(fallback!.subject).toBe(
        'Votre agence Test Realty n’est plus vérifiée sur Propdesk Demo',
      );
      expect(fallback!.body).toContain('Pour toute question, répondez à cet e-mail.');
    } finally {
      await setSiteLanguages(t, admin.token, 'en', ['en']);
    }
  });
});
