import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { AppError, type FeedScope } from '@propdesk/shared';
import type { AddressErrorShape } from '../../infra/errors';
import { requireFeedClient } from '../../infra/feed-auth';
import { requireTenant } from '../../infra/tenant';
import { bearer } from '../../lib/openapi';
import { isDataException } from '../../lib/db-errors';
import { ODataError } from './odata';
import {
  metadataResponse,
  odataErrors,
  resoAnswerSchema,
  resoMetadataQuery,
  resoQuery,
  resoResourceParams,
  resoSiteParams,
  serviceDocumentSchema,
} from './reso.schemas';
import * as service from './reso.service';
import type { ResoContext } from './reso.service';

/**
 * How every feed route finds its site and its caller: the site from the address (`:tenant`), the
 * caller by a feed client's token (`POST /{tenant}/reso/token`, docs/feed-clients.md).
 */
export const RESO_ROUTE_CONFIG = { tenant: 'path', auth: 'feed' } as const;

/**
 * The scope a resource's records need; the others (Lookup) are open to every client of the site.
 * A withdrawal in EntityEvent names a listing, so it asks what Property asks.
 */
const RESOURCE_SCOPES: Record<string, FeedScope> = {
  Property: 'Property',
  EntityEvent: 'Property',
  Media: 'Media',
  Member: 'Member',
  Office: 'Office',
};

function requireScopeFor(request: FastifyRequest, resource: string) {
  const scope = RESOURCE_SCOPES[resource];
  if (scope && !requireFeedClient(request).scopes.includes(scope)) {
    throw new ODataError(403, 'Forbidden', `This client may not read ${resource}`, resource);
  }
}

const tags = ['RESO'];
const WHO =
  "The site's feed clients, with a bearer token from POST /{tenant}/reso/token (401 without " +
  'one; 429 past the per-client rate limit). The feed holds only what the public pages show ' +
  '(live listings, their photos, their agents and agencies; never customers or leads). ';

const body = (code: string, message: string, target?: string) => ({
  error: { code, message, ...(target !== undefined && { target }) },
});

/** The feed's addresses: even the router's errors for them answer in OData's shape. */
export const RESO_ERROR_SHAPE: AddressErrorShape = {
  address: /^\/[^/?#]*\/reso\/odata(?:[/?#(]|$)/,
  body: (code, message) => body(code, message),
  headers: { 'OData-Version': '4.0' },
};

/** OData's error body for any error of the feed's routes, the app's own included. */
function odataError(error: FastifyError | Error): { status: number; body: object } {
  if (error instanceof ODataError) {
    return { status: error.status, body: body(error.code, error.message, error.target) };
  }
  if (error instanceof AppError) {
    return { status: error.statusCode, body: body(error.code, error.message) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const path = first?.instancePath.replace(/^\//, '');
    return {
      status: 400,
      body: body('BadRequest', first?.message ?? 'The request is not valid', path || undefined),
    };
  }
  if (isDataException(error)) {
    return { status: 400, body: body('BadRequest', 'A value in the request is not valid') };
  }
  const status = (error as FastifyError).statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, body: body('BadRequest', error.message) };
  return {
    status: 500,
    body: body('InternalServerError', 'Something went wrong on our side. Please try again.'),
  };
}

// The RESO Web API of each site (docs/reso.md): an OData 4.0 service, read only.
export async function resoRoutes(app: FastifyInstance, { ctx }: { ctx: ResoContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // In this plugin only: every answer, errors included, speaks OData 4.0.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('OData-Version', '4.0');
    return payload;
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = odataError(error);
    if (status >= 500) request.log.error({ err: error }, 'unhandled error');
    return reply.status(status).send(body);
  });
  const config = RESO_ROUTE_CONFIG;

  r.get(
    '/:tenant/reso/odata',
    {
      config,
      schema: {
        tags,
        security: bearer,
        operationId: 'getResoServiceDocument',
        summary: "The site's RESO Web API service document",
        description: `${WHO}The feed's resources and their addresses, relative to this one. 404 for an unknown site.`,
        params: resoSiteParams,
        response: { 200: serviceDocumentSchema, ...odataErrors(400, 401, 404, 429) },
      },
    },
    (req) => service.getServiceDocument(ctx, req.actor, requireTenant(req)),
  );

  r.get(
    '/:tenant/reso/odata/$metadata',
    {
      config,
      schema: {
        tags,
        security: bearer,
        operationId: 'getResoMetadata',
        summary: "The RESO Web API's metadata (EDMX)",
        description:
          `${WHO}The OData 4.0 metadata document (XML), also for $format=application/xml: ` +
          'every resource with its Data Dictionary fields, string keys, and lookup fields ' +
          'annotated with the Lookup resource’s LookupName. 400 for another $format; 404 for an ' +
          'unknown site.',
        params: resoSiteParams,
        querystring: resoMetadataQuery,
        response: { 200: metadataResponse, ...odataErrors(400, 401, 404, 429) },
      },
    },
    async (req, reply) => {
      const tenant = requireTenant(req);
      const format = req.query.$format;
      if (format !== undefined && !/^(xml|application\/xml)$/i.test(format)) {
        throw new ODataError(400, 'BadRequest', 'The metadata is XML only', '$format');
      }
      return reply
        .type('application/xml; charset=utf-8')
        .send(service.getMetadata(ctx, req.actor, tenant));
    },
  );

  r.get(
    '/:tenant/reso/odata/:resource',
    {
      config,
      schema: {
        tags,
        security: bearer,
        operationId: 'listResoRecords',
        summary: "A resource's records, or one record by its key",
        description:
          `${WHO}Property, Media, Member, Office, Lookup or EntityEvent with OData's query ` +
          `options, ${service.RESO_MAX_PAGE} records an answer at most (@odata.nextLink gives ` +
          "the next page); Resource('KEY') answers one record. 400 for an unknown field or " +
          'option or a malformed $filter; 404 for an unknown site, resource or key; 501 for ' +
          'an option the feed does not offer ($search, $apply, lambdas); 403 for a resource ' +
          "outside the client's scopes.",
        params: resoResourceParams,
        querystring: resoQuery,
        response: { 200: resoAnswerSchema, ...odataErrors(400, 401, 403, 404, 429, 501) },
      },
    },
    (req) => {
      const tenant = requireTenant(req);
      const { name, key } = service.parseResourcePath(req.params.resource);
      requireScopeFor(req, name);
      return key === undefined
        ? service.listRecords(ctx, req.actor, tenant, name, req.query)
        : service.getRecord(ctx, req.actor, tenant, name, key, req.query);
    },
  );

  // The feed is read only: a write to any of its addresses is 405, in OData's shape.
  r.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/:tenant/reso/odata/*',
    config,
    schema: { hide: true },
    handler: (req, reply) => {
      requireTenant(req);
      return reply
        .status(405)
        .header('allow', 'GET')
        .send({ error: { code: 'MethodNotAllowed', message: 'The feed is read only' } });
    },
  });

  // Deeper paths (navigation, $value, $count...) are not offered: OData's 404.
  r.get('/:tenant/reso/odata/*', { config, schema: { hide: true } }, (req) => {
    requireTenant(req);
    throw new ODataError(404, 'NotFound', `No such resource: ${req.url.split('?')[0]}`);
  });
}
