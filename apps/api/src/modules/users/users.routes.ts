import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import { LANGUAGE_MESSAGES } from '@propdesk/shared';
import { accountLanguageBodySchema, userEmailParams, userSchema } from './users.schemas';
import * as service from './users.service';

export async function usersRoutes(app: FastifyInstance, { ctx }: { ctx: service.UsersContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/auth/users/names/:email/get',
    {
      schema: {
        tags: ['Auth'],
        operationId: 'getUserByEmail',
        summary: 'The user fetch: your own account by email (moderators: any)',
        description:
          "Signed-in: one's own email (in any case), or any email for moderators and admins. " +
          "401 without a valid session; 403 for someone else's email, whether or not it has " +
          'an account, and for a session of another site; 404 when a moderator or admin asks ' +
          'for an email without an account, or for an unknown site (X-Tenant).',
        security: bearer,
        params: userEmailParams,
        response: { 200: userSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (req) => service.getUserByEmail(ctx, requireActor(req), requireTenant(req), req.params.email),
  );

  r.post(
    '/auth/users/language/change',
    {
      schema: {
        tags: ['Auth'],
        operationId: 'setOwnLanguage',
        summary: 'Set or clear the language of the signed-in account',
        description:
          'Signed-in, any role: changes only the caller\'s own account. `{"language": null}` ' +
          "clears the choice (the site's default language then applies). 400 " +
          `'${LANGUAGE_MESSAGES.notOffered}' for a language the site does not offer, ` +
          `'${LANGUAGE_MESSAGES.unknown}' for any other value; 401 without a valid session; ` +
          '403 for a session of another site. Answers the account as the user fetch ' +
          '(GET /auth/users/names/{email}/get) does.',
        security: bearer,
        body: accountLanguageBodySchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) => service.setOwnLanguage(ctx, requireActor(req), requireTenant(req), req.body.language),
  );
}
