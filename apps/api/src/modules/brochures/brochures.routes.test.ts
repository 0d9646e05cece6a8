import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, type TestApp } from '../../test/helper';
import { jpegImage } from '../../test/images';
import { approve, cast, createListing, refs } from '../../test/listings';
import { upload } from '../../test/uploads';

/** The text a PDF reader finds in a brochure, and its page count and size. */
async function readPdf(bytes: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  const page = await pdf.getPage(1);
  const [, , width = 0, height = 0] = page.view;
  return { text: text.replace(/\s+/g, ' '), pages: pdf.numPages, width, height };
}

describe('a listing’s brochure, an A4 PDF', () => {
  let t: TestApp;
  let people: Awaited<ReturnType<typeof cast>>;
  let place: { type: string; suburb: string };
  let live: { publicId: string; code: string };
  let draft: { publicId: string };

  const brochure = (id: string, options: { token?: string; lang?: string; tenant?: string } = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/properties/ids/${id}/brochure${options.lang ? `?lang=${options.lang}` : ''}`,
      headers: {
        'x-tenant': options.tenant ?? 'demo',
        ...(options.token && { authorization: `Bearer ${options.token}` }),
      },
    });

  beforeAll(async () => {
    t = await createTestApp();
    people = await cast(t);
    const demo = await refs(t);
    place = { type: await demo.type('House'), suburb: await demo.suburb('Borrowdale') };
    live = await createListing(t, people.agentA, place, {
      title: 'Garden cottage with a borehole',
      description: 'A quiet cottage in a leafy garden.\n\nFibre, solar and a borehole.',
      category: 'SALE',
      price: 185_000,
      area: 1200,
      areaType: 'SQUARE_METRES',
    });
    for (const [path, field] of [
      ['profiles/add', 'file'],
      ['files/upload', 'files'],
    ]) {
      const res = await upload(
        t,
        `/properties/ids/${live.publicId}/${path}`,
        [{ data: await jpegImage(1610, 1000, { noise: path !== 'profiles/add' }), field: field! }],
        { token: people.agentA.token },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    await approve(t, people.moderator.token, live.publicId);
    draft = await createListing(t, people.agentA, place, { title: 'Not yet sent for review' });
  }, 60_000);
  afterAll(() => t.close());

  it('holds the title, price, place, facts, photos and the agency, on A4', async () => {
    const res = await brochure(live.publicId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="brochure-${live.code.replace(/[^\w-]+/g, '-')}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.text).toContain('Garden cottage with a borehole');
    expect(pdf.text).toContain('$185,000');
    expect(pdf.text).toContain('For sale');
    expect(pdf.text).toContain('Borrowdale');
    expect(pdf.text).toContain('1,200 m²');
    expect(pdf.text).toContain(live.code);
    expect(pdf.text).toContain('Fibre, solar and a borehole.');
    expect(pdf.text).toMatch(/See it online: .*\/demo\/listings\//);
    // A4 in points, with the photos in it (a text-only brochure is a few kilobytes).
    expect([Math.round(pdf.width), Math.round(pdf.height)]).toEqual([595, 842]);
    expect(res.rawPayload.length).toBeGreaterThan(40_000);
  });

  it('is the same PDF for a second click, printed once', async () => {
    const [a, b] = await Promise.all([brochure(live.publicId), brochure(live.publicId)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
  });

  it('is in the language asked for: French, and Arabic from the right', async () => {
    const admin = await createAdmin(t);
    const set = await t.request('PUT', '/api/v2/tenants/current/languages', {
      token: admin.token,
      body: { defaultLanguage: 'en', languages: ['en', 'fr', 'ar'] },
    });
    expect(set.status).toBe(200);
    const fr = await readPdf((await brochure(live.publicId, { lang: 'fr' })).rawPayload);
    expect(fr.text).toContain('À vendre');
    expect(fr.text).toContain('L’essentiel');
    expect(fr.text).toMatch(/185\s000\s\$US/);
    const ar = await readPdf((await brochure(live.publicId, { lang: 'ar' })).rawPayload);
    // A PDF holds Arabic as joined letter forms in the order they are drawn, right to left.
    const drawn = (words: string) => [...words].reverse().join('');
    expect(ar.text.normalize('NFKC')).toContain(drawn('للبيع'));
    expect(ar.text.normalize('NFKC')).toContain(drawn('المعلومات'));
    expect(ar.text).toMatch(/[\uFE70-\uFEFF]/);
    const german = await brochure(live.publicId, { lang: 'de' });
    expect(german.statusCode).toBe(400);
  });

  it('is for whoever may see the listing: a draft for its agent and the staff only', async () => {
    expect((await brochure(draft.publicId)).statusCode).toBe(404);
    expect((await brochure(draft.publicId, { token: people.agentB.token })).statusCode).toBe(404);
    const own = await brochure(draft.publicId, { token: people.agentA.token });
    expect(own.statusCode).toBe(200);
    // No public page yet: no address to send a reader to.
    expect((await readPdf(own.rawPayload)).text).not.toContain('See it online');
    expect((await brochure(draft.publicId, { token: people.moderator.token })).statusCode).toBe(
      200,
    );
    const otherSite = await brochure(live.publicId, { tenant: 'sandbox' });
    expect(otherSite.statusCode).toBe(404);
    expect(otherSite.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Property not found' });
  });

  it('has a plain link beside the public page, for live listings only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/demo/listings/${live.publicId}/brochure.pdf`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    const fr = await t.app.inject({
      method: 'GET',
      url: `/demo/fr/listings/${live.publicId}/brochure.pdf`,
    });
    expect((await readPdf(fr.rawPayload)).text).toContain('À vendre');
    for (const url of [
      `/demo/listings/${draft.publicId}/brochure.pdf`,
      `/demo/de/listings/${live.publicId}/brochure.pdf`,
      `/nowhere/listings/${live.publicId}/brochure.pdf`,
      `/sandbox/listings/${live.publicId}/brochure.pdf`,
    ]) {
      const refused = await t.app.inject({ method: 'GET', url });
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('a server without Chromium', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CHROME_PATH: '/nonexistent/chromium' });
  });
  afterAll(() => t.close());

  it('answers 503 with the reason, and nothing else changes', async () => {
    const people = await cast(t);
    const demo = await refs(t);
    const listing = await createListing(t, people.agentA, {
      type: await demo.type('House'),
      suburb: await demo.suburb('Borrowdale'),
    });
    const res = await t.request('GET', `/properties/ids/${listing.publicId}/brochure`, {
      token: people.agentA.token,
    });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      code: 'UNAVAILABLE',
      message: 'The brochure could not be made; try again',
    });
  });
});
