import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { pageAssets } from './page-assets';

const chunk = (fileName: string, fields: Record<string, unknown> = {}) =>
  ({
    type: 'chunk',
    fileName,
    imports: [],
    isEntry: false,
    isDynamicEntry: false,
    viteMetadata: { importedCss: new Set<string>() },
    ...fields,
  }) as unknown as Rolldown.OutputChunk;

const css = (...files: string[]) => ({ viteMetadata: { importedCss: new Set(files) } });

const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', {
      isEntry: true,
      imports: ['assets/react.js'],
      ...css('assets/index.css'),
    }),
    chunk('assets/react.js'),
    chunk('assets/listing-page.js', {
      isDynamicEntry: true,
      facadeModuleId: '/app/web/src/features/public-listing/pages/public-listing-page.tsx',
      imports: ['assets/react.js', 'assets/card.js'],
      ...css('assets/listing-page.css'),
    }),
    chunk('assets/card.js', { imports: ['assets/react.js'], ...css('assets/card.css') }),
    chunk('assets/lightbox.js', { isDynamicEntry: true, ...css('assets/lightbox.css') }),
  ].map((c) => [c.fileName, c]),
);

describe('the pages’ assets', () => {
  it('lists each page’s style sheets and scripts with what it imports, the entry’s left out', () => {
    const assets = pageAssets(bundle, '/app/web');
    expect(assets['src/features/public-listing/pages/public-listing-page.tsx']).toEqual({
      css: ['/assets/listing-page.css', '/assets/card.css'],
      js: ['/assets/listing-page.js', '/assets/card.js'],
    });
  });

  it('leaves out what has no source of its own to be found by', () => {
    expect(Object.keys(pageAssets(bundle, '/app/web'))).toEqual([
      'src/features/public-listing/pages/public-listing-page.tsx',
    ]);
  });
});
