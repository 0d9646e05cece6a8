import { z } from 'zod';

export const errorBodySchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    code: z.string(),
    message: z.string().describe('The text to show the user'),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'Error' });

/** Response schemas for the error statuses a route can answer with (documentation only). */
export function errorResponses(...statuses: number[]): Record<number, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((s) => [s, errorBodySchema]));
}

export const bearer = [{ bearer: [] }];
