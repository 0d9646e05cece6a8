import { AppError } from '@propdesk/shared';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { hasRole, isStaff, type AccessRule } from '../../infra/access';
import type { Actor } from '../../infra/auth';

export const NOT_FOUND_MESSAGE = 'Property not found';
export const NOT_YOURS_MESSAGE = 'Not your property';

export interface Listing {
  userId: number;
  published: string;
  archived: boolean;
}

/** Approved and not archived: what the public sees. */
export const isLive = (p: Listing) => p.published === 'APPROVED' && !p.archived;

/**
 * isLive in SQL, over the published and archived columns of a listings row (the table's, or an
 * alias's). Literal values, not parameters, so the planner can match the partial indexes'
 * predicate.
 */
export const liveListingSql = (p: { published: SQLWrapper; archived: SQLWrapper }): SQL =>
  sql`${p.published} = 'APPROVED' AND NOT ${p.archived}`;

/** Owners and the tenant's moderators see a listing in any state; others only live ones. */
export function canSee(actor: Actor | null, p: Listing): boolean {
  return isLive(p) || (!!actor && (actor.userId === p.userId || isStaff(actor)));
}

/**
 * The agent's own listings, or a moderator: such readers see every state, and their reads do not
 * count as views.
 */
export function isOwnRead(actor: Actor | null, p: Pick<Listing, 'userId'>): boolean {
  return !!actor && (actor.userId === p.userId || isStaff(actor));
}

/** Reading a listing: 404 for one the caller may not see, so hidden listings do not leak. */
export const canSeeListing: AccessRule<Listing> = (actor, p) =>
  p && canSee(actor, p) ? null : new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);

/** Changing a listing: its agent only (404 when hidden from the caller, 403 when not theirs). */
export const canChangeListing: AccessRule<Listing> = (actor, p) => {
  if (!p || !canSee(actor, p)) return new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return actor && p.userId === actor.userId ? null : new AppError('FORBIDDEN', NOT_YOURS_MESSAGE);
};

/** Creating listings: agents. */
export const canCreateListings: AccessRule<void> = (actor) =>
  hasRole(actor, 'AGENT') && actor?.agentId
    ? null
    : new AppError('FORBIDDEN', 'Only agents can manage listings');

/**
 * Which listings a list may show the caller, whatever its filters ask: an agent their own in
 * every state, moderators and admins the whole site in every state, everyone else live ones.
 */
export type ListingScope = { own: number } | 'site' | 'live';

export function listingScope(actor: Actor | null): ListingScope {
  if (actor && hasRole(actor, 'AGENT') && actor.agentId && !isStaff(actor)) {
    return { own: actor.userId };
  }
  return isStaff(actor) ? 'site' : 'live';
}

/**
 * What only a listing's agent and the site's moderators and admins read (its translations, its
 * possible duplicates, how it is doing); 404 when hidden from the caller, 403 otherwise.
 */
export const canReadAsAgentOrStaff: AccessRule<Listing> = (actor, p) => {
  if (!p || !canSee(actor, p)) return new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return isOwnRead(actor, p) ? null : new AppError('FORBIDDEN', NOT_YOURS_MESSAGE);
};
