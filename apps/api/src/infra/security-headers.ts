import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set for routes that serve pages (the web app, the API docs): the document policy. */
    servesDocuments?: boolean;
  }
}

/**
 * For JSON answers and uploaded files: nothing in them may run, load, be framed or be sniffed
 * (OWASP's advice for APIs). The headers that only matter to an HTML page are left out.
 */
export const API_SECURITY: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * The headers helmet sets for `options`, worked out once. Our policies have no per-request
 * parts (no nonces, no functions), so every response carries the same values; helmet's
 * middleware would rebuild them, the content security policy included, on every request, which
 * halves the throughput of small JSON answers.
 */
function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: Error | undefined;
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (error) => {
    failure =
      error instanceof Error ? error : error ? new Error('helmet refused its options') : undefined;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Security headers on every response, 404s and errors included: the document policy for routes
 * whose path `servesDocuments` accepts and for unknown paths (the web app's pages), the API
 * policy for everything else. Call before registering routes.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  policies: {
    documents: Readonly<HelmetOptions>;
    api: Readonly<HelmetOptions>;
    servesDocuments: (routePath: string) => boolean;
  },
) {
  const documentHeaders = securityHeaders(policies.documents);
  const apiHeaders = securityHeaders(policies.api);
  app.addHook('onRoute', (route) => {
    if (policies.servesDocuments(route.url)) {
      route.config = { ...route.config, servesDocuments: true };
    }
  });
  app.addHook('onRequest', (request, reply, done) => {
    const { url, config } = request.routeOptions;
    reply.headers(url === undefined || config?.servesDocuments ? documentHeaders : apiHeaders);
    done();
  });
}
