import { EVENT_TABS, type EventTab } from '../../lib/queries/agent-events';

export const EVENT_TAB_LABELS: Record<EventTab, string> = {
  upcoming: 'Upcoming',
  past: 'Past',
  cancelled: 'Cancelled',
};

/** The tab in the address (`?tab=`); anything else, or none, is Upcoming. */
export function parseEventTab(value: string | null): EventTab {
  return EVENT_TABS.find((tab) => tab === value) ?? 'upcoming';
}
