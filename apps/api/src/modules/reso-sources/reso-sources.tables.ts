import { bigint, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

export type ResoSourceStatus = 'active' | 'paused';
export type ResoRunStatus = 'running' | 'finished' | 'failed';
export type ResoItemOutcome =
  'created' | 'updated' | 'unchanged' | 'archived' | 'skipped' | 'failed';
export type RemoteKind = 'Member' | 'Office';

/** A RESO Web API server a site replicates from (migration 0029-reso-sources). */
export const resoSources = pgTable('reso_sources', {
  id: serial('id').primaryKey(),
  publicId: text('public_id').notNull(),
  tenantId: integer('tenant_id').notNull(),
  name: text('name').notNull(),
  serviceRoot: text('service_root').notNull(),
  tokenUrl: text('token_url').notNull(),
  clientId: text('client_id').notNull(),
  /** Encrypted (reso-sources.secret.ts); never answered. */
  clientSecret: text('client_secret').notNull(),
  status: text('status').notNull().default('active').$type<ResoSourceStatus>(),
  everyMinutes: integer('every_minutes').notNull().default(15),
  cursorTimestamp: timestamp('cursor_timestamp', { withTimezone: true }),
  cursorKey: text('cursor_key'),
  eventCursor: bigint('event_cursor', { mode: 'number' }),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastError: text('last_error'),
  listingsCount: integer('listings_count').notNull().default(0),
  runRequestedAt: timestamp('run_requested_at', { withTimezone: true }),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  claimedBy: text('claimed_by'),
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A remote member's or office's listings belong here to a site's agent. */
export const resoSourceAgents = pgTable(
  'reso_source_agents',
  {
    sourceId: integer('source_id').notNull(),
    tenantId: integer('tenant_id').notNull(),
    remoteKind: text('remote_kind').notNull().$type<RemoteKind>(),
    remoteKey: text('remote_key').notNull(),
    agentUserId: integer('agent_user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sourceId, t.remoteKind, t.remoteKey] })],
);

/** The remote listings a source brought in, with their local listing and its agent. */
export const resoSourceListings = pgTable(
  'reso_source_listings',
  {
    sourceId: integer('source_id').notNull(),
    tenantId: integer('tenant_id').notNull(),
    listingKey: text('listing_key').notNull(),
    agentUserId: integer('agent_user_id').notNull(),
    listingPublicId: text('listing_public_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sourceId, t.listingKey] })],
);

/** One replication run of a source with its counts. */
export const resoSourceRuns = pgTable('reso_source_runs', {
  id: serial('id').primaryKey(),
  publicId: text('public_id').notNull(),
  sourceId: integer('source_id').notNull(),
  tenantId: integer('tenant_id').notNull(),
  status: text('status').notNull().default('running').$type<ResoRunStatus>(),
  createdCount: integer('created_count').notNull().default(0),
  updatedCount: integer('updated_count').notNull().default(0),
  unchangedCount: integer('unchanged_count').notNull().default(0),
  archivedCount: integer('archived_count').notNull().default(0),
  skippedCount: integer('skipped_count').notNull().default(0),
  failedCount: integer('failed_count').notNull().default(0),
  error: text('error'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/** What a run did to one remote listing. */
export const resoSourceRunItems = pgTable('reso_source_run_items', {
  id: serial('id').primaryKey(),
  runId: integer('run_id').notNull(),
  tenantId: integer('tenant_id').notNull(),
  listingKey: text('listing_key').notNull(),
  outcome: text('outcome').notNull().$type<ResoItemOutcome>(),
  reasons: text('reasons').array().notNull().default([]),
  listingPublicId: text('listing_public_id'),
});
