import { Badge } from '@mantine/core';
import type { BannerStatus } from '../banner-form-values';

const LOOK: Record<BannerStatus, { label: string; color: string }> = {
  live: { label: 'Live', color: 'teal' },
  scheduled: { label: 'Scheduled', color: 'blue' },
  ended: { label: 'Ended', color: 'gray' },
  'no-image': { label: 'No image', color: 'orange' },
};

/** Whether the site home shows the banner now, will later, or no longer. */
export function BannerStatusBadge({ status }: { status: BannerStatus }) {
  const { label, color } = LOOK[status];
  return (
    <Badge color={color} variant="light" data-testid="banner-status">
      {label}
    </Badge>
  );
}
