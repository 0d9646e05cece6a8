import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicIdParams, SAVED_SEARCH_LIMITS } from '@propdesk/shared';
import { requireTenant } from '../../infra/tenant';
import { requestLanguage, translateMessage } from '../../locales';
import { bearer, errorResponses } from '../../lib/openapi';
import {
  confirmationSentSchema,
  confirmBody,
  createSavedSearchBody,
  linkChangesBody,
  linkedSavedSearchSchema,
  linkQuery,
  oneClickBody,
  oneClickParams,
  savedSearchListSchema,
  savedSearchNameAnswer,
  savedSearchSchema,
  updateSavedSearchBody,
} from './saved-searches.schemas';
import * as service from './saved-searches.service';

const tags = ['Saved searches'];
const L = SAVED_SEARCH_LIMITS;

/** The one-click unsubscribe's answer, for a mail client that shows it. */
const UNSUBSCRIBED = 'You will receive no more alerts for this search.';

export async function savedSearchesRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: service.SavedSearchesContext },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v2/saved-searches',
    {
      schema: {
        tags,
        operationId: 'listSavedSearches',
        summary: 'The signed-in person’s saved searches',
        description:
          'Signed-in: any account of the site; only its own searches, newest first, each with ' +
          'its count of live listings matching it that came on the site since it was last run ' +
          '(newMatches). 401 without a valid session.',
        security: bearer,
        response: { 200: savedSearchListSchema, ...errorResponses(401) },
      },
    },
    (req) => service.listSavedSearches(ctx, req.actor, requireTenant(req)),
  );

  r.post(
    '/api/v2/saved-searches',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        operationId: 'createSavedSearch',
        summary: 'Save a public search, to hear about new listings matching it',
        description:
          'Anyone. Signed in: the search is the account’s and its alerts go to the account’s ' +
          'address (an email in the body is ignored), in the account’s language; answered 201 ' +
          'with the search, confirmed at once when the address is, else waiting for the link ' +
          'of a confirmation mail. Not signed in: email is required; the search waits for the ' +
          `link of a confirmation mail (valid ${L.confirmDays} days) and the answer is 202 ` +
          'confirmation-sent, the same for any address; its alerts are in the request’s ' +
          'language. The filters are the public search’s (agentCode, code, published and ' +
          'archived are not kept). 400 for invalid fields (details name each): a name of ' +
          `1..${L.name.max} characters, a query of at most ${L.query}, an area that crosses ` +
          'itself or has more than 200 corners, a type, suburb, city or feature this site ' +
          `does not have; 429 past ${L.perAccount} searches of an account, ` +
          `${L.unconfirmedPerEmail} searches of an address waiting for confirmation, or ` +
          `${L.confirmationsPerHour} confirmation mails to an address within an hour.`,
        security: [...bearer, {}],
        body: createSavedSearchBody,
        response: {
          201: savedSearchSchema,
          202: confirmationSentSchema,
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (req, reply) => {
      const created = await service.createSavedSearch(
        ctx,
        req.actor,
        requireTenant(req),
        req.body,
        requestLanguage(req),
      );
      return created.status === 'saved'
        ? reply.status(201).send(created.search)
        : reply.status(202).send({ status: 'confirmation-sent' as const });
    },
  );

  r.post(
    '/api/v2/saved-searches/confirm',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        operationId: 'confirmSavedSearch',
        summary: 'Confirm a saved search from its confirmation mail',
        description:
          'Anyone with the link; no session needed. Starts the alerts of the search the token ' +
          'names and answers its name; creates nothing else (no account). A search confirmed ' +
          'already answers the same. 400 for an unknown token or one older than ' +
          `${L.confirmDays} days.`,
        body: confirmBody,
        response: { 200: savedSearchNameAnswer, ...errorResponses(400) },
      },
    },
    (req) => service.confirmSavedSearch(ctx, req.actor, requireTenant(req), req.body.token),
  );

  r.get(
    '/api/v2/saved-searches/by-link',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        operationId: 'getSavedSearchByLink',
        summary: 'A saved search, from the manage link of its alerts',
        description:
          'Anyone with the link; no session needed. The address alerts go to comes masked. ' +
          '400 for a token that is not a manage link’s (an unsubscribe token included) and ' +
          'once the search is deleted.',
        querystring: linkQuery,
        response: { 200: linkedSavedSearchSchema, ...errorResponses(400) },
      },
    },
    (req) => service.getByLink(ctx, req.actor, requireTenant(req), req.query.token),
  );

  r.patch(
    '/api/v2/saved-searches/by-link',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        operationId: 'updateSavedSearchByLink',
        summary: 'Change how often a saved search alerts, from its manage link',
        description:
          'Anyone with the link; no session needed. 400 for an invalid frequency, a token ' +
          'that is not a manage link’s, and once the search is deleted.',
        querystring: linkQuery,
        body: linkChangesBody,
        response: { 200: linkedSavedSearchSchema, ...errorResponses(400) },
      },
    },
    (req) =>
      service.updateByLink(ctx, req.actor, requireTenant(req), req.query.token, req.body.frequency),
  );

  r.delete(
    '/api/v2/saved-searches/by-link',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        operationId: 'deleteSavedSearchByLink',
        summary: 'Delete a saved search, from its manage link',
        description:
          'Anyone with the link; no session needed. 400 for a token that is not a manage ' +
          'link’s, and once the search is deleted.',
        querystring: linkQuery,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400) },
      },
    },
    async (req, reply) => {
      await service.deleteByLink(ctx, req.actor, requireTenant(req), req.query.token);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/v2/saved-searches/unsubscribe',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        operationId: 'unsubscribeSavedSearch',
        summary: 'Stop a saved search’s alerts, from the unsubscribe link of an alert',
        description:
          'Anyone with the link; no session needed. Pauses the search (its owner may resume ' +
          'it) and answers its name; unsubscribing twice answers the same. 400 for a token ' +
          'that is not an unsubscribe link’s (a manage token included), and once the search ' +
          'is deleted.',
        querystring: linkQuery,
        response: { 200: savedSearchNameAnswer, ...errorResponses(400) },
      },
    },
    (req) => service.unsubscribeByLink(ctx, req.actor, requireTenant(req), req.query.token),
  );

  r.patch(
    '/api/v2/saved-searches/:id',
    {
      schema: {
        tags,
        operationId: 'updateSavedSearch',
        summary: 'Rename a saved search or change how often it alerts (pause included)',
        description:
          'Signed-in: the search’s owner only. 400 for invalid fields; 401 without a valid ' +
          'session; 404 for a search that is not the caller’s (another person’s, a visitor’s ' +
          'or another site’s), so nobody learns which searches exist.',
        security: bearer,
        params: publicIdParams,
        body: updateSavedSearchBody,
        response: { 200: savedSearchSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (req) => service.updateSavedSearch(ctx, req.actor, requireTenant(req), req.params.id, req.body),
  );

  r.delete(
    '/api/v2/saved-searches/:id',
    {
      schema: {
        tags,
        operationId: 'deleteSavedSearch',
        summary: 'Delete a saved search',
        description:
          'Signed-in: the search’s owner only. 401 without a valid session; 404 for a search ' +
          'that is not the caller’s.',
        security: bearer,
        params: publicIdParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 404) },
      },
    },
    async (req, reply) => {
      await service.deleteSavedSearch(ctx, req.actor, requireTenant(req), req.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/v2/saved-searches/:id/seen',
    {
      schema: {
        tags,
        operationId: 'markSavedSearchSeen',
        summary: 'Note that the owner ran a saved search (its new matches count from now)',
        description:
          'Signed-in: the search’s owner only. 401 without a valid session; 404 for a search ' +
          'that is not the caller’s.',
        security: bearer,
        params: publicIdParams,
        response: { 204: z.null().describe('Noted'), ...errorResponses(401, 404) },
      },
    },
    async (req, reply) => {
      await service.markSavedSearchSeen(ctx, req.actor, requireTenant(req), req.params.id);
      return reply.status(204).send(null);
    },
  );

  await app.register(oneClickRoute, { ctx });
}

/**
 * RFC 8058's one-click unsubscribe, the address of an alert's List-Unsubscribe header: a mail
 * client posts `List-Unsubscribe=One-Click`, form-encoded, with no session and no X-Tenant (the
 * site is in the path). In a context of its own: only it reads form bodies. A GET of the same
 * address is the web page, served as every page is.
 */
async function oneClickRoute(app: FastifyInstance, { ctx }: { ctx: service.SavedSearchesContext }) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/:tenant/saved-searches/unsubscribe',
    {
      config: { tenant: 'path', auth: 'public' },
      schema: {
        tags,
        operationId: 'unsubscribeSavedSearchOneClick',
        summary: 'One-click unsubscribe (RFC 8058), posted by a mail client',
        description:
          'The address of an alert’s List-Unsubscribe header, with List-Unsubscribe-Post: ' +
          'List-Unsubscribe=One-Click. Pauses the search as the unsubscribe link does and ' +
          'answers a short text/plain sentence. No session, no X-Tenant (the site is in the ' +
          'path). 400 for a token that is not an unsubscribe link’s, and once the search is ' +
          'deleted; 404 for an address naming no site.',
        consumes: ['application/x-www-form-urlencoded'],
        params: oneClickParams,
        querystring: linkQuery,
        body: oneClickBody.optional(),
        response: {
          200: z.string().describe('A sentence saying the alerts stopped'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (req, reply) => {
      await service.unsubscribeByLink(ctx, req.actor, requireTenant(req), req.query.token);
      return reply
        .type('text/plain; charset=utf-8')
        .send(translateMessage(requestLanguage(req), UNSUBSCRIBED));
    },
  );
}
