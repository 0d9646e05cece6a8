import { AppError } from '@propdesk/shared';
import { hasRole, isStaff, type Actor } from '../../infra/auth';

export const NOT_FOUND_MESSAGE = 'Property not found';
export const NOT_YOURS_MESSAGE = 'Not your property';

interface Listing {
  userId: number;
  published: string;
  archived: boolean;
}

export const isLive = (p: Listing) => p.published === 'APPROVED' && !p.archived;

/** Owners and the tenant's moderators see a listing in any state; others only live ones. */
export function canSee(actor: Actor | null, p: Listing): boolean {
  return isLive(p) || (!!actor && (actor.userId === p.userId || isStaff(actor)));
}

/** Throws 404 when the caller may not see it (so hidden listings do not leak), 403 when not theirs. */
export function assertOwner<T extends Listing>(actor: Actor, p: T | undefined): T {
  if (!p || !canSee(actor, p)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  if (p.userId !== actor.userId) throw new AppError('FORBIDDEN', NOT_YOURS_MESSAGE);
  return p;
}

export function assertVisible<T extends Listing>(actor: Actor | null, p: T | undefined): T {
  if (!p || !canSee(actor, p)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return p;
}

export function assertAgent(actor: Actor): void {
  if (!hasRole(actor, 'AGENT') || !actor.agentId) {
    throw new AppError('FORBIDDEN', 'Only agents can manage listings');
  }
}

export function assertModerator(actor: Actor): void {
  if (!isStaff(actor)) throw new AppError('FORBIDDEN', 'Only moderators can review listings');
}
