import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicIdParams } from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import * as service from './agents.moderation';
import {
  staffAgentPageSchema,
  staffAgentSchema,
  staffAgentsQuery,
  verificationBody,
} from './agents.moderation.schemas';
import type { AgentsContext } from './agents.service';

const tags = ['Moderation'];

/** The site's staff verify agencies: the list of agents and the verification switch. */
export async function agentsModerationRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: AgentsContext },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v2/moderation/agents/all',
    {
      schema: {
        tags,
        operationId: 'listAgentsForStaff',
        summary: "The site's agents with their verification and listing counts",
        description:
          "The site's moderators and admins. Unverified agencies first, then the newest " +
          'accounts; `verified` keeps one kind, `q` searches the agency name, the contact ' +
          'name and the email. 400 for a page, size, verified or q out of range; 401 without ' +
          'a valid session; 403 for agents and customers, and for a session of another site; ' +
          '404 for an unknown site (X-Tenant).',
        security: bearer,
        querystring: staffAgentsQuery,
        response: { 200: staffAgentPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) => service.listAgentsForStaff(ctx, requireActor(req), requireTenant(req), req.query),
  );

  r.post(
    '/api/v2/moderation/agents/ids/:id/verification',
    {
      schema: {
        tags,
        operationId: 'setAgentVerification',
        summary: 'Verify an agency or remove its verification, with a reason',
        description:
          "The site's moderators and admins. The agent is emailed the change and the reason " +
          '(agent.verified or agent.unverified); setting the value the agency already has ' +
          'changes nothing, sends no email and answers 200. 400 for a missing verified or a ' +
          'reason outside 3 to 500 characters; 401 without a valid session; 403 for agents ' +
          'and customers, and for a session of another site; 404 when no agent of this site ' +
          'has the id, or for an unknown site (X-Tenant).',
        security: bearer,
        params: publicIdParams,
        body: verificationBody,
        response: { 200: staffAgentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) =>
      service.setAgentVerification(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        req.body,
      ),
  );
}
