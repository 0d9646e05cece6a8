import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FEED_CLIENT_LIMITS, FEED_SCOPES, publicIdParams } from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireFeedClient } from '../../infra/feed-auth';
import { minuteWindows } from '../../infra/rate-window';
import { requireTenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import {
  createdFeedClientSchema,
  feedClientBodySchema,
  feedClientSchema,
  feedClientsPageSchema,
  feedCallerSchema,
  feedClientsQuery,
  oauthErrorSchema,
  tokenBodySchema,
  tokenParams,
  tokenSchema,
} from './feed-clients.schemas';
import * as service from './feed-clients.service';
import { basicCredentials, issueFeedToken, OAuthError } from './feed-clients.token';

const tags = ['Feed clients'];
const ADMINS_ONLY =
  "Signed-in admins of the site. 401 without a valid session; 403 'Only admins can manage " +
  "feed clients' for agents, customers and moderators, 'This session belongs to another site' " +
  "when X-Tenant is not the session's site.";

export async function feedClientsRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: service.FeedClientsContext },
) {
  await app.register(tokenRoute, { ctx });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v2/feed-clients/all',
    {
      schema: {
        tags,
        operationId: 'listFeedClients',
        summary: "The site's RESO feed clients (admins)",
        description:
          `${ADMINS_ONLY} Newest first, pages from 0, 20 a page; each with its name, scopes, ` +
          'when it was created and last called the feed, and when it was revoked. Never a ' +
          "client's id or secret.",
        security: bearer,
        querystring: feedClientsQuery,
        response: { 200: feedClientsPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) => service.listFeedClients(ctx, requireActor(req), requireTenant(req), req.query),
  );

  r.post(
    '/api/v2/feed-clients',
    {
      schema: {
        tags,
        operationId: 'createFeedClient',
        summary: "Create a client of the site's RESO feed (admins)",
        description:
          `${ADMINS_ONLY} Answers the client with its OAuth2 client id and secret, which are ` +
          'shown this once only. 400 with the field for a name (trimmed) shorter than ' +
          `${FEED_CLIENT_LIMITS.nameMin} or longer than ${FEED_CLIENT_LIMITS.nameMax} characters, ` +
          `no scope, or a scope not among ${FEED_SCOPES.join(', ')}; 409 'A feed client in use has ` +
          "this name already' (also for the second of two creates at once).",
        security: bearer,
        body: feedClientBodySchema,
        response: {
          201: createdFeedClientSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (req, reply) => {
      const created = await service.createFeedClient(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.body,
      );
      return reply.status(201).header('cache-control', 'no-store').send(created);
    },
  );

  r.post(
    '/api/v2/feed-clients/ids/:id/revoke',
    {
      schema: {
        tags,
        operationId: 'revokeFeedClient',
        summary: "Revoke a client of the site's RESO feed (admins)",
        description:
          `${ADMINS_ONLY} Its tokens stop working at once (within 5 s on other server processes) ` +
          'and it gets no new ones. Revoking a ' +
          "revoked client answers it unchanged. 404 'Feed client not found' for an id of no " +
          'client of this site.',
        security: bearer,
        params: publicIdParams,
        response: { 200: feedClientSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (req) => service.revokeFeedClient(ctx, requireActor(req), requireTenant(req), req.params.id),
  );

  r.get(
    '/:tenant/reso/client',
    {
      config: { tenant: 'path', auth: 'feed' },
      schema: {
        tags,
        operationId: 'getFeedCaller',
        summary: 'The feed client a feed access token belongs to',
        description:
          'A feed client of the site in the address, with a token from its token endpoint: ' +
          "answers the client's name and what the token grants, so a partner can check its " +
          "set-up. 401 without a feed token, with a dashboard session's token, a token of " +
          'another site, an expired one, or once the client is revoked; 429 with Retry-After ' +
          'past the per-client limit (FEED_RATE_LIMIT_PER_MINUTE).',
        security: bearer,
        params: tokenParams,
        response: { 200: feedCallerSchema, ...errorResponses(401, 404, 429) },
      },
    },
    (req) => {
      const { publicId, name, scopes } = requireFeedClient(req);
      return { publicId, name, scopes };
    },
  );
}

/** Fastify's error for a parameter sent twice in the form (RFC 6749 §3.2 forbids it). */
class RepeatedParameter extends Error {}

/**
 * The token endpoint, in a context of its own: only it reads form bodies
 * (application/x-www-form-urlencoded, RFC 6749 §4.4.2), and its errors take §5.2's shape.
 * Requests are counted per client address and per client id named, each against
 * FEED_TOKEN_LIMIT_PER_MINUTE, before the secret is checked.
 */
async function tokenRoute(app: FastifyInstance, { ctx }: { ctx: service.FeedClientsContext }) {
  const windows = minuteWindows<string>();
  const admit = (key: string) => {
    const wait = windows.hit(key, ctx.config.feedTokenLimitPerMinute);
    if (wait) {
      throw new OAuthError(
        'slow_down',
        `Too many token requests; try again in ${wait} seconds`,
        429,
        wait,
      );
    }
  };
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [key, value] of new URLSearchParams(body as string)) {
        if (key in fields) return done(new RepeatedParameter(key), undefined);
        fields[key] = value;
      }
      done(null, fields);
    },
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/:tenant/reso/token',
    {
      config: { tenant: 'path', auth: 'public' },
      schema: {
        tags,
        operationId: 'createFeedToken',
        summary: "An access token for the site's RESO feed (OAuth2 client credentials)",
        description:
          'RFC 6749 §4.4: a feed client of the site in the address sends ' +
          'grant_type=client_credentials, form-encoded, with its client id and secret in the ' +
          'body or by HTTP Basic authentication, and optionally the scopes it wants. Answers a ' +
          'bearer token for the feed that works for an hour (not on the dashboard API), with ' +
          'Cache-Control: no-store. Errors in RFC 6749 §5.2 shape: 400 invalid_request (a ' +
          'missing grant_type, a parameter sent twice, a body that is not form-encoded, two ' +
          'ways of authentication), 400 unsupported_grant_type, 400 invalid_scope (a scope the ' +
          'client lacks), 401 invalid_client (unknown client, wrong secret, revoked client); 404 ' +
          'for an address naming no site; 429 slow_down with Retry-After past ' +
          'FEED_TOKEN_LIMIT_PER_MINUTE requests a minute from one client address or naming one ' +
          'client id. No session needed.',
        consumes: ['application/x-www-form-urlencoded'],
        params: tokenParams,
        body: tokenBodySchema,
        response: {
          200: tokenSchema,
          400: oauthErrorSchema,
          401: oauthErrorSchema,
          404: oauthErrorSchema,
          429: oauthErrorSchema,
          500: oauthErrorSchema,
        },
      },
      errorHandler: (error: FastifyError | OAuthError, request, reply) => {
        const oauth =
          error instanceof OAuthError
            ? error
            : error instanceof RepeatedParameter
              ? new OAuthError('invalid_request', 'Each parameter may be sent once')
              : error.statusCode === 404
                ? new OAuthError('invalid_request', 'No such site', 404)
                : error.statusCode && error.statusCode < 500
                  ? new OAuthError(
                      'invalid_request',
                      'Send grant_type, client_id and client_secret as ' +
                        'application/x-www-form-urlencoded',
                    )
                  : new OAuthError('server_error', 'Something went wrong on our side', 500);
        if (oauth.status === 500) request.log.error({ err: error }, 'feed token endpoint failed');
        if (oauth.error === 'invalid_client' && request.headers.authorization?.match(/^Basic\b/i)) {
          reply.header('www-authenticate', 'Basic realm="reso"');
        }
        if (oauth.retryAfter) reply.header('retry-after', String(oauth.retryAfter));
        void reply
          .status(oauth.status)
          .header('cache-control', 'no-store')
          .send({ error: oauth.error, error_description: oauth.description });
      },
    },
    async (req, reply) => {
      const type = req.headers['content-type'] ?? '';
      if (!/^application\/x-www-form-urlencoded\b/i.test(type)) {
        throw new OAuthError(
          'invalid_request',
          'Send grant_type, client_id and client_secret as application/x-www-form-urlencoded',
        );
      }
      const tenant = requireTenant(req);
      admit(`${tenant.id}|ip:${req.ip}`);
      const basic = basicCredentials(req.headers.authorization);
      const clientId = basic?.clientId ?? req.body.client_id;
      if (clientId) admit(`${tenant.id}|client:${clientId}`);
      const issued = await issueFeedToken(ctx, tenant, {
        grantType: req.body.grant_type,
        scope: req.body.scope,
        body: { clientId: req.body.client_id, clientSecret: req.body.client_secret },
        basic,
      });
      req.log.info({ feedClient: issued.clientPublicId }, 'feed token issued');
      return reply
        .header('cache-control', 'no-store')
        .header('pragma', 'no-cache')
        .send(issued.answer);
    },
  );
}
