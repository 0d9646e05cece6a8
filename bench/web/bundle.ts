// Sizes of the built dashboard: what the first page load must download, and the lazy chunks.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface Chunk {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface BundleSizes {
  /** The scripts index.html runs or preloads: every page's first download. */
  initial: Chunk[];
  /** Every other script, loaded when a page needs it; biggest first. */
  lazy: Chunk[];
  /**
   * Each language's words (its catalog, calendar and validation messages), which the head's
   * first script preloads beside the first download for the reader's language only.
   */
  languages: Record<string, Chunk[]>;
}

const total = (chunks: Chunk[], key: 'bytes' | 'gzipBytes') =>
  chunks.reduce((sum, chunk) => sum + chunk[key], 0);
export const initialGzipBytes = (sizes: BundleSizes) => total(sizes.initial, 'gzipBytes');

/** The `/assets/*.js` files index.html loads: `<script src>` and `<link rel="modulepreload">`. */
function initialScripts(indexHtml: string): Set<string> {
  const files = new Set<string>();
  for (const tag of indexHtml.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script');
    if (!isScript && !/\brel=["']?modulepreload\b/.test(tag)) continue;
    const address = /\b(?:src|href)=["']?([^"'\s>]+)/.exec(tag)?.[1];
    if (address?.startsWith('/assets/') && address.endsWith('.js')) {
      files.add(address.slice('/assets/'.length));
    }
  }
  return files;
}

/** The `propdesk-language-chunks` meta tag of index.html: each language's files. */
function languageScripts(indexHtml: string): Record<string, string[]> {
  const tag = /<meta name="propdesk-language-chunks" content="([^"]*)"/.exec(indexHtml);
  if (!tag) return {};
  const byLanguage = JSON.parse(tag[1]!.replaceAll('&quot;', '"')) as Record<string, string[]>;
  return Object.fromEntries(
    Object.entries(byLanguage).map(([language, addresses]) => [
      language,
      addresses.map((address) => address.slice('/assets/'.length)),
    ]),
  );
}

function chunk(assets: string, file: string): Chunk {
  const content = readFileSync(path.join(assets, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content).length };
}

/** Reads a built dashboard (the folder holding index.html and assets/). */
export function bundleSizes(webDist: string): BundleSizes {
  const assets = path.join(webDist, 'assets');
  const indexHtml = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const initial = initialScripts(indexHtml);
  const byLanguage = languageScripts(indexHtml);
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const named = [...initial, ...Object.values(byLanguage).flat()];
  const missing = [...new Set(named)].filter((file) => !scripts.includes(file));
  if (missing.length)
    throw new Error(`index.html loads files not in the build: ${missing.join(', ')}`);
  const bySize = (a: Chunk, b: Chunk) => b.gzipBytes - a.gzipBytes;
  return {
    initial: [...initial].map((file) => chunk(assets, file)).sort(bySize),
    lazy: scripts
      .filter((file) => !initial.has(file))
      .map((file) => chunk(assets, file))
      .sort(bySize),
    languages: Object.fromEntries(
      Object.entries(byLanguage).map(([language, files]) => [
        language,
        files.map((file) => chunk(assets, file)).sort(bySize),
      ]),
    ),
  };
}
