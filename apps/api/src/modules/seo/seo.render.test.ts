import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../../../../scripts/ensure-built.mjs';
import { createAdmin, createTestApp, setSiteLanguages, type TestApp } from '../../test/helper';
import { jpegImage } from '../../test/images';
import { approve, cast, createListing, refs } from '../../test/listings';
import { upload } from '../../test/uploads';

/** The real web build: its server entry renders the pages' bodies. */
const WEB_DIST = path.resolve(import.meta.dirname, '../../../../web/dist');

/** What a reader without JavaScript sees inside #root: the text, tags and styles taken out. */
function visibleText(html: string): string {
  const root = html.slice(
    html.indexOf('<div id="root">'),
    html.indexOf('<script type="application/json" id="propdesk-state">'),
  );
  return root
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

const stateOf = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="propdesk-state">([\s\S]*?)<\/script>/.exec(html)![1]!,
  ) as {
    language: string;
    queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  };

describe('public pages rendered on the server', () => {
  let t: TestApp;
  let people: Awaited<ReturnType<typeof cast>>;
  let live: { publicId: string };
  let photo: string;

  const page = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  beforeAll(async () => {
    ensureBuilt(['web']);
    t = await createTestApp({ WEB_DIST, PUBLIC_URL: 'https://homes.example.com' });
    people = await cast(t);
    const demo = await refs(t);
    live = await createListing(
      t,
      people.agentA,
      { type: await demo.type('House'), suburb: await demo.suburb('Borrowdale') },
      {
        title: 'Garden villa with a borehole',
        description: 'A bright family house with a pool & a large garden.',
        category: 'SALE',
        price: 250_000,
      },
    );
    const uploaded = await upload(
      t,
      `/properties/ids/${live.publicId}/profiles/add`,
      [{ data: await jpegImage(1610, 1000), field: 'file' }],
      { token: people.agentA.token },
    );
    photo = uploaded.body.image.variants.card;
    await approve(t, people.moderator.token, live.publicId);
  }, 180_000);
  afterAll(() => t?.close());

  it("a listing's page rendered here counts its reader's visit, from where they came", async () => {
    const visit = (headers: Record<string, string>, query = '') =>
      t.app.inject({
        method: 'GET',
        url: `/demo/listings/${live.publicId}${query}`,
        remoteAddress: '10.61.0.1',
        headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 Chrome/131.0', ...headers },
      });
    expect((await visit({ referer: 'https://news.example.org/story' })).statusCode).toBe(200);
    // The same reader again (the rendered page is served from the caches): one visit a day.
    expect((await visit({})).statusCode).toBe(200);
    await t.app.inject({
      method: 'GET',
      url: `/demo/listings/${live.publicId}?from=search`,
      remoteAddress: '10.61.0.2',
      headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 Firefox/133.0' },
    });
    await t.app.modules.listingPerformance.visits.flush();
    const res = await t.request('GET', `/properties/ids/${live.publicId}/performance?days=7`, {
      token: people.agentA.token,
    });
    const sources = (res.body.sources as { source: string; host: string; views: number }[])
      .map((s) => `${s.source}:${s.host}:${s.views}`)
      .sort();
    expect(sources).toEqual(['other:news.example.org:1', 'search::1']);
  });

  it("a listing's page holds its title, price, first photo and facts, and its JSON-LD", async () => {
    const res = await page(`/demo/listings/${live.publicId}`);
    expect(res.statusCode).toBe(200);
    const text = visibleText(res.body);
    expect(text).toContain('Garden villa with a borehole');
    expect(text).toContain('$250,000');
    expect(text).toContain('Borrowdale');
    expect(text).toContain('A bright family house with a pool & a large garden.');
    // The first photo, its full size, asked for before the page's scripts.
    expect(res.body).toContain(`src="${photo.replace(/-card\.webp$/, '-full.webp')}"`);
    // With its sized copies for a phone to choose from, and preloaded at high priority.
    const srcset = new RegExp(
      `srcset="[^"]*${photo.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} 800w`,
      'i',
    );
    expect(res.body).toMatch(srcset);
    expect(res.body).toMatch(
      /<link rel="preload" as="image"[^>]*imagesrcset="[^"]*800w[^"]*"[^>]*fetchpriority="high"/i,
    );
    const [jsonLd] = [
      ...res.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((m) => JSON.parse(m[1]!) as { '@type': string; name: string });
    expect(jsonLd).toMatchObject({
      '@type': 'RealEstateListing',
      name: 'Garden villa with a borehole',
    });
    // The page is styled before its scripts: its own style sheets are in the head.
    const head = /<head>([\s\S]*)<\/head>/.exec(res.body)![1]!;
    expect(head).toMatch(/<link rel="stylesheet" href="\/assets\/listing-preview-[^"]+\.css">/);
    // No script comes with the page but the head's first: the app's scripts are named for it
    // to load at the reader's first use, the page's own module among them.
    const scripts = [...res.body.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual(['/assets/first-paint.js']);
    expect(res.body).not.toContain('rel="modulepreload"');
    const deferred = /<meta name="propdesk-app" content="([^"]+)">/.exec(head)![1]!;
    const app = JSON.parse(deferred.replaceAll('&quot;', '"')) as {
      entry: string;
      preload: string[];
    };
    expect(app.entry).toMatch(/^\/assets\/index-[^/]+\.js$/);
    expect(app.preload).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/assets\/public-listing-page-[^/]+\.js$/)]),
    );
    // Read by first-paint.js as it runs: the tag comes before it.
    expect(head.indexOf('name="propdesk-app"')).toBeLessThan(head.indexOf('first-paint.js'));
    // The browser hydrates from the reads the server made: the listing among them.
    const state = stateOf(res.body);
    expect(state.language).toBe('en');
    expect(JSON.stringify(state.queries)).toContain(live.publicId);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(res.headers.etag).toBeTruthy();
  });

  it("the site home's first page of results, the blog, an article and an agency's page", async () => {
    const home = visibleText((await page('/demo')).body);
    expect(home).toContain('Garden villa with a borehole');
    expect(home).toMatch(/\d+ listings?/);

    const blog = await page('/demo/articles');
    expect(blog.statusCode).toBe(200);
    const articleLink = /href="(\/demo\/articles\/[^"?]+)"/.exec(blog.body)?.[1];
    expect(articleLink).toBeTruthy();
    const article = await page(articleLink!);
    expect(article.statusCode).toBe(200);
    expect(visibleText(article.body).length).toBeGreaterThan(visibleText(blog.body).length / 4);

    const agent = await t.request('GET', `/api/v2/agents/ids/${people.agentA.publicId}`);
    const agency = await page(`/demo/agents/${people.agentA.publicId}`);
    expect(agency.statusCode).toBe(200);
    expect(visibleText(agency.body)).toContain((agent.body as { name: string }).name);
    expect(visibleText(agency.body)).toContain('Garden villa with a borehole');
  });

  it('a listing that is not live reads as not found, with its status', async () => {
    const res = await page('/demo/listings/no-such-listing');
    expect(res.statusCode).toBe(404);
    expect(visibleText(res.body)).toContain('Property not found');
  });

  it('a page in another language is written in it, right to left for Arabic', async () => {
    const admin = await createAdmin(t);
    expect((await setSiteLanguages(t, admin.token, 'en', ['en', 'fr', 'ar'])).status).toBe(200);
    const res = await page(`/demo/ar/listings/${live.publicId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ar" dir="rtl"');
    expect(stateOf(res.body).language).toBe('ar');
    expect(visibleText(res.body)).toContain('تسجيل الدخول');
  });

  it('a large part whose code loads on first use (the banners) is written in place', async () => {
    const made = await t.request('POST', '/banners/create', {
      token: people.moderator.token,
      body: { title: 'Homes near good schools', linkUrl: 'https://example.com/schools' },
    });
    expect(made.status).toBe(201);
    const { publicId } = made.body as { publicId: string };
    const image = await upload(
      t,
      `/banners/ids/${publicId}/image/upload`,
      [{ data: await jpegImage(1600, 1000), field: 'file' }],
      { token: people.moderator.token },
    );
    expect(image.status).toBe(201);
    const home = await page('/demo');
    // The carousel's first use in this process (its code arrives during the render), and a part
    // larger than React's progressive chunk, which it would otherwise send after the page.
    expect(visibleText(home.body)).toContain('Homes near good schools');
    // Nothing left for an inline script to move in place (the content security policy runs none).
    const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(
      home.body,
    )![1]!;
    expect(root).not.toMatch(/<script>|<template id="B:|<div hidden id="S:/);
  });
});
