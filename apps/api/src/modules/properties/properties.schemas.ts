import { z } from 'zod';
import {
  AREA_TYPES,
  CATEGORIES,
  LISTING_CATEGORIES,
  LISTING_PAGE_SIZE,
  MAX_PAGE_SIZE,
  oneBasedPagingQuery,
  pageSchema,
  PRICE_TYPES,
  PUBLISHED_STATES,
  propertyCreateSchema,
  propertyUpdateSchema,
  publicIdSchema,
} from '@propdesk/shared';
import { EXAMPLE_IDS } from '../../lib/openapi';
import { REVIEW_FLAGS } from './properties.moderation.flags';

export const propertyFeatureSchema = z
  .object({
    publicId: z.string().describe('The catalogue feature'),
    name: z.string().describe('e.g. BEDROOM'),
    quantity: z.number().int(),
    description: z
      .string()
      .describe("The agent's note for this listing, or the catalogue's description without one"),
    note: z.string().describe("The agent's own note for this listing; empty when there is none"),
    location: z.string().describe('INTERNAL or EXTERNAL'),
  })
  .meta({ id: 'PropertyFeature' });

const propertyImageSchema = z
  .object({
    name: z.string(),
    fileDownloadUri: z.string(),
    variants: z.record(z.string(), z.string()).describe('Size name to download address'),
  })
  .meta({ id: 'PropertyImageRef' });

export const propertySchema = z
  .object({
    publicId: z.string(),
    name: z.string().describe('Internal name'),
    title: z.string().describe('Public title'),
    code: z.string().describe('Per-site reference people can read aloud'),
    views: z.number().int(),
    typeId: z.string().describe('Public id of the property type'),
    category: z.enum(CATEGORIES),
    area: z.number().nullable(),
    areaType: z.enum(AREA_TYPES),
    built: z.string().nullable().describe('Datetime; shown as the year'),
    description: z.string(),
    price: z.number().nullable(),
    currency: z.string(),
    priceType: z.enum(PRICE_TYPES),
    vatable: z.boolean(),
    serviced: z.boolean(),
    serviceCharge: z.number(),
    displayMap: z.boolean(),
    latitude: z.number(),
    longitude: z.number(),
    altitude: z.number().nullable(),
    suburb: z.string().describe('Public id of the suburb'),
    location: z.object({ city: z.string(), suburb: z.string(), country: z.string() }),
    features: z.array(propertyFeatureSchema),
    metaTags: z.string().describe('Comma-separated keywords'),
    published: z.enum(PUBLISHED_STATES),
    listingCategory: z.enum(LISTING_CATEGORIES),
    archived: z.boolean(),
    profilePhoto: z.string().nullable(),
    agent: z.object({ publicId: z.string() }),
    defaultCurrency: z.object({ code: z.string() }),
    completion: z.number().int().min(0).max(100),
    images: z
      .record(z.string(), z.array(propertyImageSchema))
      .describe('Images grouped by location (GENERAL, BEDROOM, ...)'),
    rejectionReason: z
      .string()
      .nullable()
      .describe(
        'Set when a moderator sent the listing back; cleared when its agent sends it for ' +
          'review again',
      ),
    readyForReviewAt: z
      .string()
      .nullable()
      .describe(
        'When its agent sent the listing for review (POST /properties/ids/{id}/ready); null ' +
          'while it is being filled in, once approved, and once sent back',
      ),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Property' });

export type PropertyView = z.infer<typeof propertySchema>;

export const propertyPageSchema = pageSchema(propertySchema).meta({ id: 'PropertyPage' });

export const propertyCursorPageSchema = pageSchema(propertySchema)
  .extend({
    nextCursor: z
      .string()
      .nullable()
      .describe('Send as after for the next page; null when this page is not full (the last one)'),
  })
  .meta({ id: 'PropertyCursorPage' });

export const createPropertyBody = propertyCreateSchema.meta({
  id: 'CreateProperty',
  example: {
    name: 'Avondale garden cottage',
    title: 'Two-bedroom cottage to rent in Avondale',
    description:
      'Sunny two-bedroom cottage with a private garden, borehole water and a solar geyser, ' +
      'a short walk from the Avondale shops.',
    category: 'RENT',
    area: 180,
    areaType: 'SQUARE_METRES',
    built: '2015',
    price: 650,
    currency: 'USD',
    priceType: 'TOTAL',
    vatable: false,
    serviced: false,
    displayMap: true,
    latitude: -17.7997,
    longitude: 31.0386,
    altitude: 1490,
    metaTags: 'garden,borehole,solar',
    listingCategory: 'FEATURED',
  },
});
export const updatePropertyBody = propertyUpdateSchema.meta({
  id: 'UpdateProperty',
  example: {
    price: 700,
    currency: 'USD',
    serviced: true,
    serviceCharge: 40,
  },
});

export const createPropertyParams = z.object({
  agentId: publicIdSchema,
  typeId: publicIdSchema,
  suburbId: publicIdSchema,
});

export const deletedSchema = z
  .object({ publicId: z.string(), message: z.literal('Property deleted') })
  .meta({ id: 'PropertyDeleted' });

export const SORT_KEYS = [
  'createdAt',
  'updatedAt',
  'name',
  'title',
  'code',
  'price',
  'views',
  'completion',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

const elementPerPage = z.coerce
  .number()
  .int()
  .min(1)
  .max(MAX_PAGE_SIZE)
  .default(LISTING_PAGE_SIZE)
  .describe('Page size, 20 by default');

/** Paging and order of a search; the filters travel in the body. Pages count from 1. */
export const searchQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  elementPerPage,
  key: z.enum(SORT_KEYS).default('createdAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
});
export type SearchQuery = z.infer<typeof searchQuery>;

/** The dashboard's search also continues from a cursor (see properties.cursor.ts). */
export const detailedSearchQuery = searchQuery.extend({
  after: z
    .string()
    .min(1)
    .max(1024)
    .optional()
    .describe(
      "The previous answer's nextCursor: the page starts right after that answer's last row, " +
        'in the same key and direction (page is then ignored)',
    ),
});
export type DetailedSearchQuery = z.infer<typeof detailedSearchQuery>;

const idList = z.array(publicIdSchema).max(50);
const ANY = 'ANY';

export const searchBody = z
  .object({
    agentCode: z
      .string()
      .trim()
      .max(32)
      .optional()
      .describe('Ignored for agents: always their own'),
    title: z.string().trim().max(100).optional().describe('Words of the title, name or code'),
    code: z.string().trim().max(32).optional(),
    published: z
      .enum([...PUBLISHED_STATES, ANY])
      .optional()
      .describe('Agents and moderators only; the public always gets APPROVED'),
    archived: z.boolean().optional().describe('Agents and moderators only'),
    types: idList.optional().describe('Property type public ids; a parent includes its children'),
    category: z.enum([...CATEGORIES, ANY]).optional(),
    suburbs: idList.optional(),
    cities: idList.optional(),
    features: idList.optional().describe('Catalogue feature public ids the listing must have'),
    minBedrooms: z.number().int().min(0).max(50).optional(),
    minBathrooms: z.number().int().min(0).max(50).optional(),
    minPrice: z.number().min(0).optional(),
    maxPrice: z.number().min(0).optional(),
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'Currency is a 3-letter code')
      .optional(),
  })
  .default({})
  .meta({
    id: 'PropertySearch',
    example: {
      title: 'cottage',
      types: [EXAMPLE_IDS.house],
      category: 'RENT',
      suburbs: [EXAMPLE_IDS.avondale],
      features: [EXAMPLE_IDS.garden],
      minBedrooms: 2,
      maxPrice: 800,
      currency: 'USD',
    },
  });
export type SearchBody = z.infer<typeof searchBody>;

export const listQuery = (size: number) => oneBasedPagingQuery(size);

export const categoryParams = z.object({
  c: z
    .string()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(CATEGORIES, { error: 'Category must be RENT, SALE or QUICK_RENT' })),
});
export const typeParams = z.object({ t: publicIdSchema });

export const similarQuery = z.object({
  limit: z.coerce.number().int().min(1).max(20).default(6),
});

export const aiSearchQuery = z.object({
  q: z
    .string({ error: 'Type what you are looking for' })
    .trim()
    .min(1, 'Type what you are looking for')
    .max(300, 'Keep the search under 300 characters'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  elementPerPage,
});
export type AiSearchQuery = z.infer<typeof aiSearchQuery>;

export const aiSearchResultSchema = z
  .object({
    query: z.string(),
    filters: z.object({
      category: z.enum(CATEGORIES).optional(),
      type: z.object({ publicId: z.string(), name: z.string() }).optional(),
      suburb: z.object({ publicId: z.string(), name: z.string() }).optional(),
      city: z.object({ publicId: z.string(), name: z.string() }).optional(),
      minBedrooms: z.number().int().optional(),
      minBathrooms: z.number().int().optional(),
      minPrice: z.number().optional(),
      maxPrice: z.number().optional(),
      currency: z.string().optional(),
      features: z.array(z.object({ publicId: z.string(), name: z.string() })),
    }),
    understood: z.array(z.string()).describe('One phrase per filter understood'),
    results: propertyPageSchema,
  })
  .meta({ id: 'AiSearchResult' });

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
            'currency and price type',
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
            'metaTags, listingCategory, features (one line), photos (a count)',
        ),
      before: fieldValue.describe('At the last approval, as text (numbers in full, true/false)'),
      after: fieldValue.describe('Now'),
    }),
  )
  .meta({
    id: 'ListingChanges',
    example: [{ field: 'price', before: '250000', after: '180000' }],
  });

export const moderationSummarySchema = z
  .object({
    waiting: z.number().int().describe('Listings sent for review by their agent, awaiting it'),
    beingFilledIn: z
      .number()
      .int()
      .describe('Listings under review that their agent has not sent for review yet'),
    rejected: z.number().int().describe('Listings sent back, awaiting their agent'),
    agentsToVerify: z.number().int().describe('Agents not verified yet'),
    leadsLast7Days: z.number().int().describe('Leads received in the last 7 days'),
  })
  .meta({
    id: 'ModerationSummary',
    example: { waiting: 4, beingFilledIn: 3, rejected: 1, agentsToVerify: 2, leadsLast7Days: 17 },
  });

export const rejectBody = z
  .object({
    reason: z
      .string({ error: 'Give the agent a reason' })
      .trim()
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
