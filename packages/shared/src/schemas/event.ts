import { z } from 'zod';
import { multiLine, publicIdSchema, singleLine } from './common';
import { moneySchema } from './property';

/** Event types and statuses (spec sections 3 and 4). */
export const EVENT_TYPES = ['MEETING', 'WORKSHOP', 'EVENT'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/**
 * UPCOMING, ONGOING and COMPLETED follow from the clock when an event is read; CANCELLED is the
 * only status stored, set by the agent.
 */
export const EVENT_STATUSES = ['UPCOMING', 'ONGOING', 'COMPLETED', 'CANCELLED'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Registration: open on the site, closed, or an http(s) address where people register. */
export const EVENT_REGISTRATION_MODES = ['OPEN', 'CLOSED'] as const;

export const EVENT_LIMITS = {
  name: 120,
  title: 160,
  description: 5000,
  location: 200,
  url: 500,
  capacity: 100_000,
  rate: 10_000_000,
} as const;

export const EVENT_MESSAGES = {
  nameRequired: 'Name is required',
  startAfterEnd: 'Start must not be after end',
  placeRequired: 'Add a location, a suburb or a live link',
  badUrl: 'Enter a link that starts with http:// or https://',
  badDate: 'Enter a date and time',
} as const;

const httpUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain, normalize: false });

/**
 * An absolute http(s) address; other schemes (javascript:, data:, ftp:) are refused. A refine
 * rather than a pipe: the API document generator drops piped schemas inside unions.
 */
export const httpUrlSchema = z
  .string()
  .trim()
  .max(EVENT_LIMITS.url, `Links must be at most ${EVENT_LIMITS.url} characters`)
  .refine((value) => httpUrl.safeParse(value).success, EVENT_MESSAGES.badUrl)
  .meta({ format: 'uri' });

const instant = (label: string) =>
  z
    .string({ error: EVENT_MESSAGES.badDate })
    .pipe(z.iso.datetime({ offset: true, error: `Enter the ${label.toLowerCase()} date and time` }))
    .describe('ISO 8601 with an offset or Z; stored and answered in UTC');

const optionalText = (label: string, max: number) =>
  singleLine()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => value || null);

/**
 * An event as the agent enters it (create, and update as a full replacement). Events may carry
 * contact details, so the listings' contact check does not apply; the length limits do.
 */
export const eventBody = z
  .object({
    name: singleLine({ error: EVENT_MESSAGES.nameRequired })
      .min(1, EVENT_MESSAGES.nameRequired)
      .max(EVENT_LIMITS.name, `Name must be at most ${EVENT_LIMITS.name} characters`),
    title: singleLine()
      .max(EVENT_LIMITS.title, `Title must be at most ${EVENT_LIMITS.title} characters`)
      .default('')
      .describe('The heading people see; the name when left empty'),
    description: multiLine()
      .max(
        EVENT_LIMITS.description,
        `Description must be at most ${EVENT_LIMITS.description} characters`,
      )
      .default(''),
    start: instant('Start'),
    end: instant('End'),
    location: optionalText('Location', EVENT_LIMITS.location).describe('Venue or address'),
    suburbId: publicIdSchema
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    liveLink: z
      .union([httpUrlSchema, z.literal('')])
      .nullable()
      .optional()
      .transform((value) => value || null)
      .describe('Where an online event streams: http or https only'),
    type: z.enum(EVENT_TYPES, { error: 'Select a type' }).default('EVENT'),
    capacity: z
      .number({ error: 'Capacity must be a number' })
      .int('Capacity must be a whole number')
      .min(0, 'Capacity cannot be negative')
      .max(EVENT_LIMITS.capacity, 'Capacity is too large')
      .default(0)
      .describe('Places; 0 means unlimited'),
    registration: z
      .union([z.enum(EVENT_REGISTRATION_MODES), httpUrlSchema])
      .default('OPEN')
      .describe('OPEN, CLOSED, or the http(s) address where people register'),
    rate: moneySchema('Rate', EVENT_LIMITS.rate)
      .default(0)
      .describe("Entry fee in the site's currency; 0 means free"),
    category: publicIdSchema
      .nullable()
      .optional()
      .transform((value) => value ?? null)
      .describe("An event category's public id"),
  })
  .superRefine((event, ctx) => {
    if (Date.parse(event.start) > Date.parse(event.end)) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: EVENT_MESSAGES.startAfterEnd });
    }
    if (!event.location && !event.suburbId && !event.liveLink) {
      ctx.addIssue({ code: 'custom', path: ['location'], message: EVENT_MESSAGES.placeRequired });
    }
  });

export type EventInput = z.input<typeof eventBody>;
export type EventFields = z.output<typeof eventBody>;

/** An event's status as read at `now`: CANCELLED stays, the others follow from the clock. */
export function eventStatus(
  event: { start: string | Date; end: string | Date; cancelled: boolean },
  now: Date = new Date(),
): EventStatus {
  if (event.cancelled) return 'CANCELLED';
  const at = now.getTime();
  if (new Date(event.start).getTime() > at) return 'UPCOMING';
  if (new Date(event.end).getTime() < at) return 'COMPLETED';
  return 'ONGOING';
}
