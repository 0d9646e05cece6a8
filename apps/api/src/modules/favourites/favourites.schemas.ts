import { z } from 'zod';
import { CATEGORIES, MAX_FAVOURITES_MERGE, publicIdSchema } from '@propdesk/shared';

export const favouriteParams = z.object({
  propertyId: publicIdSchema.describe("The listing's public id"),
});

export const FAVOURITE_STATES = ['AVAILABLE', 'ARCHIVED', 'WITHDRAWN', 'DELETED'] as const;

const favouriteSchema = z
  .object({
    propertyId: z.string().describe("The listing's public id"),
    title: z.string(),
    cover: z.string().nullable().describe("The listing's cover photo's address"),
    place: z.string().describe('Suburb and city, as the site wrote them'),
    category: z.enum(CATEGORIES),
    price: z.number().nullable().describe('The current price; null on request or once deleted'),
    currency: z.string(),
    state: z
      .enum(FAVOURITE_STATES)
      .describe(
        'AVAILABLE: the public sees it; ARCHIVED: its agent archived it; WITHDRAWN: no longer ' +
          'shown to the public (in review or sent back); DELETED: it no longer exists (the card ' +
          'is as it was when last seen)',
      ),
    savedPrice: z.number().nullable().describe('The price when saved'),
    savedCurrency: z.string(),
    priceChange: z
      .number()
      .nullable()
      .describe(
        'The current price minus the saved one (negative: it fell); null when either is ' +
          'unknown, the currency changed or the listing is not available',
      ),
    savedAt: z.string().describe('Datetime'),
  })
  .meta({ id: 'Favourite' });

export const favouritesSchema = z
  .object({ content: z.array(favouriteSchema) })
  .meta({ id: 'Favourites' });

export const favouriteIdsSchema = z
  .object({ ids: z.array(z.string()).describe("The listings' public ids, newest first") })
  .meta({ id: 'FavouriteIds' });

export const mergeFavouritesBody = z
  .object({
    ids: z
      .array(publicIdSchema, { error: 'Send the ids as a list' })
      .max(MAX_FAVOURITES_MERGE, `At most ${MAX_FAVOURITES_MERGE} favourites at once`),
  })
  .strict()
  .meta({ id: 'FavouritesMerge', example: { ids: ['a1B2c3D4e5'] } });

export const mergedFavouritesSchema = z
  .object({
    ids: z.array(z.string()).describe("Every favourite's listing id after the merge, newest first"),
    skipped: z
      .array(z.string())
      .describe('Ids of listings unknown or not available to the public, not saved'),
  })
  .meta({ id: 'MergedFavourites' });
