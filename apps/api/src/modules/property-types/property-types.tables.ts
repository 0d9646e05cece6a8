import { integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import type { ReferenceWords } from '../../lib/reference-words';

export const propertyTypes = pgTable('property_types', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  publicId: text('public_id').notNull(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  /** Its words in the site's other languages (lib/reference-words.ts). */
  translations: jsonb('translations').$type<ReferenceWords>().notNull().default({}),
});

export const propertyTypeFeatures = pgTable(
  'property_type_features',
  {
    typeId: integer('type_id').notNull(),
    featureId: integer('feature_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.typeId, t.featureId] })],
);
