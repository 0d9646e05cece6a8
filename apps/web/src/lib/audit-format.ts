import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Schemas } from './api-client';

export type AuditEntry = Schemas['AuditEntry'];

/** What each entity reads as in a sentence ('Updated the listing', 'Uploaded a photo'). */
const ENTITY_NOUNS: Record<AuditEntry['entity'], string> = {
  property: 'the listing',
  image: 'a photo',
  feature: 'a feature',
  amenity: 'an amenity',
  unit: 'a unit',
  moderation: 'the listing',
  agent: 'an agent',
  banner: 'a banner',
  article: 'an article',
  site: 'the site',
  office: 'an office',
};

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
};

/** An entity's name in the reader's language ('Listing', 'Review'). */
export function entityLabel(entity: AuditEntry['entity']): string {
  return i18n._(ENTITY_LABELS[entity]);
}

/** Actions whose past tense is not the word plus 'd' or 'ed'. */
const PAST_TENSES: Record<string, string> = {
  add: 'Added',
  remove: 'Removed',
  upload: 'Uploaded',
  verify: 'Verified',
  deny: 'Denied',
  image: 'Changed the image of',
  cover: 'Changed the cover of',
  profile: 'Set as profile photo',
  reject: 'Sent back',
  submit: 'Sent for review',
};

function pastTense(action: string): string {
  const known = PAST_TENSES[action];
  if (known) return known;
  const words = action.replace(/[_-]+/g, ' ');
  const past = words.endsWith('e') ? `${words}d` : `${words}ed`;
  return past.charAt(0).toUpperCase() + past.slice(1);
}

/**
 * The entry's entity and action in words: 'Updated the listing', 'Uploaded a photo', and a
 * review as its outcome with the reason ('Sent back: Photos are blurry').
 */
export function describeAuditAction(entry: Pick<AuditEntry, 'entity' | 'action' | 'reason'>) {
  const verb = pastTense(entry.action);
  if (entry.entity === 'moderation') {
    return entry.reason ? `${verb}: ${entry.reason}` : `${verb} the listing`;
  }
  const sentence =
    entry.action === 'profile'
      ? verb
      : entry.action === 'submit'
        ? `Sent ${ENTITY_NOUNS[entry.entity]} for review`
        : `${verb} ${ENTITY_NOUNS[entry.entity]}`;
  return entry.reason ? `${sentence}: ${entry.reason}` : sentence;
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
  else text = JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** The names people read for the API's field names, where the words differ. */
const FIELD_LABELS: Record<string, string> = {
  typeId: 'Type',
  areaType: 'Area unit',
  built: 'Year built',
  priceType: 'Price per',
  vatable: 'VAT',
  displayMap: 'Map shown',
  metaTags: 'Keywords',
  published: 'State',
  rejectionReason: 'Reason sent back',
  fileName: 'File',
  defaultCurrency: 'Default currency',
  startsAt: 'Shown from',
  endsAt: 'Shown until',
};

/** A field as a reader names it: 'typeId' is 'Type', 'serviceCharge' is 'Service charge'. */
export function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
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
  const head = fields.slice(0, shown).join(', ');
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
