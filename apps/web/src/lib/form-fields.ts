import { z } from 'zod';
import { AppError } from '@propdesk/shared';

const isBlank = (value: unknown) => typeof value === 'string' && value.trim() === '';

/** A text input left blank is a field left out: the schema sees undefined. */
export const blankAsUndefined = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (isBlank(value) ? undefined : value), schema);

/** A text input left blank clears the field: the schema sees null. */
export const blankAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (isBlank(value) ? null : value), schema);

/** Field errors from a validation answer, keyed by the body path ('firstName', 'location.city'). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof AppError) || !error.details) return {};
  return Object.fromEntries(error.details.map((d) => [d.path, d.message]));
}
