import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicIdParams } from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import {
  attentionCsvResponse,
  attentionSchema,
  performanceCsvResponse,
  performanceQuery,
  performanceSchema,
} from './listing-performance.schemas';
import * as service from './listing-performance.service';

const tags = ['Properties'];

const WHO =
  "The listing's agent and the site's moderators and admins. 400 for days other than 7, 30 " +
  "or 90; 401 without a valid session; 403 'Not your property' for another agent's live " +
  "listing, for customers and for a session of another site; 404 'Property not found' when no " +
  'listing of this site has the id or it is hidden from the caller.';

/** A CSV file as a download (the document says text; the body is that text). */
function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

export async function listingPerformanceRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: service.ListingPerformanceContext },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/properties/ids/:id/performance',
    {
      schema: {
        tags,
        operationId: 'getListingPerformance',
        summary: 'How a listing is doing: views, sources, leads and similar listings',
        description:
          'The last 7, 30 or 90 days (UTC, today included): each day its page views (one per ' +
          'visitor and day, counted without cookies from a hash that changes daily; robots ' +
          'left out), photo views, questions, viewing requests, favourites and saved-search ' +
          'matches; the totals (the funnel from views to questions and viewings); where views ' +
          'came from; and the median views of the other live listings in its suburb of the ' +
          'same type and category. Views reach the figures within a few seconds. ' +
          WHO,
        security: bearer,
        params: publicIdParams,
        querystring: performanceQuery,
        response: { 200: performanceSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) =>
      service.getPerformance(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        req.query.days,
      ),
  );

  r.get(
    '/properties/ids/:id/performance/csv',
    {
      schema: {
        tags,
        operationId: 'exportListingPerformance',
        summary: "A listing's daily figures as CSV",
        description:
          "The figures of getListingPerformance's days, one row a day, for a spreadsheet. " + WHO,
        security: bearer,
        params: publicIdParams,
        querystring: performanceQuery,
        response: { 200: performanceCsvResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const { fileName, csv } = await service.performanceCsv(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        req.query.days,
      );
      return sendCsv(reply, fileName, csv);
    },
  );

  r.get(
    '/api/v2/properties/attention',
    {
      schema: {
        tags,
        operationId: 'listListingsNeedingAttention',
        summary: 'Live listings that need their agent’s attention, with the reasons',
        description:
          'An agent’s own live listings (every agent’s of the site for its moderators and ' +
          'admins) that have many views and no question (50 views or more over 30 days, no ' +
          'question or viewing request), no view in 14 days (live that long), or fewer than 5 ' +
          'photos; 50 at most, the most pressing first. 401 without a valid session; 403 for ' +
          'customers and for a session of another site.',
        security: bearer,
        response: { 200: attentionSchema, ...errorResponses(401, 403) },
      },
    },
    (req) => service.listingsNeedingAttention(ctx, requireActor(req), requireTenant(req)),
  );

  r.get(
    '/api/v2/properties/attention/csv',
    {
      schema: {
        tags,
        operationId: 'exportListingsNeedingAttention',
        summary: 'The live listings that need attention as CSV',
        description:
          "listListingsNeedingAttention's listings for a spreadsheet: the listing's id, name, " +
          'title, reasons (separated by spaces), views and leads over 30 days and photos. 401 ' +
          'without a valid session; 403 for customers and for a session of another site.',
        security: bearer,
        response: { 200: attentionCsvResponse, ...errorResponses(401, 403) },
      },
    },
    async (req, reply) => {
      const { fileName, csv } = await service.attentionCsv(
        ctx,
        requireActor(req),
        requireTenant(req),
      );
      return sendCsv(reply, fileName, csv);
    },
  );

  r.post(
    '/properties/ids/:id/photo-views',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        operationId: 'addPhotoView',
        summary: 'Counts a photo of a live listing opened on its public page',
        description:
          'Anyone; no body. The public page sends it when a visitor opens a photo. Not counted ' +
          "for robots, for the listing's agent and the site's staff, for a listing that is not " +
          `live, nor beyond ${service.PHOTO_VIEWS_PER_MINUTE} a minute from one address for ` +
          'one listing: the answer is 204 all the same. 401 when ' +
          "a sent token is invalid or expired; 404 'Property not found' when no listing of " +
          'this site has the id or it is hidden from the caller.',
        params: publicIdParams,
        response: { 204: z.null().describe('Received'), ...errorResponses(401, 404) },
      },
    },
    async (req, reply) => {
      await service.recordPhotoView(ctx, req.actor, requireTenant(req), req.params.id, {
        ip: req.ip,
        userAgent: req.headers['user-agent'],
      });
      return reply.status(204).send(null);
    },
  );
}
