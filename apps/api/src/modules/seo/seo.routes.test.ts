import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, suburbs } from '../../db/schema';
import { createAdmin, createTestApp, DEMO_ACCOUNTS, type TestApp } from '../../test/helper';
import { jpegImage } from '../../test/images';
import { approve, cast, createListing, refs } from '../../test/listings';
import { upload } from '../../test/uploads';
import { sitemap } from './seo.service';

const PUBLIC_URL = 'https://homes.example.com';
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Propdesk: manage your property listings, events and profile."
    />
    <title>Propdesk</title>
  </head>
  <body><div id="root"></div></body>
</html>`;
const NASTY_TITLE = 'Villa "</script><script>alert(1)</script> & <b>co</b>';

const entities: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const unescape = (text: string) => text.replace(/&(amp|quot|#39|lt|gt);/g, (e) => entities[e]!);

/** The head as a crawler without JavaScript reads it. */
function readHead(html: string) {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)![1]!;
  const meta = (key: string) => {
    const found = [...head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)]
      .filter((m) => m[1] === key)
      .map((m) => unescape(m[2]!));
    return found.length > 1 ? found : found[0];
  };
  const scripts = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return {
    head,
    title: [...head.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((m) => unescape(m[1]!)),
    meta,
    canonical: /<link rel="canonical" href="([^"]+)">/.exec(head)?.[1],
    jsonLd: scripts.map((m) => JSON.parse(m[1]!)),
  };
}

describe('listing pages, sitemaps and robots.txt for crawlers', () => {
  let t: TestApp;
  let webDist: string;
  let people: Awaited<ReturnType<typeof cast>>;
  let live: { publicId: string };
  let inReview: { publicId: string };
  let archived: { publicId: string };
  let otherSite: { publicId: string };
  let cardUrl: string;

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.request('GET', url, { tenant: null, headers: { accept: 'text/html', ...headers } });

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'propdesk-seo-'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    t = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL });
    people = await cast(t);
    const demo = await refs(t);
    const place = { type: await demo.type('House'), suburb: await demo.suburb('Borrowdale') };
    const description =
      'A bright family house on a quiet road,\n\nwith a pool, a borehole and a large garden. ' +
      'Five minutes from the shops and schools of Borrowdale, with fibre and solar power, ' +
      'and staff quarters beside the double garage.';
    live = await createListing(t, people.agentA, place, {
      title: NASTY_TITLE,
      description,
      category: 'SALE',
      price: 250_000,
      displayMap: true,
    });
    inReview = await createListing(t, people.agentA, place, { title: 'Not yet approved' });
    archived = await createListing(t, people.agentA, place, { title: 'Sold and archived' });
    for (const l of [live, archived]) await approve(t, people.moderator.token, l.publicId);
    await t.db
      .update(properties)
      .set({ archived: true })
      .where(eq(properties.publicId, archived.publicId));

    otherSite = await createSandboxListing();

    const uploaded = await upload(
      t,
      `/properties/ids/${live.publicId}/profiles/add`,
      [{ data: await jpegImage(1610, 1000), field: 'file' }],
      { token: people.agentA.token },
    );
    expect(uploaded.status).toBe(201);
    cardUrl = uploaded.body.image.variants.card;
  });

  async function createSandboxListing() {
    const sandbox = await refs(t, 'sandbox');
    const [suburb] = await t.db
      .select()
      .from(suburbs)
      .where(eq(suburbs.tenantId, sandbox.tenantId))
      .limit(1);
    const listing = await createListing(
      t,
      people.otherTenantAgent,
      { type: await sandbox.type('House'), suburb: suburb!.publicId },
      { title: 'Sandbox house' },
      'sandbox',
    );
    const { moderator } = DEMO_ACCOUNTS;
    const mod = await t.login(moderator.email, moderator.password, 'sandbox');
    await t.request('POST', `/properties/ids/${listing.publicId}/approve`, {
      tenant: 'sandbox',
      token: mod.token,
    });
    return listing;
  }

  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it("fills a live listing's head: title, description, canonical, Open Graph, Twitter and JSON-LD", async () => {
    const res = await page(`/demo/listings/${live.publicId}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    const head = readHead(res.body);
    const url = `${PUBLIC_URL}/demo/listings/${live.publicId}`;

    expect(head.title).toEqual([`${NASTY_TITLE} | Propdesk Demo`]);
    const description = head.meta('description') as string;
    expect(description).toMatch(/^A bright family house on a quiet road, with a pool/);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(head.canonical).toBe(url);
    expect(head.meta('og:type')).toBe('website');
    expect(head.meta('og:title')).toBe(NASTY_TITLE);
    expect(head.meta('og:description')).toBe(description);
    expect(head.meta('og:url')).toBe(url);
    expect(head.meta('og:site_name')).toBe('Propdesk Demo');
    // The preview made for link previews, named by what is drawn on it (seo.preview.test.ts).
    expect(head.meta('og:image')).toMatch(
      new RegExp(`^${PUBLIC_URL}/demo/listings/${live.publicId}/preview/en/[\\w-]{22}\\.jpg$`),
    );
    expect(head.meta('og:image:width')).toBe('1200');
    expect(head.meta('og:image:height')).toBe('630');
    expect(head.meta('og:image:type')).toBe('image/jpeg');
    expect(head.meta('og:image:alt')).toBe(NASTY_TITLE);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:image')).toBe(head.meta('og:image'));

    expect(head.jsonLd).toHaveLength(1);
    expect(head.jsonLd[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: NASTY_TITLE,
      url,
      // The photo itself, its card copy as an absolute address.
      image: new URL(cardUrl, `${PUBLIC_URL}/`).toString(),
      offers: {
        '@type': 'Offer',
        price: 250_000,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        businessFunction: 'http://purl.org/goodrelations/v1#Sell',
      },
      address: { '@type': 'PostalAddress', addressLocality: 'Borrowdale' },
      geo: { '@type': 'GeoCoordinates', latitude: -17.7997, longitude: 31.0386 },
    });
    expect(new Date(head.jsonLd[0].datePosted).getTime()).toBeGreaterThan(0);
    // The web app's own title and description are replaced, not repeated.
    expect(res.body).not.toContain('<title>Propdesk</title>');
    expect(res.body).not.toContain('manage your property listings');
  });

  it('escapes a title that tries to close the script or an attribute', async () => {
    const res = await page(`/demo/listings/${live.publicId}`);
    // Only the JSON-LD block opens a script; the title never becomes markup.
    expect(res.body.match(/<script/g)).toHaveLength(1);
    expect(res.body.match(/<\/script>/g)).toHaveLength(1);
    expect(res.body).not.toContain('<b>co</b>');
    expect(res.body).toContain('\\u003c/script\\u003e');
    expect(res.body).toContain('content="Villa &quot;&lt;/script&gt;&lt;script&gt;');
  });

  it('leaves out geo when the listing hides its map, and says LeaseOut for a rental', async () => {
    await t.db
      .update(properties)
      .set({ displayMap: false, category: 'RENT' })
      .where(eq(properties.publicId, live.publicId));
    try {
      const ld = readHead((await page(`/demo/listings/${live.publicId}`)).body).jsonLd[0];
      expect(ld.geo).toBeUndefined();
      expect(ld.offers.businessFunction).toBe('http://purl.org/goodrelations/v1#LeaseOut');
    } finally {
      await t.db
        .update(properties)
        .set({ displayMap: true, category: 'SALE' })
        .where(eq(properties.publicId, live.publicId));
    }
  });

  it('answers 304 to a crawler that has the same page', async () => {
    const first = await page(`/demo/listings/${live.publicId}`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await page(`/demo/listings/${live.publicId}`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it("is 404 'Property not found' for a listing in review, archived, of another site, or unknown", async () => {
    for (const url of [
      `/demo/listings/${inReview.publicId}`,
      `/demo/listings/${archived.publicId}`,
      `/demo/listings/${otherSite.publicId}`,
      `/sandbox/listings/${live.publicId}`,
      '/demo/listings/no-such-listing',
      `/nowhere/listings/${live.publicId}`,
    ]) {
      const res = await page(url);
      expect(res.status, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      const head = readHead(res.body);
      expect(head.title).toEqual(['Property not found']);
      expect(head.meta('robots')).toBe('noindex');
      expect(head.meta('og:title')).toBeUndefined();
      expect(head.jsonLd).toEqual([]);
      expect(res.body).toContain('<div id="root"></div>');
    }
    // The owner's session does not change what crawlers are shown.
    const own = await t.request('GET', `/demo/listings/${inReview.publicId}`, {
      token: people.agentA.token,
      headers: { accept: 'text/html' },
    });
    expect(own.status).toBe(404);
  });

  it("gives the site's home its own title, description, canonical link and Open Graph", async () => {
    const res = await page('/demo');
    expect(res.status).toBe(200);
    const head = readHead(res.body);
    expect(head.title).toEqual(['Propdesk Demo']);
    expect(head.meta('description')).toContain('Propdesk Demo');
    expect(head.canonical).toBe(`${PUBLIC_URL}/demo`);
    expect(head.meta('og:url')).toBe(`${PUBLIC_URL}/demo`);
    expect(head.meta('og:site_name')).toBe('Propdesk Demo');
  });

  it('leaves the other pages and the API’s not-found answers as they were', async () => {
    const dashboard = await page('/demo/dashboard/property/list');
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers['cache-control']).toBe('no-cache');
    expect(dashboard.body).toContain('<title>Propdesk</title>');
    const unknownSiteHome = await page('/nowhere');
    expect(unknownSiteHome.status).toBe(200);
    expect(unknownSiteHome.body).toContain('<title>Propdesk</title>');

    const api = await page('/api/v2/nothing-here');
    expect(api.status).toBe(404);
    expect(api.body).toMatchObject({ code: 'NOT_FOUND' });
    // An API client that asks for JSON keeps its JSON; without an Accept header it is the page.
    const json = await t.request('GET', `/demo/listings/${live.publicId}`, {
      tenant: null,
      headers: { accept: 'application/json' },
    });
    expect(json.status).toBe(404);
    expect(json.body).toMatchObject({ code: 'NOT_FOUND' });
    for (const accept of [undefined, '*/*']) {
      const preview = await t.app.inject({
        method: 'GET',
        url: `/demo/listings/${live.publicId}`,
        headers: accept ? { accept } : {},
      });
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-type']).toMatch(/^text\/html/);
      expect(preview.body).toContain('property="og:title"');
    }
    const notAPage = await t.app.inject({ method: 'GET', url: '/no.such-file.txt' });
    expect(notAPage.statusCode).toBe(404);
    expect(notAPage.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("lists the site's home, articles and live listings in its sitemap, nothing of another site", async () => {
    const res = await t.request('GET', '/demo/sitemap.xml', { tenant: null });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = String(res.body);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.slice(0, 2)).toEqual([`${PUBLIC_URL}/demo`, `${PUBLIC_URL}/demo/articles`]);
    expect(locs).toContain(`${PUBLIC_URL}/demo/listings/${live.publicId}`);
    for (const hidden of [inReview, archived, otherSite]) {
      expect(xml).not.toContain(hidden.publicId);
    }
    expect(xml).toMatch(
      new RegExp(
        `<loc>[^<]+${live.publicId}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod>`,
      ),
    );
    const { tenantId } = await refs(t);
    const approved = await t.db
      .select()
      .from(properties)
      .where(eq(properties.published, 'APPROVED'));
    const demoLive = approved.filter((p) => p.tenantId === tenantId && !p.archived);
    expect(locs).toHaveLength(demoLive.length + 2);

    // A session changes nothing: the owner and a moderator get the public sitemap too.
    for (const token of [people.agentA.token, people.moderator.token]) {
      const signedIn = await t.request('GET', '/demo/sitemap.xml', { tenant: null, token });
      expect(signedIn.body).toBe(xml);
    }

    const sandbox = String((await t.request('GET', '/sandbox/sitemap.xml', { tenant: null })).body);
    expect(sandbox).toContain(otherSite.publicId);
    expect(sandbox).not.toContain(live.publicId);
  });

  it('splits a sitemap past the size limit into an index of pages', async () => {
    const ctx = { ...t.app.modules.seo, sitemapSize: 2 };
    const { tenantId } = await refs(t);
    const total = (
      await t.db.select().from(properties).where(eq(properties.published, 'APPROVED'))
    ).filter((p) => p.tenantId === tenantId && !p.archived).length;
    const pages = Math.ceil((total + 2) / 2);
    expect(pages).toBeGreaterThan(1);
    const index = await sitemap(ctx, null, 'demo');
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(
      Array.from({ length: pages }, (_, i) => `${PUBLIC_URL}/demo/sitemap.xml?page=${i + 1}`),
    );
    const seen: string[] = [];
    for (let n = 1; n <= pages; n++) {
      const xml = await sitemap(ctx, null, 'demo', n);
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(locs.length).toBeLessThanOrEqual(2);
      seen.push(...locs);
    }
    expect(new Set(seen).size).toBe(total + 2);
    await expect(sitemap(ctx, null, 'demo', pages + 1)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const res = await t.request('GET', '/demo/sitemap.xml?page=0', { tenant: null });
    expect(res.status).toBe(400);
  });

  it('is 404 for the sitemap of an unknown site or a reserved path', async () => {
    for (const url of ['/nowhere/sitemap.xml', '/api/sitemap.xml', '/Bad_Slug!/sitemap.xml']) {
      const res = await t.request('GET', url, { tenant: null });
      expect(res.status, url).toBe(404);
    }
  });

  it('lets crawlers in except the dashboards and the API, and lists every site’s sitemap', async () => {
    const res = await t.request('GET', '/robots.txt', {
      tenant: null,
      headers: { accept: 'text/html' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = String(res.body).split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /*/dashboard',
      'Disallow: /api/',
    ]);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/demo/sitemap.xml`);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sandbox/sitemap.xml`);
  });
});

describe('a site in several languages', () => {
  let t: TestApp;
  let webDist: string;
  let listing: { publicId: string };
  const page = (url: string) =>
    t.request('GET', url, { tenant: null, headers: { accept: 'text/html' } });
  const alternatesOf = (html: string) =>
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    );

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'propdesk-seo-languages-'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    t = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL });
    const people = await cast(t);
    const demo = await refs(t);
    listing = await createListing(t, people.agentA, {
      type: await demo.type('House'),
      suburb: await demo.suburb('Borrowdale'),
    });
    await approve(t, people.moderator.token, listing.publicId);
    const admin = await createAdmin(t);
    const set = await t.request('PUT', '/api/v2/tenants/current/languages', {
      token: admin.token,
      body: { defaultLanguage: 'fr', languages: ['fr', 'en', 'ar'] },
    });
    expect(set.status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('gives a listing an address per language, each naming the others and x-default', async () => {
    const id = listing.publicId;
    const res = await page(`/demo/ar/listings/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toContain('<html lang="ar" dir="rtl" data-mantine-color-scheme="light">');
    const head = readHead(res.body);
    expect(head.canonical).toBe(`${PUBLIC_URL}/demo/ar/listings/${id}`);
    expect(alternatesOf(res.body)).toEqual([
      `fr ${PUBLIC_URL}/demo/fr/listings/${id}`,
      `en ${PUBLIC_URL}/demo/en/listings/${id}`,
      `ar ${PUBLIC_URL}/demo/ar/listings/${id}`,
      `x-default ${PUBLIC_URL}/demo/listings/${id}`,
    ]);
    expect(head.jsonLd[0]).toMatchObject({ inLanguage: 'fr' });

    // The address without a language is the reader's page, in the site's default until it loads.
    const plain = await page(`/demo/listings/${id}`);
    expect(plain.body).toContain('<html lang="fr" dir="ltr" data-mantine-color-scheme="light">');
    expect(readHead(plain.body).canonical).toBe(`${PUBLIC_URL}/demo/listings/${id}`);
    expect(alternatesOf(plain.body)).toHaveLength(4);
  });

  it("writes the head's own words in the page's language: French and Arabic", async () => {
    const french = await page('/demo/fr');
    expect(french.status).toBe(200);
    expect(french.body).toContain('<html lang="fr" dir="ltr" data-mantine-color-scheme="light">');
    const frHead = readHead(french.body);
    const frDescription = 'Maisons, terrains et bureaux à vendre et à louer sur Propdesk Demo.';
    expect(frHead.meta('description')).toBe(frDescription);
    expect(frHead.meta('og:description')).toBe(frDescription);
    expect(frHead.meta('twitter:description')).toBe(frDescription);

    const arabic = await page('/demo/ar');
    expect(arabic.body).toContain('<html lang="ar" dir="rtl" data-mantine-color-scheme="light">');
    expect(readHead(arabic.body).meta('description')).toBe(
      'منازل وأراضٍ ومكاتب للبيع وللإيجار على Propdesk Demo.',
    );
    // English stays word for word.
    expect(readHead((await page('/demo/en')).body).meta('description')).toBe(
      'Homes, land and offices for sale and to rent on Propdesk Demo.',
    );

    const missingAr = await page('/demo/ar/listings/no-such-listing');
    expect(missingAr.status).toBe(404);
    expect(missingAr.body).toContain(
      '<html lang="ar" dir="rtl" data-mantine-color-scheme="light">',
    );
    expect(readHead(missingAr.body).title).toEqual(['لم يُعثر على العقار']);
    const missingFr = await page('/demo/fr/listings/no-such-listing');
    expect(missingFr.body).toContain(
      '<html lang="fr" dir="ltr" data-mantine-color-scheme="light">',
    );
    expect(readHead(missingFr.body).title).toEqual(['Bien introuvable']);
    // Without a language in the address: the site's default, French.
    expect(readHead((await page('/demo/listings/no-such-listing')).body).title).toEqual([
      'Bien introuvable',
    ]);
  });

  it('gives the home an address per language, and no page for a language the site does not offer', async () => {
    await t.request('PUT', '/api/v2/tenants/current/languages', {
      token: (await createAdmin(t)).token,
      body: { defaultLanguage: 'fr', languages: ['fr', 'en'] },
    });
    const home = await page('/demo/en');
    expect(home.status).toBe(200);
    expect(home.body).toContain('<html lang="en" dir="ltr" data-mantine-color-scheme="light">');
    expect(alternatesOf(home.body)).toEqual([
      `fr ${PUBLIC_URL}/demo/fr`,
      `en ${PUBLIC_URL}/demo/en`,
      `x-default ${PUBLIC_URL}/demo`,
    ]);
    const arabic = await page(`/demo/ar/listings/${listing.publicId}`);
    expect(arabic.status).toBe(404);
    // Arabic is not offered: the page is the site's default language's.
    expect(arabic.body).toContain('<html lang="fr" dir="ltr" data-mantine-color-scheme="light">');
    expect(readHead(arabic.body).title).toEqual(['Bien introuvable']);
    expect((await page('/demo/ar')).body).toContain('<title>Propdesk</title>');
  });

  it('lists every address of every page in the sitemap, with its alternates', async () => {
    const xml = String((await t.request('GET', '/demo/sitemap.xml', { tenant: null })).body);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const id = listing.publicId;
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.slice(0, 3)).toEqual([
      `${PUBLIC_URL}/demo/fr`,
      `${PUBLIC_URL}/demo/en`,
      `${PUBLIC_URL}/demo`,
    ]);
    for (const loc of [
      `/demo/fr/listings/${id}`,
      `/demo/en/listings/${id}`,
      `/demo/listings/${id}`,
    ]) {
      expect(locs).toContain(PUBLIC_URL + loc);
    }
    const entry = new RegExp(`<url><loc>${PUBLIC_URL}/demo/en/listings/${id}</loc>.*?</url>`).exec(
      xml,
    )![0];
    expect(alternatesOf(entry.replaceAll('xhtml:link', 'link').replaceAll('"/>', '">'))).toEqual([
      `fr ${PUBLIC_URL}/demo/fr/listings/${id}`,
      `en ${PUBLIC_URL}/demo/en/listings/${id}`,
      `x-default ${PUBLIC_URL}/demo/listings/${id}`,
    ]);
  });

  it('keeps whole pages in each file when the sitemap is split', async () => {
    const ctx = { ...t.app.modules.seo, sitemapSize: 7 };
    const seen: string[] = [];
    for (let n = 1; ; n++) {
      const xml = await sitemap(ctx, null, 'demo', n).catch(() => undefined);
      if (!xml) break;
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      // Three addresses a page, two pages a file.
      expect(locs.length).toBeLessThanOrEqual(6);
      expect(locs.length % 3).toBe(0);
      seen.push(...locs);
    }
    expect(seen).toContain(`${PUBLIC_URL}/demo/articles`);
    expect(seen).toContain(`${PUBLIC_URL}/demo/fr/listings/${listing.publicId}`);
    expect(new Set(seen).size).toBe(seen.length);
  });
});
