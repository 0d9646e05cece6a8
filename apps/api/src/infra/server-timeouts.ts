import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { AppError } from '@propdesk/shared';
import type { Config } from '../config';

/**
 * The least a request body must keep up once past its first BODY_TIMEOUT_MS: a photo upload of
 * 150 MB gets 30 s plus 40 minutes at this rate, a JSON body of 1 MB 30 s plus 16 s.
 */
const MIN_BODY_BYTES_PER_SECOND = 64 * 1024;

/**
 * The Node server's own limits, from the settings: headers within `headersMs`, a connection
 * closed after `idleMs` without a byte either way, a kept-alive connection closed after
 * `keepAliveMs` between requests, and no request longer than `requestMs` in all (the backstop
 * for bodies, which registerBodyTimeout bounds more tightly).
 */
export function serverTimeoutOptions(timeouts: Config['timeouts']): Pick<
  FastifyServerOptions,
  'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout'
> & {
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      // Node looks for requests past their time this often (30 s by default, which would double
      // a 30 s limit).
      connectionsCheckingInterval: Math.min(1000, timeouts.headersMs),
    },
  };
}

/**
 * A request body must arrive within `bodyMs`, plus its length at MIN_BODY_BYTES_PER_SECOND:
 * a client that sends its body a byte at a time is answered 408 and its connection closed, where
 * Node alone would keep it for REQUEST_TIMEOUT_MS. An upload, read by the multipart parser from
 * the socket itself, is cut off with its connection.
 */
export function registerBodyTimeout(app: FastifyInstance, bodyMs: number): void {
  app.addHook('preParsing', (request, reply, payload, done) => {
    const length = Number(request.headers['content-length'] ?? 0);
    if (!request.headers['transfer-encoding'] && !(length > 0)) return done(null, payload);
    const budget = bodyMs + (length * 1000) / MIN_BODY_BYTES_PER_SECOND;
    const upload = request.headers['content-type']?.startsWith('multipart/') ?? false;
    const timer = setTimeout(() => {
      request.log.info({ budgetMs: Math.round(budget) }, 'request body too slow: closed');
      // While Fastify's body reader reads the body, an error on the stream answers with its
      // status (408). Destroying the stream instead would cut the socket before the answer, and
      // a stream of our own between them cost every JSON body a quarter of a search's speed.
      // Otherwise (an upload, a body nobody reads, an answer already sent) the connection is cut.
      if (!upload && payload.listenerCount('data') > 0 && !reply.sent) {
        reply.header('connection', 'close');
        payload.emit('error', new AppError('REQUEST_TIMEOUT', 'The request body came too slowly'));
      } else request.raw.destroy();
    }, budget);
    timer.unref();
    const stop = () => clearTimeout(timer);
    payload.once('end', stop);
    payload.once('close', stop);
    payload.once('error', stop);
    done(null, payload);
  });
}
