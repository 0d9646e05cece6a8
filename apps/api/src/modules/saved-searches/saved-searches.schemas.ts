import { z } from 'zod';
import {
  ALERT_FREQUENCIES,
  emailSchema,
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_SORTS,
  savedSearchNameSchema,
} from '@propdesk/shared';
import { searchBody } from '../property-search';

const frequency = z
  .enum(ALERT_FREQUENCIES)
  .describe(
    'instant: within a minute of a new listing; daily and weekly: at 08:00 in the site’s time zone; paused: none',
  );

export const savedSearchSchema = z
  .object({
    id: z.string().describe('The public id'),
    name: z.string(),
    query: z.string().describe('The site home’s address query, to open the search again'),
    filters: searchBody,
    sort: z.enum(SAVED_SEARCH_SORTS),
    frequency,
    confirmed: z.boolean().describe('False while a visitor’s address awaits confirmation'),
    createdAt: z.string().describe('ISO date-time'),
    lastAlertAt: z.string().nullable().describe('ISO date-time of the last alert; null if none'),
    lastSeenAt: z.string().describe('ISO date-time its owner last ran it'),
    newMatches: z
      .number()
      .int()
      .describe('Live listings matching it that came on the site since lastSeenAt'),
  })
  .meta({ id: 'SavedSearch' });

export const savedSearchListSchema = z
  .object({ content: z.array(savedSearchSchema).describe('Newest first') })
  .meta({ id: 'SavedSearchList' });

export const createSavedSearchBody = z
  .object({
    name: savedSearchNameSchema,
    frequency,
    query: z
      .string()
      .max(SAVED_SEARCH_LIMITS.query, SAVED_SEARCH_MESSAGES.queryTooLong)
      .default('')
      .describe('The site home’s address query string'),
    filters: searchBody,
    sort: z.enum(SAVED_SEARCH_SORTS).default('newest'),
    email: emailSchema
      .optional()
      .describe('Required without a session (where alerts go); ignored when signed in'),
  })
  .meta({
    id: 'SavedSearchFields',
    example: {
      name: 'Gardens in Avondale',
      frequency: 'daily',
      query: 'suburbs=avondale&beds=2',
      filters: { minBedrooms: 2, category: 'RENT' },
      sort: 'newest',
      email: 'ann@example.com',
    },
  });
export type CreateSavedSearchBody = z.infer<typeof createSavedSearchBody>;

export const confirmationSentSchema = z
  .object({ status: z.literal('confirmation-sent') })
  .meta({ id: 'SavedSearchConfirmationSent' });

export const updateSavedSearchBody = z
  .object({ name: savedSearchNameSchema.optional(), frequency: frequency.optional() })
  .meta({
    id: 'SavedSearchChanges',
    example: { name: 'Gardens near school', frequency: 'weekly' },
  });

export const confirmBody = z
  .object({ token: z.string().min(1).max(200).describe('The token of the confirmation link') })
  .meta({
    id: 'SavedSearchConfirmation',
    example: { token: 'k3JzX0y1Qm9iS2VyLXRva2VuLWV4YW1wbGU' },
  });

export const savedSearchNameAnswer = z.object({ name: z.string() }).meta({ id: 'SavedSearchName' });

export const linkQuery = z.object({
  token: z.string().min(1).max(200).describe('The signed token of an alert’s link'),
});

export const linkedSavedSearchSchema = z
  .object({
    name: z.string(),
    frequency,
    query: z.string(),
    email: z.string().describe('Where alerts go, masked: j***@example.com'),
  })
  .meta({ id: 'LinkedSavedSearch' });

export const linkChangesBody = z
  .object({ frequency })
  .meta({ id: 'SavedSearchLinkChanges', example: { frequency: 'paused' } });

export const oneClickParams = z.object({ tenant: z.string().min(1).max(64) });

export const oneClickBody = z
  .object({ 'List-Unsubscribe': z.string().max(100).optional() })
  .meta({ id: 'ListUnsubscribeOneClick' });
