import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_BULK_LISTINGS } from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { requestLanguage, translateMessage } from '../../locales';
import { bearer, errorResponses } from '../../lib/openapi';
import {
  bulkDeleteBody,
  bulkResultSchema,
  bulkSelectionBody,
  listingSelectionSchema,
  selectionFiltersBody,
  type BulkResult,
} from './listing-bulk.schemas';
import * as service from './listing-bulk.service';

const tags = ['Properties'];

/** The per-listing reasons in the reader's language, as error messages are. */
const inLanguage = (req: FastifyRequest, result: BulkResult): BulkResult => {
  const language = requestLanguage(req);
  return {
    ...result,
    results: result.results.map((item) => ({
      ...item,
      message: item.message === null ? null : translateMessage(language, item.message),
    })),
  };
};

const PER_LISTING =
  'Each listing is changed in turn, in its own transaction with its own audit entry, as the ' +
  'single-listing call does: the answer says per listing DONE, UNCHANGED (already so, with ' +
  'why) or FAILED (with why); one failure leaves the others done. ';
const REFUSED =
  `400 for no ids, more than ${MAX_BULK_LISTINGS}, or an id named twice; 401 without a valid ` +
  'session; 403 for anyone but an agent, and for a session of another site; 404 naming each ' +
  "id that is not one of the agent's listings (nothing is changed then), or for an unknown " +
  'site (X-Tenant).';

export async function listingBulkRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: service.ListingBulkContext },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/v2/properties/selection',
    {
      schema: {
        tags,
        operationId: 'listPropertySelection',
        summary: "The agent's listings My Listings' filters find, by id: 'Select all matching'",
        description:
          'An agent sends the filters of the dashboard list (the body of ' +
          `/properties/search/detailed) and gets the ids of their listings that match, newest ` +
          `first, at most ${MAX_BULK_LISTINGS}; capped says more match. 400 for an invalid ` +
          'filter; 401 without a valid session; 403 for anyone but an agent, and for a session ' +
          'of another site; 404 for an unknown site (X-Tenant).',
        security: bearer,
        body: selectionFiltersBody,
        response: { 200: listingSelectionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) => service.selectMatching(ctx, requireActor(req), requireTenant(req), req.body),
  );
  const archiving = [
    {
      path: 'archive',
      archived: true,
      operationId: 'archiveProperties',
      summary: "Archives several of the agent's listings: hidden from customers, kept",
    },
    {
      path: 'restore',
      archived: false,
      operationId: 'restoreProperties',
      summary: "Unarchives several of the agent's listings",
    },
  ] as const;
  for (const { path, archived, operationId, summary } of archiving) {
    r.post(
      `/api/v2/properties/bulk/${path}`,
      {
        schema: {
          tags,
          operationId,
          summary,
          description: PER_LISTING + REFUSED,
          security: bearer,
          body: bulkSelectionBody,
          response: { 200: bulkResultSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (req) =>
        inLanguage(
          req,
          await service.setArchived(
            ctx,
            requireActor(req),
            requireTenant(req),
            req.body.ids,
            archived,
          ),
        ),
    );
  }
  r.post(
    '/api/v2/properties/bulk/delete',
    {
      schema: {
        tags,
        operationId: 'deleteProperties',
        summary: "Deletes several of the agent's listings, with their photos and units",
        description:
          'confirm is the number of listings the agent typed to confirm: anything but the ' +
          "number of ids is refused (400 'The number typed is not the number of listings " +
          "selected') and nothing is deleted. A listing another tab deleted meanwhile is " +
          'UNCHANGED. ' +
          PER_LISTING +
          REFUSED,
        security: bearer,
        body: bulkDeleteBody,
        response: { 200: bulkResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) =>
      inLanguage(
        req,
        await service.deleteListings(ctx, requireActor(req), requireTenant(req), req.body.ids),
      ),
  );
}
