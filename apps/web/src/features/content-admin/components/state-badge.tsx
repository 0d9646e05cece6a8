import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';
import classes from './state-badge.module.css';

interface StateBadgeProps {
  /** A Mantine colour name; null for a quiet outlined badge (drafts, ended banners). */
  color: 'teal' | 'blue' | 'orange' | null;
  children: ReactNode;
  'data-testid'?: string;
}

/** A small state label (Live, Scheduled, Published, Draft) that keeps its contrast in both schemes. */
export function StateBadge({ color, children, 'data-testid': testId }: StateBadgeProps) {
  return color ? (
    <Badge
      color={color}
      variant="light"
      className={classes.badge}
      style={{ '--state-badge-bg': `var(--mantine-color-${color}-0)`, flexShrink: 0 }}
      data-testid={testId}
    >
      {children}
    </Badge>
  ) : (
    <Badge color="gray" variant="default" style={{ flexShrink: 0 }} data-testid={testId}>
      {children}
    </Badge>
  );
}
