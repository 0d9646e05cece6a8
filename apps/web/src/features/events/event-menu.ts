import type { EventStatus } from '@propdesk/shared';

export type EventAction = 'edit' | 'cancel' | 'delete';

/**
 * What an agent may do with an event in each status: a cancelled event can no longer be changed
 * (the API refuses it) and one that is over cannot be called off; any can be deleted.
 */
export function eventActions(status: EventStatus): EventAction[] {
  switch (status) {
    case 'UPCOMING':
    case 'ONGOING':
      return ['edit', 'cancel', 'delete'];
    case 'COMPLETED':
      return ['edit', 'delete'];
    case 'CANCELLED':
      return ['delete'];
  }
}
