import { z } from 'zod';

/** The wire shape of every error answer, for the API document: the same fields as ErrorBody. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  code: z.string(),
  message: z.string().describe('The text to show the user'),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
