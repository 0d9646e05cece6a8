import { z } from 'zod';
import { currencyCodeSchema } from './property';

/** A site's name and default currency: what the admin's form and the API both enforce. */
export const SITE_DETAILS_LIMITS = { nameMin: 2, nameMax: 80 } as const;

export const SITE_DETAILS_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooShort: `Name must be at least ${SITE_DETAILS_LIMITS.nameMin} characters`,
  nameTooLong: `Name must be at most ${SITE_DETAILS_LIMITS.nameMax} characters`,
  currencyUnknown: "Choose one of the site's currencies",
  adminOnly: "Only admins can change the site's details",
  saved: 'Site details saved',
} as const;

export const siteDetailsBody = z.object({
  name: z
    .string({ error: SITE_DETAILS_MESSAGES.nameRequired })
    .trim()
    .min(1, SITE_DETAILS_MESSAGES.nameRequired)
    .min(SITE_DETAILS_LIMITS.nameMin, SITE_DETAILS_MESSAGES.nameTooShort)
    .max(SITE_DETAILS_LIMITS.nameMax, SITE_DETAILS_MESSAGES.nameTooLong),
  defaultCurrency: currencyCodeSchema.describe(
    "ISO code; one of the currencies of the site's countries (GET /api/v2/countries)",
  ),
});

export type SiteDetailsInput = z.input<typeof siteDetailsBody>;
export type SiteDetailsFields = z.output<typeof siteDetailsBody>;
