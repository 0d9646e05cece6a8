import { z } from 'zod';
import {
  CATEGORIES,
  LISTING_PAGE_SIZE,
  MAX_PAGE_SIZE,
  oneBasedPagingQuery,
  pageSchema,
  PUBLISHED_STATES,
  publicIdSchema,
  searchAreaSchema,
} from '@propdesk/shared';
import { EXAMPLE_IDS } from '../../lib/openapi';
import { langQuery, listingTotalCapped, propertyPageSchema, propertySchema } from '../properties';

export const propertyCursorPageSchema = pageSchema(propertySchema)
  .extend({
    totalCapped: listingTotalCapped,
    nextCursor: z
      .string()
      .nullable()
      .describe('Send as after for the next page; null when this page is not full (the last one)'),
  })
  .meta({ id: 'PropertyCursorPage' });

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
  ...langQuery.shape,
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
    area: searchAreaSchema.optional(),
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

export const listQuery = (size: number) => oneBasedPagingQuery(size, langQuery.shape);

export const categoryParams = z.object({
  c: z
    .string()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(CATEGORIES, { error: 'Category must be RENT, SALE or QUICK_RENT' })),
});
export const typeParams = z.object({ t: publicIdSchema });

export const similarQuery = z.object({
  ...langQuery.shape,
  limit: z.coerce.number().int().min(1).max(20).default(6),
});

export const aiSearchQuery = z.object({
  ...langQuery.shape,
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

export const mapPointsSchema = z
  .object({
    points: z.array(
      z.object({
        id: z.string().describe("The listing's public id"),
        latitude: z.number(),
        longitude: z.number(),
        price: z.number().nullable(),
        currency: z.string(),
        category: z.enum(CATEGORIES),
      }),
    ),
    total: z
      .number()
      .int()
      .describe(
        'How many live listings match, points cut or not; counted up to 10000 (see totalCapped)',
      ),
    truncated: z
      .boolean()
      .describe('True when more listings match than the points sent (the newest are sent)'),
    totalCapped: z
      .boolean()
      .describe('True when more than 10000 listings match: total is then that lower bound'),
  })
  .meta({ id: 'PropertyMapPoints' });
