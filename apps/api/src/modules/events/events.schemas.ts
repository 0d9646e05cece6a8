import { z } from 'zod';
import {
  EVENT_STATUSES,
  EVENT_TYPES,
  EVENTS_PAGE_SIZE,
  eventBody,
  pageSchema,
  publicIdSchema,
  type EventStatus,
} from '@propdesk/shared';
import { EXAMPLE_IDS } from '../../lib/openapi';
import { photoSchema } from '../images';

/** The largest page of events one request may ask for. */
const MAX_EVENT_PAGE_SIZE = 50;

const EVENT_SORT_KEYS = ['start', 'createdAt', 'name'] as const;
export type EventSortKey = (typeof EVENT_SORT_KEYS)[number];

/** What a list shows when the caller names no status: every event that is not cancelled. */
const DEFAULT_STATUSES: EventStatus[] = ['UPCOMING', 'ONGOING', 'COMPLETED'];

const statusList = z
  .string()
  .max(200)
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return DEFAULT_STATUSES;
    const asked = value.split(',').map((s) => s.trim());
    const unknown = asked.find((s) => !(EVENT_STATUSES as readonly string[]).includes(s));
    if (unknown !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `Unknown status '${unknown}': use ${EVENT_STATUSES.join(', ')}, separated by commas`,
      });
      return z.NEVER;
    }
    return [...new Set(asked)] as EventStatus[];
  })
  .describe(
    'Comma-separated statuses, e.g. UPCOMING,ONGOING; every status but CANCELLED when left out',
  );

const DATE_MESSAGE = 'a date (2026-12-05) or a date and time with an offset';

/** A day (read in the site's time zone) or an instant. */
const dateBound = (name: string, description: string) =>
  z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], {
      error: `${name} must be ${DATE_MESSAGE}`,
    })
    .optional()
    .describe(description);

/** Paging, order and filters of an events list. Pages count from 1. */
export const eventListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  elementPerPage: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_EVENT_PAGE_SIZE)
    .default(EVENTS_PAGE_SIZE)
    .describe(`Page size, ${EVENTS_PAGE_SIZE} by default, at most ${MAX_EVENT_PAGE_SIZE}`),
  key: z.enum(EVENT_SORT_KEYS).default('start').describe('Ties go by creation'),
  direction: z.enum(['asc', 'desc']).default('desc').describe('desc: newest start first'),
  status: statusList,
  type: z.enum(EVENT_TYPES).optional(),
  category: publicIdSchema.optional().describe("An event category's public id"),
  suburb: publicIdSchema.optional().describe("A suburb's public id"),
  from: dateBound(
    'from',
    "Events that end at or after this instant, or this day's start in the site's time zone",
  ),
  to: dateBound(
    'to',
    "Events that start at or before this instant, or by the end of this day in the site's " +
      'time zone',
  ),
});

export type EventListQuery = z.output<typeof eventListQuery>;

export const eventCategorySchema = z
  .object({
    publicId: z.string(),
    name: z
      .string()
      .describe(
        "The category's name in the reader's language where the site has it, else as written",
      ),
  })
  .meta({ id: 'EventCategory' });

export const eventCategoryPageSchema = pageSchema(eventCategorySchema).meta({
  id: 'EventCategoryPage',
});

const eventBannerSchema = photoSchema('EventBanner');

export const eventSchema = z
  .object({
    publicId: z.string(),
    name: z.string(),
    title: z.string().describe('The name when none was given'),
    description: z.string(),
    start: z.string().describe('ISO 8601 in UTC (Z)'),
    end: z.string().describe('ISO 8601 in UTC (Z)'),
    location: z.string().nullable(),
    suburbId: z.string().nullable().describe("The suburb's public id"),
    suburb: z
      .object({ publicId: z.string(), name: z.string(), city: z.string() })
      .nullable()
      .describe('The suburb with its city name'),
    liveLink: z.string().nullable(),
    type: z.enum(EVENT_TYPES),
    status: z
      .enum(EVENT_STATUSES)
      .describe('CANCELLED when the agent cancelled it; otherwise from the clock when read'),
    capacity: z.number().int().describe('Places; 0 means unlimited'),
    registration: z.string().describe('OPEN, CLOSED, or the http(s) address where people register'),
    rate: z.number().describe('Entry fee; 0 means free'),
    currency: z.string().describe("The site's default currency code, e.g. USD"),
    banner: eventBannerSchema.nullable(),
    image_url: z.string().nullable().describe("The banner's card variant (800x500)"),
    category: eventCategorySchema.nullable(),
    agentId: z.string().describe("The agent's public id"),
    agent: z.object({
      publicId: z.string(),
      name: z.string().describe('The agency name'),
      image_url: z.string().nullable().describe('The agency logo'),
    }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Event' });

export type EventView = z.output<typeof eventSchema>;

export const eventPageSchema = pageSchema(eventSchema).meta({ id: 'EventPage' });

export const eventBodySchema = eventBody.meta({
  id: 'EventFields',
  example: {
    name: 'Avondale open day',
    title: 'Open house: family homes in Avondale',
    description: 'Walk through three renovated homes; our agents answer questions on the spot.',
    start: '2026-12-05T10:00:00+02:00',
    end: '2026-12-05T12:00:00+02:00',
    location: '12 King George Road, Avondale',
    suburbId: EXAMPLE_IDS.avondale,
    liveLink: 'https://meet.example.com/avondale-open-day',
    type: 'EVENT',
    capacity: 40,
    registration: 'OPEN',
    rate: 0,
    category: 'c4Hn8QwL2mTz6VbK',
  },
});
