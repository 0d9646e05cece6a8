import {
  boolean,
  doublePrecision,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { AmenityType } from '@propdesk/shared';
import { createdAt } from '../../lib/columns';

/** Places near a listing; the distance is computed from the listing's coordinates when read. */
export const amenities = pgTable('amenities', {
  id: serial('id').primaryKey(),
  publicId: text('public_id').notNull(),
  tenantId: integer('tenant_id').notNull(),
  propertyId: integer('property_id').notNull(),
  name: text('name').notNull().default(''),
  type: text('type').$type<AmenityType>().notNull(),
  description: text('description').notNull().default(''),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  altitude: doublePrecision('altitude'),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
