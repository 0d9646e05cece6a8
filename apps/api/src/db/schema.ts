import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type {
  AmenityType,
  BannerType,
  EventType,
  LeadKind,
  LeadStatus,
  ViewingStatus,
} from '@propdesk/shared';

/** Typed view of the tables the migrations create (db/migrations is the source of truth). */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const tenants = pgTable('tenants', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  defaultCountryId: integer('default_country_id'),
  defaultCurrency: text('default_currency').notNull().default('USD'),
  /** IANA name; event times are stored in UTC and shown in this zone. */
  timeZone: text('time_zone').notNull().default('UTC'),
  createdAt: createdAt(),
});

/** Moved by every listing write; server processes poll it to drop their cached answers. */
/** Files being written: see migration 0016 and infra/file-journal.ts. */
export const pendingFiles = pgTable('pending_files', {
  key: text('key').primaryKey(),
  process: integer('process').notNull(),
  createdAt: createdAt(),
});

export const listingsVersions = pgTable('listings_versions', {
  tenantId: integer('tenant_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const accountVersions = pgTable('account_versions', {
  tenantId: integer('tenant_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  publicId: text('public_id').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  currencies: text('currencies').array().notNull(),
});

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  publicId: text('public_id').notNull(),
  countryId: integer('country_id').notNull(),
  name: text('name').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

export const suburbs = pgTable('suburbs', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  publicId: text('public_id').notNull(),
  cityId: integer('city_id').notNull(),
  name: text('name').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

export const features = pgTable('features', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  publicId: text('public_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  location: text('location').notNull(),
});

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

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  publicId: text('public_id').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  roles: text('roles').array().notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  otherNames: text('other_names').notNull().default(''),
  mobile: text('mobile'),
  telephone: text('telephone'),
  imageUrl: text('image_url'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the owner opened the confirmation link mailed to the address; null until then. */
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
});

export const agents = pgTable('agents', {
  userId: integer('user_id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  telephone: text('telephone'),
  whatsapp: text('whatsapp'),
  description: text('description').notNull().default(''),
  imageUrl: text('image_url'),
  countryId: integer('country_id'),
  cityId: integer('city_id'),
  suburbId: integer('suburb_id'),
  verified: boolean('verified').notNull().default(false),
});

export const customers = pgTable('customers', {
  userId: integer('user_id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  countryId: integer('country_id'),
});

export const refreshTokens = pgTable('refresh_tokens', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  userId: integer('user_id').notNull(),
  familyId: text('family_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  userId: integer('user_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const emailConfirmationTokens = pgTable('email_confirmation_tokens', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  userId: integer('user_id').notNull(),
  /** The address the link confirms. */
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const loginFailures = pgTable('login_failures', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  key: text('key').notNull(),
  createdAt: createdAt(),
});

export const properties = pgTable('properties', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  publicId: text('public_id').notNull(),
  /** The agent's user id. */
  userId: integer('user_id').notNull(),
  typeId: integer('type_id').notNull(),
  suburbId: integer('suburb_id').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  category: text('category').notNull(),
  area: numeric('area', { precision: 14, scale: 2, mode: 'number' }),
  areaType: text('area_type').notNull().default('HECTARE'),
  built: timestamp('built', { withTimezone: true }),
  price: numeric('price', { precision: 16, scale: 2, mode: 'number' }),
  currency: text('currency').notNull(),
  priceType: text('price_type').notNull().default('TOTAL'),
  vatable: boolean('vatable').notNull().default(false),
  serviced: boolean('serviced').notNull().default(false),
  serviceCharge: numeric('service_charge', { precision: 14, scale: 2, mode: 'number' })
    .notNull()
    .default(0),
  displayMap: boolean('display_map').notNull().default(false),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  altitude: doublePrecision('altitude'),
  metaTags: text('meta_tags').notNull().default(''),
  published: text('published').notNull().default('REVIEW'),
  listingCategory: text('listing_category').notNull().default('FEATURED'),
  archived: boolean('archived').notNull().default(false),
  rejectionReason: text('rejection_reason'),
  /** The compared fields at the last approval (see properties.moderation.changes.ts). */
  approvedSnapshot: jsonb('approved_snapshot').$type<Record<string, unknown>>(),
  /** When the agent sent it for review; null while being filled in and after a decision. */
  readyForReviewAt: timestamp('ready_for_review_at', { withTimezone: true }),
  views: integer('views').notNull().default(0),
  completion: integer('completion').notNull().default(0),
  profilePhoto: text('profile_photo'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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

export const propertyImages = pgTable('property_images', {
  id: serial('id').primaryKey(),
  propertyId: integer('property_id').notNull(),
  tenantId: integer('tenant_id').notNull(),
  location: text('location').notNull().default('GENERAL'),
  name: text('name').notNull(),
  fileDownloadUri: text('file_download_uri').notNull(),
  /** Size name to download address, e.g. { thumbnail: '/files/...' }. */
  variants: jsonb('variants').$type<Record<string, string>>().notNull().default({}),
  /** Every stored object of this image (original and variants). */
  storageKeys: text('storage_keys').array().notNull().default([]),
  createdAt: createdAt(),
});

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

/** Units of a listing; area in square metres, money with two decimals like a listing's price. */
export const units = pgTable('units', {
  id: serial('id').primaryKey(),
  publicId: text('public_id').notNull(),
  tenantId: integer('tenant_id').notNull(),
  propertyId: integer('property_id').notNull(),
  title: text('title').notNull(),
  area: numeric('area', { precision: 14, scale: 2, mode: 'number' }),
  available: boolean('available').notNull().default(true),
  furnished: boolean('furnished').notNull().default(false),
  description: text('description').notNull().default(''),
  deposit: numeric('deposit', { precision: 16, scale: 2, mode: 'number' }).notNull().default(0),
  rentalPrice: numeric('rental_price', { precision: 16, scale: 2, mode: 'number' })
    .notNull()
    .default(0),
  rentToOwnPrice: numeric('rent_to_own_price', { precision: 16, scale: 2, mode: 'number' })
    .notNull()
    .default(0),
  serviceCharge: numeric('service_charge', { precision: 14, scale: 2, mode: 'number' })
    .notNull()
    .default(0),
  salePrice: numeric('sale_price', { precision: 16, scale: 2, mode: 'number' })
    .notNull()
    .default(0),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A unit's photos: stored like a listing image (original, WebP variants, every storage key). */
export const unitImages = pgTable('unit_images', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  unitId: integer('unit_id').notNull(),
  name: text('name').notNull(),
  fileDownloadUri: text('file_download_uri').notNull(),
  variants: jsonb('variants').$type<Record<string, string>>().notNull().default({}),
  storageKeys: text('storage_keys').array().notNull().default([]),
  createdAt: createdAt(),
});

export const eventCategories = pgTable('event_categories', {
  id: serial('id').primaryKey(),
  publicId: text('public_id').notNull(),
  tenantId: integer('tenant_id').notNull(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/** An event's banner: one photo stored like a unit photo (original, WebP variants, its keys). */
export interface EventBanner {
  name: string;
  fileDownloadUri: string;
  variants: Record<string, string>;
  storageKeys: string[];
}

/** An agent's events; only the cancellation is stored, the other statuses follow the clock. */
export const events = pgTable('events', {
  id: serial('id').primaryKey(),
  publicId: text('public_id').notNull(),
  tenantId: integer('tenant_id').notNull(),
  userId: integer('user_id').notNull(),
  categoryId: integer('category_id'),
  suburbId: integer('suburb_id'),
  name: text('name').notNull(),
  title: text('title').notNull().default(''),
  description: text('description').notNull().default(''),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  location: text('location'),
  liveLink: text('live_link'),
  type: text('type').$type<EventType>().notNull().default('EVENT'),
  capacity: integer('capacity').notNull().default(0),
  registration: text('registration').notNull().default('OPEN'),
  rate: numeric('rate', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  banner: jsonb('banner').$type<EventBanner>(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A site's banner (the landing page's carousel): shown in position order while scheduled. */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  publicId: text('public_id').notNull(),
  tenantId: integer('tenant_id').notNull(),
  type: text('type').$type<BannerType>().notNull(),
  title: text('title').notNull(),
  subtitle: text('subtitle'),
  linkUrl: text('link_url'),
  position: integer('position').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  /** Kept as an event's banner is: original, WebP variants and every storage key. */
  image: jsonb('image').$type<EventBanner>(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const notices = pgTable('notices', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  channel: text('channel').$type<'EMAIL' | 'WEBHOOK'>().notNull(),
  /** What happened, e.g. 'lead.created': the webhook's `type` and the log's label. */
  event: text('event').notNull(),
  recipient: text('recipient'),
  subject: text('subject'),
  body: text('body'),
  payload: jsonb('payload').$type<Record<string, unknown>>(),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  failedAt: timestamp('failed_at', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: createdAt(),
});

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
  /** Whether the agent has opened it since the person's last activity. */
  read: boolean('read').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
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

export const articleCategories = pgTable('article_categories', {
  id: serial('id').primaryKey(),
  publicId: text('public_id').notNull(),
  tenantId: integer('tenant_id').notNull(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/** The site's blog: Markdown as written, a cover kept as a banner's image is. */
export const articles = pgTable('articles', {
  id: serial('id').primaryKey(),
  publicId: text('public_id').notNull(),
  tenantId: integer('tenant_id').notNull(),
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  body: text('body').notNull(),
  categoryId: integer('category_id'),
  authorId: integer('author_id'),
  published: boolean('published').notNull().default(false),
  /** When it last went from draft to published; null while a draft. */
  publishedAt: timestamp('published_at', { withTimezone: true }),
  cover: jsonb('cover').$type<EventBanner>(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A site's offices, shown on its public pages. */
export const siteAddresses = pgTable('site_addresses', {
  id: serial('id').primaryKey(),
  publicId: text('public_id').notNull(),
  tenantId: integer('tenant_id').notNull(),
  label: text('label').notNull(),
  street: text('street').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  phone: text('phone'),
  email: text('email'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Append-only (see migration 0014): rows are inserted, and pruned once past the retention. */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  userId: integer('user_id'),
  userPublicId: text('user_public_id'),
  userRole: text('user_role'),
  ip: text('ip'),
  entity: text('entity').notNull(),
  entityId: text('entity_id').notNull(),
  propertyId: text('property_id'),
  action: text('action').notNull(),
  changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>(),
  reason: text('reason'),
});
