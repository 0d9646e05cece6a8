import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const FIRST_PAINT = readFileSync(
  path.join(import.meta.dirname, '../../public/assets/first-paint.js'),
  'utf8',
);

const APP = { entry: '/assets/index-abc.js', preload: ['/assets/runtime.js', '/assets/page.js'] };
const LANGUAGES = { en: ['/assets/en.js'], fr: ['/assets/fr.js'] };

interface Added {
  tagName: string;
  rel?: string;
  href?: string;
  type?: string;
  src?: string;
}

/** The head of a page the server rendered (or not: `app` absent) running first-paint.js. */
function page({
  app,
  stored = {},
  lang = 'fr',
  pathname = '/demo/fr/listings/1',
}: {
  pathname?: string;
  app?: unknown;
  stored?: Record<string, string>;
  lang?: string;
}) {
  const listeners: Record<string, (() => void)[]> = {};
  const added: Added[] = [];
  const metas: Record<string, string> = {
    'meta[name="propdesk-language-chunks"]': JSON.stringify(LANGUAGES),
  };
  if (app) metas['meta[name="propdesk-app"]'] = JSON.stringify(app);
  const window = {
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    addEventListener: (type: string, listener: () => void) =>
      (listeners[type] ??= []).push(listener),
    removeEventListener: (type: string, listener: () => void) => {
      listeners[type] = (listeners[type] ?? []).filter((l) => l !== listener);
    },
  };
  runInNewContext(FIRST_PAINT, {
    window,
    Element: class {},
    location: { pathname },
    navigator: { languages: [] },
    document: {
      documentElement: { setAttribute: () => undefined, getAttribute: () => lang, style: {} },
      querySelector: (selector: string) =>
        selector in metas ? { getAttribute: () => metas[selector] } : null,
      getElementById: () => (app ? {} : null),
      addEventListener: () => undefined,
      createElement: (tagName: string) => ({ tagName }),
      head: { appendChild: (element: Added) => added.push(element) },
    },
  });
  const use = (type: string) => [...(listeners[type] ?? [])].forEach((listener) => listener());
  const scripts = () => added.filter((element) => element.tagName === 'script');
  const preloads = () => added.filter((element) => element.rel === 'modulepreload');
  return { use, scripts, preloads, listeners };
}

describe("a server-rendered page's scripts", () => {
  it('wait for the first sign of use, then load once: the entry, its modules and the words', () => {
    const { use, scripts, preloads, listeners } = page({ app: APP });
    expect(scripts()).toHaveLength(0);
    expect(preloads()).toHaveLength(0);

    use('scroll');
    expect(scripts()).toEqual([expect.objectContaining({ type: 'module', src: APP.entry })]);
    expect(preloads().map((link) => link.href)).toEqual([
      '/assets/fr.js',
      '/assets/runtime.js',
      '/assets/page.js',
    ]);
    // Nothing more on later use: the listeners are gone.
    const { storage: _scheme, ...uses } = listeners;
    expect(Object.values(uses).flat()).toHaveLength(0);
    use('pointerdown');
    expect(scripts()).toHaveLength(1);
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin', 'mousemove', 'wheel'])(
    'start on %s',
    (type) => {
      const { use, scripts } = page({ app: APP });
      use(type);
      expect(scripts()).toHaveLength(1);
    },
  );

  it('load at once on a device that remembers a session or favourites on this site', () => {
    expect(page({ app: APP, stored: { 'propdesk:demo:session': '{}' } }).scripts()).toHaveLength(1);
    expect(
      page({ app: APP, stored: { 'propdesk:demo:favourites': '[1]' } }).scripts(),
    ).toHaveLength(1);
    // Another site's session changes nothing here.
    expect(page({ app: APP, stored: { 'propdesk:other:session': '{}' } }).scripts()).toHaveLength(
      0,
    );
  });

  it('load at once for a reader who will read the page in another language, or a map', () => {
    // The address names no language; the reader chose French before; the page came in English.
    const english = { app: APP, lang: 'en', pathname: '/demo/listings/1' };
    expect(page({ ...english, stored: { 'propdesk.language': 'fr' } }).scripts()).toHaveLength(1);
    expect(page({ ...english, stored: { 'propdesk.language': 'en' } }).scripts()).toHaveLength(0);
    expect(page(english).scripts()).toHaveLength(0);
    expect(page({ app: { ...APP, now: true } }).scripts()).toHaveLength(1);
  });

  it('on a page rendered in the browser, only the words are preloaded (the entry is in the HTML)', () => {
    const { scripts, preloads } = page({});
    expect(scripts()).toHaveLength(0);
    expect(preloads().map((link) => link.href)).toEqual(['/assets/fr.js']);
  });
});
