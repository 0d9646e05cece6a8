import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SITE_ADDRESS_LIMITS, TENANTS_PAGE_SIZE, zeroBasedPagingQuery } from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import * as service from './tenants.addresses';
import {
  siteAddressBodySchema,
  siteAddressPageSchema,
  siteAddressParams,
  siteAddressSchema,
  siteSlugParams,
} from './tenants.schemas';
import type { TenantsContext } from './tenants.service';

const tags = ['Sites'];

const ADMINS =
  "Signed-in admins of the site, whose slug the path names. 401 without a valid session; 403 'Only " +
  "admins can manage site addresses' for agents, customers and moderators, 'This session belongs " +
  "to another site' when X-Tenant is not the session's site.";

const ONE_ADDRESS =
  "404 'Address not found' for an office that does not exist, or when the path's site is not " +
  "the session's.";

const BAD_BODY =
  "400 with the field for a missing label, street, city or country ('Label is required'...), " +
  'text over its limit, a phone or email that is not valid, a latitude or longitude out of ' +
  "range or only one of them ('Give both latitude and longitude, or neither'), a negative " +
  'position, or a body that is not JSON. Unknown fields are ignored.';

/** A site's offices: read by anyone, kept by its admins. */
export async function siteAddressesRoutes(app: FastifyInstance, { ctx }: { ctx: TenantsContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v2/tenants/:slug/addresses',
    {
      config: { auth: 'public', tenant: false },
      schema: {
        tags,
        operationId: 'listSiteAddresses',
        summary: `A site's offices by position (${TENANTS_PAGE_SIZE} per page, from 0; no X-Tenant needed)`,
        description:
          "Anyone; needs neither a session nor X-Tenant: the path names the site. 404 'Tenant " +
          `not found' for an unknown slug; 400 for a page or size out of range. A site lists at ` +
          `most ${SITE_ADDRESS_LIMITS.perSite} offices.`,
        params: siteSlugParams,
        querystring: zeroBasedPagingQuery(TENANTS_PAGE_SIZE),
        response: { 200: siteAddressPageSchema, ...errorResponses(400, 404) },
      },
    },
    (req) => service.listSiteAddresses(ctx, req.actor, req.params.slug, req.query),
  );

  r.post(
    '/api/v2/tenants/:slug/addresses/create',
    {
      schema: {
        tags,
        operationId: 'createSiteAddress',
        summary: 'Add an office to the site (admins)',
        description:
          `${ADMINS} 404 'Tenant not found' when the path's site is not the session's. 409 'A ` +
          `site lists at most ${SITE_ADDRESS_LIMITS.perSite} offices'. ${BAD_BODY}`,
        security: bearer,
        params: siteSlugParams,
        body: siteAddressBodySchema,
        response: { 201: siteAddressSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      const address = await service.createSiteAddress(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.slug,
        req.body,
      );
      return reply.status(201).send(address);
    },
  );

  r.put(
    '/api/v2/tenants/:slug/addresses/ids/:id/update',
    {
      schema: {
        tags,
        operationId: 'updateSiteAddress',
        summary: "Replace an office's fields (admins)",
        description:
          'Every field is replaced: one left out takes its default (no phone, email or ' +
          `coordinates, position 0). ${ADMINS} ${ONE_ADDRESS} ${BAD_BODY}`,
        security: bearer,
        params: siteAddressParams,
        body: siteAddressBodySchema,
        response: { 200: siteAddressSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) =>
      service.updateSiteAddress(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.slug,
        req.params.id,
        req.body,
      ),
  );

  r.delete(
    '/api/v2/tenants/:slug/addresses/ids/:id/delete',
    {
      schema: {
        tags,
        operationId: 'deleteSiteAddress',
        summary: 'Remove an office from the site (admins)',
        description: `${ADMINS} ${ONE_ADDRESS}`,
        security: bearer,
        params: siteAddressParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      await service.deleteSiteAddress(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.slug,
        req.params.id,
      );
      return reply.status(204).send(null);
    },
  );
}
