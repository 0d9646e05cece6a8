import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CATEGORIES_PAGE_SIZE,
  LISTING_PAGE_SIZE,
  PROPERTIES_BY_PLACE_PAGE_SIZE,
  PROPERTY_TYPES_PAGE_SIZE,
  publicIdParams,
} from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import type { PropertiesContext } from './properties.context';
import { publicCache, publicRead } from './properties.http';
import { propertiesModerationRoutes } from './properties.moderation.routes';
import {
  categoryParams,
  createPropertyBody,
  createPropertyParams,
  deletedSchema,
  listQuery,
  propertyPageSchema,
  propertySchema,
  similarQuery,
  typeParams,
  updatePropertyBody,
} from './properties.schemas';
import { propertiesSearchRoutes } from './properties.search.routes';
import * as search from './properties.search';
import * as service from './properties.service';

const tags = ['Properties'];

export async function propertiesRoutes(app: FastifyInstance, { ctx }: { ctx: PropertiesContext }) {
  app.addHook('onClose', async () => {
    await ctx.views.flush();
    ctx.views.stop();
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cached = publicCache(ctx);

  r.post(
    '/agents/:agentId/types/ids/:typeId/suburbs/ids/:suburbId/properties/create',
    {
      schema: {
        tags,
        summary: 'Create a listing (the agent, under their own id); it starts in REVIEW',
        security: bearer,
        params: createPropertyParams,
        body: createPropertyBody,
        response: { 201: propertySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const property = await service.createProperty(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params,
        req.body,
      );
      return reply.status(201).send(property);
    },
  );

  r.put(
    '/properties/ids/:id/update',
    {
      schema: {
        tags,
        summary: 'Edit a listing (its agent only); content edits send an approved one to review',
        security: bearer,
        params: publicIdParams,
        body: updatePropertyBody,
        response: { 200: propertySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) =>
      service.updateProperty(ctx, requireActor(req), requireTenant(req), req.params.id, req.body),
  );

  r.delete(
    '/properties/ids/:id/delete',
    {
      schema: {
        tags,
        summary: 'Delete a listing with its features, images and everything under it',
        security: bearer,
        params: publicIdParams,
        response: { 200: deletedSchema, ...errorResponses(401, 403, 404, 503) },
      },
    },
    (req) => service.deleteProperty(ctx, requireActor(req), requireTenant(req), req.params.id),
  );

  r.get(
    '/properties/ids/:id/get',
    {
      config: { auth: 'optional' },
      ...cached,
      schema: {
        tags,
        summary: 'A listing; under review or archived only for its agent and moderators',
        params: publicIdParams,
        response: { 200: propertySchema, ...errorResponses(401, 403, 404) },
      },
    },
    (req, reply) =>
      publicRead(ctx, req, reply, async () => {
        const { view, counted } = await service.getProperty(
          ctx,
          req.actor,
          requireTenant(req),
          req.params.id,
        );
        return { body: view, counted };
      }),
  );

  r.get(
    '/properties/ids/:id/similar',
    {
      config: { auth: 'optional' },
      ...cached,
      schema: {
        tags,
        summary: 'Live listings of the same type and category in the same suburb',
        params: publicIdParams,
        querystring: similarQuery,
        response: { 200: propertyPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req, reply) =>
      publicRead(ctx, req, reply, async () => ({
        body: await search.similarListings(
          ctx,
          req.actor,
          requireTenant(req),
          req.params.id,
          req.query.limit,
        ),
      })),
  );

  r.get(
    '/properties/categories/:c/get',
    {
      config: { auth: 'public' },
      ...cached,
      schema: {
        tags,
        summary: 'Live listings in a category (RENT, SALE, QUICK_RENT), newest first',
        params: categoryParams,
        querystring: listQuery(CATEGORIES_PAGE_SIZE),
        response: { 200: propertyPageSchema, ...errorResponses(400, 404) },
      },
    },
    (req, reply) =>
      publicRead(ctx, req, reply, async () => ({
        body: await search.listByCategory(
          ctx,
          req.actor,
          requireTenant(req),
          req.params.c,
          req.query,
        ),
      })),
  );

  r.get(
    '/properties/types/:t/get',
    {
      config: { auth: 'public' },
      ...cached,
      schema: {
        tags,
        summary: 'Live listings of a property type (a parent type includes its children)',
        params: typeParams,
        querystring: listQuery(PROPERTY_TYPES_PAGE_SIZE),
        response: { 200: propertyPageSchema, ...errorResponses(400, 404) },
      },
    },
    (req, reply) =>
      publicRead(ctx, req, reply, async () => ({
        body: await search.listByType(ctx, req.actor, requireTenant(req), req.params.t, req.query),
      })),
  );

  r.get(
    '/api/v2/cities/ids/:id/properties',
    {
      config: { auth: 'public' },
      ...cached,
      schema: {
        tags,
        summary: 'Live listings in a city',
        params: publicIdParams,
        querystring: listQuery(PROPERTIES_BY_PLACE_PAGE_SIZE),
        response: { 200: propertyPageSchema, ...errorResponses(400, 404) },
      },
    },
    (req, reply) =>
      publicRead(ctx, req, reply, async () => ({
        body: await search.listByCity(ctx, req.actor, requireTenant(req), req.params.id, req.query),
      })),
  );

  r.get(
    '/api/v2/suburbs/ids/:id/properties',
    {
      config: { auth: 'public' },
      ...cached,
      schema: {
        tags,
        summary: 'Live listings in a suburb',
        params: publicIdParams,
        querystring: listQuery(PROPERTIES_BY_PLACE_PAGE_SIZE),
        response: { 200: propertyPageSchema, ...errorResponses(400, 404) },
      },
    },
    (req, reply) =>
      publicRead(ctx, req, reply, async () => ({
        body: await search.listBySuburb(
          ctx,
          req.actor,
          requireTenant(req),
          req.params.id,
          req.query,
        ),
      })),
  );

  r.get(
    '/api/v2/agents/ids/:id/properties',
    {
      config: { auth: 'optional' },
      ...cached,
      schema: {
        tags,
        summary: "An agent's listings: all of them for the agent and moderators, else live ones",
        params: publicIdParams,
        querystring: listQuery(LISTING_PAGE_SIZE),
        response: { 200: propertyPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req, reply) =>
      publicRead(ctx, req, reply, async () => ({
        body: await search.listByAgent(
          ctx,
          req.actor,
          requireTenant(req),
          req.params.id,
          req.query,
        ),
      })),
  );

  await app.register(propertiesSearchRoutes, { ctx });
  await app.register(propertiesModerationRoutes, { ctx });
}
