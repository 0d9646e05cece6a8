import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUDIT_ENTITIES, AUDIT_PAGE_SIZE, publicIdParams } from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import { auditPageSchema, auditQuery, historyQuery } from './audit.schemas';
import * as service from './audit.service';

const tags = ['Audit'];

export async function auditRoutes(app: FastifyInstance, { ctx }: { ctx: service.AuditContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v2/audit/all',
    {
      schema: {
        tags,
        operationId: 'listAuditLog',
        summary: `The site's audit log, newest first (${AUDIT_PAGE_SIZE} per page, from 0)`,
        description:
          'Signed-in moderators and admins of the site: every recorded write with who made it ' +
          '(user and role), from which address, the entity and its id, the action, the changed ' +
          'fields before and after, and the reason. Filters: entity (' +
          `${AUDIT_ENTITIES.join(', ')}), userId (the user's public id), action, and from/to ` +
          "(ISO dates, counted in the site's time zone and both days included, or date-times " +
          "with an offset). 401 without a valid session; 403 'Only moderators and admins can " +
          "read the audit log' for agents and customers, 'This session belongs to another site' " +
          'for a session of another site. 400 for an unknown entity, an action that is not a ' +
          "lower-case word, a date that is not ISO, from after to ('From must not be after to'), " +
          'or a page or size out of range.',
        security: bearer,
        querystring: auditQuery,
        response: { 200: auditPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (req) => service.listAuditLog(ctx, requireActor(req), requireTenant(req), req.query),
  );

  r.get(
    '/api/v2/properties/ids/:id/history',
    {
      schema: {
        tags,
        operationId: 'listPropertyHistory',
        summary: `A listing's history, newest first (${AUDIT_PAGE_SIZE} per page, from 0)`,
        description:
          'The recorded writes to the listing, its images, features, amenities and units, and ' +
          'its reviews (approve, reject with the reason). Its agent, and the moderators and ' +
          "admins of the site; only these see the callers' addresses (ip). 401 without a valid " +
          "session; 404 'Property not found' for a listing that does not exist, belongs to " +
          'another site or to another agent, and for customers. 400 for a page or size out of ' +
          'range or an id over 64 characters.',
        security: bearer,
        params: publicIdParams,
        querystring: historyQuery,
        response: { 200: auditPageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (req) =>
      service.listListingHistory(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        req.query,
      ),
  );
}
