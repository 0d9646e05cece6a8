import { integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

export const propertyTypes = pgTable('property_types', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  publicId: text('public_id').notNull(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
});

export const propertyTypeFeatures = pgTable(
  'property_type_features',
  {
    typeId: integer('type_id').notNull(),
    featureId: integer('feature_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.typeId, t.featureId] })],
);
