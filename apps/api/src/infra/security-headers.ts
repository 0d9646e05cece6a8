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
 * What a page may use of the browser: nothing of the camera, microphone, location (the map
 * search places by the address typed, and the country by IP on the server), payment or devices.
 * Features the framed tours use (fullscreen, autoplay, xr-spatial-tracking) keep their defaults.
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), ' +
  'display-capture=(), browsing-topics=()';

/**
 * What an answer to a signed-in caller that sets no Cache-Control of its own says: no shared
 * cache may keep it, and the browser keeps no copy (another person may use the machine after).
 */
const SIGNED_IN_CACHE_CONTROL = 'private, no-store';

const HSTS = 'strict-transport-security';

/**
 * Security headers on every response, 404s and errors included: the document policy for routes
 * whose path `servesDocuments` accepts and for unknown paths (the web app's pages), the API
 * policy for everything else. HSTS only on a request that came over HTTPS (directly, or by the
 * X-Forwarded-Proto of a trusted proxy, TRUST_PROXY): a browser ignores it over plain HTTP, and
 * a proxy that ends TLS must not have it sent for a plain-HTTP client. An answer to a request
 * that carries credentials gets SIGNED_IN_CACHE_CONTROL unless it set its own. Call before
 * registering routes.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  policies: {
    documents: Readonly<HelmetOptions>;
    api: Readonly<HelmetOptions>;
    servesDocuments: (routePath: string) => boolean;
  },
) {
  const documentHeaders: Record<string, string> = {
    ...securityHeaders(policies.documents),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  const apiHeaders = securityHeaders(policies.api);
  const hsts = apiHeaders[HSTS];
  delete apiHeaders[HSTS];
  delete documentHeaders[HSTS];
  app.addHook('onRoute', (route) => {
    if (policies.servesDocuments(route.url)) {
      route.config = { ...route.config, servesDocuments: true };
    }
  });
  app.addHook('onRequest', (request, reply, done) => {
    const { url, config } = request.routeOptions;
    reply.headers(url === undefined || config?.servesDocuments ? documentHeaders : apiHeaders);
    if (hsts && request.protocol === 'https') reply.header(HSTS, hsts);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.headers.authorization !== undefined && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', SIGNED_IN_CACHE_CONTROL);
    }
    done(null, payload);
  });
}
