import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicIdParams } from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import type { PropertiesContext } from './properties.context';
import {
  translationBody,
  translationParams,
  translationSchema,
  translationsSchema,
} from './properties.schemas';
import * as translations from './properties.translations';

const tags = ['Properties'];

const HIDDEN =
  "404 'Property not found' for a listing that does not exist or is hidden from the caller " +
  "(another agent's listing in review or archived), or an unknown site (X-Tenant)";

/** A listing's title, description and keywords in the site's other languages. */
export function translationRoutes(app: FastifyInstance, ctx: PropertiesContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/properties/ids/:id/translations',
    {
      schema: {
        tags,
        operationId: 'listPropertyTranslations',
        summary: "A listing's original language and its text in the site's other languages",
        description:
          "Signed-in: the listing's agent and the site's moderators and admins. 401 without " +
          "a valid session; 403 'Not your property' for another agent's live listing, and " +
          `for a session of another site; ${HIDDEN}.`,
        security: bearer,
        params: publicIdParams,
        response: { 200: translationsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (req) =>
      translations.listTranslations(ctx, requireActor(req), requireTenant(req), req.params.id),
  );

  r.put(
    '/properties/ids/:id/translations/:language',
    {
      schema: {
        tags,
        operationId: 'setPropertyTranslation',
        summary: "Write a listing's title, description and keywords in another language",
        description:
          "Signed-in: the listing's agent only. Adds the language or replaces its text (the " +
          'later of two writes wins; updatedAt says when). The limits and rules of the ' +
          "listing's own fields apply: a phone number or email in the description is refused. " +
          'A change sends an approved listing back to REVIEW, as a change to its own title or ' +
          "description does. 400 for invalid fields (details name each), for 'Choose one of " +
          "the languages this site offers', and for the listing's original language; 401 " +
          "without a valid session; 403 'Not your property' for a listing the caller may see " +
          'but does not own, and for a session of another site; ' +
          `${HIDDEN}.`,
        security: bearer,
        params: translationParams,
        body: translationBody,
        response: { 200: translationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) =>
      translations.putTranslation(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        req.params.language,
        req.body,
      ),
  );

  r.delete(
    '/properties/ids/:id/translations/:language',
    {
      schema: {
        tags,
        operationId: 'deletePropertyTranslation',
        summary: "Remove a listing's text in one language",
        description:
          "Signed-in: the listing's agent only. Readers get the original text again; an " +
          'approved listing stays live. 400 for a language Propdesk does not offer; 401 ' +
          "without a valid session; 403 'Not your property' for a listing the caller may see " +
          "but does not own, and for a session of another site; 404 'Translation not found' " +
          `when the listing has no text in that language, ${HIDDEN}.`,
        security: bearer,
        params: translationParams,
        response: {
          204: z.null().describe('Removed'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (req, reply) => {
      await translations.deleteTranslation(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        req.params.language,
      );
      return reply.status(204).send(null);
    },
  );
}
