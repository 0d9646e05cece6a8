import { z } from 'zod';
import { singleLine } from './common';
import { httpUrlSchema } from './event';

/** The kinds of banner a site shows; the landing page's carousel for now. */
export const BANNER_TYPES = ['LANDING'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];

export const BANNER_LIMITS = { title: 120, subtitle: 240, position: 10_000, order: 500 } as const;

export const BANNER_MESSAGES = {
  titleRequired: 'Title is required',
  startAfterEnd: 'Start must not be after end',
  badDate: 'Enter a date and time with an offset',
  unknownType: `Unknown banner type: use ${BANNER_TYPES.join(', ')}`,
} as const;

const scheduleBound = (description: string) =>
  z
    .string({ error: BANNER_MESSAGES.badDate })
    .pipe(z.iso.datetime({ offset: true, error: BANNER_MESSAGES.badDate }))
    .nullable()
    .optional()
    .transform((value) => value ?? null)
    .describe(description);

/** A banner as a moderator enters it (create, and update as a full replacement). */
export const bannerBody = z
  .object({
    type: z.enum(BANNER_TYPES, { error: BANNER_MESSAGES.unknownType }).default('LANDING'),
    title: singleLine({ error: BANNER_MESSAGES.titleRequired })
      .min(1, BANNER_MESSAGES.titleRequired)
      .max(BANNER_LIMITS.title, `Title must be at most ${BANNER_LIMITS.title} characters`),
    subtitle: singleLine()
      .max(BANNER_LIMITS.subtitle, `Subtitle must be at most ${BANNER_LIMITS.subtitle} characters`)
      .nullable()
      .optional()
      .transform((value) => value || null),
    linkUrl: z
      .union([httpUrlSchema, z.literal('')])
      .nullable()
      .optional()
      .transform((value) => value || null)
      .describe('Where the banner leads: http or https only'),
    position: z
      .number({ error: 'Position must be a number' })
      .int('Position must be a whole number')
      .min(0, 'Position cannot be negative')
      .max(BANNER_LIMITS.position, 'Position is too large')
      .default(0)
      .describe('Lower comes first; ties go by creation'),
    startsAt: scheduleBound('Shown from this instant (ISO 8601 with an offset); null: at once'),
    endsAt: scheduleBound('Shown until this instant (ISO 8601 with an offset); null: no end'),
  })
  .superRefine((banner, ctx) => {
    if (
      banner.startsAt &&
      banner.endsAt &&
      Date.parse(banner.startsAt) > Date.parse(banner.endsAt)
    ) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: BANNER_MESSAGES.startAfterEnd });
    }
  });

export type BannerInput = z.input<typeof bannerBody>;
export type BannerFields = z.output<typeof bannerBody>;

/**
 * The carousel's new order: every banner of the type, first to last, each once. The server sets
 * positions 0, 1, 2... in one transaction, so a move is never half saved.
 */
export const bannerOrderBody = z.object({
  type: z.enum(BANNER_TYPES, { error: BANNER_MESSAGES.unknownType }).default('LANDING'),
  ids: z
    .array(z.string({ error: 'Each banner is named by its public id' }).min(1).max(64), {
      error: 'ids must be a list of the banners in their new order',
    })
    .min(1, 'Name at least one banner')
    .max(BANNER_LIMITS.order, `At most ${BANNER_LIMITS.order} banners can be ordered at once`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each banner may appear only once')
    .describe('The public ids of every banner of the type, first to last'),
});

export type BannerOrder = z.output<typeof bannerOrderBody>;
