import type { FastifyRequest } from 'fastify';
import type { Visit } from './listing-performance.visits';

const header = (req: FastifyRequest, name: string): string | undefined => {
  const value = req.headers[name];
  return typeof value === 'string' ? value.slice(0, 2048) : undefined;
};

/**
 * What a listing read tells about its visitor: its address and browser (hashed at once), the
 * source the public page names in X-Visit-Source (search, map, alert: the link it followed
 * carries it), and the page it came from (X-Visit-Referrer, the page's own document.referrer,
 * else the Referer header), and the host it was sent to (the site itself).
 */
export function visitOf(req: FastifyRequest): Visit {
  return {
    ip: req.ip,
    userAgent: header(req, 'user-agent'),
    named: header(req, 'x-visit-source'),
    referrer: header(req, 'x-visit-referrer') ?? header(req, 'referer'),
    host: req.hostname,
  };
}
