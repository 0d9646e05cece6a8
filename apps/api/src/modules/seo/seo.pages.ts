import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, holdsEtag } from '../../lib/etag';
import type { WebRenderer } from '../../infra/web-render';
import { withBody } from './seo.html';
import { renderPage, type SeoContext } from './seo.service';

/**
 * A shared cache (a CDN, a reverse proxy, a preview service) may keep a page a minute; a browser
 * asks again each time (a 304 when unchanged), so a reader sees their own change at once.
 */
const PAGE_CACHE = 'public, max-age=0, s-maxage=60';

/**
 * Answers a request for a public page (see renderPage) with its head and, when the web build can
 * render it, its body, with a short cache and an ETag; resolves false, having sent nothing, for
 * any other page.
 */
export async function sendPage(
  ctx: SeoContext,
  request: FastifyRequest,
  reply: FastifyReply,
  indexHtml: string,
  renderer?: WebRenderer,
): Promise<boolean> {
  const path = request.url.split(/[?#]/)[0]!;
  const page = await renderPage(ctx, request.actor ?? null, path, indexHtml);
  if (!page) return false;
  const body = page.language && (await renderer?.render(request.url, page.language, request));
  if (body) page.html = withBody(page.html, body);
  reply.type('text/html; charset=utf-8');
  if (page.status === 404) {
    await reply.status(404).header('cache-control', 'no-cache').send(page.html);
    return true;
  }
  const etag = etagOf(page.html);
  reply.header('cache-control', PAGE_CACHE).header('etag', etag);
  if (holdsEtag(request.headers['if-none-match'], etag)) await reply.status(304).send();
  else await reply.send(page.html);
  return true;
}
