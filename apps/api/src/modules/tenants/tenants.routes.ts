import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LANGUAGE_MESSAGES,
  SITE_DETAILS_LIMITS,
  TENANTS_PAGE_SIZE,
  zeroBasedPagingQuery,
} from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import { siteAddressesRoutes } from './tenants.addresses-routes';
import { updateCurrentSite, updateSiteLanguages } from './tenants.details';
import {
  siteDetailsBodySchema,
  siteLanguagesBodySchema,
  sitePageSchema,
  siteSchema,
} from './tenants.schemas';
import * as service from './tenants.service';

const tags = ['Sites'];

export async function tenantsRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: service.TenantsContext },
) {
  await app.register(siteAddressesRoutes, { ctx });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v2/tenants',
    {
      config: { auth: 'public', tenant: false },
      schema: {
        tags,
        operationId: 'listSites',
        summary: 'The regional sites (no X-Tenant needed)',
        description:
          'Anyone; needs neither a session nor X-Tenant. 400 for a page or size out of range.',
        querystring: zeroBasedPagingQuery(TENANTS_PAGE_SIZE),
        response: { 200: sitePageSchema, ...errorResponses(400) },
      },
    },
    (req) => service.listSites(ctx, req.actor, req.query),
  );

  r.get(
    '/api/v2/tenants/current',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        operationId: 'getCurrentSite',
        summary: 'The site named in X-Tenant',
        description:
          "Anyone; no session needed. Names the site's default and offered languages, so a " +
          "page can pick a visitor's language. 404 when X-Tenant is missing or names no site.",
        response: { 200: siteSchema, ...errorResponses(404) },
      },
    },
    (req) => service.currentSite(ctx, req.actor, requireTenant(req)),
  );

  r.put(
    '/api/v2/tenants/current',
    {
      schema: {
        tags,
        operationId: 'updateCurrentSite',
        summary: 'Rename the site named in X-Tenant and set its default currency (admins)',
        description:
          "Signed-in admins of the site. 401 without a valid session; 403 'Only admins can " +
          "change the site's details' for agents, customers and moderators, 'This session " +
          "belongs to another site' when X-Tenant is not the session's site. 400 with the field " +
          `for a name (trimmed) shorter than ${SITE_DETAILS_LIMITS.nameMin} or longer than ` +
          `${SITE_DETAILS_LIMITS.nameMax} characters, a currency that is not one of the site's ` +
          "countries' currencies ('Choose one of the site's currencies'), or a body that is not " +
          'JSON. Answers the site as GET /api/v2/tenants/current does.',
        security: bearer,
        body: siteDetailsBodySchema,
        response: { 200: siteSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) => updateCurrentSite(ctx, requireActor(req), requireTenant(req), req.body),
  );

  r.put(
    '/api/v2/tenants/current/languages',
    {
      schema: {
        tags,
        operationId: 'updateSiteLanguages',
        summary: "Set the site's default language and the languages it offers (admins)",
        description:
          "Signed-in admins of the site. 401 without a valid session; 403 '" +
          `${LANGUAGE_MESSAGES.adminOnly}' for agents, customers and moderators, 'This session ` +
          "belongs to another site' when X-Tenant is not the session's site. 400 with the field " +
          `for a code Propdesk does not offer ('${LANGUAGE_MESSAGES.unknown}'), an empty list ` +
          `('${LANGUAGE_MESSAGES.noneOffered}'), a language listed twice ` +
          `('${LANGUAGE_MESSAGES.duplicate}'), or a default that is not offered ` +
          `('${LANGUAGE_MESSAGES.defaultNotOffered}'). Two admins saving at once: both saves ` +
          'are applied in turn and the later one stays. Accounts keep a language the site stops ' +
          "offering but are answered the site's default (User.effectiveLanguage). Answers the " +
          'site as GET /api/v2/tenants/current does.',
        security: bearer,
        body: siteLanguagesBodySchema,
        response: { 200: siteSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) => updateSiteLanguages(ctx, requireActor(req), requireTenant(req), req.body),
  );
}
