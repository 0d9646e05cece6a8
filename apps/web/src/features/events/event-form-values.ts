import { eventBody, type EventInput, type EventType } from '@propdesk/shared';
import { amountErrors, MONEY, WHOLE } from '../../lib/amount';
import { toUtcIso, toWallClock } from '../../lib/wall-clock';
import type { EventView } from './api/event-view';
import { validationMessage } from '../../lib/i18n/validation';

/** The create/update body with every field given, as the form always sends it. */
export type EventBody = Required<EventInput>;

/** Registration as the form offers it: open, closed, or a link where people register. */
type RegistrationChoice = 'OPEN' | 'CLOSED' | 'LINK';

/** What the Details step's inputs hold (a number input left blank is ''). */
export interface EventValues {
  name: string;
  title: string;
  type: EventType;
  category: string | null;
  description: string;
  /** Wall-clock times in the site's time zone, as the pickers give them. */
  start: string | null;
  end: string | null;
  location: string;
  /** Only there to narrow the suburb picker; never sent. */
  countryId: string | null;
  cityId: string | null;
  suburbId: string | null;
  liveLink: string;
  capacity: number | string;
  rate: number | string;
  registrationMode: RegistrationChoice;
  registrationUrl: string;
}

function registrationOf(registration: string | undefined): [RegistrationChoice, string] {
  if (!registration || registration === 'OPEN' || registration === 'CLOSED') {
    return [(registration as RegistrationChoice | undefined) ?? 'OPEN', ''];
  }
  return ['LINK', registration];
}

/** The form's starting values: blank for a new event, the event's own (in the site's zone). */
export function valuesOf(event: EventView | undefined, timeZone: string): EventValues {
  const [registrationMode, registrationUrl] = registrationOf(event?.registration);
  return {
    name: event?.name ?? '',
    // The API answers the name as the title when none was given: leave it blank so a new name
    // becomes the title too.
    title: event && event.title !== event.name ? event.title : '',
    type: event?.type ?? 'EVENT',
    category: event?.category?.publicId ?? null,
    description: event?.description ?? '',
    start: event ? toWallClock(event.start, timeZone) : null,
    end: event ? toWallClock(event.end, timeZone) : null,
    location: event?.location ?? '',
    countryId: null,
    cityId: null,
    suburbId: event?.suburbId ?? null,
    liveLink: event?.liveLink ?? '',
    capacity: event?.capacity ?? 0,
    rate: event?.rate ?? 0,
    registrationMode,
    registrationUrl,
  };
}

const numberOr = (value: number | string, blank: number) =>
  typeof value === 'number' ? value : blank;
const textOrNull = (value: string) => (value.trim() === '' ? null : value);

/**
 * The create/update body: times in UTC, blank optional fields null, a blank capacity or rate 0
 * (unlimited, free). A missing time is sent as '' so the shared check names it.
 */
export function bodyOf(values: EventValues, timeZone: string): EventBody {
  return {
    name: values.name,
    title: values.title,
    description: values.description,
    type: values.type,
    category: values.category,
    start: values.start ? toUtcIso(values.start, timeZone) : '',
    end: values.end ? toUtcIso(values.end, timeZone) : '',
    location: textOrNull(values.location),
    suburbId: values.suburbId,
    liveLink: textOrNull(values.liveLink),
    capacity: numberOr(values.capacity, 0),
    rate: numberOr(values.rate, 0),
    registration:
      values.registrationMode === 'LINK' ? values.registrationUrl.trim() : values.registrationMode,
  };
}

/** Where the body's fields are entered, when the input's path differs. */
const INPUT_OF: Partial<Record<string, keyof EventValues>> = { registration: 'registrationUrl' };

/** The inputs in the order they are shown: the first with an error gets the focus. */
const EVENT_INPUT_ORDER = [
  'name',
  'title',
  'type',
  'category',
  'description',
  'start',
  'end',
  'location',
  'suburbId',
  'liveLink',
  'capacity',
  'rate',
  'registrationMode',
  'registrationUrl',
] as const satisfies readonly (keyof EventValues)[];

/** The input a body path (from the shared check or an API answer) belongs to. */
export const inputOf = (path: string): string => {
  const field = path.split('.')[0] ?? path;
  return INPUT_OF[field] ?? field;
};

/** The shared event rules applied to what the form would send, keyed by input. */
export function eventFormErrors(values: EventValues, timeZone: string): Record<string, string> {
  const parsed = eventBody.safeParse(bodyOf(values, timeZone));
  // Text an amount input could not read: its own reason, before the shared rules' messages.
  const errors: Record<string, string> = amountErrors(values, { capacity: WHOLE, rate: MONEY });
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    errors[inputOf(issue.path.map(String).join('.'))] ??= validationMessage(issue.message);
  }
  return errors;
}

/** The first input, in the order shown, that has an error. */
export const firstInvalid = (errors: Record<string, unknown>) =>
  EVENT_INPUT_ORDER.find((field) => errors[field]);
