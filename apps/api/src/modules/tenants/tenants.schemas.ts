import { z } from 'zod';
import {
  languageCodeSchema,
  pageSchema,
  publicIdSchema,
  siteAddressBody,
  siteDetailsBody,
  siteLanguagesBody,
} from '@propdesk/shared';

export const siteSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    defaultCurrency: z.string(),
    timeZone: z
      .string()
      .describe(
        "IANA time zone name, e.g. Africa/Harare: event times are shown in the site's zone",
      ),
    defaultLanguage: languageCodeSchema.describe(
      "The language of a visitor none of whose browser's languages is offered; one of languages",
    ),
    languages: z
      .array(languageCodeSchema)
      .describe('The languages the site offers visitors and accounts, in the order it lists them'),
  })
  .meta({ id: 'Site' });

export const sitePageSchema = pageSchema(siteSchema);

export const siteSlugParams = z.object({
  slug: z.string().min(1).max(64).describe("The site's slug, as in /{tenant}/..."),
});

export const siteAddressParams = siteSlugParams.extend({ id: publicIdSchema });

export const siteAddressSchema = z
  .object({
    publicId: z.string(),
    label: z.string().describe('What the office is called, e.g. Head office'),
    street: z.string(),
    city: z.string(),
    country: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    position: z.number().int().describe('Lower comes first'),
  })
  .meta({ id: 'SiteAddress' });

export const siteAddressPageSchema = pageSchema(siteAddressSchema).meta({ id: 'SiteAddressPage' });

export const siteAddressBodySchema = siteAddressBody.meta({
  id: 'SiteAddressFields',
  example: {
    label: 'Head office',
    street: '12 King George Road, Avondale',
    city: 'Harare',
    country: 'Zimbabwe',
    phone: '+263 24 270 1234',
    email: 'hello@propdesk.example',
    latitude: -17.7991,
    longitude: 31.0365,
    position: 0,
  },
});

export const siteDetailsBodySchema = siteDetailsBody.meta({
  id: 'SiteDetailsFields',
  example: { name: 'Propdesk Harare', defaultCurrency: 'USD' },
});

export const siteLanguagesBodySchema = siteLanguagesBody.meta({
  id: 'SiteLanguagesFields',
  example: { defaultLanguage: 'fr', languages: ['fr', 'en', 'ar'] },
});
