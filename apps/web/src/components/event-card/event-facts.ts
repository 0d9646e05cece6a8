import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { EventStatus, EventType } from '@propdesk/shared';
import { formatMoney, formatNumber } from '../../lib/format';

export const EVENT_STATUS_LABELS: Record<EventStatus, MessageDescriptor> = {
  UPCOMING: msg`Upcoming`,
  ONGOING: msg`Ongoing`,
  COMPLETED: msg`Completed`,
  CANCELLED: msg`Cancelled`,
};

export const EVENT_TYPE_LABELS: Record<EventType, MessageDescriptor> = {
  MEETING: msg`Meeting`,
  WORKSHOP: msg`Workshop`,
  EVENT: msg`Event`,
};

/** 'Unlimited' for 0 (spec section 9: the default), else '1 place', '40 places'. */
export function formatCapacity(capacity: number): string {
  if (capacity === 0) return t`Unlimited`;
  const places = formatNumber(capacity);
  return plural(capacity, { one: `${places} place`, other: `${places} places` });
}

/** 'Free' for 0 (the default), else the entry fee in the site's currency. */
export function formatRate(rate: number, currency: string): string {
  return rate === 0 ? t`Free` : formatMoney(rate, currency);
}

/** The venue, then its suburb and city: 'Harare Gardens, Avondale, Harare'; null without one. */
export function eventPlace(event: {
  location: string | null;
  suburb: { name: string; city: string } | null;
}): string | null {
  const parts = [event.location, event.suburb?.name, event.suburb?.city].filter(Boolean);
  return parts.length ? [...new Set(parts)].join(', ') : null;
}

/** A live link as a card names it: its host ('zoom.us'), or the address itself if unreadable. */
export function linkHost(link: string): string {
  try {
    return new URL(link).host || link;
  } catch {
    return link;
  }
}
