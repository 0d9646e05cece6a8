import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BANNERS_PAGE_SIZE, publicIdParams, zeroBasedPagingQuery } from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import { bannerImageRoutes } from './banners.image-routes';
import { BAD_BODY, ONE_BANNER, STAFF, tags } from './banners.openapi';
import {
  bannerBodySchema,
  bannerOrderBodySchema,
  bannerPageSchema,
  bannerSchema,
  bannerTypeParams,
} from './banners.schemas';
import * as service from './banners.service';

const paging = zeroBasedPagingQuery(BANNERS_PAGE_SIZE);

export async function bannersRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: service.BannersContext },
) {
  await app.register(bannerImageRoutes, { ctx });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/banners/type/:type/get/all',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        operationId: 'listLiveBanners',
        summary: `The banners of a type shown now, by position (${BANNERS_PAGE_SIZE} per page, from 0)`,
        description:
          'Anyone; no session needed. 404 for an unknown site (X-Tenant). Only banners with ' +
          'an image whose schedule holds at the time of the request (no start or a start in ' +
          'the past, no end or an end in the future); ties of position go by creation. 400 for ' +
          "an unknown type ('Unknown banner type: use LANDING') or a page or size out of range.",
        params: bannerTypeParams,
        querystring: paging,
        response: { 200: bannerPageSchema, ...errorResponses(400, 404) },
      },
    },
    (req) =>
      service.listLiveBanners(ctx, req.actor, requireTenant(req), req.params.type, req.query),
  );

  r.get(
    '/banners/all',
    {
      schema: {
        tags,
        operationId: 'listAllBanners',
        summary: `Every banner of the site, by type and position (${BANNERS_PAGE_SIZE} per page, from 0)`,
        description:
          'Scheduled, expired and imageless banners too, each with live telling whether the ' +
          `site shows it now. ${STAFF} 400 for a page or size out of range.`,
        security: bearer,
        querystring: paging,
        response: { 200: bannerPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (req) => service.listAllBanners(ctx, requireActor(req), requireTenant(req), req.query),
  );

  r.post(
    '/banners/create',
    {
      schema: {
        tags,
        operationId: 'createBanner',
        summary: 'Create a banner (moderators and admins); it shows once it has an image',
        description: `${STAFF} ${BAD_BODY}`,
        security: bearer,
        body: bannerBodySchema,
        response: { 201: bannerSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const banner = await service.createBanner(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.body,
      );
      return reply.status(201).send(banner);
    },
  );

  r.put(
    '/banners/ids/:id/update',
    {
      schema: {
        tags,
        operationId: 'updateBanner',
        summary: "Replace a banner's fields, order and schedule (moderators and admins)",
        description:
          'Every field is replaced: one left out takes its default (type LANDING, no subtitle, ' +
          `link or schedule, position 0). The image stays. ${STAFF} ${ONE_BANNER} ${BAD_BODY}`,
        security: bearer,
        params: publicIdParams,
        body: bannerBodySchema,
        response: { 200: bannerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) =>
      service.updateBanner(ctx, requireActor(req), requireTenant(req), req.params.id, req.body),
  );

  r.put(
    '/banners/order',
    {
      schema: {
        tags,
        operationId: 'setBannerOrder',
        summary: 'Put every banner of a type in a new order, at once (moderators and admins)',
        description:
          'The body names every banner of the type, first to last, each once; their positions ' +
          'become 0, 1, 2... in one transaction, so a move is never half saved. Answers the ' +
          "type's banners in their new order. 409 when the list does not name exactly the " +
          `type's banners (one was added or deleted since it was read). ${STAFF} ${BAD_BODY}`,
        security: bearer,
        body: bannerOrderBodySchema,
        response: { 200: z.array(bannerSchema), ...errorResponses(400, 401, 403, 409) },
      },
    },
    (req) => service.reorderBanners(ctx, requireActor(req), requireTenant(req), req.body),
  );

  r.delete(
    '/banners/ids/:id/delete',
    {
      schema: {
        tags,
        operationId: 'deleteBanner',
        summary: 'Delete a banner and its image files (moderators and admins)',
        description:
          "The image files go first; when storage cannot remove one the banner stays (503 'Could " +
          `not delete image') and the delete can be retried. ${STAFF} ${ONE_BANNER}`,
        security: bearer,
        params: publicIdParams,
        response: {
          204: z.null().describe('Deleted'),
          ...errorResponses(400, 401, 403, 404, 503),
        },
      },
    },
    async (req, reply) => {
      await service.deleteBanner(ctx, requireActor(req), requireTenant(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
}
