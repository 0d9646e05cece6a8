import { schemaResolver, type FormErrors } from '@mantine/form';
import { z } from 'zod';
import { AppError } from '@propdesk/shared';
import { translateErrors, validationMessage } from './i18n/validation';

const isBlank = (value: unknown) => typeof value === 'string' && value.trim() === '';

/** A text input left blank is a field left out: the schema sees undefined. */
export const blankAsUndefined = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (isBlank(value) ? undefined : value), schema);

/** A text input left blank clears the field: the schema sees null. */
export const blankAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (isBlank(value) ? null : value), schema);

/**
 * Field errors from a validation answer, keyed by the body path ('firstName', 'location.city'),
 * in the reader's language (the API leaves English the messages it does not translate).
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof AppError) || !error.details) return {};
  return Object.fromEntries(error.details.map((d) => [d.path, validationMessage(d.message)]));
}

/** A form's validation by a shared schema, its messages in the reader's language. */
export function translatedResolver(
  schema: Parameters<typeof schemaResolver>[0],
): (values: unknown) => FormErrors {
  const resolve = schemaResolver(schema, { sync: true });
  return (values) => translateErrors(resolve(values));
}
