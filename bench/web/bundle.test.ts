import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleSizes, initialGzipBytes } from './bundle';

let dist: string;

function build(indexHtml: string, files: Record<string, string>) {
  dist = mkdtempSync(path.join(tmpdir(), 'propdesk-bundle-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(dist, 'assets', name), content);
  }
  return dist;
}

afterEach(() => rmSync(dist, { recursive: true, force: true }));

/** A script of about `n` characters that gzip cannot shrink to nothing, so sizes keep their order. */
const code = (n: number) =>
  `export const v = '${Array.from({ length: n }, (_, i) => ((i * 7919) % 97).toString(36)).join('')}';\n`;

describe('bundleSizes', () => {
  it('counts the scripts index.html runs or preloads as the first download, the rest as lazy', () => {
    const sizes = bundleSizes(
      build(
        `<script src="/assets/first-paint.js"></script>
         <script type="module" crossorigin src="/assets/index-a.js"></script>
         <link rel="modulepreload" crossorigin href="/assets/shared-b.js">
         <link rel="stylesheet" crossorigin href="/assets/index-c.css">
         <link rel="icon" href="/assets/favicon.svg">`,
        {
          'first-paint.js': code(10),
          'index-a.js': code(5000),
          'shared-b.js': code(300),
          'page-d.js': code(2000),
          'page-e.js': code(100),
          'index-a.js.br': 'compressed copy',
          'index-a.js.map': '{}',
          'index-c.css': 'body{}',
        },
      ),
    );
    expect(sizes.initial.map((chunk) => chunk.file)).toEqual([
      'index-a.js',
      'shared-b.js',
      'first-paint.js',
    ]);
    expect(new Set(sizes.initial.map((chunk) => chunk.file))).toEqual(
      new Set(['first-paint.js', 'index-a.js', 'shared-b.js']),
    );
    expect(sizes.lazy.map((chunk) => chunk.file)).toEqual(['page-d.js', 'page-e.js']);
    const index = sizes.initial.find((chunk) => chunk.file === 'index-a.js')!;
    expect(index.bytes).toBe(code(5000).length);
    expect(index.gzipBytes).toBe(gzipSync(code(5000)).length);
    expect(initialGzipBytes(sizes)).toBe(
      ['first-paint.js', 'index-a.js', 'shared-b.js']
        .map((file) => sizes.initial.find((chunk) => chunk.file === file)!.gzipBytes)
        .reduce((a, b) => a + b),
    );
  });

  it("reads each language's words from the meta tag first-paint.js reads, apart from the first download", () => {
    const chunks = { en: ['/assets/en-f.js', '/assets/merge-g.js'], fr: ['/assets/fr-h.js'] };
    const sizes = bundleSizes(
      build(
        `<meta name="propdesk-language-chunks" content="${JSON.stringify(chunks).replaceAll('"', '&quot;')}" />
         <script type="module" crossorigin src="/assets/index-a.js"></script>`,
        {
          'index-a.js': code(50),
          'en-f.js': code(400),
          'merge-g.js': code(20),
          'fr-h.js': code(500),
        },
      ),
    );
    expect(sizes.initial.map((chunk) => chunk.file)).toEqual(['index-a.js']);
    expect(sizes.languages.en!.map((chunk) => chunk.file)).toEqual(['en-f.js', 'merge-g.js']);
    expect(sizes.languages.fr!.map((chunk) => chunk.file)).toEqual(['fr-h.js']);
    expect(sizes.languages.fr![0]!.gzipBytes).toBe(gzipSync(code(500)).length);
  });

  it('refuses a build whose index.html names a script that is not there', () => {
    const dir = build('<script type="module" src="/assets/index-gone.js"></script>', {
      'other.js': code(10),
    });
    expect(() => bundleSizes(dir)).toThrow(
      'index.html loads files not in the build: index-gone.js',
    );
  });
});
