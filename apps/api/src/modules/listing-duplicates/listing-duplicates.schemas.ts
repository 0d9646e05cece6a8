import { z } from 'zod';
import { PUBLISHED_STATES, publicIdParams, publicIdSchema } from '@propdesk/shared';

/** A listing and another that may be the same home. */
export const duplicatePairParams = publicIdParams.extend({ otherId: publicIdSchema });

const photoPair = z.object({
  mine: z.string().describe("The listing's photo (its thumbnail)"),
  theirs: z.string().describe("The other listing's copy of it (its thumbnail)"),
});

export const possibleDuplicatesSchema = z
  .array(
    z.object({
      publicId: z.string().describe('The other listing'),
      name: z.string(),
      title: z.string(),
      published: z.enum(PUBLISHED_STATES),
      archived: z.boolean(),
      price: z.number().nullable(),
      currency: z.string(),
      priceType: z.string(),
      profilePhoto: z.string().nullable(),
      agent: z.object({
        publicId: z.string(),
        name: z.string().describe("The agency's name, else the agent's name or email"),
      }),
      matched: z.object({
        photos: z
          .number()
          .int()
          .describe("How many of the listing's photos the other has too (resized, recompressed…)"),
        place: z.boolean().describe('Same type and category within 25 m, the price within 5%'),
        reference: z.boolean().describe('The same agent reference, case aside'),
      }),
      photos: z.array(photoPair).describe('The photos both have, in the listing’s gallery order'),
      foundAt: z.string().describe('When the check that found it ran'),
    }),
  )
  .meta({
    id: 'PossibleDuplicates',
    example: [
      {
        publicId: 'a1b2c3d4e5',
        name: 'Family home in Avondale',
        title: 'Family home in Avondale',
        published: 'APPROVED',
        archived: false,
        price: 250000,
        currency: 'USD',
        priceType: 'TOTAL',
        profilePhoto: '/files/demo/properties/a1b2c3d4e5/photo-card.webp',
        agent: { publicId: 'f6g7h8i9j0', name: 'Sunrise Realty' },
        matched: { photos: 2, place: true, reference: false },
        photos: [
          {
            mine: '/files/demo/properties/k1l2m3n4o5/living-thumbnail.webp',
            theirs: '/files/demo/properties/a1b2c3d4e5/photo-thumbnail.webp',
          },
        ],
        foundAt: '2026-12-07T09:30:00.000Z',
      },
    ],
  });
