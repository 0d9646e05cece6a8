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
    // Grey light badges miss 4.5:1 on white: an ended banner gets the outlined default look.
    <Badge
      color={color}
      variant={status === 'ended' ? 'default' : 'light'}
      data-testid="banner-status"
    >
      {label}
    </Badge>
  );
}
