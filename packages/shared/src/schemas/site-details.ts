import { z } from 'zod';
import { thingNameSchema } from './common';
import { currencyCodeSchema } from './property';

/** A site's name and default currency: what the admin's form and the API both enforce. */
export const SITE_DETAILS_LIMITS = { nameMin: 2, nameMax: 80 } as const;

export const SITE_DETAILS_MESSAGES = {
  currencyUnknown: "Choose one of the site's currencies",
  adminOnly: "Only admins can change the site's details",
  saved: 'Site details saved',
} as const;

export const siteDetailsBody = z.object({
  name: thingNameSchema(SITE_DETAILS_LIMITS.nameMin, SITE_DETAILS_LIMITS.nameMax),
  defaultCurrency: currencyCodeSchema.describe(
    "ISO code; one of the currencies of the site's countries (GET /api/v2/countries)",
  ),
});

export type SiteDetailsInput = z.input<typeof siteDetailsBody>;
export type SiteDetailsFields = z.output<typeof siteDetailsBody>;
