import { errorMessage } from '../../lib/api-client';
import { fieldErrors } from '../../lib/form-fields';

/**
 * An API refusal shown where it belongs: on the fields its details name, or as one message
 * when it names none of the form's fields.
 */
export function sendErrors(
  error: unknown,
  fields: readonly string[],
): { fields: Record<string, string>; alert: string | null } {
  const details = Object.fromEntries(
    Object.entries(fieldErrors(error)).map(([path, message]) => [
      path === 'times' ? 'times.0' : path,
      message,
    ]),
  );
  const known = Object.fromEntries(
    Object.entries(details).filter(([path]) =>
      fields.some((f) => path === f || path.startsWith(`${f}.`)),
    ),
  );
  return {
    fields: known,
    alert: Object.keys(known).length > 0 ? null : errorMessage(error),
  };
}
