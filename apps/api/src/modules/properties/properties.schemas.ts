import { z } from 'zod';
import {
  AREA_TYPES,
  CATEGORIES,
  LISTING_CATEGORIES,
  LISTING_COUNT_LIMIT,
  LISTING_SOURCES,
  pageSchema,
  PRICE_TYPES,
  PUBLISHED_STATES,
  propertyCreateSchema,
  propertyUpdateSchema,
  languageCodeSchema,
  listingTranslationSchema,
  publicIdParams,
  publicIdSchema,
} from '@propdesk/shared';

export const propertyFeatureSchema = z
  .object({
    publicId: z.string().describe('The catalogue feature'),
    name: z.string().describe("The feature's code, the same in every language, e.g. BEDROOM"),
    label: z
      .string()
      .describe(
        "The feature's name in the reader's language, e.g. Bedroom, Chambre; the code as " +
          'words (DINING_ROOM: Dining room) where the site has no words in that language',
      ),
    quantity: z.number().int(),
    description: z
      .string()
      .describe(
        "The agent's note for this listing, or without one the catalogue's description in " +
          "the reader's language where the site has it",
      ),
    note: z.string().describe("The agent's own note for this listing; empty when there is none"),
    location: z.string().describe('INTERNAL or EXTERNAL'),
  })
  .meta({ id: 'PropertyFeature' });

const propertyImageSchema = z
  .object({
    name: z.string(),
    fileDownloadUri: z.string(),
    variants: z.record(z.string(), z.string()).describe('Size name to download address'),
    order: z
      .number()
      .int()
      .positive()
      .describe("Its place in the listing's gallery across every room, from 1"),
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
    location: z.object({
      city: z.string().describe('As the site wrote it, in every language'),
      suburb: z.string().describe('As the site wrote it, in every language'),
      country: z
        .string()
        .describe("In the reader's language on the public reads (the name it gives the country)"),
    }),
    features: z.array(propertyFeatureSchema),
    metaTags: z.string().describe('Comma-separated keywords'),
    tourUrl: z
      .string()
      .nullable()
      .describe(
        "The listing's video or virtual tour (YouTube, Vimeo, Matterport or Kuula), as the " +
          "provider's plain address; the listing page frames it only when a visitor asks",
      ),
    language: z
      .string()
      .describe(
        "The language title, description and metaTags are in: the reader's when the listing " +
          'has a translation in it, else originalLanguage',
      ),
    originalLanguage: z
      .string()
      .describe("The language the listing was written in (the site's default at creation)"),
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
    agentReference: z
      .string()
      .nullable()
      .describe(
        "The agency's own id for the listing (a CSV import's AgentReference, a RESO source's " +
          'ListingKey); one listing per agent and reference',
      ),
    source: z
      .enum(LISTING_SOURCES)
      .describe('Where the listing came from: typed in the dashboard, a CSV import, a RESO feed'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Property' });

export type PropertyView = z.infer<typeof propertySchema>;

/** Listing searches count their matches up to LISTING_COUNT_LIMIT (see totalCapped). */
export const listingTotalCapped = z
  .boolean()
  .describe(
    `True when more than ${LISTING_COUNT_LIMIT} listings match: they are counted no further, ` +
      'totalElements is then a lower bound (the limit, or the rows up to this page when deeper) ' +
      'and totalPages follows it; a full page means another may follow',
  );

export const propertyPageSchema = pageSchema(propertySchema)
  .extend({ totalCapped: listingTotalCapped })
  .meta({ id: 'PropertyPage' });

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
    tourUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
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

/** The reader's language on a public read (see docs/decisions/languages.md). */
export const langQuery = z.object({
  lang: languageCodeSchema
    .optional()
    .describe(
      "The reader's language, one the site offers; without it, Accept-Language negotiated " +
        "against the site's languages. The listing's agent and moderators get the original " +
        'text unless they send it',
    ),
});

export const translationParams = z.object({
  id: publicIdSchema,
  language: languageCodeSchema.describe('A language the site offers, not the original'),
});

export const translationBody = listingTranslationSchema.meta({
  id: 'WriteListingTranslation',
  example: {
    title: 'Cottage de deux chambres à louer à Avondale',
    description: 'Cottage ensoleillé avec jardin privé, forage et chauffe-eau solaire.',
    metaTags: 'jardin,forage,solaire',
  },
});

export const translationSchema = z
  .object({
    language: z.string(),
    title: z.string(),
    description: z.string(),
    metaTags: z.string().describe('Comma-separated keywords'),
    updatedAt: z.string().describe('When this language was last saved'),
  })
  .meta({ id: 'ListingTranslation' });

export const translationsSchema = z
  .object({
    originalLanguage: z.string().describe("The listing's own language: not translatable"),
    translations: z.array(translationSchema),
  })
  .meta({ id: 'ListingTranslations' });

const IF_MATCH_MESSAGE = "If-Match must be the listing's updatedAt in quotes, or *";

/** A conditional save's If-Match: the listing's updatedAt as the caller read it, or `*`. */
export const ifMatchHeaders = z.object({
  'if-match': z
    .string()
    .trim()
    .max(64, IF_MATCH_MESSAGE)
    .transform((value, check) => {
      if (value === '*') return '*' as const;
      const stamp = /^"(\d{4}-\d\d-\d\dT[^"]+)"$/.exec(value)?.[1];
      const at = stamp ? new Date(stamp) : undefined;
      if (at && !Number.isNaN(at.getTime())) return at;
      check.addIssue({ code: 'custom', message: IF_MATCH_MESSAGE });
      return z.NEVER;
    })
    .optional()
    .describe(
      'The listing\'s updatedAt as the caller read it, in quotes ("2026-12-07T09:30:00.123Z"): ' +
        'the save is refused with 412 when the listing changed since. * saves whatever ' +
        'changed. Absent: no check.',
    ),
});

const EDIT_SESSION_MESSAGE = 'Edit-Session must be a UUID';

/** An editing session's key: the editor makes one when it opens a listing. */
const editSessionKey = z.uuid(EDIT_SESSION_MESSAGE);

/** A listing save's headers: conditional (If-Match), part of an editing session (Edit-Session). */
export const updatePropertyHeaders = ifMatchHeaders.extend({
  'edit-session': editSessionKey
    .optional()
    .describe(
      'The editing session the save belongs to, a UUID the editor makes when it opens the ' +
        "listing: the session's saves become one history entry, with each field's value " +
        'before the first save and after the last, when the session ends. Absent: the save ' +
        'is an entry of its own.',
    ),
});

/** The listing and the caller's editing session of it. */
export const editSessionParams = publicIdParams.extend({ session: editSessionKey });
