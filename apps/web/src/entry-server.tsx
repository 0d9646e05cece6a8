// The public pages rendered on the server (apps/api's seo module calls render): the same
// components as the browser's, their first reads answered by the server itself, their HTML and
// the reads' answers sent together so the browser hydrates them (main.tsx) instead of starting
// from an empty page.
import './lib/zod-config';
import { readFileSync } from 'node:fs';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { QueryClient, type Query } from '@tanstack/react-query';
import type { LanguageCode } from '@propdesk/shared';
import type { PageAssets } from '../vite-plugins/page-assets';
import { startSiteReads } from './app/first-reads';
import { matchedPageSources } from './app/lazy-page';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import { setApiTransport } from './lib/api-transport';
import { activateLanguage } from './lib/i18n';
import { markRenderedOnServer } from './lib/rendering';
import { dehydrateReads } from './lib/server-state';

interface ServerRenderSetup {
  /** Answers an API request in-process (the server's own routes). */
  fetch: (request: Request) => Promise<Response>;
}

interface ServerRenderRequest {
  /** The page's path and query, as the browser asked for it. */
  url: string;
  /** The language the page is written in (the address's, the reader's or the site's). */
  language: LanguageCode;
}

interface ServerRender {
  /** The markup inside #root. */
  html: string;
  /** What failed to render (the browser renders those parts), for the server's log. */
  errors: string[];
  /** The style sheets and scripts of the pages shown, beyond the entry's, for the page's head. */
  assets: { css: string[]; js: string[] };
  /** The reads' answers (TanStack Query's dehydrated state) and the language, for hydration. */
  state: ServerState;
}

export interface ServerState {
  language: LanguageCode;
  queries: ReturnType<typeof dehydrateReads>;
}

/** Renders again while a render asked for reads not made yet: site, then page, then its parts. */
const MAX_PASSES = 5;
const ORIGIN = 'http://propdesk.server';

/** The browser build's assets of each page (vite-plugins/page-assets.ts), beside this file. */
let pages: PageAssets = {};

export function setup({ fetch }: ServerRenderSetup): void {
  markRenderedOnServer();
  setApiTransport({ origin: () => ORIGIN, fetch, holdsAnswers: false });
  pages = JSON.parse(
    readFileSync(new URL('../page-assets.json', import.meta.url), 'utf8'),
  ) as PageAssets;
}

function assetsOf(pathname: string) {
  const shown = matchedPageSources(routes, pathname).flatMap((source) => pages[source] ?? []);
  return {
    css: [...new Set(shown.flatMap((page) => page.css))],
    js: [...new Set(shown.flatMap((page) => page.js))],
  };
}

const enabled = (query: Query) => {
  // The options a query was built with (those of useQuery, `enabled` among them).
  const option = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return (typeof option === 'function' ? option(query) : option) !== false;
};

async function markup(element: React.ReactElement, errors: string[]): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    // Every part in place, however large: React otherwise sends a large part after its
    // fallback, to be moved in by an inline script that the content security policy (and a
    // reader without scripts) never runs.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A part that fails here is left to the browser to render; the server logs why.
    onError: (error) =>
      void errors.push(error instanceof Error ? (error.stack ?? error.message) : String(error)),
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * One render at a time: the words come from Lingui's one active catalog, which a render in
 * another language would switch under this one.
 */
let queue: Promise<unknown> = Promise.resolve();

export function render(request: ServerRenderRequest): Promise<ServerRender> {
  const rendered = queue.then(() => renderNow(request));
  queue = rendered.catch(() => undefined);
  return rendered;
}

async function renderNow({ url, language }: ServerRenderRequest): Promise<ServerRender> {
  await activateLanguage(language);
  const client = new QueryClient({
    // A refusal is rendered as it came (a listing's 404 is its page), not read again.
    defaultOptions: {
      queries: { retry: false, retryOnMount: false, staleTime: 60_000, gcTime: Infinity },
    },
  });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, ORIGIN)));
  if (context instanceof Response) throw new Error(`The routes answered ${url} with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <StrictMode>
      <Providers client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>
  );
  const cache = client.getQueryCache();
  // The reads the address names (the site, a listing, the home's first page) before the first
  // pass, as the browser starts them: each pass renders the whole page, and a pass that only
  // finds the site saves nothing.
  startSiteReads(client, new URL(url, ORIGIN), language);
  // Some start when another answers (a listing's agency once the listing is known).
  for (let fetching = cache.findAll({ fetchStatus: 'fetching' }); fetching.length;) {
    await Promise.all(fetching.map((query) => query.fetch().catch(() => undefined)));
    // A task, not a microtask: the reads their answers start are begun by then.
    await new Promise((resolve) => setTimeout(resolve, 0));
    fetching = cache.findAll({ fetchStatus: 'fetching' });
  }
  let html = '';
  let errors: string[] = [];
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    errors = [];
    html = await markup(app, errors);
    const unread = cache.getAll().filter((q) => q.state.status === 'pending');
    const wanted = unread.filter(enabled);
    if (!wanted.length) break;
    // A query built while disabled keeps those options: built again, it takes the next pass's.
    for (const query of unread) if (!wanted.includes(query)) cache.remove(query);
    await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
  }
  return {
    html,
    errors,
    assets: assetsOf(new URL(url, ORIGIN).pathname),
    state: { language, queries: dehydrateReads(client) },
  };
}
