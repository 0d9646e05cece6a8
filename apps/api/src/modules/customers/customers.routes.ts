import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicIdParams } from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { askedLanguage } from '../../locales';
import { bearer, errorResponses } from '../../lib/openapi';
import { createCustomerBody, customerSchema, updateCustomerBody } from './customers.schemas';
import * as service from './customers.service';

const tags = ['Customers'];

export async function customersRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: service.CustomersContext },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/auth/customers/create',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        operationId: 'registerCustomer',
        summary: 'Register a customer account',
        description:
          "Anyone; no session needed. The customer is placed in the site's default country. " +
          "The site's language the request's Accept-Language names becomes the account's " +
          'language (none when it names none of them). ' +
          '400 for missing or invalid fields (details name each), a weak password included; ' +
          '404 for an unknown site (X-Tenant); 409 when an account of this site already has ' +
          "the email; 429 after SIGNUP_LIMIT sign-ups (10 by default) from the client's " +
          'address on this site within 15 minutes.',
        body: createCustomerBody,
        response: { 201: customerSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (req, reply) => {
      const customer = await service.registerCustomer(ctx, req.actor, requireTenant(req), {
        ...req.body,
        ip: req.ip,
        language: askedLanguage(req),
      });
      return reply.status(201).send(customer);
    },
  );

  r.get(
    '/customer/ids/:id/get',
    {
      schema: {
        tags,
        operationId: 'getCustomer',
        summary: 'A customer profile (the customer, or moderators)',
        description:
          "Signed-in: the customer, or the site's moderators and admins. 401 without a valid " +
          'session; 403 for anyone else, before the look-up, so the answer does not tell ' +
          'whether the customer exists, and for a session of another site; 404 when a ' +
          "moderator or admin asks for an id that is not a customer of this site (an agent's " +
          'included), or for an unknown site (X-Tenant).',
        security: bearer,
        params: publicIdParams,
        response: { 200: customerSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (req) => service.getCustomer(ctx, requireActor(req), requireTenant(req), req.params.id),
  );

  r.put(
    '/customer/ids/:id/update',
    {
      schema: {
        tags,
        operationId: 'updateCustomer',
        summary: 'Update the personal details (the customer only; email is read-only)',
        description:
          'Signed-in: the customer only (not moderators or admins). An email in the body is ' +
          'ignored; a telephone left out is cleared. 400 for missing or invalid fields; 401 ' +
          'without a valid session; 403 for anyone else and for a session of another site; ' +
          "404 when the caller's own id is not a customer's, or for an unknown site (X-Tenant).",
        security: bearer,
        params: publicIdParams,
        body: updateCustomerBody,
        response: { 200: customerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) =>
      service.updateCustomer(ctx, requireActor(req), requireTenant(req), req.params.id, req.body),
  );
}
