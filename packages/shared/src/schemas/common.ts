import { z } from 'zod';
import { passwordProblem } from '../rules/password-strength';

export const emailSchema = z
  .string()
  .trim()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter a valid email address'))
  .transform((e) => e.toLowerCase());

export const newPasswordSchema = z.string().superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** An entity's opaque public id, as it appears in a path or a body. */
export const publicIdSchema = z.string().min(1).max(64);

/** Path parameters of every `/ids/{id}` address. */
export const publicIdParams = z.object({ id: publicIdSchema });

/** A name given to a thing (a site, a feed client): trimmed, `min` to `max` characters. */
export const thingNameSchema = (min: number, max: number) =>
  z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .min(min, `Name must be at least ${min} characters`)
    .max(max, `Name must be at most ${max} characters`);

export const personNameSchema = z.string().trim().min(1, 'Required').max(100);
export const optionalText = (max: number) => z.string().trim().max(max).optional();
export const phoneSchema = z
  .string()
  .trim()
  .max(32)
  .regex(/^\+?[0-9 ()-]{5,32}$/, 'Enter a valid phone number');
