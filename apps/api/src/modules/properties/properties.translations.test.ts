import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, setSiteLanguages, type TestApp } from '../../test/helper';
import { approve, cast, createListing, refs } from '../../test/listings';

let t: TestApp;
let who: Awaited<ReturnType<typeof cast>>;
let admin: { token: string };
let place: { type: string; suburb: string };

const path = (id: string, language?: string) =>
  `/properties/ids/${id}/translations${language ? `/${language}` : ''}`;
const put = (token: string, id: string, language: string, body: Record<string, unknown>) =>
  t.request('PUT', path(id, language), { token, body });
const french = {
  title: 'Cottage avec jardin à Avondale',
  description: 'Cottage ensoleillé avec un jardin privé et un forage.',
  metaTags: 'jardin, forage',
};
/** A new listing of agent A, in review, in the site's default language (English). */
const newListing = async (name = 'Garden cottage') =>
  (await createListing(t, who.agentA, place, { name })) as { publicId: string };

beforeAll(async () => {
  t = await createTestApp();
  who = await cast(t);
  admin = await createAdmin(t);
  const r = await refs(t);
  place = { type: await r.type('House'), suburb: await r.suburb('Avondale') };
  const res = await setSiteLanguages(t, admin.token, 'en', ['en', 'fr', 'ar']);
  expect(res.status).toBe(200);
});
afterAll(async () => {
  await t.close();
});

describe("a listing's translations", () => {
  it('are written, read, replaced and removed by its agent', async () => {
    const { publicId } = await newListing();
    const saved = await put(who.agentA.token, publicId, 'fr', french);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      language: 'fr',
      title: french.title,
      description: french.description,
      metaTags: 'jardin,forage',
    });
    expect(Date.parse(saved.body.updatedAt)).not.toBeNaN();

    const replaced = await put(who.agentA.token, publicId, 'fr', { title: 'Cottage' });
    expect(replaced.body).toMatchObject({ title: 'Cottage', description: '', metaTags: '' });

    const read = await t.request('GET', path(publicId), { token: who.agentA.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      originalLanguage: 'en',
      translations: [replaced.body],
    });
    // The site's staff read them too.
    const staff = await t.request('GET', path(publicId), { token: who.moderator.token });
    expect(staff.status).toBe(200);

    const removed = await t.request('DELETE', path(publicId, 'fr'), { token: who.agentA.token });
    expect(removed.status).toBe(204);
    const again = await t.request('DELETE', path(publicId, 'fr'), { token: who.agentA.token });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Translation not found');
    expect(
      (await t.request('GET', path(publicId), { token: who.agentA.token })).body.translations,
    ).toEqual([]);
  });

  it('refuses an unknown language, the original one, one the site does not offer, and bad text', async () => {
    const { publicId } = await newListing();
    const unknown = await put(who.agentA.token, publicId, 'de', french);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/languages Propdesk offers/);

    const original = await put(who.agentA.token, publicId, 'en', french);
    expect(original.status).toBe(400);
    expect(original.body.message).toBe(
      "This is the listing's original language: edit the listing itself",
    );

    await setSiteLanguages(t, admin.token, 'en', ['en', 'fr']);
    try {
      const notOffered = await put(who.agentA.token, publicId, 'ar', french);
      expect(notOffered.status).toBe(400);
      expect(notOffered.body.message).toBe('Choose one of the languages this site offers');
    } finally {
      await setSiteLanguages(t, admin.token, 'en', ['en', 'fr', 'ar']);
    }

    const long = await put(who.agentA.token, publicId, 'fr', { title: 'x'.repeat(161) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toMatch(/Title must be at most 160 characters/);

    const phone = await put(who.agentA.token, publicId, 'fr', {
      title: 'Cottage',
      description: 'Appelez le +263 77 123 4567 pour visiter.',
    });
    expect(phone.status).toBe(400);
    expect(JSON.stringify(phone.body)).toMatch(/Phone number detected/);

    const email = await put(who.agentA.token, publicId, 'fr', {
      title: 'Cottage',
      description: 'Écrivez à agent@example.com',
    });
    expect(email.status).toBe(400);
    expect(JSON.stringify(email.body)).toMatch(/Email detected/);

    const untitled = await put(who.agentA.token, publicId, 'fr', { title: '  ' });
    expect(untitled.status).toBe(400);
    expect(JSON.stringify(untitled.body)).toMatch(/Enter the title/);

    // Nothing was written.
    expect(
      (await t.request('GET', path(publicId), { token: who.agentA.token })).body.translations,
    ).toEqual([]);
  });

  it('are hidden from or refused to other agents, customers, staff writes and other sites', async () => {
    const { publicId } = await newListing();
    await put(who.agentA.token, publicId, 'fr', french);
    // In review: hidden from everyone but its agent and staff.
    for (const token of [who.agentB.token, who.customer.token]) {
      expect((await t.request('GET', path(publicId), { token })).status).toBe(404);
      expect((await put(token, publicId, 'fr', french)).status).toBe(404);
      expect((await t.request('DELETE', path(publicId, 'fr'), { token })).status).toBe(404);
    }
    expect((await put(who.moderator.token, publicId, 'fr', french)).status).toBe(403);
    // Another site's agent: on its own site the listing is not there; on this one, refused.
    const other = who.otherTenantAgent.token;
    const own = await t.request('GET', path(publicId), { token: other, tenant: 'sandbox' });
    expect(own.status).toBe(404);
    const there = await t.request('PUT', path(publicId, 'fr'), {
      token: other,
      tenant: 'sandbox',
      body: french,
    });
    expect(there.status).toBe(404);
    expect((await t.request('GET', path(publicId), { token: other })).status).toBe(403);
    expect((await t.request('GET', path(publicId))).status).toBe(401);

    // Live: other agents and customers see the listing, not its translations.
    await approve(t, who.moderator.token, publicId);
    for (const token of [who.agentB.token, who.customer.token]) {
      const read = await t.request('GET', path(publicId), { token });
      expect(read.status).toBe(403);
      expect(read.body.message).toBe('Not your property');
      expect((await put(token, publicId, 'fr', french)).status).toBe(403);
    }
    const kept = await t.request('GET', path(publicId), { token: who.agentA.token });
    expect(kept.body.translations[0].title).toBe(french.title);
  });

  it('end two writes of the same language at once with one row, the later one', async () => {
    const { publicId } = await newListing();
    const [a, b] = await Promise.all([
      put(who.agentA.token, publicId, 'fr', { title: 'Premier titre' }),
      put(who.agentA.token, publicId, 'fr', { title: 'Second titre' }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const later = Date.parse(a.body.updatedAt) >= Date.parse(b.body.updatedAt) ? a : b;
    const read = await t.request('GET', path(publicId), { token: who.agentA.token });
    expect(read.body.translations).toHaveLength(1);
    expect(read.body.translations[0].title).toBe(later.body.title);
  });

  it("are entries of the listing's history", async () => {
    const { publicId } = await newListing();
    await put(who.agentA.token, publicId, 'fr', french);
    await put(who.agentA.token, publicId, 'fr', { ...french, title: 'Cottage' });
    // The same text again changes nothing and records nothing.
    await put(who.agentA.token, publicId, 'fr', { ...french, title: 'Cottage' });
    await t.request('DELETE', path(publicId, 'fr'), { token: who.agentA.token });
    const history = await t.request('GET', `/api/v2/properties/ids/${publicId}/history`, {
      token: who.agentA.token,
    });
    expect(history.status).toBe(200);
    const entries = (
      history.body.content as { action: string; changes: Record<string, unknown> | null }[]
    ).filter((e) => e.changes && Object.keys(e.changes).some((k) => k.endsWith('(fr)')));
    // Newest first: removed, retitled, added.
    expect(entries.map((e) => e.changes)).toEqual([
      {
        'title (fr)': { before: 'Cottage', after: null },
        'description (fr)': { before: french.description, after: null },
        'metaTags (fr)': { before: 'jardin,forage', after: null },
      },
      { 'title (fr)': { before: french.title, after: 'Cottage' } },
      {
        'title (fr)': { before: null, after: french.title },
        'description (fr)': { before: null, after: french.description },
        'metaTags (fr)': { before: null, after: 'jardin,forage' },
      },
    ]);
    expect(entries.every((e) => e.action === 'update')).toBe(true);
  });

  it("send an approved listing back to review and show among moderation's changes", async () => {
    const { publicId } = await newListing();
    await approve(t, who.moderator.token, publicId);
    const saved = await put(who.agentA.token, publicId, 'fr', { title: 'Cottage' });
    expect(saved.status).toBe(200);
    const listing = await t.request('GET', `/properties/ids/${publicId}/get`, {
      token: who.agentA.token,
    });
    expect(listing.body.published).toBe('REVIEW');
    const changes = await t.request(
      'GET',
      `/api/v2/moderation/properties/ids/${publicId}/changes`,
      {
        token: who.moderator.token,
      },
    );
    expect(changes.body).toEqual(
      expect.arrayContaining([
        { field: 'title (fr)', before: null, after: 'Cottage' },
        { field: 'description (fr)', before: null, after: '' },
      ]),
    );
    // Approved with it, then removed: the removal is a change since, and the listing stays live.
    await approve(t, who.moderator.token, publicId);
    await t.request('DELETE', path(publicId, 'fr'), { token: who.agentA.token });
    const after = await t.request('GET', `/api/v2/moderation/properties/ids/${publicId}/changes`, {
      token: who.moderator.token,
    });
    expect(after.body).toEqual(
      expect.arrayContaining([{ field: 'title (fr)', before: 'Cottage', after: null }]),
    );
    const live = await t.request('GET', `/properties/ids/${publicId}/get`);
    expect(live.body.published).toBe('APPROVED');
  });
});

describe("public reads in the reader's language", () => {
  let publicId: string;
  beforeAll(async () => {
    ({ publicId } = await newListing('Translated cottage for readers'));
    await put(who.agentA.token, publicId, 'fr', french);
    await approve(t, who.moderator.token, publicId);
  });
  const read = (headers: Record<string, string> = {}, query = '', token?: string) =>
    t.request('GET', `/properties/ids/${publicId}/get${query}`, { headers, token });

  it('answer a French reader in French and an Arabic one in the original, saying so', async () => {
    const fr = await read({ 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' });
    expect(fr.status).toBe(200);
    expect(fr.body).toMatchObject({
      title: french.title,
      description: french.description,
      metaTags: 'jardin,forage',
      language: 'fr',
      originalLanguage: 'en',
    });
    expect(fr.headers['content-language']).toBe('fr');
    expect(String(fr.headers['vary'])).toMatch(/Accept-Language/i);

    // The same address for an Arabic reader: no Arabic text, so the original.
    const ar = await read({ 'accept-language': 'ar' });
    expect(ar.body).toMatchObject({
      title: 'Translated cottage for readers',
      language: 'en',
      originalLanguage: 'en',
    });
    expect(ar.headers['content-language']).toBe('en');
    expect(ar.headers['etag']).not.toBe(fr.headers['etag']);

    // lang wins over the browser's languages.
    const link = await read({ 'accept-language': 'ar' }, '?lang=fr');
    expect(link.body.language).toBe('fr');
    expect(link.headers['content-language']).toBe('fr');
  });

  it('give its agent the original unless lang names a language, and refuse a lang not offered', async () => {
    const editor = await read({ 'accept-language': 'fr' }, '', who.agentA.token);
    expect(editor.body).toMatchObject({ title: 'Translated cottage for readers', language: 'en' });
    const asked = await read({ 'accept-language': 'fr' }, '?lang=fr', who.agentA.token);
    expect(asked.body).toMatchObject({ title: french.title, language: 'fr' });
    // Another agent is a reader like any other.
    const other = await read({ 'accept-language': 'fr' }, '', who.agentB.token);
    expect(other.body.language).toBe('fr');

    const bad = await read({}, '?lang=de');
    expect(bad.status).toBe(400);
    await setSiteLanguages(t, admin.token, 'en', ['en', 'fr']);
    try {
      const notOffered = await read({}, '?lang=ar');
      expect(notOffered.status).toBe(400);
      expect(notOffered.body.message).toBe('Choose one of the languages this site offers');
    } finally {
      await setSiteLanguages(t, admin.token, 'en', ['en', 'fr', 'ar']);
    }
  });

  it("answer result lists in the reader's language, listing by listing", async () => {
    const list = (language: string) =>
      t.request('POST', '/properties/search?elementPerPage=100', {
        headers: { 'accept-language': language },
        body: { title: 'Translated cottage' },
      });
    const fr = await list('fr');
    expect(fr.status).toBe(200);
    const mine = fr.body.content.find((p: { publicId: string }) => p.publicId === publicId);
    expect(mine).toMatchObject({ title: french.title, language: 'fr', originalLanguage: 'en' });
    expect(fr.headers['content-language']).toBe('fr');
    const ar = await list('ar');
    const same = ar.body.content.find((p: { publicId: string }) => p.publicId === publicId);
    expect(same).toMatchObject({ title: 'Translated cottage for readers', language: 'en' });
    expect(ar.headers['content-language']).toBe('en');

    const byCategory = await t.request('GET', '/properties/categories/RENT/get?lang=fr&size=100');
    expect(byCategory.status).toBe(200);
    expect(byCategory.headers['content-language']).toMatch(/^fr/);
  });
});
