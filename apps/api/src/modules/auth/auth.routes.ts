import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { publicIdParams } from '@propdesk/shared';
import { z } from 'zod';
import { bearer, errorResponses } from '../../lib/openapi';
import * as confirmation from './auth.email-confirmation';
import {
  confirmEmailBody,
  emailConfirmedSchema,
  messageSchema,
  passwordChangeBody,
  refreshBody,
  resetRequestBody,
  sessionSchema,
  sessionsEndedSchema,
  signInBody,
  signOutBody,
  tokenPairSchema,
} from './auth.schemas';
import * as service from './auth.service';
import * as sessions from './auth.sessions';
import { ThrottledError } from './auth.throttle';

const tags = ['Auth'];

export async function authRoutes(app: FastifyInstance, { ctx }: { ctx: service.AuthContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/auth/authenticate',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        operationId: 'signIn',
        summary: 'Sign in with email and password',
        description:
          'Anyone; a session sent along is ignored. 400 when username or password is missing ' +
          "or too long; 401 'Invalid credentials' for an unknown email and a wrong password " +
          'alike; 404 for an unknown site (X-Tenant). 429 with Retry-After, for the client ' +
          'address only (the account is never locked): after 10 failures on the account from ' +
          'that address within 15 minutes, or 100 from it on any accounts; and once the account ' +
          'has had 100 failures in 24 hours, from every address that never signed in to it (its ' +
          'owner is told once by e-mail).',
        body: signInBody,
        response: { 200: tokenPairSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    (req, reply) =>
      withRetryAfter(reply, () =>
        service.authenticate(ctx, req.actor, requireTenant(req), {
          ...req.body,
          ip: req.ip,
          userAgent: req.headers['user-agent'],
        }),
      ),
  );

  r.post(
    '/auth/refreshToken',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        operationId: 'refreshToken',
        summary: 'Trade a refresh token for a new token pair (rotation; reuse ends the session)',
        description:
          'Anyone holding a refresh token of this site; no access token needed. A refresh ' +
          "token works once. 400 without a token; 401 'Your session has ended' for a token " +
          "that is unknown (an access token or another site's included), expired, revoked or " +
          'already used; a used token presented again more than 10 seconds after its first ' +
          'use also ends its whole session; 404 for an unknown site (X-Tenant).',
        body: refreshBody,
        response: { 200: tokenPairSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (req) =>
      service.refresh(ctx, req.actor, requireTenant(req), req.body.token, {
        ip: req.ip,
        userAgent: req.headers['user-agent'],
      }),
  );

  r.post(
    '/auth/logout',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        operationId: 'signOut',
        summary: 'Log out: end the session of a refresh token on the server',
        description:
          'Anyone holding a refresh token of this site; no access token needed (it may have ' +
          'expired). Ends the whole session (every refresh token of its family): refreshing ' +
          'with any of them answers 401 afterwards, and its access tokens are refused within a ' +
          'second on every server process. 204 also for a token that is unknown, used or ended, ' +
          'so the answer tells nothing about a token. 400 without a token; 404 for an unknown ' +
          'site (X-Tenant).',
        body: signOutBody,
        response: { 204: z.null().describe('Signed out'), ...errorResponses(400, 404) },
      },
    },
    async (req, reply) => {
      await sessions.signOut(ctx, req.actor, requireTenant(req), req.body.token);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/auth/sessions',
    {
      schema: {
        tags,
        operationId: 'listSessions',
        summary: "The signed-in account's active sessions, the last used first",
        description:
          'Signed-in: any account, its own sessions only (device, country, sign-in and last ' +
          "refresh, and which is the caller's). 401 without a valid session; 403 for a " +
          'session of another site.',
        security: bearer,
        response: { 200: z.array(sessionSchema), ...errorResponses(401, 403) },
      },
    },
    (req) => sessions.listSessions(ctx, requireActor(req), requireTenant(req)),
  );

  r.delete(
    '/auth/sessions/ids/:id/delete',
    {
      schema: {
        tags,
        operationId: 'revokeSession',
        summary: "End one of the signed-in account's sessions (sign a device out)",
        description:
          'Signed-in: any account, its own sessions only. The session cannot refresh any more ' +
          'and its access tokens are refused within a second on every server process. 401 ' +
          "without a valid session; 403 for a session of another site; 404 'Session not " +
          "found' for a session that is not the caller's, or has ended already.",
        security: bearer,
        params: publicIdParams,
        response: { 204: z.null().describe('Ended'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      await sessions.revokeSession(ctx, requireActor(req), requireTenant(req), req.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/auth/sessions/others/delete',
    {
      schema: {
        tags,
        operationId: 'signOutOtherSessions',
        summary: "Sign out of all other devices: end every session but the caller's",
        description:
          "Signed-in: any account, its own sessions only. The caller's own session stays (Logout " +
          'ends it); the others cannot refresh any more and their access tokens are refused ' +
          'within a second on every server process. Answers how many ended. 401 without a ' +
          'valid session; 403 for a session of another site.',
        security: bearer,
        response: { 200: sessionsEndedSchema, ...errorResponses(401, 403) },
      },
    },
    async (req) => ({
      ended: await sessions.signOutOtherSessions(ctx, requireActor(req), requireTenant(req)),
    }),
  );

  r.post(
    '/auth/users/request/password-reset',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        operationId: 'requestPasswordReset',
        summary: 'Email a password reset link (same answer whether or not the account exists)',
        description:
          'Anyone. Answers 200 with the same message whether or not an account has the email, ' +
          'before looking for the account: the look-up and the mail come after the answer, so ' +
          'its timing does not tell either. After 5 requests for one account within 15 ' +
          'minutes, no more mail is sent, with the same answer. 400 for an invalid email ' +
          "address; 404 for an unknown site (X-Tenant); 429 after 20 requests from the client's " +
          'address within 15 minutes, whatever the addresses asked for.',
        body: resetRequestBody,
        response: { 200: messageSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (req) => {
      await service.requestPasswordReset(
        ctx,
        req.actor,
        requireTenant(req),
        req.body.email,
        req.ip,
      );
      return { message: service.RESET_REQUEST_ANSWER };
    },
  );

  r.post(
    '/auth/users/password/change',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        operationId: 'resetPassword',
        summary: 'Set a new password with the token from the reset email; ends all sessions',
        description:
          'Anyone holding the token of a reset link (valid for 30 minutes, once). Also ends ' +
          "the account's other reset links. 400 when the token is unknown, used or expired " +
          "('This reset link is invalid or has expired'), or when the password breaks a " +
          'strength rule; 404 for an unknown site (X-Tenant).',
        body: passwordChangeBody,
        response: { 200: messageSchema, ...errorResponses(400, 404) },
      },
    },
    async (req) => {
      await service.changePasswordWithToken(ctx, req.actor, requireTenant(req), req.body);
      return { message: 'Your password has been changed. Please sign in.' };
    },
  );

  r.post(
    '/auth/users/email/confirm',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        operationId: 'verifyEmail',
        summary: 'Confirm an email address with the token from the confirmation mail',
        description:
          'Anyone holding the token of a confirmation link (valid for 48 hours, once); no ' +
          "session needed. Marks the account's address confirmed and ends its other links; a " +
          "customer's account then holds every guest request of this site sent with the address " +
          "(in any case), in the same transaction. 400 'This confirmation link is invalid or has " +
          "expired' for a token that is unknown (another site's included) or expired; 409 'This " +
          "confirmation link has already been used' for a used one (a second click or tab); 404 " +
          'for an unknown site (X-Tenant).',
        body: confirmEmailBody,
        response: { 200: emailConfirmedSchema, ...errorResponses(400, 404, 409) },
      },
    },
    (req) => confirmation.confirmEmail(ctx, req.actor, requireTenant(req), req.body.token),
  );

  r.post(
    '/auth/users/email/confirmation/resend',
    {
      schema: {
        tags,
        operationId: 'sendEmailConfirmation',
        summary: "Mail a new confirmation link to the signed-in account's address",
        description:
          'Signed-in: any account whose address is not confirmed yet. 401 without a valid ' +
          "session; 403 for a session of another site; 409 'Your email address is already " +
          "confirmed'; 429 after 5 links (the sign-up's included) within 15 minutes.",
        security: bearer,
        response: { 202: messageSchema, ...errorResponses(401, 403, 409, 429) },
      },
    },
    async (req, reply) => {
      const answer = await confirmation.resendEmailConfirmation(
        ctx,
        requireActor(req),
        requireTenant(req),
      );
      return reply.status(202).send(answer);
    },
  );
}

/** A throttled sign-in answers 429 with Retry-After: when that client may try again. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ThrottledError) {
      void reply.header('retry-after', String(error.retryAfterSeconds));
    }
    throw error;
  }
}
