import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { LanguageCode } from '@propdesk/shared';

/** What the web build's server entry (apps/web/src/entry-server.tsx) gives for one page. */
interface RenderedBody {
  /** The page's markup, for inside #root. */
  html: string;
  /** What the browser hydrates from: the reads' answers and the language. */
  state: unknown;
  /** The shown pages' style sheets and scripts beyond the entry's, as addresses. */
  assets: { css: string[]; js: string[] };
  /** What failed to render on the server (the browser renders it). */
  errors?: string[];
}

/** The public pages' bodies, rendered by the web build's own components. */
export interface WebRenderer {
  /**
   * Undefined when the build has no server entry (a web build from before) or it failed. The
   * page's request, when given, is the reader its reads are made for (see readerOf).
   */
  render(
    url: string,
    language: LanguageCode,
    page?: FastifyRequest,
  ): Promise<RenderedBody | undefined>;
}

/** Who a page is rendered for: its reads go to the API as theirs. */
interface Reader {
  ip: string;
  headers: Record<string, string>;
}

const readers = new AsyncLocalStorage<Reader>();

/**
 * The reader of a page as its in-process reads carry it: their address, browser and the page
 * they came from (X-Visit-Referrer), and the source the page's address names (?from=search,
 * map, alert: X-Visit-Source), so a listing page rendered here counts its visit as the
 * browser's own read would.
 */
function readerOf(page: FastifyRequest): Reader {
  const headers: Record<string, string> = {};
  const agent = page.headers['user-agent'];
  if (agent) headers['user-agent'] = agent;
  if (page.headers.referer) headers['x-visit-referrer'] = page.headers.referer;
  const from = new URLSearchParams(page.url.split('?')[1] ?? '').get('from');
  if (from) headers['x-visit-source'] = from.slice(0, 20);
  return { ip: page.ip, headers };
}

interface ServerEntry {
  setup(options: { fetch: (request: Request) => Promise<Response> }): void;
  render(request: { url: string; language: LanguageCode }): Promise<RenderedBody>;
}

/** The web build's server entry, beside its assets: `{webDist}/server/entry-server.js`. */
const serverEntryPath = (webDist: string) => path.join(webDist, 'server', 'entry-server.js');

const headersOf = (headers: Record<string, string | string[] | number | undefined>) => {
  const out = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) out.append(name, String(one));
  }
  return out;
};

/**
 * The API answering the render's reads in-process: the same routes, checks and caches as a
 * browser's request, without a socket.
 */
function injectFetch(app: FastifyInstance) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? undefined : Buffer.from(await request.arrayBuffer());
    const reader = readers.getStore();
    const res = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: { ...Object.fromEntries(request.headers), ...reader?.headers },
      ...(reader && { remoteAddress: reader.ip }),
      ...(body && { payload: body }),
    });
    return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : res.rawPayload, {
      status: res.statusCode,
      headers: headersOf(res.headers),
    });
  };
}

/**
 * Loads the server entry on the first page asked for (the API's tests and a build without the
 * web app never pay for it). A failure is logged once and the pages go out as before, empty
 * until their scripts run.
 */
export function createWebRenderer(
  app: FastifyInstance,
  webDist: string,
  log: FastifyBaseLogger,
): WebRenderer {
  const file = serverEntryPath(webDist);
  let entry: Promise<ServerEntry | undefined> | undefined;
  const load = () =>
    (entry ??= existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<ServerEntry>).then(
          (loaded) => {
            loaded.setup({ fetch: injectFetch(app) });
            return loaded;
          },
          (error: unknown) => {
            log.error({ err: error }, 'the public pages render in the browser only');
            return undefined;
          },
        )
      : Promise.resolve(undefined));
  return {
    async render(url, language, page) {
      const loaded = await load();
      if (!loaded) return undefined;
      try {
        const rendering = () => loaded.render({ url, language });
        const body = await (page ? readers.run(readerOf(page), rendering) : rendering());
        if (body.errors?.length)
          log.warn(
            { url, errors: body.errors },
            'parts of a public page render in the browser only',
          );
        return body;
      } catch (error) {
        log.error({ err: error, url }, 'a public page could not be rendered on the server');
        return undefined;
      }
    },
  };
}
