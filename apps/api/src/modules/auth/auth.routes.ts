import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireTenant } from '../../infra/tenant';
import { errorResponses } from '../../lib/openapi';
import {
  messageSchema,
  passwordChangeBody,
  refreshBody,
  resetRequestBody,
  signInBody,
  tokenPairSchema,
} from './auth.schemas';
import * as service from './auth.service';

const tags = ['Auth'];

export async function authRoutes(app: FastifyInstance, { ctx }: { ctx: service.AuthContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/auth/authenticate',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: signInBody,
        response: { 200: tokenPairSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    (req) => service.authenticate(ctx, req.actor, requireTenant(req), { ...req.body, ip: req.ip }),
  );

  r.post(
    '/auth/refreshToken',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Trade a refresh token for a new token pair (rotation; reuse ends the session)',
        body: refreshBody,
        response: { 200: tokenPairSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (req) => service.refresh(ctx, req.actor, requireTenant(req), req.body.token),
  );

  r.post(
    '/auth/users/request/password-reset',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Email a password reset link (same answer whether or not the account exists)',
        body: resetRequestBody,
        response: { 202: messageSchema, ...errorResponses(400, 404) },
      },
    },
    async (req, reply) => {
      await service.requestPasswordReset(
        ctx,
        req.actor,
        requireTenant(req),
        req.body.email,
        req.log,
      );
      return reply.status(202).send({ message: service.RESET_REQUEST_ANSWER });
    },
  );

  r.post(
    '/auth/users/password/change',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Set a new password with the token from the reset email; ends all sessions',
        body: passwordChangeBody,
        response: { 200: messageSchema, ...errorResponses(400, 404) },
      },
    },
    async (req) => {
      await service.changePasswordWithToken(ctx, req.actor, requireTenant(req), req.body);
      return { message: 'Your password has been changed. Please sign in.' };
    },
  );
}
