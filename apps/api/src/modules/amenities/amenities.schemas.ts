import { z } from 'zod';
import { AMENITY_TYPES, amenityInputSchema } from '@propdesk/shared';

export const amenitySchema = z
  .object({
    publicId: z.string(),
    name: z.string().describe('May be empty: the type is shown then'),
    type: z.enum(AMENITY_TYPES),
    description: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    altitude: z.number().nullable().describe('Metres above sea level'),
    distance: z
      .number()
      .describe("Kilometres from the listing's current coordinates (great circle, to 0.01 km)"),
    active: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Amenity' });

export const amenityListSchema = z
  .array(amenitySchema)
  .describe('Nearest first')
  .meta({ id: 'AmenityList' });

export const amenityBody = amenityInputSchema.meta({
  id: 'AmenityFields',
  example: {
    name: 'Avondale Primary School',
    type: 'SCHOOL',
    description: 'Government primary school, grades 1 to 7.',
    latitude: -17.7935,
    longitude: 31.0452,
    altitude: 1485,
    active: true,
  },
});

export const amenityDeletedSchema = z
  .object({ publicId: z.string(), message: z.literal('Amenity deleted') })
  .meta({ id: 'AmenityDeleted' });
