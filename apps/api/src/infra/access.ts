import type { AppError, Role } from '@propdesk/shared';
import type { Actor } from './auth';

/**
 * Who may do one thing, to one resource: null allows it, otherwise the refusal to answer with.
 * A resource that was not found reaches the rule as undefined, so the rule decides what the
 * caller learns (404 for what they may not know exists, 403 for what is visible but not theirs).
 * Each module keeps its rules in `<module>.access.ts`.
 */
export type AccessRule<R> = (actor: Actor | null, resource: R | undefined) => AppError | null;

/**
 * The access check a service method makes before it reads or changes an owned resource: throws
 * the rule's refusal, or returns the resource, now known to exist.
 */
export function authorize(actor: Actor | null, rule: AccessRule<void>): void;
export function authorize<R>(actor: Actor | null, rule: AccessRule<R>, resource: R | undefined): R;
export function authorize<R>(
  actor: Actor | null,
  rule: AccessRule<R>,
  resource?: R,
): R | undefined {
  const refusal = rule(actor, resource);
  if (refusal) throw refusal;
  return resource;
}

export function hasRole(actor: Actor | null | undefined, ...roles: Role[]): boolean {
  return !!actor && actor.roles.some((r) => roles.includes(r));
}

/** Moderators and admins: the people who run a site. */
export function isStaff(actor: Actor | null | undefined): boolean {
  return hasRole(actor, 'MODERATOR', 'ADMIN');
}
