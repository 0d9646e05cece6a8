import { integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

export const features = pgTable('features', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  publicId: text('public_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  location: text('location').notNull(),
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
