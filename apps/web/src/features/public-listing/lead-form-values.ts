import type { z } from 'zod';
import { customerTourBody, tourBody } from '@propdesk/shared';
import { toUtcIso } from '../../lib/wall-clock';
import type { ViewingRequest } from './api/send-lead';
import { validationMessage } from '../../lib/i18n/validation';

/** What the viewing form's inputs hold: times are wall-clock values in the site's zone. */
export interface ViewingValues {
  name: string;
  email: string;
  phone: string;
  /** One to three pickers; an empty one is left out. */
  times: (string | null)[];
  message: string;
  website: string;
}

/** Form errors keyed as the form's fields are ('times.1'), the first message of each. */
function issuesToErrors(
  issues: readonly z.core.$ZodIssue[],
  rename: (path: string) => string = (path) => path,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = rename(issue.path.map(String).join('.'));
    errors[key] ??= validationMessage(issue.message);
  }
  return errors;
}

type ViewingCheck =
  { ok: true; request: ViewingRequest } | { ok: false; errors: Record<string, string> };

/**
 * The body of a viewing request, checked with the API's own schema: the filled pickers as UTC
 * instants. A signed-in customer sends only times, message and phone.
 */
export function viewingRequest(
  values: ViewingValues,
  timeZone: string,
  customerId: string | null,
): ViewingCheck {
  const filled = values.times
    .map((time, slot) => ({ time, slot }))
    .filter((entry): entry is { time: string; slot: number } => !!entry.time);
  const times = filled.map(({ time }) => toUtcIso(time, timeZone));
  if (customerId !== null) {
    const result = customerTourBody.safeParse({
      times,
      message: values.message,
      phone: values.phone,
    });
    if (result.success) return { ok: true, request: { customerId, body: result.data } };
    return { ok: false, errors: timeErrors(result.error.issues, filled) };
  }
  const result = tourBody.safeParse({ ...values, times });
  if (result.success) return { ok: true, request: { customerId, body: result.data } };
  return { ok: false, errors: timeErrors(result.error.issues, filled) };
}

function timeErrors(issues: readonly z.core.$ZodIssue[], filled: { slot: number }[]) {
  // A time's error sits on its own picker; 'no time at all' on the first.
  const rename = (path: string) => {
    const match = /^times\.(\d+)$/.exec(path);
    if (match) return `times.${filled[Number(match[1])]?.slot ?? 0}`;
    return path === 'times' ? 'times.0' : path;
  };
  return issuesToErrors(issues, rename);
}
