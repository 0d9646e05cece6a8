import { z } from 'zod';
import { pageSchema } from '@propdesk/shared';

const currencySchema = z.object({ code: z.string() });

const countrySchema = z
  .object({
    publicId: z.string(),
    name: z
      .string()
      .describe(
        "The country's name in the reader's language (the name the language gives its code); " +
          'in English, as the site stored it',
      ),
    code: z.string().describe('ISO 3166-1 alpha-2'),
    currencies: z.array(currencySchema).describe('The first is the default'),
  })
  .meta({ id: 'Country' });

const placeSchema = z
  .object({ publicId: z.string(), name: z.string(), latitude: z.number(), longitude: z.number() })
  .meta({ id: 'Place' });

export const suburbDetailSchema = placeSchema
  .extend({
    city: z.object({ publicId: z.string(), name: z.string() }),
    country: z.object({ publicId: z.string(), name: z.string() }),
  })
  .meta({ id: 'SuburbDetail' });

export const countryPageSchema = pageSchema(countrySchema);
export const placePageSchema = pageSchema(placeSchema);

const namedRef = z.object({ publicId: z.string(), name: z.string() });

/** What a typed place name may be: 2 to 60 characters once trimmed (spec: search from 2). */
export const placeNameQuery = z.object({
  name: z.string().trim().min(2, 'Type at least 2 characters').max(60),
});

/** A city or suburb of the site found by its name, with the places above it. */
const namedPlaceSchema = z
  .object({
    kind: z.enum(['CITY', 'SUBURB']),
    publicId: z.string(),
    name: z.string(),
    city: namedRef.nullable().describe("The suburb's city; null for a city"),
    country: namedRef,
  })
  .meta({ id: 'NamedPlace' });

export const namedPlacesSchema = z.object({ content: z.array(namedPlaceSchema) });

/** Where an account is: the country (with its currencies), city and suburb, each optional. */
export const userLocationSchema = z
  .object({
    country: namedRef.extend({ currencies: z.array(z.object({ code: z.string() })) }).nullable(),
    city: namedRef.nullable(),
    suburb: namedRef.nullable(),
  })
  .meta({ id: 'UserLocation' });

export type UserLocation = z.infer<typeof userLocationSchema>;
