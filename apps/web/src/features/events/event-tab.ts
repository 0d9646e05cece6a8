import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { EVENT_TABS, type EventTab } from '../../lib/queries/agent-events';

export const EVENT_TAB_LABELS: Record<EventTab, MessageDescriptor> = {
  upcoming: msg({ message: 'Upcoming', context: 'events tab' }),
  past: msg({ message: 'Past', context: 'events tab' }),
  cancelled: msg({ message: 'Cancelled', context: 'events tab' }),
};

/** The tab in the address (`?tab=`); anything else, or none, is Upcoming. */
export function parseEventTab(value: string | null): EventTab {
  return EVENT_TABS.find((tab) => tab === value) ?? 'upcoming';
}
