import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicIdParams } from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import {
  erasedSchema,
  erasePersonBody,
  eraseOwnAccountBody,
  erasureViewSchema,
  exportPersonBody,
  peopleQuery,
  peopleSchema,
  zipResponse,
} from './privacy.schemas';
import * as service from './privacy.service';

const tags = ['Personal data'];

function sendArchive(reply: FastifyReply, archive: service.PersonalDataExport) {
  return reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename="${archive.fileName}"`)
    .header('cache-control', 'no-store')
    .send(archive.stream);
}

export async function privacyRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: service.PrivacyContext },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v2/privacy/me/export',
    {
      schema: {
        tags,
        operationId: 'exportOwnData',
        summary: 'Everything the site holds about the signed-in person, as a ZIP',
        description:
          'Any signed-in person, for themselves (GDPR articles 15 and 20): their account, agency, ' +
          'listings with their photos and units, events, questions and viewing requests sent and ' +
          'received, favourites, saved searches, sessions, e-mails, imports and audit entries. ' +
          '401 without a valid session.',
        security: bearer,
        response: { 200: zipResponse, ...errorResponses(401, 404) },
      },
    },
    async (req, reply) =>
      sendArchive(reply, await service.exportOwnData(ctx, requireActor(req), requireTenant(req))),
  );

  r.get(
    '/api/v2/privacy/me',
    {
      schema: {
        tags,
        operationId: 'getOwnErasure',
        summary: 'What deleting the signed-in account involves',
        description:
          "Any signed-in person: whether they are the site's last admin (who cannot delete the " +
          'account) and, for an agent, the agents who may take over their listings. 401 without ' +
          'a valid session.',
        security: bearer,
        response: { 200: erasureViewSchema, ...errorResponses(401, 404) },
      },
    },
    (req) => service.ownErasureView(ctx, requireActor(req), requireTenant(req)),
  );

  r.post(
    '/api/v2/privacy/me/erase',
    {
      schema: {
        tags,
        operationId: 'deleteOwnAccount',
        summary: 'Delete the signed-in account and erase its personal data',
        description:
          'Any signed-in person, confirming with their password (GDPR article 17). Their ' +
          'personal data is erased or anonymised everywhere and every session ends; an agent’s ' +
          'listings go to heirId (another agent of the site) or are archived. 400 for a wrong ' +
          'password or an heirId that is not another agent; 401 without a valid session; 409 ' +
          "for the site's last admin.",
        security: bearer,
        body: eraseOwnAccountBody,
        response: { 200: erasedSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    (req) => service.eraseOwnAccount(ctx, requireActor(req), requireTenant(req), req.body),
  );

  r.get(
    '/api/v2/privacy/people',
    {
      schema: {
        tags,
        operationId: 'searchPeople',
        summary: 'Find the accounts a request about personal data may be about',
        description:
          "The site's moderators and admins: accounts of this site whose address or name has q " +
          'in it (erased accounts are not found), at most 20. 400 for q under 2 characters; 401 ' +
          'without a valid session; 403 for anyone else.',
        security: bearer,
        querystring: peopleQuery,
        response: { 200: peopleSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (req) => service.findPeople(ctx, requireActor(req), requireTenant(req), req.query.q),
  );

  r.get(
    '/api/v2/privacy/people/:id',
    {
      schema: {
        tags,
        operationId: 'getPersonErasure',
        summary: "What erasing a person's account involves",
        description:
          "The site's moderators and admins: the account, whether it is the site's last admin, " +
          'and the agents who may take over its listings. 401 without a valid session; 403 for ' +
          'anyone else; 404 for no live account of this site with the id.',
        security: bearer,
        params: publicIdParams,
        response: { 200: erasureViewSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (req) => service.personView(ctx, requireActor(req), requireTenant(req), req.params.id),
  );

  r.post(
    '/api/v2/privacy/people/:id/export',
    {
      schema: {
        tags,
        operationId: 'exportPersonData',
        summary: "A person's data, for a request received by the site's staff",
        description:
          "The site's moderators and admins, with the reason (the request) recorded in the " +
          'audit log. The same archive the person downloads. 400 without a reason; 401 without ' +
          'a valid session; 403 for anyone else; 404 for no live account of this site with the id.',
        security: bearer,
        params: publicIdParams,
        body: exportPersonBody,
        response: { 200: zipResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) =>
      sendArchive(
        reply,
        await service.exportPersonData(
          ctx,
          requireActor(req),
          requireTenant(req),
          req.params.id,
          req.body.reason,
        ),
      ),
  );

  r.post(
    '/api/v2/privacy/people/:id/erase',
    {
      schema: {
        tags,
        operationId: 'deletePersonAccount',
        summary: "Erase a person's account, for a request received by the site's staff",
        description:
          "The site's moderators and admins, with the reason recorded in the audit log; a staff " +
          "member's account only by an admin. As the person's own deletion: listings to heirId " +
          'or archived. 400 without a reason, for an heirId that is not another agent and for the ' +
          "caller's own account (deleted from the profile); 401 " +
          'without a valid session; 403 for anyone else, and for a moderator erasing staff; 404 ' +
          'for no live account of this site with the id (an erased one included); 409 for the ' +
          "site's last admin.",
        security: bearer,
        params: publicIdParams,
        body: erasePersonBody,
        response: { 200: erasedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (req) =>
      service.erasePerson(ctx, requireActor(req), requireTenant(req), req.params.id, req.body),
  );
}
