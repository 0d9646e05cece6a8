import { z } from 'zod';
import { contactFreeText, publicIdParams, publicIdSchema } from '@propdesk/shared';
import { EXAMPLE_IDS } from '../../lib/openapi';
import { propertyFeatureSchema } from '../properties';

const MAX_FEATURE_QUANTITY = 999;

export const propertyFeatureListSchema = z
  .array(propertyFeatureSchema)
  .meta({ id: 'PropertyFeatureList' });

export const bulkFeaturesBody = z
  .object({
    bulk: z
      .array(
        z.object({
          featureId: publicIdSchema.describe('Public id of a catalogue feature'),
          quantity: z
            .number({ error: 'Quantity must be a whole number' })
            .int('Quantity must be a whole number')
            .min(0, 'Quantity cannot be negative')
            .max(MAX_FEATURE_QUANTITY, `Quantity must be at most ${MAX_FEATURE_QUANTITY}`)
            .default(1),
          description: contactFreeText('Description', 300).optional(),
        }),
      )
      .min(1, 'Pick at least one feature')
      .max(50, 'At most 50 features at a time'),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.bulk.forEach((item, index) => {
      if (seen.has(item.featureId)) {
        ctx.addIssue({
          code: 'custom',
          message: 'Each feature may appear only once',
          path: ['bulk', index, 'featureId'],
        });
      }
      seen.add(item.featureId);
    });
  })
  .meta({
    id: 'PropertyFeaturesCreate',
    example: {
      bulk: [
        {
          featureId: EXAMPLE_IDS.bedroom,
          quantity: 2,
          description: 'The main bedroom is en suite',
        },
        { featureId: EXAMPLE_IDS.garden, quantity: 1 },
        { featureId: EXAMPLE_IDS.borehole },
      ],
    },
  });

export type BulkFeatures = z.infer<typeof bulkFeaturesBody>['bulk'];

export const propertyFeatureParams = publicIdParams.extend({ featureId: publicIdSchema });
