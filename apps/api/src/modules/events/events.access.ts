import { AppError } from '@propdesk/shared';
import type { AccessRule } from '../../infra/access';

interface OwnedEvent {
  event: { userId: number };
}

const ONLY_AGENTS = 'Only agents can manage events';
const NOT_YOUR_EVENT = 'Not your event';
export const EVENT_NOT_FOUND = 'Event not found';

/** Creating events: agents only. */
export const canManageEvents: AccessRule<void> = (actor) =>
  actor?.agentId ? null : new AppError('FORBIDDEN', ONLY_AGENTS);

/**
 * Reading an event: anyone, cancelled ones too (a link someone kept still answers, with the
 * status). An event of another site is never found: the look-up is by the caller's site.
 */
export const canSeeEvent: AccessRule<OwnedEvent> = (_actor, event) =>
  event ? null : new AppError('NOT_FOUND', EVENT_NOT_FOUND);

/**
 * Changing, cancelling or deleting an event: its agent only. Events are public, so another
 * agent of the site learns nothing new from 403 'Not your event'; an unknown id is 404.
 */
export const canChangeEvent: AccessRule<OwnedEvent> = (actor, event) => {
  if (!actor?.agentId) return new AppError('FORBIDDEN', ONLY_AGENTS);
  if (!event) return new AppError('NOT_FOUND', EVENT_NOT_FOUND);
  return event.event.userId === actor.userId ? null : new AppError('FORBIDDEN', NOT_YOUR_EVENT);
};
