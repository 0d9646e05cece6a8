import { z } from 'zod';

/** What the audit log records writes to. */
export const AUDIT_ENTITIES = [
  'property',
  'image',
  'feature',
  'amenity',
  'unit',
  'moderation',
  'agent',
  'banner',
  'article',
  'site',
  'office',
  'feed_client',
  'account',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** What a write did; the log's `action`. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'archive',
  'unarchive',
  'publish',
  'unpublish',
  'add',
  'remove',
  'upload',
  'profile',
  'reorder',
  'image',
  'cover',
  'approve',
  'reject',
  'submit',
  'verify',
  'unverify',
  'revoke',
  'dismiss',
  'export',
  'erase',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The entities a listing's History tab shows: the listing and what belongs to it. */
export const LISTING_HISTORY_ENTITIES = [
  'property',
  'image',
  'feature',
  'amenity',
  'unit',
  'moderation',
] as const satisfies readonly AuditEntity[];

export const AUDIT_PAGE_SIZE = 20;

const ISO_DATE_OR_TIME =
  'must be an ISO date (2026-11-23) or date-time with an offset (2026-11-23T08:00:00Z)';

const dateOrDateTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: ISO_DATE_OR_TIME,
});

/**
 * The staff audit page's filters: entity, the user's public id, the action, and a date range
 * (a date alone counts in the site's time zone, from the start of `from` to the end of `to`).
 */
export const auditFilters = {
  entity: z
    .enum(AUDIT_ENTITIES, { error: `Unknown entity: use ${AUDIT_ENTITIES.join(', ')}` })
    .optional(),
  userId: z.string().trim().min(1).max(64, 'User id is at most 64 characters').optional(),
  action: z
    .string()
    .trim()
    .regex(/^[a-z][a-z_-]{0,39}$/, 'Action must be a lower-case word such as update')
    .optional(),
  from: dateOrDateTime.optional(),
  to: dateOrDateTime.optional(),
};

/**
 * A range that ends before it starts: two date-times compare as instants; when either is a
 * date alone, the calendar days compare (the site's zone decides the instants later).
 */
export function auditRangeIsBackwards(from?: string, to?: string): boolean {
  if (!from || !to) return false;
  if (from.length === 10 || to.length === 10) return from.slice(0, 10) > to.slice(0, 10);
  return new Date(from).getTime() > new Date(to).getTime();
}
