import type { CSSProperties } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { MantineSize } from '@mantine/core';
import { PUBLISHED_MESSAGES } from '../lib/i18n/labels';
import classes from './listing-status-dot.module.css';

type Published = 'APPROVED' | 'REVIEW';

const LABELS: Record<Published, MessageDescriptor> = PUBLISHED_MESSAGES;

/**
 * A listing's moderation state as the spec draws it: a green dot for APPROVED, a red one for
 * under review. The word goes with the dot unless `label` is false; the dot alone still names
 * the state to screen readers. Plain elements: grids and lists show hundreds of these.
 */
export function ListingStatusDot({
  published,
  label = true,
  size = 'sm',
}: {
  published: Published;
  label?: boolean;
  size?: MantineSize;
}) {
  const { i18n } = useLingui();
  const text = i18n._(LABELS[published]);
  const style = { '--status-font-size': `var(--mantine-font-size-${size})` } as CSSProperties;
  return (
    <span className={classes.status} style={style} data-status={published}>
      <span
        className={classes.dot}
        data-status={published}
        aria-hidden={label}
        aria-label={label ? undefined : text}
        role={label ? undefined : 'img'}
      />
      {label && <span>{text}</span>}
    </span>
  );
}
