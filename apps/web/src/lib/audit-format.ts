import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import type { AuditAction } from '@propdesk/shared';
import type { Schemas } from './api-client';

export type AuditEntry = Schemas['AuditEntry'];

/** What each entity is called in a filter or a table cell. */
const ENTITY_LABELS: Record<AuditEntry['entity'], MessageDescriptor> = {
  property: msg`Listing`,
  image: msg`Photo`,
  feature: msg`Feature`,
  amenity: msg`Amenity`,
  unit: msg`Unit`,
  moderation: msg`Review`,
  agent: msg`Agency`,
  banner: msg`Banner`,
  article: msg`Article`,
  site: msg`Site`,
  office: msg`Office`,
  feed_client: msg`Feed client`,
  account: msg`Account`,
};

/** An entity's name in the reader's language ('Listing', 'Review'). */
export function entityLabel(entity: AuditEntry['entity']): string {
  return i18n._(ENTITY_LABELS[entity]);
}

type AuditEntity = AuditEntry['entity'];

/**
 * Each action's sentence, one message per action with the entity chosen inside it, so that a
 * language words the whole sentence its own way. 'other' is the listing (or its review). 'deny'
 * is no longer written; it keeps the words it always had.
 */
const ACTION_SENTENCES: Record<AuditAction | 'deny', (entity: AuditEntity) => string> = {
  create: (entity) =>
    select(entity, {
      image: 'Created a photo',
      feature: 'Created a feature',
      amenity: 'Created an amenity',
      unit: 'Created a unit',
      agent: 'Created an agent',
      banner: 'Created a banner',
      article: 'Created an article',
      site: 'Created the site',
      office: 'Created an office',
      feed_client: 'Created a feed client',
      other: 'Created the listing',
    }),
  update: (entity) =>
    select(entity, {
      image: 'Updated a photo',
      feature: 'Updated a feature',
      amenity: 'Updated an amenity',
      unit: 'Updated a unit',
      agent: 'Updated an agent',
      banner: 'Updated a banner',
      article: 'Updated an article',
      site: 'Updated the site',
      office: 'Updated an office',
      other: 'Updated the listing',
    }),
  delete: (entity) =>
    select(entity, {
      image: 'Deleted a photo',
      feature: 'Deleted a feature',
      amenity: 'Deleted an amenity',
      unit: 'Deleted a unit',
      agent: 'Deleted an agent',
      banner: 'Deleted a banner',
      article: 'Deleted an article',
      site: 'Deleted the site',
      office: 'Deleted an office',
      other: 'Deleted the listing',
    }),
  archive: (entity) =>
    select(entity, {
      image: 'Archived a photo',
      feature: 'Archived a feature',
      amenity: 'Archived an amenity',
      unit: 'Archived a unit',
      agent: 'Archived an agent',
      banner: 'Archived a banner',
      article: 'Archived an article',
      site: 'Archived the site',
      office: 'Archived an office',
      other: 'Archived the listing',
    }),
  unarchive: (entity) =>
    select(entity, {
      image: 'Unarchived a photo',
      feature: 'Unarchived a feature',
      amenity: 'Unarchived an amenity',
      unit: 'Unarchived a unit',
      agent: 'Unarchived an agent',
      banner: 'Unarchived a banner',
      article: 'Unarchived an article',
      site: 'Unarchived the site',
      office: 'Unarchived an office',
      other: 'Unarchived the listing',
    }),
  publish: (entity) =>
    select(entity, {
      image: 'Published a photo',
      feature: 'Published a feature',
      amenity: 'Published an amenity',
      unit: 'Published a unit',
      agent: 'Published an agent',
      banner: 'Published a banner',
      article: 'Published an article',
      site: 'Published the site',
      office: 'Published an office',
      other: 'Published the listing',
    }),
  unpublish: (entity) =>
    select(entity, {
      image: 'Unpublished a photo',
      feature: 'Unpublished a feature',
      amenity: 'Unpublished an amenity',
      unit: 'Unpublished a unit',
      agent: 'Unpublished an agent',
      banner: 'Unpublished a banner',
      article: 'Unpublished an article',
      site: 'Unpublished the site',
      office: 'Unpublished an office',
      other: 'Unpublished the listing',
    }),
  add: (entity) =>
    select(entity, {
      image: 'Added a photo',
      feature: 'Added a feature',
      amenity: 'Added an amenity',
      unit: 'Added a unit',
      agent: 'Added an agent',
      banner: 'Added a banner',
      article: 'Added an article',
      site: 'Added the site',
      office: 'Added an office',
      other: 'Added the listing',
    }),
  remove: (entity) =>
    select(entity, {
      image: 'Removed a photo',
      feature: 'Removed a feature',
      amenity: 'Removed an amenity',
      unit: 'Removed a unit',
      agent: 'Removed an agent',
      banner: 'Removed a banner',
      article: 'Removed an article',
      site: 'Removed the site',
      office: 'Removed an office',
      other: 'Removed the listing',
    }),
  upload: (entity) =>
    select(entity, {
      image: 'Uploaded a photo',
      feature: 'Uploaded a feature',
      amenity: 'Uploaded an amenity',
      unit: 'Uploaded a unit',
      agent: 'Uploaded an agent',
      banner: 'Uploaded a banner',
      article: 'Uploaded an article',
      site: 'Uploaded the site',
      office: 'Uploaded an office',
      other: 'Uploaded the listing',
    }),
  image: (entity) =>
    select(entity, {
      image: 'Changed the image of a photo',
      feature: 'Changed the image of a feature',
      amenity: 'Changed the image of an amenity',
      unit: 'Changed the image of a unit',
      agent: 'Changed the image of an agent',
      banner: 'Changed the image of a banner',
      article: 'Changed the image of an article',
      site: 'Changed the image of the site',
      office: 'Changed the image of an office',
      other: 'Changed the image of the listing',
    }),
  cover: (entity) =>
    select(entity, {
      image: 'Changed the cover of a photo',
      feature: 'Changed the cover of a feature',
      amenity: 'Changed the cover of an amenity',
      unit: 'Changed the cover of a unit',
      agent: 'Changed the cover of an agent',
      banner: 'Changed the cover of a banner',
      article: 'Changed the cover of an article',
      site: 'Changed the cover of the site',
      office: 'Changed the cover of an office',
      other: 'Changed the cover of the listing',
    }),
  approve: (entity) =>
    select(entity, {
      image: 'Approved a photo',
      feature: 'Approved a feature',
      amenity: 'Approved an amenity',
      unit: 'Approved a unit',
      agent: 'Approved an agent',
      banner: 'Approved a banner',
      article: 'Approved an article',
      site: 'Approved the site',
      office: 'Approved an office',
      other: 'Approved the listing',
    }),
  reject: (entity) =>
    select(entity, {
      image: 'Sent back a photo',
      feature: 'Sent back a feature',
      amenity: 'Sent back an amenity',
      unit: 'Sent back a unit',
      agent: 'Sent back an agent',
      banner: 'Sent back a banner',
      article: 'Sent back an article',
      site: 'Sent back the site',
      office: 'Sent back an office',
      other: 'Sent back the listing',
    }),
  submit: (entity) =>
    select(entity, {
      image: 'Sent a photo for review',
      feature: 'Sent a feature for review',
      amenity: 'Sent an amenity for review',
      unit: 'Sent a unit for review',
      agent: 'Sent an agent for review',
      banner: 'Sent a banner for review',
      article: 'Sent an article for review',
      site: 'Sent the site for review',
      office: 'Sent an office for review',
      other: 'Sent the listing for review',
    }),
  verify: (entity) =>
    select(entity, {
      image: 'Verified a photo',
      feature: 'Verified a feature',
      amenity: 'Verified an amenity',
      unit: 'Verified a unit',
      agent: 'Verified an agent',
      banner: 'Verified a banner',
      article: 'Verified an article',
      site: 'Verified the site',
      office: 'Verified an office',
      other: 'Verified the listing',
    }),
  unverify: (entity) =>
    select(entity, {
      image: 'Unverified a photo',
      feature: 'Unverified a feature',
      amenity: 'Unverified an amenity',
      unit: 'Unverified a unit',
      agent: 'Unverified an agent',
      banner: 'Unverified a banner',
      article: 'Unverified an article',
      site: 'Unverified the site',
      office: 'Unverified an office',
      other: 'Unverified the listing',
    }),
  revoke: (entity) =>
    select(entity, {
      feed_client: 'Revoked a feed client',
      other: 'Revoked the listing',
    }),
  // A moderator's "not a duplicate": the entry names the other listing.
  dismiss: () =>
    i18n._(msg({ message: 'Marked not a duplicate', context: 'Audit log: what was done' })),
  export: () =>
    i18n._(msg({ message: "Exported a person's data", context: 'Audit log: what was done' })),
  erase: () =>
    i18n._(msg({ message: "Erased a person's account", context: 'Audit log: what was done' })),
  deny: (entity) =>
    select(entity, {
      image: 'Denied a photo',
      feature: 'Denied a feature',
      amenity: 'Denied an amenity',
      unit: 'Denied a unit',
      agent: 'Denied an agent',
      banner: 'Denied a banner',
      article: 'Denied an article',
      site: 'Denied the site',
      office: 'Denied an office',
      other: 'Denied the listing',
    }),

  profile: () =>
    i18n._(msg({ message: 'Set as profile photo', context: 'Audit log: what was done' })),
  reorder: () =>
    i18n._(msg({ message: 'Put the photos in a new order', context: 'Audit log: what was done' })),
};

function isKnownAction(action: string): action is keyof typeof ACTION_SENTENCES {
  return Object.hasOwn(ACTION_SENTENCES, action);
}

/** An action no sentence is written for, in English from its letters ('restore', 'Restored'). */
function unknownActionSentence(action: string, entity: AuditEntity): string {
  const past = action.replace(/[_-]+/g, ' ').replace(/e?$/, 'ed');
  const verb = past.charAt(0).toUpperCase() + past.slice(1);
  return select(entity, {
    image: `${verb} a photo`,
    feature: `${verb} a feature`,
    amenity: `${verb} an amenity`,
    unit: `${verb} a unit`,
    agent: `${verb} an agent`,
    banner: `${verb} a banner`,
    article: `${verb} an article`,
    site: `${verb} the site`,
    office: `${verb} an office`,
    feed_client: `${verb} a feed client`,
    other: `${verb} the listing`,
  });
}

/** A review's outcome with the reason the moderator gave ('Sent back: Photos are blurry'). */
function reviewWithReason(action: string, reason: string): string | undefined {
  if (action === 'approve') return i18n._(msg`Approved: ${reason}`);
  if (action === 'reject') return i18n._(msg`Sent back: ${reason}`);
  return undefined;
}

/**
 * The entry's entity and action in words: 'Updated the listing', 'Uploaded a photo', and a
 * review as its outcome with the reason ('Sent back: Photos are blurry').
 */
export function describeAuditAction(entry: Pick<AuditEntry, 'entity' | 'action' | 'reason'>) {
  const { entity, action, reason } = entry;
  if (entity === 'moderation' && reason) {
    const review = reviewWithReason(action, reason);
    if (review) return review;
  }
  const sentence = isKnownAction(action)
    ? ACTION_SENTENCES[action](entity)
    : unknownActionSentence(action, entity);
  if (!reason) return sentence;
  return i18n._(
    msg({
      message: `${sentence}: ${reason}`,
      comment: 'sentence: what was done, such as "Updated the listing"; reason: the words given',
    }),
  );
}

/** How long a value may be before it is cut with an ellipsis. */
const CHANGE_VALUE_MAX = 40;

/** A field's value as a short string: none for empty, yes/no, lists and objects as JSON, cut. */
export function formatChangeValue(value: unknown, max = CHANGE_VALUE_MAX): string {
  let text: string;
  if (value === null || value === undefined || value === '') text = '—';
  else if (typeof value === 'boolean') text = value ? i18n._(msg`yes`) : i18n._(msg`no`);
  else if (typeof value === 'string') text = value.replace(/\s+/g, ' ').trim();
  else if (typeof value === 'number') text = String(value);
  else if (Array.isArray(value) && value.every((v) => typeof v === 'number'))
    // A photo order's places ('3, 1, 2'), Arabic with its own comma.
    text = value.join(
      i18n._(msg({ message: ', ', context: 'Between the names of changed fields' })),
    );
  else text = JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/**
 * The names people read for the API's field names: every field the log records. A field it does
 * not know yet is split into words from its name.
 */
const FIELD_LABELS: Record<string, MessageDescriptor> = {
  name: msg`Name`,
  title: msg`Title`,
  description: msg`Description`,
  typeId: msg`Type`,
  type: msg`Type`,
  category: msg`Category`,
  listingCategory: msg`Listing category`,
  possibleDuplicate: msg`Possible duplicate`,
  suburb: msg`Suburb`,
  area: msg`Area`,
  areaType: msg`Area unit`,
  built: msg`Year built`,
  price: msg`Price`,
  currency: msg`Currency`,
  priceType: msg`Price per`,
  vatable: msg`VAT`,
  serviced: msg`Serviced`,
  serviceCharge: msg`Service charge`,
  displayMap: msg`Map shown`,
  latitude: msg`Latitude`,
  longitude: msg`Longitude`,
  altitude: msg`Altitude`,
  metaTags: msg`Keywords`,
  tourUrl: msg`Video or tour link`,
  archived: msg`Archived`,
  published: msg`State`,
  rejectionReason: msg`Reason sent back`,
  readyForReviewAt: msg`Ready for review at`,
  verified: msg`Verified`,
  scopes: msg`Scopes`,
  revokedAt: msg`Revoked at`,
  location: msg`Location`,
  profilePhoto: msg`Profile photo`,
  photoOrder: msg`Photo order`,
  fileName: msg`File`,
  image: msg`Image`,
  cover: msg`Cover`,
  unit: msg`Unit`,
  quantity: msg`Quantity`,
  active: msg`Active`,
  available: msg`Available`,
  furnished: msg`Furnished`,
  deposit: msg`Deposit`,
  rentalPrice: msg`Rental price`,
  rentToOwnPrice: msg`Rent to own price`,
  salePrice: msg`Sale price`,
  slug: msg`Slug`,
  summary: msg`Summary`,
  body: msg`Body`,
  publishedAt: msg`Published at`,
  label: msg`Label`,
  street: msg`Street`,
  city: msg`City`,
  country: msg`Country`,
  phone: msg`Phone`,
  email: msg`Email`,
  position: msg`Position`,
  subtitle: msg`Subtitle`,
  linkUrl: msg`Link url`,
  startsAt: msg`Shown from`,
  endsAt: msg`Shown until`,
  defaultCurrency: msg`Default currency`,
  defaultLanguage: msg`Default language`,
  languages: msg`Languages`,
};

/** A field as a reader names it: 'typeId' is 'Type', 'serviceCharge' is 'Service charge'. */
export function fieldLabel(field: string): string {
  const known = Object.hasOwn(FIELD_LABELS, field) ? FIELD_LABELS[field] : undefined;
  if (known) return i18n._(known);
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Names for the values a field holds as ids (a listing's type), when the reader knows them. */
export type ValueNames = Partial<Record<string, (value: string) => string | undefined>>;

function named(field: string, value: unknown, names: ValueNames): unknown {
  const name = typeof value === 'string' ? names[field]?.(value) : undefined;
  return name ?? value;
}

export type ChangeLine = { field: string; label: string; before: string; after: string };

/** The changed fields, in the order recorded, with short values; empty on both sides left out. */
export function changeLines(changes: AuditEntry['changes'], names: ValueNames = {}): ChangeLine[] {
  return Object.entries(changes ?? {})
    .map(([field, change]) => ({
      field,
      label: fieldLabel(field),
      before: formatChangeValue(named(field, change.before, names)),
      after: formatChangeValue(named(field, change.after, names)),
    }))
    .filter((line) => line.before !== '—' || line.after !== '—');
}

/** The changed fields' names in one line, for the staff table ('Title, Price +2 more'). */
export function changesSummary(changes: AuditEntry['changes'], shown = 3): string {
  const fields = changeLines(changes).map((line) => line.label);
  if (!fields.length) return '—';
  // Arabic writes its own comma between the names.
  const separator = i18n._(msg({ message: ', ', context: 'Between the names of changed fields' }));
  const head = fields.slice(0, shown).join(separator);
  const more = fields.length - shown;
  return more > 0
    ? i18n._(msg({ message: `${head} +${more} more`, comment: 'head: the first changed fields' }))
    : head;
}

const ROLE_WORDS: Record<
  NonNullable<NonNullable<AuditEntry['user']>['role']>,
  MessageDescriptor
> = {
  AGENT: msg`Agent`,
  CUSTOMER: msg`Customer`,
  MODERATOR: msg`Moderator`,
  ADMIN: msg`Admin`,
};

/** Who wrote an entry: the user's name and role, or the system for seeds and scheduled jobs. */
export function auditWho(user: AuditEntry['user']): { name: string; role: string } {
  if (!user) return { name: i18n._(msg`System`), role: '' };
  return { name: user.name, role: user.role ? i18n._(ROLE_WORDS[user.role]) : '' };
}
