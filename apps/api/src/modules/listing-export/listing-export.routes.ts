import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_EXPORT_IDS } from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import { exportListingsQuery, listingsCsvResponse } from './listing-export.schemas';
import * as service from './listing-export.service';

const tags = ['Properties'];

export async function listingExportRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: service.ListingExportContext },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v2/properties/export',
    {
      schema: {
        tags,
        operationId: 'exportProperties',
        summary: "An agent's listings as CSV, in the columns the CSV import reads",
        description:
          'Agents export their own listings in every state (in review, approved, rejected, ' +
          "archived): all of them, or those named in ids. The site's moderators and admins " +
          "export an agent's listings with agentId. One row per listing, in the order they were " +
          'made; photos as the addresses of their largest public copies with their rooms ' +
          '(docs/listing-csv.md). 400 for an ids list that is empty, has an id that is not one, ' +
          `or names more than ${MAX_EXPORT_IDS} listings, and for staff without agentId; 401 ` +
          'without a valid session; 403 for customers, for an agent naming another agent in ' +
          "agentId, and for a session of another site; 404 'Agent not found' for an agentId of " +
          "no agent of this site, and 404 when an id in ids is not one of the exported agent's " +
          'listings (details name each), or for an unknown site (X-Tenant).',
        security: bearer,
        querystring: exportListingsQuery,
        response: { 200: listingsCsvResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const tenant = requireTenant(req);
      const { fileName, csv } = await service.exportListings(
        ctx,
        requireActor(req),
        tenant,
        req.query,
      );
      // The document says text; the body is that text as a stream.
      const streamed: FastifyReply = reply;
      return streamed
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
