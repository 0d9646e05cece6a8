import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, holdsEtag } from '../../lib/etag';
import { renderPage, type SeoContext } from './seo.service';

/** Long enough for a preview service to reuse, short enough that a price change shows soon. */
const PAGE_CACHE = 'public, max-age=60';

/**
 * Answers a request for a page that has its own head (see renderPage), with a short cache and an
 * ETag; resolves false, having sent nothing, for any other page.
 */
export async function sendPage(
  ctx: SeoContext,
  request: FastifyRequest,
  reply: FastifyReply,
  indexHtml: string,
): Promise<boolean> {
  const path = request.url.split(/[?#]/)[0]!;
  const page = await renderPage(ctx, request.actor ?? null, path, indexHtml);
  if (!page) return false;
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
