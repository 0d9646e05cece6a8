import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { languageChunks, languagePreload, LANGUAGE_CHUNKS_META } from './language-preload';

const chunk = (
  fileName: string,
  fields: Partial<Pick<Rolldown.OutputChunk, 'imports' | 'dynamicImports' | 'moduleIds'>> = {},
) =>
  ({
    type: 'chunk',
    fileName,
    imports: [],
    dynamicImports: [],
    moduleIds: [],
    ...fields,
  }) as unknown as Rolldown.OutputChunk;

/** An entry that imports `shared` and loads each language's words later, as activate.ts does. */
const entry = chunk('assets/index.js', {
  imports: ['assets/shared.js'],
  dynamicImports: [
    'assets/en-catalog.js',
    'assets/en-zod.js',
    'assets/fr-catalog.js',
    'assets/zod.js',
  ],
});
const bundle = Object.fromEntries(
  [
    entry,
    chunk('assets/shared.js'),
    chunk('assets/merge.js'),
    chunk('assets/en-catalog.js', {
      moduleIds: ['/app/src/lib/i18n/catalogs/en.ts', '/app/src/locales/en.po'],
      imports: ['assets/merge.js', 'assets/shared.js'],
    }),
    // Imported both ways, it has no facade: it is known by its module.
    chunk('assets/en-zod.js', { moduleIds: ['/app/node_modules/zod/v4/locales/en.js'] }),
    chunk('assets/fr-catalog.js', {
      moduleIds: ['/app/src/lib/i18n/catalogs/fr.ts'],
      imports: ['assets/merge.js'],
    }),
    // Named for a language but loaded by nobody later: not a language's download.
    chunk('assets/ar-catalog.js', { moduleIds: ['/app/src/lib/i18n/catalogs/ar.ts'] }),
    chunk('assets/page.js', { moduleIds: ['/app/src/features/en.ts'] }),
    // A language's words taken into a library's file: not fetched early with the words.
    chunk('assets/zod.js', {
      moduleIds: ['/app/node_modules/zod/v4/locales/fr.js', '/app/node_modules/zod/v4/core.js'],
    }),
  ].map((output) => [output.fileName, output]),
) as Rolldown.OutputBundle;

const INDEX_HTML = readFileSync(path.join(import.meta.dirname, '../index.html'), 'utf8');
const transform = (html: string) => {
  const hook = languagePreload.transformIndexHtml as {
    handler: (html: string, ctx: object) => string;
  };
  return hook.handler(html, { bundle, chunk: entry, path: '/', filename: 'index.html' });
};

describe('languageChunks', () => {
  it("lists each language's chunks and what they import, less what the entry loads", () => {
    expect(languageChunks(bundle, entry)).toEqual({
      en: ['/assets/en-catalog.js', '/assets/en-zod.js', '/assets/merge.js'],
      fr: ['/assets/fr-catalog.js', '/assets/merge.js'],
    });
  });
});

describe('the language preload plugin', () => {
  it('names the chunks in a meta tag read by the first script of the head', () => {
    const html = transform(INDEX_HTML);
    const meta = html.indexOf(`<meta name="${LANGUAGE_CHUNKS_META}"`);
    expect(meta).toBeGreaterThan(0);
    expect(meta).toBeLessThan(html.indexOf('<script src="/assets/first-paint.js">'));
    expect(html).toContain('&quot;/assets/fr-catalog.js&quot;');
  });

  it('fails the build when index.html no longer loads the script that reads them', () => {
    expect(() => transform('<html><head></head></html>')).toThrow(/first-paint\.js/);
  });
});

const FIRST_PAINT = readFileSync(
  path.join(import.meta.dirname, '../public/assets/first-paint.js'),
  'utf8',
);

interface Visit {
  pathname: string;
  stored?: Record<string, string>;
  browser?: string[];
  chunks?: Record<string, string[]> | null;
}

/** Runs first-paint.js in a stand-in for the page's head; what it preloads and sets. */
function firstPaint({
  pathname,
  stored = {},
  browser = [],
  chunks = languageChunks(bundle, entry),
}: Visit) {
  const preloaded: string[] = [];
  const attributes: Record<string, string> = {};
  const meta = chunks && { getAttribute: () => JSON.stringify(chunks) };
  runInNewContext(FIRST_PAINT, {
    window: { localStorage: { getItem: (key: string) => stored[key] ?? null } },
    Element: class {},
    location: { pathname },
    navigator: { languages: browser },
    document: {
      documentElement: {
        setAttribute: (name: string, value: string) => (attributes[name] = value),
        style: {},
      },
      querySelector: (selector: string) =>
        selector === `meta[name="${LANGUAGE_CHUNKS_META}"]` ? meta : null,
      createElement: () => ({}),
      addEventListener: () => undefined,
      head: {
        appendChild: (link: { rel: string; href: string }) => {
          expect(link.rel).toBe('modulepreload');
          preloaded.push(link.href);
        },
      },
    },
  });
  return { preloaded, scheme: attributes['data-mantine-color-scheme'] };
}

describe('first-paint.js', () => {
  const french = ['/assets/fr-catalog.js', '/assets/merge.js'];
  const english = ['/assets/en-catalog.js', '/assets/en-zod.js', '/assets/merge.js'];

  it("preloads the address's language first", () => {
    const visit = { pathname: '/demo/fr/listings/7', stored: { 'propdesk.language': 'en' } };
    expect(firstPaint(visit).preloaded).toEqual(french);
  });

  it("then the reader's last choice, then the browser's first offered language", () => {
    expect(
      firstPaint({ pathname: '/demo/dashboard', stored: { 'propdesk.language': 'fr' } }).preloaded,
    ).toEqual(french);
    expect(firstPaint({ pathname: '/demo', browser: ['de-DE', 'fr-CA', 'en'] }).preloaded).toEqual(
      french,
    );
  });

  it('falls back to English, and preloads nothing without the meta tag', () => {
    expect(firstPaint({ pathname: '/demo', browser: ['de'] }).preloaded).toEqual(english);
    expect(firstPaint({ pathname: '/demo', chunks: null }).preloaded).toEqual([]);
  });

  it('still applies the remembered colour scheme', () => {
    const visit = { pathname: '/demo', stored: { 'propdesk-color-scheme': 'dark' } };
    expect(firstPaint(visit).scheme).toBe('dark');
  });
});
