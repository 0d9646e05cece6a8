import { z } from 'zod';
import { emailSchema, newPasswordSchema, tokenPairSchema as tokenPair } from '@propdesk/shared';

export const tokenPairSchema = tokenPair.meta({ id: 'TokenPair' });

export const messageSchema = z.object({ message: z.string() }).meta({ id: 'Message' });

export const signInBody = z.object({
  username: z.string().trim().min(1, 'Enter your email').max(254),
  password: z.string().min(1, 'Enter your password').max(1024),
});

export const refreshBody = z.object({ token: z.string().min(1).max(256) });

export const resetRequestBody = z.object({ email: emailSchema });

export const passwordChangeBody = z.object({
  password: newPasswordSchema,
  token: z.string().min(1).max(256),
});
