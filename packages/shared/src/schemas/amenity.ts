import { z } from 'zod';
import { multiLine, singleLine } from './common';
import { AMENITY_TYPES } from '../constants';
import { altitudeSchema, latitudeSchemaWith, longitudeSchemaWith } from './property';

export const AMENITY_LIMITS = { name: 120, description: 500 } as const;

export const AMENITY_TYPE_REQUIRED = 'Select the amenity type';
export const AMENITY_LOCATION_REQUIRED = 'Amenity requires a location';

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

export const amenityTypeSchema = z.enum(AMENITY_TYPES, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? AMENITY_TYPE_REQUIRED
      : `Must be one of ${AMENITY_TYPES.join(', ')}`,
});

/**
 * An amenity as an agent enters it (create, and update as a full replacement): a type and a
 * location are required. The name may be empty (the type's label is shown then); the description
 * is about the place nearby, not the agent, so it is plain text.
 */
export const amenityInputSchema = z.object({
  name: singleLine()
    .max(AMENITY_LIMITS.name, tooLong('Name', AMENITY_LIMITS.name))
    .optional()
    .describe('Default empty: the type is shown then'),
  type: amenityTypeSchema,
  description: multiLine()
    .max(AMENITY_LIMITS.description, tooLong('Description', AMENITY_LIMITS.description))
    .optional(),
  latitude: latitudeSchemaWith(AMENITY_LOCATION_REQUIRED),
  longitude: longitudeSchemaWith(AMENITY_LOCATION_REQUIRED),
  altitude: altitudeSchema.describe('Metres above sea level'),
  active: z.boolean().optional().describe('Default true'),
});

export type AmenityInput = z.infer<typeof amenityInputSchema>;
