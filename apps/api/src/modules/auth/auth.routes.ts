import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailSchema, newPasswordSchema } from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import { userSchema } from '../users/users.views';
import { getUserByEmail } from '../users/users.service';
import * as service from './auth.service';

const tags = ['Auth'];

const tokenPairSchema = z
  .object({
    token: z
      .string()
      .describe('Access token (JWT, HS256): sub, agentId or customerId, roles, tenant, exp'),
    refreshToken: z.string().describe('Single use: each refresh returns a new one'),
  })
  .meta({ id: 'TokenPair' });

const messageSchema = z.object({ message: z.string() }).meta({ id: 'Message' });

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;

  r.post(
    '/auth/authenticate',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: z.object({
          username: z.string().trim().min(1, 'Enter your email').max(254),
          password: z.string().min(1, 'Enter your password').max(1024),
        }),
        response: { 200: tokenPairSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    (req) => service.authenticate(db, config, requireTenant(req), { ...req.body, ip: req.ip }),
  );

  r.post(
    '/auth/refreshToken',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Trade a refresh token for a new token pair (rotation; reuse ends the session)',
        body: z.object({ token: z.string().min(1).max(256) }),
        response: { 200: tokenPairSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (req) => service.refresh(db, config, requireTenant(req), req.body.token),
  );

  r.post(
    '/auth/users/request/password-reset',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Email a password reset link (same answer whether or not the account exists)',
        body: z.object({ email: emailSchema }),
        response: { 202: messageSchema, ...errorResponses(400, 404) },
      },
    },
    async (req, reply) => {
      await service.requestPasswordReset(
        db,
        config,
        app.mailer,
        req.log,
        requireTenant(req),
        req.body.email,
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
        body: z.object({ password: newPasswordSchema, token: z.string().min(1).max(256) }),
        response: { 200: messageSchema, ...errorResponses(400, 404) },
      },
    },
    async (req) => {
      await service.changePasswordWithToken(db, requireTenant(req), req.body);
      return { message: 'Your password has been changed. Please sign in.' };
    },
  );

  r.get(
    '/auth/users/names/:email/get',
    {
      schema: {
        tags,
        summary: 'The user fetch: your own account by email (moderators: any)',
        security: bearer,
        params: z.object({ email: z.string().min(3).max(254) }),
        response: { 200: userSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (req) => getUserByEmail(db, requireActor(req), req.params.email),
  );
}
