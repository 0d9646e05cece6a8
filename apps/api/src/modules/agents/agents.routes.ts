import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicIdParams, zeroBasedPagingQuery } from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
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
        summary: 'Register an agent (agency) account in a country',
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
        { ...req.body, ip: req.ip },
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
        summary: 'Verified agents of the site',
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
        summary: 'An agent profile (private fields only for the agent and moderators)',
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
        summary: 'Update the agency profile (the agent; moderators may only set verified)',
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
