import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicIdParams, zeroBasedPagingQuery } from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { askedLanguage } from '../../locales';
import { bearer, errorResponses } from '../../lib/openapi';
import {
  agentPageSchema,
  agentSchema,
  countryParams,
  createAgentBody,
  updateAgentBody,
} from './agents.schemas';
import * as service from './agents.service';

const tags = ['Agents'];

export async function agentsRoutes(app: FastifyInstance, { ctx }: { ctx: service.AgentsContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/auth/countries/ids/:countryId/agents/create',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        operationId: 'registerAgent',
        summary: 'Register an agent (agency) account in a country',
        description:
          "Anyone; no session needed. The agency starts unverified. The site's language the " +
          "request's Accept-Language names becomes the account's language (none when it names " +
          'none of them). 400 for missing or ' +
          'invalid fields (details name each), a weak password included; 404 when the country ' +
          "is not one of this site's, or for an unknown site (X-Tenant); 409 when an account " +
          'of this site already has the email; 429 after SIGNUP_LIMIT sign-ups (10 by ' +
          "default) from the client's address on this site within 15 minutes.",
        params: countryParams,
        body: createAgentBody,
        response: { 201: agentSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (req, reply) => {
      const agent = await service.registerAgency(
        ctx,
        req.actor,
        requireTenant(req),
        req.params.countryId,
        { ...req.body, ip: req.ip, language: askedLanguage(req) },
      );
      return reply.status(201).send(agent);
    },
  );

  r.get(
    '/api/v2/agents/verified/true',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        operationId: 'listVerifiedAgents',
        summary: 'Verified agents of the site',
        description:
          'Anyone; no session needed. The private fields (email, first and last name) are ' +
          'left out. 400 for a page or size out of range; 404 for an unknown site (X-Tenant).',
        querystring: zeroBasedPagingQuery(20),
        response: { 200: agentPageSchema, ...errorResponses(400, 404) },
      },
    },
    (req) => service.listVerifiedAgents(ctx, req.actor, requireTenant(req), req.query),
  );

  r.get(
    '/api/v2/agents/ids/:id',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        operationId: 'getAgent',
        summary: 'An agent profile (private fields only for the agent and moderators)',
        description:
          'Anyone; a session is used when sent. The private fields (email, first and last ' +
          "name) are shown to the agent and to the site's moderators and admins only. 401 " +
          'when a sent token is invalid or expired; 403 for a session of another site; 404 ' +
          "when no agent of this site has the id (a customer's id included), or for an " +
          'unknown site (X-Tenant).',
        params: publicIdParams,
        response: { 200: agentSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (req) => service.getAgent(ctx, req.actor, requireTenant(req), req.params.id),
  );

  r.put(
    '/api/v2/agents/ids/:id',
    {
      schema: {
        tags,
        operationId: 'updateAgent',
        summary: 'Update the agency profile (the agent, or an admin)',
        description:
          'Signed-in: the agent, on their own agency; admins, on any agency. The email and the ' +
          'agent code are read-only. 400 for invalid fields, for verified (an agency is verified ' +
          'with a reason by setAgentVerification, which mails it), or a suburb, city and ' +
          'country that do not belong together; 401 without a valid session; 403 for ' +
          "someone else's agency (moderators included), and for a session of another site; 404 " +
          'when no agent of this site has the id, for an unknown suburb, city or country, or an ' +
          'unknown site (X-Tenant).',
        security: bearer,
        params: publicIdParams,
        body: updateAgentBody,
        response: { 200: agentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) =>
      service.updateAgent(ctx, requireActor(req), requireTenant(req), req.params.id, req.body),
  );
}
