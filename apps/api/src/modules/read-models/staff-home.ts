// The staff home's summary: the counts a moderator or admin sees first on the dashboard.
//
// A read model: it counts rows of three owners' tables in one round trip, where going through
// each owner's entry would add three modules' worth of functions used only here.
// - properties (the listings module's): listings in review, by where they are in it;
// - agents (the agents module's): agents whose agency is not verified yet;
// - leads (the leads module's): leads of the last 7 days.
// It writes nothing; who may read it is moderation's rule (canModerate).
import { and, count, eq, gte, isNotNull, isNull, not } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../infra/access';
import { requireActor, type Actor } from '../../infra/auth';
import type { ModuleContext } from '../../infra/context';
import type { Database } from '../../infra/db';
import { requireTenant, type Tenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import { leads } from '../leads/leads.tables';
import { properties } from '../properties/properties.tables';
import { agents } from '../users/users.tables';
import { canModerate } from '../property-moderation';

const LEADS_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

const moderationSummarySchema = z
  .object({
    waiting: z.number().int().describe('Listings sent for review by their agent, awaiting it'),
    beingFilledIn: z
      .number()
      .int()
      .describe('Listings under review that their agent has not sent for review yet'),
    rejected: z.number().int().describe('Listings sent back, awaiting their agent'),
    agentsToVerify: z.number().int().describe('Agents not verified yet'),
    leadsLast7Days: z.number().int().describe('Leads received in the last 7 days'),
  })
  .meta({
    id: 'ModerationSummary',
    example: { waiting: 4, beingFilledIn: 3, rejected: 1, agentsToVerify: 2, leadsLast7Days: 17 },
  });

const inReview = (tenantId: number) =>
  and(
    eq(properties.tenantId, tenantId),
    eq(properties.published, 'REVIEW'),
    not(properties.archived),
  );

async function countSummary(db: Database, tenantId: number, leadsSince: Date) {
  const [[waiting], [beingFilledIn], [rejected], [unverified], [recentLeads]] = await Promise.all([
    db
      .select({ n: count() })
      .from(properties)
      .where(
        and(
          inReview(tenantId),
          isNull(properties.rejectionReason),
          isNotNull(properties.readyForReviewAt),
        ),
      ),
    db
      .select({ n: count() })
      .from(properties)
      .where(
        and(
          inReview(tenantId),
          isNull(properties.rejectionReason),
          isNull(properties.readyForReviewAt),
        ),
      ),
    db
      .select({ n: count() })
      .from(properties)
      .where(and(inReview(tenantId), isNotNull(properties.rejectionReason))),
    db
      .select({ n: count() })
      .from(agents)
      .where(and(eq(agents.tenantId, tenantId), eq(agents.verified, false))),
    db
      .select({ n: count() })
      .from(leads)
      .where(and(eq(leads.tenantId, tenantId), gte(leads.createdAt, leadsSince))),
  ]);
  return {
    waiting: waiting?.n ?? 0,
    beingFilledIn: beingFilledIn?.n ?? 0,
    rejected: rejected?.n ?? 0,
    agentsToVerify: unverified?.n ?? 0,
    leadsLast7Days: recentLeads?.n ?? 0,
  };
}

/** The staff home's counts. */
function staffHomeSummary(ctx: ModuleContext, actor: Actor, tenant: Tenant) {
  authorize(actor, canModerate);
  return countSummary(ctx.db, tenant.id, new Date(Date.now() - LEADS_WINDOW_MS));
}

export async function staffHomeRoutes(app: FastifyInstance, { ctx }: { ctx: ModuleContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v2/moderation/summary',
    {
      schema: {
        tags: ['Moderation'],
        operationId: 'getModerationSummary',
        summary: "The staff home's counts (moderators and admins)",
        description:
          'Signed-in moderators and admins. Listings sent for review and waiting, listings ' +
          'being filled in, listings sent back and awaiting their agent (archived ones left ' +
          'out), agents not verified, and leads ' +
          'of the last 7 days. 401 without a valid session; 403 for anyone else and for a ' +
          'session of another site; 404 for an unknown site (X-Tenant).',
        security: bearer,
        response: { 200: moderationSummarySchema, ...errorResponses(401, 403, 404) },
      },
    },
    (req) => staffHomeSummary(ctx, requireActor(req), requireTenant(req)),
  );
}
