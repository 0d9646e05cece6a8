import { z } from 'zod';
import { emailSchema, newPasswordSchema, tokenPairSchema as tokenPair } from '@propdesk/shared';

export const tokenPairSchema = tokenPair.meta({ id: 'TokenPair' });

export const messageSchema = z.object({ message: z.string() }).meta({ id: 'Message' });

export const signInBody = z
  .object({
    username: z.string().trim().min(1, 'Enter your email').max(254),
    password: z.string().min(1, 'Enter your password').max(1024),
  })
  .meta({ example: { username: 'agent@propdesk.test', password: 'Agent#Demo2026' } });

export const refreshBody = z
  .object({ token: z.string().min(1).max(256) })
  .meta({ example: { token: 'q3Vx8kPz0bN4tR7yW2mL9cH5dJ6fG1sA0eK8uY3iO7w' } });

export const resetRequestBody = z
  .object({ email: emailSchema })
  .meta({ example: { email: 'customer@propdesk.test' } });

export const passwordChangeBody = z
  .object({
    password: newPasswordSchema,
    token: z.string().min(1).max(256),
  })
  .meta({
    example: {
      password: 'Avondale#Garden2026',
      token: 'Zp4Lx9Qm2Rt7Kv1Nc8Wb5Yd3Hf6Js0Ga2Ue9Io4Pq7',
    },
  });

export const confirmEmailBody = z
  .object({ token: z.string().min(1, 'The link has no token').max(256) })
  .meta({ example: { token: 'Hk3Lm8Qp1Rz6Tv0Wx4Yb9Cd2Ef7Gh5Jn3Ks8Mu1Nv6' } });

export const emailConfirmedSchema = z
  .object({
    message: z.string(),
    joined: z
      .number()
      .int()
      .describe("The guest requests sent with the address that joined the customer's account"),
  })
  .meta({ id: 'EmailConfirmed' });

export const signOutBody = z
  .object({ token: z.string().min(1).max(256) })
  .meta({ example: { token: 'q3Vx8kPz0bN4tR7yW2mL9cH5dJ6fG1sA0eK8uY3iO7w' } });

export const sessionSchema = z
  .object({
    id: z.string().describe('The session (its refresh token family)'),
    device: z.object({
      browser: z.string().nullable().describe('Browser and major version, from the User-Agent'),
      os: z.string().nullable().describe('Operating system, from the User-Agent'),
      type: z.enum(['desktop', 'mobile', 'tablet', 'tv', 'bot', 'unknown']),
    }),
    country: z
      .string()
      .nullable()
      .describe('ISO 3166-1 code of the country of its last address; null when not known'),
    signedInAt: z.iso.datetime(),
    lastSeenAt: z.iso.datetime().describe('Its last refresh, or its sign-in before any'),
    current: z.boolean().describe("The session of the caller's own token"),
  })
  .meta({ id: 'Session' });

export const sessionsEndedSchema = z
  .object({ ended: z.number().int().describe('How many sessions ended') })
  .meta({ id: 'SessionsEnded' });
