import { integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import type { ReferenceWords } from '../../lib/reference-words';

export const features = pgTable('features', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  publicId: text('public_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  location: text('location').notNull(),
  /** Its words in the site's other languages (lib/reference-words.ts). */
  translations: jsonb('translations').$type<ReferenceWords>().notNull().default({}),
});

/** A listing's features from the catalogue: the features module writes and reads them. */
export const propertyFeatures = pgTable(
  'property_features',
  {
    propertyId: integer('property_id').notNull(),
    featureId: integer('feature_id').notNull(),
    quantity: integer('quantity').notNull().default(1),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.featureId] })],
);
