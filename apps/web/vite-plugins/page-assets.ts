import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { chunkGraph } from './chunk-graph';

/** Written beside index.html: each page module's style sheets and scripts (build only). */
const PAGE_ASSETS_FILE = 'page-assets.json';

export interface PageAssets {
  /** Style sheets and scripts of the page's file and what it imports, the entry's left out. */
  [source: string]: { css: string[]; js: string[] };
}

const ROUTES = /[\\/]src[\\/]app[\\/]routes\.tsx$/;
const PAGE_IMPORT = /\(\) => import\('([^']+)'\)/g;

/**
 * Every dynamically loaded page's assets, by its source file (relative to the web app), with
 * what the entry already loads left out: what a page the server rendered links in its head, so
 * it is styled before (or without) its scripts.
 */
export function pageAssets(bundle: Rolldown.OutputBundle, root: string): PageAssets {
  const { chunks, closure, entry } = chunkGraph(bundle);
  const loaded = entry ? closure(entry.fileName) : new Set<string>();
  const assets: PageAssets = {};
  for (const chunk of chunks.values()) {
    if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
    const files = [...closure(chunk.fileName)].filter((file) => !loaded.has(file));
    const css = files.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]);
    const source = path.relative(root, chunk.facadeModuleId).split(path.sep).join('/');
    assets[source] = { css: [...new Set(css)].map((f) => `/${f}`), js: files.map((f) => `/${f}`) };
  }
  return assets;
}

/**
 * Names each page of `src/app/routes.tsx` by its source file (the load function's `source`,
 * which lazyPage keeps), and writes PAGE_ASSETS_FILE in the browser's build: the server's render
 * links the assets of the pages it rendered.
 */
export function pageAssetsPlugin(): Plugin {
  let root = '';
  let ssr = false;
  return {
    name: 'propdesk-page-assets',
    // On the source as written, before the other transforms rewrite its imports.
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      ssr = !!config.build.ssr;
    },
    async transform(code, id) {
      if (!ROUTES.test(id)) return undefined;
      let out = code;
      for (const [call, specifier] of code.matchAll(PAGE_IMPORT)) {
        const resolved = await this.resolve(specifier!, id);
        if (!resolved) continue;
        const source = path.relative(root, resolved.id).split(path.sep).join('/');
        out = out.replace(call, `Object.assign(${call}, { source: ${JSON.stringify(source)} })`);
      }
      return { code: out, map: null };
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      this.emitFile({
        type: 'asset',
        fileName: PAGE_ASSETS_FILE,
        source: JSON.stringify(pageAssets(bundle, root)),
      });
    },
  };
}
