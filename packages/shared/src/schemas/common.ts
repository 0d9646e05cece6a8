import { z } from 'zod';
import { passwordProblem } from '../rules/password-strength';
import { multiLineProblem, singleLineProblem, withoutInvisible } from '../rules/plain-text';

type StringParams = Parameters<typeof z.string>[0];

/** A string schema that removes invisible characters, puts the text in NFC and checks `rule`. */
function plainText(rule: (text: string) => string | null, params: StringParams, trim: boolean) {
  const cleaned = z.string(params).overwrite(withoutInvisible);
  return (trim ? cleaned.trim() : cleaned).check((ctx) => {
    const problem = rule(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });
}

/**
 * Free text on one line (a title, a name, a subject, a reference): invisible formatting
 * characters removed, NFC, trimmed, and control characters (line breaks included) refused
 * (rules/plain-text.ts). Every schema of the API and the dashboard's forms use it for such text.
 */
export const singleLine = (params?: StringParams) => plainText(singleLineProblem, params, true);

/**
 * Free text of several lines (a description, a message): as singleLine, but keeps line breaks
 * and tabs; `trim: false` keeps the text as written around them (Markdown).
 */
export const multiLine = (params?: StringParams, { trim = true } = {}) =>
  plainText(multiLineProblem, params, trim);

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
  singleLine({ error: 'Name is required' })
    .min(1, 'Name is required')
    .min(min, `Name must be at least ${min} characters`)
    .max(max, `Name must be at most ${max} characters`);

export const personNameSchema = singleLine().min(1, 'Required').max(100);
export const optionalText = (max: number) => singleLine().max(max).optional();
export const phoneSchema = z
  .string()
  .trim()
  .max(32)
  .regex(/^\+?[0-9 ()-]{5,32}$/, 'Enter a valid phone number');
