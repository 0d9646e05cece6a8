import { z } from 'zod';
import { LISTING_PAGE_SIZE, multiLine, oneBasedPagingQuery, pageSchema } from '@propdesk/shared';
import { errorBodySchema } from '../../lib/openapi';
import { listingIfMatchHeaders, propertySchema } from '../properties';
import { REVIEW_FLAGS } from './property-moderation.flags';

const MODERATION_STATES = ['PENDING', 'IN_PROGRESS', 'REJECTED', 'ALL'] as const;

export const reviewQueueQuery = oneBasedPagingQuery(LISTING_PAGE_SIZE, {
  state: z
    .enum(MODERATION_STATES)
    .default('PENDING')
    .describe(
      'PENDING: sent for review by their agent, awaiting a moderator; IN_PROGRESS: being ' +
        'filled in, not sent yet; REJECTED: sent back to the agent; ALL: all three',
    ),
  agent: z.string().max(64).optional().describe("The agent's publicId: only their listings"),
  type: z
    .string()
    .max(64)
    .optional()
    .describe("A property type's publicId: that type and its subtypes"),
  suburb: z.string().max(64).optional().describe("A suburb's publicId"),
});

export type ReviewQueueQuery = Omit<z.infer<typeof reviewQueueQuery>, 'page' | 'size'>;

const reviewQueueItemSchema = propertySchema
  .extend({
    review: z.object({
      agentName: z.string().describe("The agency's name, else the agent's name or email"),
      waitingSince: z
        .string()
        .describe('When its agent sent it for review, else its last change (updatedAt)'),
      ready: z
        .boolean()
        .describe('Its agent sent it for review (readyForReviewAt); false: being filled in'),
      agencyVerified: z
        .boolean()
        .describe("A moderator has verified the listing's agency (the agent's profile)"),
      flags: z
        .array(z.enum(REVIEW_FLAGS))
        .describe(
          'CONTACT_DETAILS: a phone number or email in the title, description or keywords; ' +
            'FEW_PHOTOS: fewer than 3 photos; PRICE_OUTLIER: the price is under half or over ' +
            'twice the median of at least 3 live listings of the same type, category, suburb, ' +
            'currency and price type; POSSIBLE_DUPLICATE: another listing of the site may be ' +
            'the same home (the same photo, spot or agent reference: GET ' +
            '/properties/ids/{id}/duplicates shows them side by side)',
        ),
    }),
  })
  .meta({ id: 'ReviewQueueItem' });

export const reviewQueuePageSchema = pageSchema(reviewQueueItemSchema).meta({
  id: 'ReviewQueuePage',
});

const fieldValue = z.string().nullable();

export const listingChangesSchema = z
  .array(
    z.object({
      field: z
        .string()
        .describe(
          'title, name, description, typeId, category, suburb, price, currency, priceType, area, ' +
            'areaType, built, vatable, serviced, serviceCharge, displayMap, latitude, longitude, ' +
            'metaTags, tourUrl, listingCategory, features (one line), photos (a count)',
        ),
      before: fieldValue.describe('At the last approval, as text (numbers in full, true/false)'),
      after: fieldValue.describe('Now'),
    }),
  )
  .meta({
    id: 'ListingChanges',
    example: [{ field: 'price', before: '250000', after: '180000' }],
  });

export const rejectBody = z
  .object({
    reason: multiLine({ error: 'Give the agent a reason' })
      .min(3, 'Give the agent a reason')
      .max(500, 'Keep the reason under 500 characters'),
  })
  .meta({
    id: 'RejectProperty',
    example: {
      reason: 'The photos show another house: please add photos of this cottage and its garden.',
    },
  });

export const sendForReviewBody = z
  .object({
    updatedAt: z.iso
      .datetime({ offset: true, error: 'updatedAt must be the datetime the listing showed' })
      .describe(
        "The listing's updatedAt as the agent last saw it: when it has changed since (a " +
          'moderator decided, or another tab saved), the request is refused with 409',
      ),
  })
  .meta({ id: 'SendForReview', example: { updatedAt: '2026-11-26T14:02:11.123Z' } });

/**
 * A decision's If-Match: the listing's updatedAt as the moderator saw it. The decision is made
 * only on that version; a stale one answers 409.
 */
export const decisionHeaders = z.object({
  'if-match': listingIfMatchHeaders.shape['if-match'].describe(
    "The listing's updatedAt as the moderator saw it, in quotes " +
      '("2026-12-07T09:30:00.123Z"): the decision is refused with 409 when the listing changed ' +
      'since (another decision, a save of its agent). * or absent: no such check, only the ' +
      'state rule.',
  ),
});

/** A decision refused: the listing changed since, or its state does not admit it. */
export const decisionConflictSchema = errorBodySchema
  .extend({
    current: propertySchema.describe('The listing as it is now: show it, then decide again'),
  })
  .meta({ id: 'DecisionConflict' });
