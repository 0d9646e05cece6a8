import { z } from 'zod';
import { ATTENTION_REASONS, VISIT_SOURCES } from '@propdesk/shared';

const PERIOD_MESSAGE = 'days must be 7, 30 or 90';

export const performanceQuery = z.object({
  days: z
    .enum(['7', '30', '90'], { error: PERIOD_MESSAGE })
    .default('30')
    .transform(Number)
    .describe('The period: the last 7, 30 or 90 days, today (UTC) included; 30 when left out'),
});

const figures = {
  views: z.int().describe('Page views: one per visitor and day, robots left out'),
  photoViews: z.int().describe('Photos opened on the public page'),
  questions: z.int().describe('Questions sent'),
  viewings: z.int().describe('Viewing requests sent'),
  favourites: z.int().describe('Times it was added to a shortlist'),
  searchMatches: z.int().describe('Saved searches it matched (their alerts name it)'),
};

const EXAMPLE_FIGURES = {
  views: 12,
  photoViews: 30,
  questions: 1,
  viewings: 0,
  favourites: 2,
  searchMatches: 3,
};

export const performanceSchema = z
  .object({
    days: z.int(),
    from: z.string().describe('The first day, YYYY-MM-DD (UTC)'),
    to: z.string().describe('The last day (today), YYYY-MM-DD (UTC)'),
    daily: z.array(z.object({ day: z.string(), ...figures })).describe('Every day of the period'),
    totals: z
      .object(figures)
      .describe('The period: views, then questions and viewings (the funnel)'),
    sources: z
      .array(
        z.object({
          source: z.enum(VISIT_SOURCES),
          host: z.string().describe("Another site's host (source other); empty otherwise"),
          views: z.int(),
        }),
      )
      .describe('Where the views came from, most first (20 at most)'),
    comparison: z.object({
      similarListings: z
        .int()
        .describe('Other live listings in the same suburb, of the same type and category'),
      medianViews: z.number().describe('Their median views over the same period (0 when none)'),
    }),
  })
  .meta({
    id: 'ListingPerformance',
    example: {
      days: 7,
      from: '2026-12-01',
      to: '2026-12-07',
      daily: [{ day: '2026-12-07', ...EXAMPLE_FIGURES }],
      totals: EXAMPLE_FIGURES,
      sources: [{ source: 'search', host: '', views: 8 }],
      comparison: { similarListings: 5, medianViews: 9 },
    },
  });

export const attentionSchema = z
  .array(
    z.object({
      publicId: z.string(),
      name: z.string().describe("The listing's internal name"),
      title: z.string(),
      reasons: z.array(z.enum(ATTENTION_REASONS)).min(1),
      views30: z.int().describe('Views over the last 30 days'),
      leads30: z.int().describe('Questions and viewing requests over the last 30 days'),
      photos: z.int(),
    }),
  )
  .meta({
    id: 'ListingsNeedingAttention',
    example: [
      {
        publicId: 'a1b2c3d4e5',
        name: 'Avondale family home',
        title: 'Family home in Avondale',
        reasons: ['VIEWS_NO_QUESTIONS', 'FEW_PHOTOS'],
        views30: 120,
        leads30: 0,
        photos: 3,
      },
    ],
  });

export const performanceCsvResponse = {
  description:
    "The listing's figures of each day of the period as CSV (UTF-8 with a byte order mark): " +
    'day, views, photo views, questions, viewing requests, favourites, saved-search matches. ' +
    'Sent as an attachment named performance-<listing>-<from>-<to>.csv.',
  content: { 'text/csv': { schema: z.string() } },
};

export const attentionCsvResponse = {
  description:
    'The listings needing attention as CSV (UTF-8 with a byte order mark): listing, name, title, ' +
    'reasons, views_30_days, leads_30_days, photos. Sent as an attachment named ' +
    'listings-needing-attention-<site>-<YYYY-MM-DD>.csv.',
  content: { 'text/csv': { schema: z.string() } },
};
