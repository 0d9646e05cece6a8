import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import {
  IconCalendarEvent,
  IconMapPin,
  IconTicket,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react';
import type { Schemas } from '../../lib/api-client';
import { formatEventRange } from '../../lib/format';
import {
  EVENT_STATUS_LABELS,
  EVENT_TYPE_LABELS,
  eventPlace,
  formatCapacity,
  formatRate,
  linkHost,
} from './event-facts';
import classes from './event-card.module.css';

interface EventCardProps {
  event: Schemas['Event'];
  /** The site's IANA time zone: times are shown as they are where the event happens. */
  timeZone: string;
  /** Actions shown in the banner's corner (the dashboard's menu); none on public pages. */
  actions?: ReactNode;
  /** The banner of the first row loads at once, later ones as they near the screen. */
  eager?: boolean;
  /** The title's heading level: 2 under the page's title, 3 under a section's heading. */
  headingLevel?: 2 | 3;
}

/** One event: banner, title, type and status, when, where, places, entry fee and category. */
export function EventCard({
  event,
  timeZone,
  actions,
  eager = false,
  headingLevel = 3,
}: EventCardProps) {
  const { t } = useLingui();
  const Heading = `h${headingLevel}` as const;
  const place = eventPlace(event);
  const headingId = `event-${event.publicId}-title`;
  return (
    <article className={classes.card} aria-labelledby={headingId} data-testid="event-card">
      {event.image_url ? (
        <img
          className={classes.banner}
          src={event.image_url}
          alt=""
          width={800}
          height={500}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <div
          className={classes.placeholder}
          data-type={event.type}
          data-testid="banner-placeholder"
        >
          <IconCalendarEvent size={44} stroke={1.3} aria-hidden />
        </div>
      )}
      {actions && <div className={classes.actions}>{actions}</div>}
      <div className={classes.body}>
        <div className={classes.row}>
          <span className={classes.status} data-status={event.status} data-testid="event-status">
            {t(EVENT_STATUS_LABELS[event.status])}
          </span>
          <span className={classes.type}>{t(EVENT_TYPE_LABELS[event.type])}</span>
        </div>
        <Heading id={headingId} className={classes.title} dir="auto">
          {event.title || event.name}
        </Heading>
        <p className={classes.fact}>
          <IconCalendarEvent size={16} aria-hidden />
          <time dateTime={event.start}>{formatEventRange(event.start, event.end, timeZone)}</time>
        </p>
        {place && (
          <p className={classes.fact}>
            <IconMapPin size={16} aria-hidden />
            <span dir="auto">{place}</span>
          </p>
        )}
        {event.liveLink && (
          <p className={classes.fact}>
            <IconWorld size={16} aria-hidden />
            <a
              className={classes.link}
              href={event.liveLink}
              target="_blank"
              rel="noopener noreferrer"
              title={event.liveLink}
              dir="ltr"
            >
              {linkHost(event.liveLink)}
            </a>
          </p>
        )}
        <div className={classes.footer}>
          <span className={classes.fact} title={t`Places`}>
            <IconUsers size={16} aria-label={t`Places`} role="img" />
            {formatCapacity(event.capacity)}
          </span>
          <span className={classes.fact} title={t`Entry`}>
            <IconTicket size={16} aria-label={t`Entry`} role="img" />
            {formatRate(event.rate, event.currency)}
          </span>
          {event.category && (
            <Badge variant="outline" color="gray" size="sm" className={classes.category} dir="auto">
              {event.category.name}
            </Badge>
          )}
        </div>
      </div>
    </article>
  );
}
