import { z } from 'zod';
import { pageSchema } from '@propdesk/shared';

const featureSchema = z
  .object({
    publicId: z.string(),
    name: z.string().describe("The feature's code, the same in every language, e.g. BEDROOM"),
    label: z
      .string()
      .describe(
        "The feature's name in the reader's language, e.g. Bedroom, Chambre; the code as " +
          'words (DINING_ROOM: Dining room) where it has no words in that language',
      ),
    description: z
      .string()
      .describe("The catalogue's description, in the reader's language where it has one"),
    location: z.string().describe('INTERNAL or EXTERNAL'),
  })
  .meta({ id: 'CatalogueFeature' });

const typeName = z
  .string()
  .describe("The type's name in the reader's language where it has one, else as the site wrote it");

const childTypeSchema = z.object({
  publicId: z.string(),
  name: typeName,
  child: z.literal(true),
  children: z.array(z.never()),
  features: z.array(featureSchema),
});

const propertyTypeSchema = z
  .object({
    publicId: z.string(),
    name: typeName,
    child: z.boolean(),
    children: z.array(childTypeSchema),
    features: z.array(featureSchema),
  })
  .meta({ id: 'PropertyType' });

export const propertyTypePageSchema = pageSchema(propertyTypeSchema);
export type PropertyTypePage = z.infer<typeof propertyTypePageSchema>;
