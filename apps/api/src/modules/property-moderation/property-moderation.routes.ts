import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicIdParams } from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import { propertySchema } from '../properties';
import type { PropertyModerationContext } from './property-moderation.context';
import {
  decisionConflictSchema,
  decisionHeaders,
  listingChangesSchema,
  rejectBody,
  reviewQueuePageSchema,
  reviewQueueQuery,
  sendForReviewBody,
} from './property-moderation.schemas';
import {
  approveProperty,
  changesSinceApproval,
  rejectProperty,
  reviewQueue,
  sendForReview,
} from './property-moderation.service';

const tags = ['Moderation'];

export async function propertyModerationRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: PropertyModerationContext },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v2/moderation/properties',
    {
      schema: {
        tags,
        operationId: 'listReviewQueue',
        summary: 'Review queue (moderators and admins): listings in REVIEW, longest waiting first',
        description:
          'Signed-in moderators and admins. state PENDING (the default) lists the listings ' +
          'their agent sent for review, IN_PROGRESS those still being filled in, REJECTED ' +
          'those sent back to their agent, ALL the three; archived listings are left out. ' +
          'Longest waiting first: since the agent sent it, else since its last change. agent, ' +
          'type and suburb (publicIds) narrow the list. Each row carries `review`: the ' +
          "agent's name, whether their agency is verified, whether it was sent for review, " +
          'since when it waits, and its flags. ' +
          '400 for an unknown state, or a page or size out of range; ' +
          '401 without a valid session; 403 for anyone else (agents and customers) and for a ' +
          'session of another site; 404 for an unknown site (X-Tenant).',
        security: bearer,
        querystring: reviewQueueQuery,
        response: { 200: reviewQueuePageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) => reviewQueue(ctx, requireActor(req), requireTenant(req), req.query),
  );

  r.post(
    '/properties/ids/:id/approve',
    {
      schema: {
        tags,
        operationId: 'approveProperty',
        summary: 'Approve a listing: it goes public (moderators and admins)',
        description:
          'Signed-in moderators and admins. Clears a rejection reason, keeps the compared ' +
          "fields for the next review's changes, and emails the agent ('listing.approved', " +
          'with the public link). Only a listing under review (REVIEW) is approved; with ' +
          "If-Match (the listing's updatedAt as the moderator saw it) only that version. " +
          '400 for a malformed If-Match; 401 without a valid session; ' +
          "403 for anyone else and for a session of another site; 404 'Property not " +
          "found' when no listing of this site has the id, or for an unknown site (X-Tenant); " +
          "409 'This listing is already approved: it is live', or 'This listing changed since " +
          "you opened it: read it again, then decide', with the listing as it is now in " +
          '`current`: nothing is written and nobody is mailed.',
        security: bearer,
        params: publicIdParams,
        headers: decisionHeaders,
        response: {
          200: propertySchema,
          ...errorResponses(400, 401, 403, 404),
          409: decisionConflictSchema,
        },
      },
    },
    (req) =>
      approveProperty(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        req.headers['if-match'],
      ),
  );

  r.post(
    '/properties/ids/:id/reject',
    {
      schema: {
        tags,
        operationId: 'rejectProperty',
        summary: 'Send a listing back to its agent with a reason (moderators and admins)',
        description:
          'Signed-in moderators and admins. The listing goes back to REVIEW with the reason ' +
          '(and out of the Waiting tab until its agent sends it again, POST .../ready), ' +
          "which its agent sees and is emailed ('listing.rejected', with the editor link); " +
          'an approved listing leaves the public site. A listing already sent back (not sent ' +
          "again by its agent since) is refused; with If-Match (the listing's updatedAt as " +
          'the moderator saw it) only that version is sent back. 400 for a reason ' +
          'under 3 or over 500 characters, or a malformed If-Match; 401 without a valid ' +
          'session; 403 for anyone else ' +
          "and for a session of another site; 404 'Property not found' when no listing of " +
          "this site has the id, or for an unknown site (X-Tenant); 409 'This listing was " +
          "already sent back to its agent', or 'This listing changed since you opened it: " +
          "read it again, then decide', with the listing as it is now in `current`: nothing " +
          'is written and nobody is mailed.',
        security: bearer,
        params: publicIdParams,
        headers: decisionHeaders,
        body: rejectBody,
        response: {
          200: propertySchema,
          ...errorResponses(400, 401, 403, 404),
          409: decisionConflictSchema,
        },
      },
    },
    (req) =>
      rejectProperty(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        req.body.reason,
        req.headers['if-match'],
      ),
  );

  r.post(
    '/properties/ids/:id/ready',
    {
      schema: {
        tags,
        operationId: 'sendForReview',
        summary: "Send a listing for review: its agent has finished it (the listing's agent)",
        description:
          "The listing's agent. A new listing is under review (REVIEW) from its first save, " +
          "shown to moderators as 'Being filled in'; this stamps readyForReviewAt, moves it " +
          "to the queue's Waiting tab and clears a moderator's reason for sending it back. " +
          "updatedAt is the listing's as the agent last saw it. Sending a listing that already " +
          'waits changes nothing (200). 400 for a missing or malformed updatedAt; 401 without a ' +
          'valid session; 403 for moderators, admins and customers; 404 for another agent and ' +
          "when no listing of this site has the id; 409 'A moderator has already approved " +
          "this listing: it is live', or when the listing changed since updatedAt (a " +
          'moderator sent it back, or another tab saved it): read it again, then send it.',
        security: bearer,
        params: publicIdParams,
        body: sendForReviewBody,
        response: { 200: propertySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (req) =>
      sendForReview(ctx, requireActor(req), requireTenant(req), req.params.id, req.body.updatedAt),
  );

  r.get(
    '/api/v2/moderation/properties/ids/:id/changes',
    {
      schema: {
        tags,
        operationId: 'listListingChanges',
        summary: 'What changed in a listing since it was last approved (moderators and admins)',
        description:
          'Signed-in moderators and admins. The compared fields whose value differs from the ' +
          'last approval, with both values; [] for a listing never approved or unchanged. 401 ' +
          'without a valid session; 403 for anyone else and for a session of another site; ' +
          "404 'Property not found' when no listing of this site has the id, or for an unknown " +
          'site (X-Tenant).',
        security: bearer,
        params: publicIdParams,
        response: { 200: listingChangesSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (req) => changesSinceApproval(ctx, requireActor(req), requireTenant(req), req.params.id),
  );
}
