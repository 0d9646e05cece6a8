import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicIdParams } from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { bearer, CONDITIONAL_READ, errorResponses, notModifiedResponse } from '../../lib/openapi';
import { answerCache, cachedRead } from '../../infra/answer-cache.http';
import { requestLanguage } from '../../locales';
import type { PropertiesContext } from './properties.context';
import {
  createPropertyBody,
  createPropertyParams,
  deletedSchema,
  editSessionParams,
  langQuery,
  propertySchema,
  updatePropertyBody,
  updatePropertyHeaders,
} from './properties.schemas';
import * as service from './properties.service';
import { inReadersLanguage, readingOf } from './properties.translations';
import { translationRoutes } from './properties.translations.routes';

const tags = ['Properties'];

export async function propertiesRoutes(app: FastifyInstance, { ctx }: { ctx: PropertiesContext }) {
  app.addHook('onClose', async () => {
    await ctx.views.flush();
    ctx.views.stop();
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cached = answerCache(ctx.answers);

  r.post(
    '/agents/:agentId/types/ids/:typeId/suburbs/ids/:suburbId/properties/create',
    {
      schema: {
        tags,
        operationId: 'createProperty',
        summary: 'Create a listing (the agent, under their own id); it starts in REVIEW',
        description:
          'Signed-in agents, under their own agent id in the path. views, code, agent, ' +
          'completion and publicId in the body are ignored. 400 for missing or invalid fields ' +
          "(details name each): a currency that is not one of the listing country's (USD or " +
          'ZWG in Zimbabwe), a service charge on a listing that is not serviced, a phone ' +
          'number or email in the description; 401 without a valid session; 403 for callers ' +
          "who are not agents, for another agent's id in the path, for published other than " +
          "REVIEW, and for a session of another site; 404 'You have not selected a valid " +
          "type' for a type not of this site, 'Suburb not found' for a suburb not of this " +
          'site, or an unknown site (X-Tenant). The listing is written in the language the ' +
          "request's Accept-Language names among the site's (its originalLanguage), else the " +
          "site's default.",
        security: bearer,
        params: createPropertyParams,
        body: createPropertyBody,
        response: { 201: propertySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const property = await service.createProperty(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params,
        req.body,
        requestLanguage(req),
      );
      return reply.status(201).send(property);
    },
  );

  r.put(
    '/properties/ids/:id/update',
    {
      schema: {
        tags,
        operationId: 'updateProperty',
        summary: 'Edit a listing (its agent only); content edits send an approved one to review',
        description:
          "Signed-in: the listing's agent only. Any subset of the fields; a change to name, " +
          'title, description, keywords, type, category, suburb or coordinates sends an ' +
          'approved listing back to REVIEW, and any edit but archiving clears a rejection ' +
          'reason. 400 for invalid fields (details name each): a currency that is not one of ' +
          "the listing country's, a service charge on a listing that is not serviced, a phone " +
          "number or email in the description; 401 without a valid session; 403 'Not your " +
          "property' for a listing the caller may see but does not own (another agent's live " +
          'listing, any listing for a moderator or admin), for published other than its ' +
          "current value, and for a session of another site; 404 'Property not found' for a " +
          "listing that does not exist or is hidden from the caller (another agent's listing " +
          'in review or archived), for a type or suburb not of this site, or an unknown site ' +
          "(X-Tenant). With If-Match naming the listing's updatedAt as the caller read it, the " +
          'save is made only if nobody saved the listing since (another tab or device, an ' +
          "upload, a moderator): otherwise 412 'This listing changed since you opened it: read " +
          "it again and choose what to keep', and nothing is written. Without If-Match the " +
          'save is made whatever changed meanwhile. With Edit-Session (a UUID the editor makes ' +
          "when it opens the listing), the save joins that session's one history entry, " +
          'written when the session ends (see endEditSession), instead of an entry of its own.',
        security: bearer,
        params: publicIdParams,
        headers: updatePropertyHeaders,
        body: updatePropertyBody,
        response: { 200: propertySchema, ...errorResponses(400, 401, 403, 404, 412) },
      },
    },
    (req) =>
      service.updateProperty(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        req.body,
        undefined,
        { startedFrom: req.headers['if-match'], editSession: req.headers['edit-session'] },
      ),
  );

  r.post(
    '/properties/ids/:id/edit-sessions/:session/end',
    {
      schema: {
        tags,
        operationId: 'endEditSession',
        summary: "End the caller's editing session of a listing: its saves become one entry",
        description:
          "Signed-in: the listing's agent only. The saves the caller made with this " +
          'Edit-Session become one history entry now, with each field changed: its value ' +
          'before the first save and after the last (a field put back as it was is left out; ' +
          'a session that changed nothing writes nothing). The editor ends its session when ' +
          'it is closed and when the agent saves on purpose; a session without a save for ten ' +
          'minutes ends on its own, and one still open when the listing is deleted ends ' +
          "first. Ending a session that has ended, or another user's, does nothing (204). " +
          "400 when the session is not a UUID; 401 without a valid session; 403 'Not your " +
          "property' and 404 'Property not found' as for updateProperty.",
        security: bearer,
        params: editSessionParams,
        response: { 204: z.null().describe('Ended'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      await service.endEditSession(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        req.params.session,
      );
      return reply.status(204).send(null);
    },
  );

  r.delete(
    '/properties/ids/:id/delete',
    {
      schema: {
        tags,
        operationId: 'deleteProperty',
        summary: 'Delete a listing with its features, images and everything under it',
        description:
          "Signed-in: the listing's agent only. The image files go first, one image at a " +
          "time. 401 without a valid session; 403 'Not your property' for a listing the " +
          "caller may see but does not own (another agent's live listing, any listing for a " +
          "moderator or admin), and for a session of another site; 404 'Property not found' " +
          "for a listing that does not exist or is hidden from the caller (another agent's " +
          "listing in review or archived), or an unknown site (X-Tenant); 503 'Could not " +
          "delete image' when storage cannot remove a file: the listing and that image stay, " +
          'and the delete can be retried.',
        security: bearer,
        params: publicIdParams,
        response: { 200: deletedSchema, ...errorResponses(401, 403, 404, 503) },
      },
    },
    (req) => service.deleteProperty(ctx, requireActor(req), requireTenant(req), req.params.id),
  );

  r.get(
    '/properties/ids/:id/get',
    {
      config: { auth: 'optional', account: 'recent' },
      ...cached,
      schema: {
        tags,
        operationId: 'getProperty',
        summary: 'A listing; under review or archived only for its agent and moderators',
        description:
          'Anyone; a session is used when sent. A listing in REVIEW or archived is shown to ' +
          "its agent and to the site's moderators and admins only; a read by anyone else " +
          'counts as a view. 401 when a sent token is invalid or expired; 403 for a session ' +
          "of another site; 404 'Property not found' for a listing that does not exist or is " +
          "hidden from the caller (another agent's listing in review or archived), or an " +
          "unknown site (X-Tenant). Title, description and metaTags are in the reader's " +
          'language (lang, else Accept-Language) when the listing has a translation in it, ' +
          'else in its original language; language says which, and so does Content-Language. ' +
          "The listing's agent and moderators get the original unless they send lang. 400 for " +
          'a lang the site does not offer.' +
          CONDITIONAL_READ,
        params: publicIdParams,
        querystring: langQuery,
        response: {
          200: propertySchema,
          ...notModifiedResponse,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    (req, reply) =>
      cachedRead(ctx.answers, req, reply, async () => {
        const tenant = requireTenant(req);
        const reading = readingOf(tenant, req.query.lang, requestLanguage(req));
        const { view, counted } = await service.getProperty(ctx, req.actor, tenant, req.params.id);
        if (counted) ctx.listingVisited(req, counted);
        const [body] = await inReadersLanguage(ctx, req.actor, tenant, reading, [view]);
        return { body: body!, counted, language: body!.language };
      }),
  );

  translationRoutes(app, ctx);
}
