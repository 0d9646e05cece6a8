import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for `options`, worked out once. Our policy has no per-request parts
 * (no nonces, no functions), so every response carries the same values; helmet's middleware
 * would rebuild them, the content security policy included, on every request, which halves
 * the throughput of small JSON answers.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (error) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/** Sends helmet's headers for `options` on every response of `app`, 404s and errors included. */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
