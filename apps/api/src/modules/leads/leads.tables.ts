import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { LanguageCode, LeadKind, LeadStatus, ViewingStatus } from '@propdesk/shared';
import { createdAt } from '../../lib/columns';

/** A question about a listing or a viewing request; the agent is the listing's. */
export const leads = pgTable('leads', {
  id: serial('id').primaryKey(),
  publicId: text('public_id').notNull(),
  tenantId: integer('tenant_id').notNull(),
  propertyId: integer('property_id').notNull(),
  agentUserId: integer('agent_user_id').notNull(),
  customerUserId: integer('customer_user_id'),
  kind: text('kind').$type<LeadKind>().notNull(),
  status: text('status').$type<LeadStatus>().notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  preferredTimes: timestamp('preferred_times', { withTimezone: true })
    .array()
    .notNull()
    .default([]),
  agreedAt: timestamp('agreed_at', { withTimezone: true }),
  clientAddress: text('client_address').notNull(),
  /** The language of the request that sent it: the person's mails are written in it. */
  language: text('language').$type<LanguageCode>(),
  /** Whether the agent has opened it since the person's last activity. */
  read: boolean('read').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the sender's details were removed (their erasure, or the retention age); null before. */
  anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
});

export const leadMessages = pgTable('lead_messages', {
  id: serial('id').primaryKey(),
  publicId: text('public_id').notNull(),
  tenantId: integer('tenant_id').notNull(),
  leadId: integer('lead_id').notNull(),
  sender: text('sender').$type<'CUSTOMER' | 'AGENT'>().notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/** A viewing's status history. */
export const leadEvents = pgTable('lead_events', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  leadId: integer('lead_id').notNull(),
  status: text('status').$type<ViewingStatus>().notNull(),
  createdAt: createdAt(),
});
