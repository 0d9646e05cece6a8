import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../db/schema';
import { createAdmin, createTestApp, type TestApp } from '../../test/helper';
import { jpegImage } from '../../test/images';
import { approve, cast, createListing, refs } from '../../test/listings';
import { upload } from '../../test/uploads';

const PUBLIC_URL = 'https://homes.example.com';
/** Where the images module keeps a listing's previews. */
const previewFolder = (site: string, publicId: string) => `previews/${site}/${publicId}/`;
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Propdesk</title></head><body><div id="root"></div></body></html>';

/** What the link-preview fetchers of the apps people share listings in send. */
const FETCHERS: Record<string, Record<string, string>> = {
  WhatsApp: { 'user-agent': 'WhatsApp/2.24.6.77 A', accept: '*/*' },
  Facebook: {
    'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    accept: '*/*',
    'accept-encoding': 'deflate, gzip',
    range: 'bytes=0-524287',
  },
  Slack: { 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' },
  X: { 'user-agent': 'Twitterbot/1.0', accept: '*/*' },
  Telegram: {
    'user-agent': 'TelegramBot (like TwitterBot)',
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/webp,*/*;q=0.8',
  },
};

const ogImage = (html: string) =>
  /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1]?.replace(PUBLIC_URL, '');

describe("a listing's link preview: its cover with the price and place written on it", () => {
  let t: TestApp;
  let webDist: string;
  let people: Awaited<ReturnType<typeof cast>>;
  let live: { publicId: string };
  let place: { type: string; suburb: string };

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const previewOf = async (url: string) => {
    const page = await get(url, { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    return ogImage(page.body)!;
  };

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'propdesk-preview-'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    t = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL });
    people = await cast(t);
    const demo = await refs(t);
    place = { type: await demo.type('House'), suburb: await demo.suburb('Borrowdale') };
    live = await createListing(t, people.agentA, place, { category: 'SALE', price: 250_000 });
    const uploaded = await upload(
      t,
      `/properties/ids/${live.publicId}/profiles/add`,
      [{ data: await jpegImage(1610, 1000), field: 'file' }],
      { token: people.agentA.token },
    );
    expect(uploaded.status).toBe(201);
    await approve(t, people.moderator.token, live.publicId);
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('is a 1200×630 JPEG under 300 KB, made once and kept for good under its address', async () => {
    const address = await previewOf(`/demo/listings/${live.publicId}`);
    expect(address).toMatch(
      new RegExp(`^/demo/listings/${live.publicId}/preview/en/[\\w-]{22}\\.jpg$`),
    );
    const first = await get(address);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const picture = await sharp(first.rawPayload).metadata();
    expect([picture.format, picture.width, picture.height]).toEqual(['jpeg', 1200, 630]);
    expect(first.rawPayload.length).toBeLessThan(300_000);
    const stored = await t.app.storage.list(previewFolder('demo', live.publicId));
    expect(stored).toEqual([
      `${previewFolder('demo', live.publicId)}en-${address.split('/').pop()!.slice(0, -4)}.jpg`,
    ]);
    const again = await get(address);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('shows the cover: the picture is the photo, not a plain background', async () => {
    const address = await previewOf(`/demo/listings/${live.publicId}`);
    const { data, info } = await sharp((await get(address)).rawPayload)
      .extract({ left: 0, top: 0, width: 1200, height: 200 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The test photo is a gradient: the top of the preview is not one colour.
    const first = data.subarray(0, info.channels);
    let differing = 0;
    for (let i = 0; i < data.length; i += info.channels * 97)
      if (Math.abs(data[i]! - first[0]!) > 16) differing++;
    expect(differing).toBeGreaterThan(10);
  });

  it.each(Object.keys(FETCHERS))(
    'gives %s the page with its preview, then the picture',
    async (name) => {
      const headers = FETCHERS[name]!;
      const page = await get(`/demo/listings/${live.publicId}`, headers);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<meta name="twitter:card" content="summary_large_image">');
      const address = ogImage(page.body)!;
      expect(address).toContain('/preview/en/');
      const picture = await get(address, headers);
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/jpeg');
    },
  );

  it.each(Object.keys(FETCHERS))(
    'gives %s every public page as HTML: the home, a listing, an agency, the blog, an article',
    async (name) => {
      const articles = await t.request('GET', '/articles/get/all');
      const article = (articles.body as { content: { slug: string }[] }).content[0];
      expect(article, 'the demo site has a published article').toBeDefined();
      const addresses = [
        '/demo',
        `/demo/listings/${live.publicId}`,
        `/demo/agents/${people.agentA.publicId}`,
        '/demo/articles',
        `/demo/articles/${article!.slug}`,
      ];
      for (const address of addresses) {
        const res = await get(address, FETCHERS[name]);
        expect(res.statusCode, address).toBe(200);
        expect(res.headers['content-type'], address).toMatch(/^text\/html/);
        expect(res.body, address).toContain('<div id="root">');
      }
    },
  );

  it('gets a new address when the price changes; the old one points at it and its file goes', async () => {
    const before = await previewOf(`/demo/listings/${live.publicId}`);
    expect((await get(before)).statusCode).toBe(200);
    await t.db
      .update(properties)
      .set({ price: 199_000 })
      .where(eq(properties.publicId, live.publicId));
    const after = await previewOf(`/demo/listings/${live.publicId}`);
    expect(after).not.toBe(before);
    const moved = await get(before);
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe(after);
    expect(moved.headers['cache-control']).toBe('public, max-age=60');
    expect((await get(after)).statusCode).toBe(200);
    const stored = await t.app.storage.list(previewFolder('demo', live.publicId));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toContain(after.split('/').pop()!);
  });

  it('answers 404 for a listing that is not live, another site, or a language the site does not offer', async () => {
    const draft = await createListing(t, people.agentA, place, { title: 'Still a draft' });
    const address = await previewOf(`/demo/listings/${live.publicId}`);
    const file = address.split('/').pop()!;
    for (const url of [
      `/demo/listings/${draft.publicId}/preview/en/${file}`,
      `/sandbox/listings/${live.publicId}/preview/en/${file}`,
      `/nowhere/listings/${live.publicId}/preview/en/${file}`,
      `/demo/listings/${live.publicId}/preview/de/${file}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Property not found' });
    }
    const badName = await get(`/demo/listings/${live.publicId}/preview/en/..%2F..%2Fsecret.jpg`);
    expect(badName.statusCode).toBe(400);
  });

  it('is written in each language the site offers, Arabic from the right', async () => {
    const admin = await createAdmin(t);
    const set = await t.request('PUT', '/api/v2/tenants/current/languages', {
      token: admin.token,
      body: { defaultLanguage: 'en', languages: ['en', 'fr', 'ar'] },
    });
    expect(set.status).toBe(200);
    const addresses = await Promise.all(
      ['en', 'fr', 'ar'].map((language) =>
        previewOf(`/demo/${language}/listings/${live.publicId}`),
      ),
    );
    expect(addresses.map((a) => a.split('/')[5])).toEqual(['en', 'fr', 'ar']);
    expect(new Set(addresses.map((a) => a.split('/').pop())).size).toBe(3);
    for (const address of addresses) expect((await get(address)).statusCode).toBe(200);
    const stored = await t.app.storage.list(previewFolder('demo', live.publicId));
    expect(stored.map((key) => key.split('/').pop()!.slice(0, 3)).sort()).toEqual([
      'ar-',
      'en-',
      'fr-',
    ]);
  });

  it('goes with its listing', async () => {
    const gone = await createListing(t, people.agentA, place, { title: 'Soon deleted' });
    await approve(t, people.moderator.token, gone.publicId);
    expect((await get(await previewOf(`/demo/listings/${gone.publicId}`))).statusCode).toBe(200);
    expect(await t.app.storage.list(previewFolder('demo', gone.publicId))).toHaveLength(1);
    const deleted = await t.request('DELETE', `/properties/ids/${gone.publicId}/delete`, {
      token: people.agentA.token,
    });
    expect(deleted.status).toBe(200);
    expect(await t.app.storage.list(previewFolder('demo', gone.publicId))).toEqual([]);
  });
});
