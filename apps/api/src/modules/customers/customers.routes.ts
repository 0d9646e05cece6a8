import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicIdParams } from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
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
        summary: 'Register a customer account',
        body: createCustomerBody,
        response: { 201: customerSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (req, reply) => {
      const customer = await service.registerCustomer(ctx, req.actor, requireTenant(req), {
        ...req.body,
        ip: req.ip,
      });
      return reply.status(201).send(customer);
    },
  );

  r.get(
    '/customer/ids/:id/get',
    {
      schema: {
        tags,
        summary: 'A customer profile (the customer, or moderators)',
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
        summary: 'Update the personal details (the customer only; email is read-only)',
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
