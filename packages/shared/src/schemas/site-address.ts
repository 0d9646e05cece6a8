import { z } from 'zod';
import { MAX_OFFICES_PER_SITE } from '../constants';
import { emailSchema, phoneSchema, singleLine } from './common';

/** A site's offices: what the admin's form and the API both enforce. */
export const SITE_ADDRESS_LIMITS = {
  label: 80,
  street: 200,
  city: 100,
  country: 100,
  position: 10_000,
  perSite: MAX_OFFICES_PER_SITE,
} as const;

export const SITE_ADDRESS_MESSAGES = {
  labelRequired: 'Label is required',
  streetRequired: 'Street is required',
  cityRequired: 'City is required',
  countryRequired: 'Country is required',
  bothCoordinates: 'Give both latitude and longitude, or neither',
  tooMany: `A site lists at most ${SITE_ADDRESS_LIMITS.perSite} offices`,
  notFound: 'Address not found',
  adminOnly: 'Only admins can manage site addresses',
} as const;

const requiredText = (label: string, max: number, required: string) =>
  singleLine({ error: required })
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`);

const coordinate = (label: string, bound: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(-bound, `${label} must be between -${bound} and ${bound}`)
    .max(bound, `${label} must be between -${bound} and ${bound}`)
    .nullable()
    .optional()
    .transform((value) => value ?? null);

/** An office as an admin enters it (create, and update as a full replacement). */
export const siteAddressBody = z
  .object({
    label: requiredText('Label', SITE_ADDRESS_LIMITS.label, SITE_ADDRESS_MESSAGES.labelRequired),
    street: requiredText(
      'Street',
      SITE_ADDRESS_LIMITS.street,
      SITE_ADDRESS_MESSAGES.streetRequired,
    ),
    city: requiredText('City', SITE_ADDRESS_LIMITS.city, SITE_ADDRESS_MESSAGES.cityRequired),
    country: requiredText(
      'Country',
      SITE_ADDRESS_LIMITS.country,
      SITE_ADDRESS_MESSAGES.countryRequired,
    ),
    phone: z
      .union([phoneSchema, z.literal('')])
      .nullable()
      .optional()
      .transform((value) => value || null),
    email: z
      .string()
      .trim()
      .max(254, 'Email must be at most 254 characters')
      // A refine, not emailSchema's pipe: the API document generator drops pipes in unions.
      .refine(
        (value) => !value || emailSchema.safeParse(value).success,
        'Enter a valid email address',
      )
      .nullable()
      .optional()
      .transform((value) => value?.toLowerCase() || null)
      .meta({ format: 'email' }),
    latitude: coordinate('Latitude', 90),
    longitude: coordinate('Longitude', 180),
    position: z
      .number({ error: 'Position must be a number' })
      .int('Position must be a whole number')
      .min(0, 'Position cannot be negative')
      .max(SITE_ADDRESS_LIMITS.position, 'Position is too large')
      .default(0)
      .describe('Lower comes first; ties go by creation'),
  })
  .superRefine((address, ctx) => {
    if ((address.latitude === null) !== (address.longitude === null)) {
      const path = address.latitude === null ? 'latitude' : 'longitude';
      ctx.addIssue({
        code: 'custom',
        path: [path],
        message: SITE_ADDRESS_MESSAGES.bothCoordinates,
      });
    }
  });

export type SiteAddressInput = z.input<typeof siteAddressBody>;
export type SiteAddressFields = z.output<typeof siteAddressBody>;
