import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { getConfig } from '@lingui/conf';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { isLanguageModule, languagePreload } from './vite-plugins/language-preload';
import { pageAssetsPlugin } from './vite-plugins/page-assets';
import { publicBudgetPlugin, type PublicBudget } from './vite-plugins/public-budget';

// Lingui suggests its native macro transform; its per-platform binary (@lingui/native-tools 0.2)
// is newer than the Babel path we use, which the docs and the build both cover.
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';
/** Found from this file, so tools that load the config from elsewhere (knip) find it too. */
const linguiConfigPath = path.join(import.meta.dirname, 'lingui.config.ts');

const api = 'http://127.0.0.1:3000';
/** API path prefixes the dev server forwards to the Fastify process. */
const apiPrefixes = [
  '/api',
  '/auth',
  '/customer',
  '/properties',
  '/images',
  '/amenities',
  '/units',
  '/events',
  '/inquiries',
  '/banners',
  '/articles',
  '/files',
  '/health',
  '/ready',
];

/**
 * The shared package's modules only declare things: marking them free of side effects lets the
 * bundle drop what the dashboard does not use (the zod schemas stay out of the first download).
 */
const sharedIsPure: Plugin = {
  name: 'propdesk-shared-is-pure',
  transform(code, id) {
    if (id.includes('/packages/shared/src/')) return { code, map: null, moduleSideEffects: false };
    return undefined;
  },
};

/**
 * Writes a Brotli and a gzip copy beside every script and style sheet of the build, which the
 * server sends to browsers that accept them (`preCompressed` in apps/api/src/app.ts): the first
 * download goes from about 770 KiB to about 180 KiB without compressing on every request.
 */
const precompress: Plugin = {
  name: 'propdesk-precompress',
  apply: 'build',
  writeBundle(options, bundle) {
    for (const [fileName, output] of Object.entries(bundle)) {
      if (!/\.(js|css)$/.test(fileName)) continue;
      const content = output.type === 'chunk' ? output.code : output.source;
      if (content.length < 1024) continue;
      const file = path.join(options.dir!, fileName);
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    }
  },
};

/** The dashboard's own features: no public page may load any of them. */
const DASHBOARD_FEATURES = [
  'agent-verification',
  'audit',
  'content-admin',
  'events',
  'feed-clients',
  'home',
  'images',
  'leads',
  'listing-details',
  'listing-editor',
  'listing-imports',
  'moderation',
  'my-listings',
  'profile',
  'reso-sources',
  'site-settings',
  'sites',
];
/** Opened on request (a map, the photos' lightbox) or the dashboard's alone (editors, uploads). */
const ON_REQUEST = [
  'src/app/shell/',
  'src/app/listing-editor-route',
  'src/components/(image-lightbox|photo-dropzone|image-crop-modal|cropped-image-field)\\.tsx',
  'src/components/location-map/location-map\\.tsx',
  'node_modules/(leaflet|react-leaflet|@react-leaflet|supercluster|yet-another-react-lightbox|react-easy-crop|@dnd-kit|@mantine/dropzone|@mantine/spotlight|driver\\.js|csv-parse|csv-stringify)/',
];

/** react-markdown and the unified libraries under it. */
const MARKDOWN_LIBRARIES =
  /[\\/]node_modules[\\/](?:react-markdown|remark-[^\\/]+|rehype-[^\\/]+|mdast-[^\\/]+|micromark[^\\/]*|unified|unist-[^\\/]+|hast-[^\\/]+|vfile[^\\/]*|property-information|space-separated-tokens|comma-separated-tokens|decode-named-character-reference|character-entities[^\\/]*|html-url-attributes|devlop|bail|trough|is-plain-obj|estree-util-[^\\/]+|style-to-js|style-to-object|inline-style-parser|zwitch|trim-lines|longest-streak|ccount|extend)[\\/]/;

/** The charts' libraries: recharts and what it is built on, and Mantine's charts over it. */
const CHART_LIBRARIES =
  /[\\/]node_modules[\\/](?:recharts|@mantine[\\/]charts|@reduxjs[\\/]toolkit|react-redux|redux|redux-thunk|immer|reselect|decimal\.js-light|es-toolkit|eventemitter3|tiny-invariant|victory-vendor|d3-[^\\/]+|internmap)[\\/]/;

/** Libraries only the dashboard's pages use; no public page may load them. */
const DASHBOARD_LIBRARIES =
  /[\\/]node_modules[\\/](?:@mantine[\\/]dropzone|react-dropzone|react-easy-crop|@dnd-kit|@mantine[\\/]spotlight|driver\.js|csv-parse|csv-stringify)[\\/]/;

/** What the public pages may load (vite-plugins/public-budget.ts; docs/public-pages.md). */
const publicBudget = (): PublicBudget => {
  const firstPaint = path.join(import.meta.dirname, 'public/assets/first-paint.js');
  return {
    pages: [
      'src/features/site-home/pages/site-home-page.tsx',
      'src/features/public-listing/pages/public-listing-page.tsx',
      'src/features/agents-public/pages/agent-public-page.tsx',
      'src/features/articles/pages/articles-page.tsx',
      'src/features/articles/pages/article-page.tsx',
    ],
    forbidden: new RegExp(
      `^(?:src/features/(?:${DASHBOARD_FEATURES.join('|')})/|${ON_REQUEST.join('|')})`,
    ),
    firstUseKiB: 350,
    beforeUse: { file: 'first-paint.js', code: readFileSync(firstPaint, 'utf8'), kib: 90 },
  };
};

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  // The server's render bundles React and the other libraries, which choose their production or
  // development code by process.env.NODE_ENV when they run; nothing sets it for the API, so the
  // build decides, as it does for the browser (development code rendered pages twice as slowly).
  ...(isSsrBuild &&
    command === 'build' && { define: { 'process.env.NODE_ENV': JSON.stringify(mode) } }),
  plugins: [
    // The Lingui macros (t`…`, <Trans>) become catalog look-ups before React's transform.
    babel({
      presets: [
        linguiTransformerBabelPreset(
          { linguiConfig: getConfig({ configPath: linguiConfigPath }) },
          { configPath: linguiConfigPath },
        ),
      ],
    }),
    react(),
    // Compiles the .po catalogs when imported; a build fails when French or Arabic lacks a
    // message that English has.
    lingui({
      configPath: linguiConfigPath,
      failOnMissing: command === 'build',
      failOnCompileError: true,
    }),
    sharedIsPure,
    languagePreload,
    pageAssetsPlugin(),
    publicBudgetPlugin(publicBudget),
    // The server's render (dist/server) is read from disk, never sent.
    ...(isSsrBuild ? [] : [precompress]),
  ],
  // The server's render carries its libraries: the API loads it from wherever the build is
  // copied to (the browser specs copy it away from node_modules).
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: isSsrBuild ? 'dist/server' : 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Left to itself the bundler cuts what the pages share into many small files (a page
            // fetched 50 to 70), which queue on the browser's six connections to the server ahead of
            // the page and its words (bench/README, "Fewer, larger files").
            codeSplitting: {
              groups: [
                // Everything the entry imports statically: one file, the first download.
                { name: 'index', tags: ['$initial'], priority: 30 },
                // The maps' libraries, in a file of their own that only a map loads: merged into
                // the shared pieces, they came with any page that shared a small module with a map.
                {
                  name: 'map',
                  test: /[\\/]node_modules[\\/](leaflet|react-leaflet|@react-leaflet|supercluster|kdbush)[\\/]/,
                  priority: 20,
                },
                // Markdown's reader (articles), in a file of its own: merged into the shared pieces
                // it came, depending on how the bundler cut them, with pages that show no article.
                {
                  name: 'markdown',
                  test: MARKDOWN_LIBRARIES,
                  priority: 20,
                },
                // The charts (recharts, what it is built on, and Mantine's charts over it), in a file
                // of their own that only a listing's Performance tab loads: shared, they came with
                // every page.
                {
                  name: 'charts',
                  test: CHART_LIBRARIES,
                  priority: 20,
                },
                // The photos' lightbox, loaded when a listing's photo is opened.
                {
                  name: 'lightbox',
                  test: /[\\/]node_modules[\\/]yet-another-react-lightbox[\\/]/,
                  priority: 20,
                },
                // The libraries the pages share, cut by which pages use them, with the small pieces
                // merged into their nearest neighbour; a language's words stay apart, fetched only
                // for that language.
                {
                  name: 'shared',
                  test: (id) =>
                    /[\\/]node_modules[\\/]/.test(id) &&
                    !isLanguageModule(id) &&
                    !DASHBOARD_LIBRARIES.test(id),
                  entriesAware: true,
                  entriesAwareMergeThreshold: 20_000,
                  priority: 10,
                },
                // Libraries only the dashboard uses (uploads, cropping, the tour, spreadsheets), cut
                // by the pages that use them and never merged into a neighbour: merged, they came
                // with the public pages that shared one. After the shared group, so what they
                // import from the common libraries stays in the common files.
                {
                  name: 'dashboard-libraries',
                  test: DASHBOARD_LIBRARIES,
                  entriesAware: true,
                  priority: 5,
                },
              ],
            },
          },
        },
  },
  server: {
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: api }])),
  },
}));
