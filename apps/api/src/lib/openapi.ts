import { errorBodySchema as errorBody } from '@propdesk/shared';

export const errorBodySchema = errorBody.meta({ id: 'Error' });

/** Response schemas for the error statuses a route can answer with (documentation only). */
export function errorResponses(...statuses: number[]): Record<number, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((s) => [s, errorBodySchema]));
}

export const bearer = [{ bearer: [] }];
