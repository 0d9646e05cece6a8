import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from '@propdesk/shared';

const PLACE_SEARCH_LIMIT = { default: 10, max: 20 } as const;
const QUERY_MIN = 2;
const QUERY_MAX = 100;

const tooShort = `Type at least ${QUERY_MIN} characters`;

export const placeSearchQuery = z.object({
  q: z
    .string({ error: tooShort })
    .trim()
    .min(QUERY_MIN, tooShort)
    .max(QUERY_MAX, `Type at most ${QUERY_MAX} characters`)
    .meta({ example: 'avon' }),
  limit: z.coerce
    .number({ error: 'The limit must be a number' })
    .int('The limit must be a whole number')
    .min(1, `The limit must be between 1 and ${PLACE_SEARCH_LIMIT.max}`)
    .max(PLACE_SEARCH_LIMIT.max, `The limit must be between 1 and ${PLACE_SEARCH_LIMIT.max}`)
    .default(PLACE_SEARCH_LIMIT.default),
});

/** A coordinate from the query string: the shared latitude and longitude rules, from text. */
const coordinate = (label: string, schema: typeof latitudeSchema) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .transform(Number)
    .pipe(schema);

export const reversePlaceQuery = z.object({
  lat: coordinate('Latitude', latitudeSchema).meta({ example: '-17.7997' }),
  lon: coordinate('Longitude', longitudeSchema).meta({ example: '31.0386' }),
});

const boundingBoxSchema = z
  .tuple([z.number(), z.number(), z.number(), z.number()])
  .describe('[south, north, west, east] in degrees, as Nominatim orders it');

const foundPlaceSchema = z
  .object({
    display_name: z.string().meta({ example: 'Avondale, Harare, Zimbabwe' }),
    name: z.string().meta({ example: 'Avondale' }),
    lat: z.number(),
    lon: z.number(),
    boundingbox: boundingBoxSchema,
    kind: z
      .enum(['country', 'city', 'suburb', 'place'])
      .describe("'place' for an external geocoder's result, which has no ids"),
    countryId: z.string().optional().describe("The country's public id"),
    cityId: z.string().optional().describe("The city's public id"),
    suburbId: z.string().optional().describe("The suburb's public id"),
  })
  .meta({ id: 'FoundPlace' });

export const foundPlacesSchema = z.array(foundPlaceSchema);

const namedRef = z.object({ publicId: z.string(), name: z.string() });

export const reversePlaceSchema = z
  .object({
    display_name: z.string().meta({ example: 'Avondale, Harare, Zimbabwe' }),
    name: z.string().describe("The nearest suburb's name"),
    lat: z.number().describe("The nearest suburb's latitude"),
    lon: z.number().describe("The nearest suburb's longitude"),
    distance: z.number().describe('From the point to the suburb, in km (to 0.01 km)'),
    suburb: namedRef,
    city: namedRef,
    country: namedRef,
  })
  .meta({ id: 'ReversePlace' });
