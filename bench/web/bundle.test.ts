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
        `<script src="/assets/color-scheme.js"></script>
         <script type="module" crossorigin src="/assets/index-a.js"></script>
         <link rel="modulepreload" crossorigin href="/assets/shared-b.js">
         <link rel="stylesheet" crossorigin href="/assets/index-c.css">
         <link rel="icon" href="/assets/favicon.svg">`,
        {
          'color-scheme.js': code(10),
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
      'color-scheme.js',
    ]);
    expect(new Set(sizes.initial.map((chunk) => chunk.file))).toEqual(
      new Set(['color-scheme.js', 'index-a.js', 'shared-b.js']),
    );
    expect(sizes.lazy.map((chunk) => chunk.file)).toEqual(['page-d.js', 'page-e.js']);
    const index = sizes.initial.find((chunk) => chunk.file === 'index-a.js')!;
    expect(index.bytes).toBe(code(5000).length);
    expect(index.gzipBytes).toBe(gzipSync(code(5000)).length);
    expect(initialGzipBytes(sizes)).toBe(
      ['color-scheme.js', 'index-a.js', 'shared-b.js']
        .map((file) => sizes.initial.find((chunk) => chunk.file === file)!.gzipBytes)
        .reduce((a, b) => a + b),
    );
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
