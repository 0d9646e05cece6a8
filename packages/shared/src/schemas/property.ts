import { z } from 'zod';
import { multiLine, singleLine } from './common';
import {
  AREA_TYPES,
  CATEGORIES,
  LISTING_CATEGORIES,
  PRICE_TYPES,
  PUBLISHED_STATES,
} from '../constants';
import { contactProblems } from '../rules/contact-detection';
import { MAX_META_TAG_LENGTH, MAX_META_TAGS, metaTagList } from '../rules/meta-tags';
import { TOUR_LINK_MAX_LENGTH, TOUR_LINK_MESSAGE, tourLinkOf } from '../rules/tour-link';

export const PROPERTY_LIMITS = {
  name: 120,
  title: 160,
  description: 5000,
  metaTags: 1000,
  price: 1e12,
  area: 1e9,
  serviceCharge: 1e9,
  minAltitude: -500,
  maxAltitude: 9000,
  minBuiltYear: 1800,
  /** Off-plan listings may give a completion year a few years ahead. */
  builtYearsAhead: 5,
} as const;

export const SERVICE_CHARGE_NEEDS_SERVICED = 'Service charge applies only to serviced properties';

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;
const enumError = (missing: string, values: readonly string[]) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? missing
      : `Must be one of ${values.join(', ')}`,
});
const numberError = (label: string, missing = `${label} is required`) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? missing : `${label} must be a number`,
});

export const categorySchema = z.enum(CATEGORIES, enumError('Select a category', CATEGORIES));
export const priceTypeSchema = z.enum(PRICE_TYPES, enumError('Select a price type', PRICE_TYPES));
export const areaTypeSchema = z.enum(AREA_TYPES, enumError('Select an area unit', AREA_TYPES));
export const publishedSchema = z.enum(PUBLISHED_STATES);
export const listingCategorySchema = z.enum(LISTING_CATEGORIES);

export const propertyNameSchema = singleLine({ error: 'Enter the property name' })
  .min(1, 'Enter the property name')
  .max(PROPERTY_LIMITS.name, tooLong('Name', PROPERTY_LIMITS.name));

export const propertyTitleSchema = singleLine().max(
  PROPERTY_LIMITS.title,
  tooLong('Title', PROPERTY_LIMITS.title),
);

/** Free text with no phone number or e-mail ('Phone number detected', 'Email detected'). */
export const contactFreeText = (label: string, max: number) =>
  multiLine()
    .max(max, tooLong(label, max))
    .superRefine((value, ctx) => {
      for (const message of contactProblems(value)) ctx.addIssue({ code: 'custom', message });
    });

export const propertyDescriptionSchema = contactFreeText(
  'Description',
  PROPERTY_LIMITS.description,
);

/** A comma-separated string or a list of tags; stored normalised (see normalizeMetaTags). */
export const metaTagsSchema = z
  .union([
    singleLine().max(PROPERTY_LIMITS.metaTags, tooLong('Keywords', PROPERTY_LIMITS.metaTags)),
    z.array(singleLine().max(MAX_META_TAG_LENGTH)).max(MAX_META_TAGS * 2),
  ])
  .transform((value, ctx) => {
    const tags = metaTagList(value);
    if (tags.length > MAX_META_TAGS) {
      ctx.addIssue({ code: 'custom', message: `At most ${MAX_META_TAGS} keywords` });
    }
    const long = tags.find((t) => t.length > MAX_META_TAG_LENGTH);
    if (long) {
      ctx.addIssue({
        code: 'custom',
        message: `A keyword must be at most ${MAX_META_TAG_LENGTH} characters`,
      });
    }
    return tags.join(',');
  });

const maxBuiltYear = () => new Date().getUTCFullYear() + PROPERTY_LIMITS.builtYearsAhead;

/** Year built: a year, a date or a datetime; stored as a datetime and shown as the year. */
export const builtSchema = z
  .union([z.iso.datetime({ offset: true }), z.iso.date(), z.string().regex(/^\d{4}$/)], {
    error: 'Enter the year built (YYYY) or a date',
  })
  .transform((value, ctx) => {
    const date = new Date(/^\d{4}$/.test(value) ? `${value}-01-01T00:00:00Z` : value);
    const year = date.getUTCFullYear();
    if (Number.isNaN(year) || year < PROPERTY_LIMITS.minBuiltYear || year > maxBuiltYear()) {
      ctx.addIssue({
        code: 'custom',
        message: `Year built must be between ${PROPERTY_LIMITS.minBuiltYear} and ${maxBuiltYear()}`,
      });
      return z.NEVER;
    }
    return date.toISOString();
  });

/** A non-negative quantity (an area) up to `max`. */
const quantity = (label: string, max: number) =>
  z
    .number(numberError(label))
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} is too large`);

/** Whole cents: amounts are stored with two decimals, so more would be rounded silently. */
const hasAtMostTwoDecimals = (value: number) =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** An amount of money (a price, a charge, a deposit): non-negative, up to `max`, whole cents. */
export const moneySchema = (label: string, max: number) =>
  quantity(label, max).refine(hasAtMostTwoDecimals, `${label} can have at most 2 decimals`);

/** An area (in the listing's unit, or square metres for a unit), up to the listing area limit. */
export const areaSchema = quantity('Area', PROPERTY_LIMITS.area);

export const currencyCodeSchema = z
  .string({ error: 'Select a currency' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Select a currency');

/** Coordinates in degrees; `missing` is the message when there is none (a form's wording). */
export const latitudeSchemaWith = (missing?: string) =>
  z
    .number(numberError('Latitude', missing))
    .min(-90, 'Latitude must be between -90 and 90')
    .max(90, 'Latitude must be between -90 and 90');
export const longitudeSchemaWith = (missing?: string) =>
  z
    .number(numberError('Longitude', missing))
    .min(-180, 'Longitude must be between -180 and 180')
    .max(180, 'Longitude must be between -180 and 180');
export const latitudeSchema = latitudeSchemaWith();
export const longitudeSchema = longitudeSchemaWith();

/** Metres above sea level, within what a listing may give; null or left out when unknown. */
export const altitudeSchema = z
  .number(numberError('Altitude'))
  .min(PROPERTY_LIMITS.minAltitude, 'Altitude is out of range')
  .max(PROPERTY_LIMITS.maxAltitude, 'Altitude is out of range')
  .nullable()
  .optional();

/**
 * A video or virtual tour: a link to one of the allowed providers, stored as the provider's own
 * plain address (tourLinkOf); empty means none.
 */
export const tourUrlSchema = z
  .string()
  .trim()
  .max(TOUR_LINK_MAX_LENGTH, tooLong('Link', TOUR_LINK_MAX_LENGTH))
  .transform((value, ctx) => {
    if (value === '') return null;
    const link = tourLinkOf(value);
    if (link) return link.url;
    ctx.addIssue({ code: 'custom', message: TOUR_LINK_MESSAGE });
    return z.NEVER;
  });

/** Fields an agent edits, shared by the create body, the update body and the draft form. */
const editableShape = {
  name: propertyNameSchema,
  title: propertyTitleSchema.optional().describe('Defaults to the name when empty'),
  description: propertyDescriptionSchema.optional(),
  category: categorySchema,
  area: areaSchema.nullable().optional(),
  areaType: areaTypeSchema.optional().describe('Default HECTARE'),
  built: builtSchema.nullable().optional(),
  price: moneySchema('Price', PROPERTY_LIMITS.price).nullable().optional(),
  currency: currencyCodeSchema,
  priceType: priceTypeSchema,
  vatable: z.boolean().optional().describe('Default false'),
  serviced: z.boolean().optional().describe('Default false'),
  serviceCharge: moneySchema('Service charge', PROPERTY_LIMITS.serviceCharge)
    .optional()
    .describe('Default 0; only when serviced'),
  displayMap: z.boolean().optional().describe('Default false'),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  altitude: altitudeSchema,
  metaTags: metaTagsSchema.optional(),
  tourUrl: tourUrlSchema
    .nullable()
    .optional()
    .describe('A YouTube or Vimeo video, or a Matterport or Kuula tour; empty or null for none'),
  archived: z.boolean().optional().describe('Default false'),
  listingCategory: listingCategorySchema.optional().describe('Default FEATURED'),
  published: publishedSchema
    .optional()
    .describe('Read-only for agents: sending a value other than the current one is refused'),
};

function serviceChargeRule(
  value: { serviced?: boolean; serviceCharge?: number },
  ctx: z.RefinementCtx,
) {
  if (!value.serviced && (value.serviceCharge ?? 0) > 0) {
    ctx.addIssue({
      code: 'custom',
      message: SERVICE_CHARGE_NEEDS_SERVICED,
      path: ['serviceCharge'],
    });
  }
}

/** Create: the type and suburb travel in the path; price type and currency are required. */
export const propertyCreateSchema = z.object(editableShape).superRefine(serviceChargeRule);

/** The dashboard's draft form: the create fields plus the type and suburb it picks. */
export const propertyDraftSchema = z
  .object({
    ...editableShape,
    typeId: z
      .string({ error: 'You have not selected a valid type' })
      .trim()
      .min(1, 'You have not selected a valid type')
      .max(64),
    suburb: z.string({ error: 'Select a suburb' }).trim().min(1, 'Select a suburb').max(64),
  })
  .superRefine(serviceChargeRule);

/** Update: any subset of the fields, plus a new type or suburb by public id. */
export const propertyUpdateSchema = z.object({
  ...z.object(editableShape).partial().shape,
  typeId: z.string().trim().min(1, 'You have not selected a valid type').max(64).optional(),
  suburb: z.string().trim().min(1, 'Select a suburb').max(64).optional(),
});

export type PropertyCreateInput = z.infer<typeof propertyCreateSchema>;
export type PropertyDraftInput = z.infer<typeof propertyDraftSchema>;
export type PropertyUpdateInput = z.infer<typeof propertyUpdateSchema>;

export const TRANSLATION_MESSAGES = {
  titleRequired: 'Enter the title',
  original: "This is the listing's original language: edit the listing itself",
  notFound: 'Translation not found',
} as const;

/**
 * A listing's title, description and keywords in another language the site offers: the same
 * limits and rules as the listing's own fields (no phone number or e-mail in the description).
 */
export const listingTranslationSchema = z.object({
  title: singleLine({ error: TRANSLATION_MESSAGES.titleRequired })
    .min(1, TRANSLATION_MESSAGES.titleRequired)
    .max(PROPERTY_LIMITS.title, tooLong('Title', PROPERTY_LIMITS.title)),
  description: propertyDescriptionSchema.optional().describe('Empty when left out'),
  metaTags: metaTagsSchema.optional().describe('Comma-separated keywords; none when left out'),
});

export type ListingTranslationInput = z.input<typeof listingTranslationSchema>;
export type ListingTranslationFields = z.output<typeof listingTranslationSchema>;
