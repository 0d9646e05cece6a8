import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CATEGORIES_PAGE_SIZE,
  pageRequest,
  publicIdParams,
  zeroBasedPagingQuery,
} from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import {
  bearer,
  errorResponses,
  NAMES_IN_LANGUAGE,
  readerLang,
  readerLangQuery,
} from '../../lib/openapi';
import { readerLanguage, wordsLanguage } from '../../locales';
import { eventBannerRoutes } from './events.banner-routes';
import * as categories from './events.categories';
import { BAD_BODY, CANCELLED, READERS, tags, WRITERS } from './events.openapi';
import {
  eventBodySchema,
  eventCategoryPageSchema,
  eventCategorySchema,
  eventListQuery,
  eventPageSchema,
  eventSchema,
  type EventListQuery,
} from './events.schemas';
import * as service from './events.service';

const BAD_QUERY =
  '400 for a page under 1, a page size outside 1 to 50, an unknown key, direction, status or ' +
  'type, or a from/to that is not a date (2026-12-05) or a date-time with an offset. A ' +
  'category or suburb the site does not have matches no event.';

const LIST_RULES =
  'Cancelled events appear only when status names CANCELLED. Statuses other than CANCELLED ' +
  'follow from the clock at the time of the request. ';

const paging = (query: EventListQuery) => pageRequest(1, query.page, query.elementPerPage);

export async function eventsRoutes(app: FastifyInstance, { ctx }: { ctx: service.EventsContext }) {
  await app.register(eventBannerRoutes, { ctx });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v2/events/create',
    {
      schema: {
        tags,
        operationId: 'createEvent',
        summary: 'Create an event (agents)',
        description:
          'Signed-in agents; the event is theirs. 401 without a valid session; 403 ' +
          `'Only agents can manage events' for customers, moderators and admins. ${BAD_BODY}`,
        security: bearer,
        body: eventBodySchema,
        response: { 201: eventSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const event = await service.createEvent(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.body,
        wordsLanguage(req, reply),
      );
      return reply.status(201).send(event);
    },
  );

  r.get(
    '/api/v2/events/categories',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        operationId: 'listEventCategories',
        summary: `The site's event categories by name (${CATEGORIES_PAGE_SIZE} per page, from 0)`,
        description: `${READERS}400 for a page or size out of range.` + NAMES_IN_LANGUAGE,
        querystring: zeroBasedPagingQuery(CATEGORIES_PAGE_SIZE, readerLang),
        response: { 200: eventCategoryPageSchema, ...errorResponses(400, 404) },
      },
    },
    (req, reply) =>
      categories.listEventCategories(
        ctx,
        req.actor,
        requireTenant(req),
        req.query,
        readerLanguage(req, reply, req.query.lang),
      ),
  );

  r.get(
    '/api/v2/events/categories/ids/:id',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        operationId: 'getEventCategory',
        summary: 'One event category',
        description:
          `${READERS}404 'Event category not found' for a category that does not exist or ` +
          'belongs to another site; 400 for an id over 64 characters.' +
          NAMES_IN_LANGUAGE,
        params: publicIdParams,
        querystring: readerLangQuery,
        response: { 200: eventCategorySchema, ...errorResponses(400, 404) },
      },
    },
    (req, reply) =>
      categories.getEventCategory(
        ctx,
        req.actor,
        requireTenant(req),
        req.params.id,
        readerLanguage(req, reply, req.query.lang),
      ),
  );

  r.get(
    '/api/v2/events/all',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        operationId: 'listEvents',
        summary: "A page of the site's events (10 per page from page 1, newest start first)",
        description: `${READERS}${LIST_RULES}${BAD_QUERY}`,
        querystring: eventListQuery,
        response: { 200: eventPageSchema, ...errorResponses(400, 404) },
      },
    },
    (req, reply) =>
      service.listEvents(
        ctx,
        req.actor,
        requireTenant(req),
        req.query,
        paging(req.query),
        wordsLanguage(req, reply),
      ),
  );

  r.get(
    '/api/v2/agents/ids/:id/events/all',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        operationId: 'listAgentEvents',
        summary: "A page of one agent's events (same paging and filters as listEvents)",
        description:
          `${READERS}404 'Agent not found' for an agent that does not exist or belongs to ` +
          `another site. ${LIST_RULES}${BAD_QUERY}`,
        params: publicIdParams,
        querystring: eventListQuery,
        response: { 200: eventPageSchema, ...errorResponses(400, 404) },
      },
    },
    (req, reply) =>
      service.listAgentEvents(
        ctx,
        req.actor,
        requireTenant(req),
        req.params.id,
        req.query,
        paging(req.query),
        wordsLanguage(req, reply),
      ),
  );

  r.get(
    '/events/ids/:id/get',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        operationId: 'getEvent',
        summary: 'One event (a cancelled one too, with status CANCELLED)',
        description:
          `${READERS}404 'Event not found' for an event that does not exist or belongs to ` +
          'another site; 400 for an id over 64 characters.',
        params: publicIdParams,
        response: { 200: eventSchema, ...errorResponses(400, 404) },
      },
    },
    (req, reply) =>
      service.getEvent(
        ctx,
        req.actor,
        requireTenant(req),
        req.params.id,
        wordsLanguage(req, reply),
      ),
  );

  r.put(
    '/events/ids/:id/update',
    {
      schema: {
        tags,
        operationId: 'updateEvent',
        summary: "Replace an event's fields (its agent only)",
        description:
          'Every editable field is replaced: one left out takes its default (empty title and ' +
          'description, type EVENT, capacity 0, registration OPEN, rate 0, no category). ' +
          `${WRITERS} ${CANCELLED} ${BAD_BODY}`,
        security: bearer,
        params: publicIdParams,
        body: eventBodySchema,
        response: { 200: eventSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (req, reply) =>
      service.updateEvent(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        req.body,
        wordsLanguage(req, reply),
      ),
  );

  r.post(
    '/events/ids/:id/cancel',
    {
      schema: {
        tags,
        operationId: 'cancelEvent',
        summary: 'Cancel an event (its agent only); it is kept with status CANCELLED',
        description:
          'A cancelled event leaves the public lists unless they ask for CANCELLED, stays ' +
          'readable by its id, and can no longer be edited; cancelling it again changes ' +
          `nothing. No body. ${WRITERS}`,
        security: bearer,
        params: publicIdParams,
        response: { 200: eventSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req, reply) =>
      service.cancelEvent(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        wordsLanguage(req, reply),
      ),
  );

  r.delete(
    '/events/ids/:id/delete',
    {
      schema: {
        tags,
        operationId: 'deleteEvent',
        summary: 'Delete an event and its banner files (its agent only)',
        description:
          'Cancelled events may be deleted too. The banner files go first; when storage cannot ' +
          "remove one the event stays (503 'Could not delete image') and the delete can be " +
          `retried. ${WRITERS}`,
        security: bearer,
        params: publicIdParams,
        response: {
          204: z.null().describe('Deleted'),
          ...errorResponses(400, 401, 403, 404, 503),
        },
      },
    },
    async (req, reply) => {
      await service.deleteEvent(ctx, requireActor(req), requireTenant(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
}
