import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, publicIdParams } from '@propdesk/shared';
import { isStaff, authorize, type AccessRule } from '../../infra/access';
import { requireActor, type Actor } from '../../infra/auth';
import type { ModuleContext } from '../../infra/context';
import { requireTenant, type Tenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import { findListingOwner } from '../properties';
import { countMatchingSearches } from './saved-searches.match';

/**
 * A listing's demand: its agent and the site's staff. Anyone else learns nothing, not even that
 * the listing exists (404, as for its history).
 */
const canReadDemand: AccessRule<{ userId: number }> = (actor, listing) =>
  listing && actor && (actor.userId === listing.userId || isStaff(actor))
    ? null
    : new AppError('NOT_FOUND', 'Property not found');

/** How many live saved searches of the site the listing matches: a number, never whose. */
async function listingDemand(
  ctx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
): Promise<{ savedSearches: number }> {
  const listing = authorize(actor, canReadDemand, await findListingOwner(ctx, tenant, publicId));
  return { savedSearches: await countMatchingSearches(ctx.db, tenant.id, listing.id) };
}

const demandSchema = z
  .object({
    savedSearches: z
      .number()
      .int()
      .describe('The live (confirmed, not paused) saved searches of the site it matches'),
  })
  .meta({ id: 'ListingDemand' });

export async function searchDemandRoutes(app: FastifyInstance, { ctx }: { ctx: ModuleContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v2/properties/ids/:id/demand',
    {
      schema: {
        tags: ['Properties'],
        operationId: 'getListingDemand',
        summary: 'How many saved searches a listing matches',
        description:
          "The listing's agent, and the moderators and admins of the site: the count of live " +
          '(confirmed, not paused) saved searches of the site whose criteria the listing meets ' +
          'now, whatever its state; never who saved them. 401 without a valid session; ' +
          "404 'Property not found' for a listing that does not exist, belongs to another " +
          'site or to another agent, and for customers.',
        security: bearer,
        params: publicIdParams,
        response: { 200: demandSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (req) => listingDemand(ctx, requireActor(req), requireTenant(req), req.params.id),
  );
}
