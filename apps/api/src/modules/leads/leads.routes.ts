import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicIdParams } from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { requestLanguage } from '../../locales';
import { bearer, errorResponses } from '../../lib/openapi';
import { AGENTS, LIST_RULES, SENDERS, TIMES_RULES, tags } from './leads.openapi';
import {
  agentLeadListQuery,
  customerLeadListQuery,
  customerTourBodySchema,
  customerTourParams,
  inquiryBodySchema,
  leadDetailSchema,
  leadPageSchema,
  leadReplyBodySchema,
  leadSchema,
  readBodySchema,
  tourBodySchema,
  unreadCountSchema,
  viewingDecisionBodySchema,
} from './leads.schemas';
import * as service from './leads.service';

export async function leadsRoutes(app: FastifyInstance, { ctx }: { ctx: service.LeadsContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/inquiries/create',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        operationId: 'createInquiry',
        summary: 'Ask the agent a question about a live listing',
        description:
          `${SENDERS} 400 with the field for a message under 10 characters ('Enter a message ` +
          "of at least 10 characters') or over 2000, a name under 2 or over 120 characters, an " +
          'invalid email, a bad phone (5 to 30 digits, spaces, + ( ) -), or text with NUL ' +
          'characters.',
        body: inquiryBodySchema,
        response: { 201: leadSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (req, reply) => {
      const lead = await service.createInquiry(
        ctx,
        req.actor,
        requireTenant(req),
        { address: req.ip, language: requestLanguage(req) },
        req.body,
      );
      return reply.status(201).send(lead);
    },
  );

  r.post(
    '/properties/ids/:id/tours/create',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        operationId: 'createTour',
        summary: 'Ask to view a live listing (1 to 3 preferred times)',
        description:
          `${SENDERS} Name, email and phone are required. ${TIMES_RULES} The lead is a ` +
          'VIEWING with status REQUESTED.',
        params: publicIdParams,
        body: tourBodySchema,
        response: { 201: leadSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (req, reply) => {
      const lead = await service.createTour(
        ctx,
        req.actor,
        requireTenant(req),
        { address: req.ip, language: requestLanguage(req) },
        req.params.id,
        req.body,
      );
      return reply.status(201).send(lead);
    },
  );

  r.post(
    '/properties/ids/:id/customers/ids/:customerId/tours/create',
    {
      schema: {
        tags,
        operationId: 'createCustomerTour',
        summary: 'A signed-in customer asks to view a live listing',
        description:
          "The customer named in the path only: their account's name and email are used, and " +
          "the phone of the body or else the account's. 401 without a valid session; 403 'You " +
          "can only request viewings for yourself' for anyone else. 404 'Property not found' for " +
          "a listing that does not exist, is not live or belongs to another site. 429 'Too many " +
          "requests from you. Please wait and try again.' over the site's limits (per client " +
          `address and per email). ${TIMES_RULES} The listing's agent is emailed (notice ` +
          'lead.created).',
        security: bearer,
        params: customerTourParams,
        body: customerTourBodySchema,
        response: { 201: leadSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (req, reply) => {
      const lead = await service.createCustomerTour(
        ctx,
        requireActor(req),
        requireTenant(req),
        { address: req.ip, language: requestLanguage(req) },
        req.params.id,
        req.params.customerId,
        req.body,
      );
      return reply.status(201).send(lead);
    },
  );

  r.get(
    '/api/v2/leads/all',
    {
      schema: {
        tags,
        operationId: 'listLeads',
        summary: "A page of the calling agent's leads (20 per page from page 1)",
        description:
          "Questions and viewing requests about the agent's listings. 401 without a valid " +
          "session; 403 'Only agents can manage leads' for customers, moderators and admins. " +
          LIST_RULES,
        security: bearer,
        querystring: agentLeadListQuery,
        response: { 200: leadPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (req) => service.listAgentLeads(ctx, requireActor(req), requireTenant(req), req.query),
  );

  r.get(
    '/api/v2/leads/unread/count',
    {
      schema: {
        tags,
        operationId: 'getUnreadLeadCount',
        summary: "How many of the calling agent's leads are not read",
        description:
          'A lead is unread when it is new, or the person cancelled since the agent last ' +
          "read it. 401 without a valid session; 403 'Only agents can manage leads' for " +
          'customers, moderators and admins.',
        security: bearer,
        response: { 200: unreadCountSchema, ...errorResponses(401, 403) },
      },
    },
    (req) => service.countUnreadLeads(ctx, requireActor(req), requireTenant(req)),
  );

  r.get(
    '/api/v2/leads/ids/:id/get',
    {
      schema: {
        tags,
        operationId: 'getLead',
        summary: 'One lead with its messages and status history',
        description:
          "The listing's agent, or the customer who sent it. Reading does not mark it read. " +
          "401 without a valid session; 404 'Lead not found' for anyone else (another agent, " +
          'another customer, moderators and admins), a lead of another site, or an unknown id.',
        security: bearer,
        params: publicIdParams,
        response: { 200: leadDetailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (req) => service.getLead(ctx, requireActor(req), requireTenant(req), req.params.id),
  );

  r.post(
    '/api/v2/leads/ids/:id/read',
    {
      schema: {
        tags,
        operationId: 'setLeadRead',
        summary: 'Mark a lead read or unread (its agent)',
        description: `${AGENTS} 400 without a boolean read.`,
        security: bearer,
        params: publicIdParams,
        body: readBodySchema,
        response: { 200: leadSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) =>
      service.markLead(ctx, requireActor(req), requireTenant(req), req.params.id, req.body.read),
  );

  r.post(
    '/api/v2/leads/ids/:id/reply',
    {
      schema: {
        tags,
        operationId: 'sendLeadReply',
        summary: 'Reply to the person (its agent): emailed, and kept in the thread',
        description:
          'The reply is emailed to the person (notice lead.replied) and added to messages; an ' +
          `OPEN inquiry becomes ANSWERED, and the lead is marked read. ${AGENTS} 400 for an ` +
          "empty reply or one over 5000 characters; 409 when the sender's details were removed " +
          '(their erasure, or the retention age: docs/privacy.md).',
        security: bearer,
        params: publicIdParams,
        body: leadReplyBodySchema,
        response: { 201: leadDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      const lead = await service.replyToLead(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        req.body.message,
      );
      return reply.status(201).send(lead);
    },
  );

  r.post(
    '/api/v2/leads/ids/:id/viewing/status',
    {
      schema: {
        tags,
        operationId: 'setViewingStatus',
        summary: 'Confirm, decline or mark a viewing done (its agent)',
        description:
          'REQUESTED may become CONFIRMED or DECLINED; CONFIRMED may become DONE or DECLINED; ' +
          'DECLINED, CANCELLED and DONE are final. Confirming needs date, the agreed time (in ' +
          'the next 90 days). The person is emailed (notice viewing.updated) with the optional ' +
          `message, which the thread keeps too; the lead is marked read. ${AGENTS} 400 'Only ` +
          "viewings have a status to decide' for an inquiry, and for a bad body; 409 'This " +
          "viewing cannot move from {from} to {to}', and when the sender's details were removed.",
        security: bearer,
        params: publicIdParams,
        body: viewingDecisionBodySchema,
        response: { 200: leadDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (req) =>
      service.decideViewing(ctx, requireActor(req), requireTenant(req), req.params.id, req.body),
  );

  r.get(
    '/api/v2/customers/ids/:id/leads/all',
    {
      schema: {
        tags,
        operationId: 'listCustomerLeads',
        summary: 'A page of the questions and viewing requests a customer sent (their own)',
        description:
          "The customer named in the path only. 401 without a valid session; 403 'You can " +
          `only see your own requests' for anyone else. ${LIST_RULES}`,
        security: bearer,
        params: publicIdParams,
        querystring: customerLeadListQuery,
        response: { 200: leadPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (req) =>
      service.listCustomerLeads(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        req.query,
      ),
  );

  r.post(
    '/api/v2/leads/ids/:id/cancel',
    {
      schema: {
        tags,
        operationId: 'cancelViewing',
        summary: 'Cancel a viewing request (the customer who sent it)',
        description:
          'The status becomes CANCELLED; the agent is emailed (notice viewing.cancelled) and ' +
          'the lead is unread for them again. No body. 401 without a valid session; 403 ' +
          "'Only the person who asked can cancel a viewing: decline it instead' for the " +
          "listing's agent; 404 'Lead not found' for anyone else; 400 'Only viewings can be " +
          "cancelled' for an inquiry; 409 'This viewing cannot move from {from} to CANCELLED' " +
          'once it is declined, cancelled or done.',
        security: bearer,
        params: publicIdParams,
        response: { 200: leadDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (req) => service.cancelViewing(ctx, requireActor(req), requireTenant(req), req.params.id),
  );
}
