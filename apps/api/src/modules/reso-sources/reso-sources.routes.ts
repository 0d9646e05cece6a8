import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import type { ResoSourcesContext } from './reso-sources.replicate';
import {
  RESO_SOURCE_LIMITS,
  resoMappingBodySchema,
  resoMappingSchema,
  resoRemoteAgentsSchema,
  resoRunDetailSchema,
  resoRunParams,
  resoRunsSchema,
  resoRunStartedSchema,
  resoSourceBodySchema,
  resoSourceParams,
  resoSourceSchema,
  resoSourcesSchema,
  resoSourceTestSchema,
  resoSourceUpdateSchema,
} from './reso-sources.schemas';
import * as service from './reso-sources.service';

const tags = ['RESO sources'];
const ADMINS_ONLY =
  "Signed-in admins of the site. 401 without a valid session; 403 'Only admins can manage " +
  "RESO sources' for agents, customers and moderators, 'This session belongs to another site' " +
  "when X-Tenant is not the session's site.";
const ONE_SOURCE = `${ADMINS_ONLY} 404 'RESO source not found' for an id of no source of this site.`;
const REMOTE =
  'The remote server is called with the same guards as photos by address (http(s) only, no ' +
  'private, loopback or link-local address unless REMOTE_FETCH_ALLOW names it, time and size ' +
  "limits); what it refuses or fails is a 422 saying so (e.g. 'The token endpoint refused the " +
  "credentials (401) (invalid_client: ...)').";

export async function resoSourcesRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: ResoSourcesContext },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v2/reso-sources';

  r.get(
    base,
    {
      schema: {
        tags,
        operationId: 'listResoSources',
        summary: 'The RESO servers the site replicates listings from (admins)',
        description: `${ADMINS_ONLY} By name. Never a client secret.`,
        security: bearer,
        response: { 200: resoSourcesSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (req) => service.listResoSources(ctx, requireActor(req), requireTenant(req)),
  );

  r.post(
    base,
    {
      schema: {
        tags,
        operationId: 'createResoSource',
        summary: 'Connect a RESO Web API server to replicate listings from (admins)',
        description:
          `${ADMINS_ONLY} The client secret is stored encrypted and never answered. 400 with the ` +
          'field for a missing or too long name, an address that is not http(s), a schedule ' +
          `outside ${RESO_SOURCE_LIMITS.everyMinutesMin}-${RESO_SOURCE_LIMITS.everyMinutesMax} ` +
          "minutes or an unknown field; 409 'A RESO source of this site has this name already'. " +
          'Nothing is replicated before its members or offices are mapped to agents.',
        security: bearer,
        body: resoSourceBodySchema,
        response: { 201: resoSourceSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await service.createResoSource(ctx, requireActor(req), requireTenant(req), req.body)),
  );

  r.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        operationId: 'getResoSource',
        summary: 'A RESO source with its schedule, cursor and last run (admins)',
        description: ONE_SOURCE,
        security: bearer,
        params: resoSourceParams,
        response: { 200: resoSourceSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (req) => service.getResoSource(ctx, requireActor(req), requireTenant(req), req.params.id),
  );

  r.patch(
    `${base}/:id`,
    {
      schema: {
        tags,
        operationId: 'updateResoSource',
        summary: 'Change, pause or resume a RESO source (admins)',
        description:
          `${ONE_SOURCE} Any of the fields; status 'paused' stops its scheduled runs, 'active' ` +
          'resumes them. A new client secret replaces the stored one. Another service root ' +
          'starts replication again from the beginning (listings are matched by ListingKey, so ' +
          'none is made twice). 400 and 409 as for a create.',
        security: bearer,
        params: resoSourceParams,
        body: resoSourceUpdateSchema,
        response: { 200: resoSourceSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (req) =>
      service.updateResoSource(ctx, requireActor(req), requireTenant(req), req.params.id, req.body),
  );

  r.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        operationId: 'deleteResoSource',
        summary: 'Disconnect a RESO source (admins)',
        description:
          `${ONE_SOURCE} Its mapping and runs go with it; the listings it brought in stay with ` +
          'their agents.',
        security: bearer,
        params: resoSourceParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 403, 404) },
      },
    },
    async (req, reply) => {
      await service.deleteResoSource(ctx, requireActor(req), requireTenant(req), req.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    `${base}/:id/test`,
    {
      schema: {
        tags,
        operationId: 'verifyResoSource',
        summary: 'Try a RESO source: a token, its service document, $metadata and counts (admins)',
        description: `${ONE_SOURCE} ${REMOTE}`,
        security: bearer,
        params: resoSourceParams,
        response: { 200: resoSourceTestSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (req) => service.verifyResoSource(ctx, requireActor(req), requireTenant(req), req.params.id),
  );

  r.get(
    `${base}/:id/members`,
    {
      schema: {
        tags,
        operationId: 'listResoRemoteAgents',
        summary: "The remote's members and offices with the site's agent each maps to (admins)",
        description: `${ONE_SOURCE} At most 5,000 of each. ${REMOTE}`,
        security: bearer,
        params: resoSourceParams,
        response: { 200: resoRemoteAgentsSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (req) => service.remoteAgents(ctx, requireActor(req), requireTenant(req), req.params.id),
  );

  r.put(
    `${base}/:id/mapping`,
    {
      schema: {
        tags,
        operationId: 'setResoMapping',
        summary: "Map the remote's members and offices to the site's agents (admins)",
        description:
          `${ONE_SOURCE} Replaces the whole mapping. A listing goes to its member's agent, else ` +
          "its office's; a listing of neither is skipped with the reason in the run. The next " +
          'run reads the source from its beginning, so listings skipped before come in (those ' +
          'already here are matched by ListingKey and left unchanged). 400 with ' +
          'the entry for an agent id of no agent of this site or a member or office mapped twice.',
        security: bearer,
        params: resoSourceParams,
        body: resoMappingBodySchema,
        response: { 200: resoMappingSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) =>
      service.setResoMapping(ctx, requireActor(req), requireTenant(req), req.params.id, req.body),
  );

  r.post(
    `${base}/:id/run`,
    {
      schema: {
        tags,
        operationId: 'startResoRun',
        summary: 'Replicate a RESO source now (admins)',
        description:
          `${ONE_SOURCE} 202: the run starts in the background (also for a paused source); its ` +
          'progress is in the runs. Asking again while one is asked for or running asks once.',
        security: bearer,
        params: resoSourceParams,
        response: { 202: resoRunStartedSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (req, reply) =>
      reply
        .status(202)
        .send(
          await service.requestResoRun(ctx, requireActor(req), requireTenant(req), req.params.id),
        ),
  );

  r.get(
    `${base}/:id/runs`,
    {
      schema: {
        tags,
        operationId: 'listResoRuns',
        summary: "A RESO source's runs with their counts (admins)",
        description: `${ONE_SOURCE} The last ${RESO_SOURCE_LIMITS.runsShown}, newest first.`,
        security: bearer,
        params: resoSourceParams,
        response: { 200: resoRunsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (req) => service.listResoRuns(ctx, requireActor(req), requireTenant(req), req.params.id),
  );

  r.get(
    `${base}/:id/runs/:runId`,
    {
      schema: {
        tags,
        operationId: 'getResoRun',
        summary:
          'One run of a RESO source: what it did to each remote listing, with reasons (admins)',
        description:
          `${ONE_SOURCE} 404 'Run not found' for an id of no run of this source. Each listing it ` +
          'created, updated, archived, skipped or failed, with the reasons; unchanged ones are ' +
          'counted only.',
        security: bearer,
        params: resoRunParams,
        response: { 200: resoRunDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (req) =>
      service.getResoRun(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        req.params.runId,
      ),
  );
}
