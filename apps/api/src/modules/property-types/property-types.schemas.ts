import { z } from 'zod';
import { pageSchema } from '@propdesk/shared';

const featureSchema = z
  .object({
    publicId: z.string(),
    name: z.string(),
    description: z.string(),
    location: z.string().describe('INTERNAL or EXTERNAL'),
  })
  .meta({ id: 'CatalogueFeature' });

const childTypeSchema = z.object({
  publicId: z.string(),
  name: z.string(),
  child: z.literal(true),
  children: z.array(z.never()),
  features: z.array(featureSchema),
});

const propertyTypeSchema = z
  .object({
    publicId: z.string(),
    name: z.string(),
    child: z.boolean(),
    children: z.array(childTypeSchema),
    features: z.array(featureSchema),
  })
  .meta({ id: 'PropertyType' });

export const propertyTypePageSchema = pageSchema(propertyTypeSchema);
export type PropertyTypePage = z.infer<typeof propertyTypePageSchema>;
