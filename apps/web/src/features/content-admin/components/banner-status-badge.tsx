import type { BannerStatus } from '../banner-form-values';
import { StateBadge } from './state-badge';

const LOOK: Record<BannerStatus, { label: string; color: 'teal' | 'blue' | 'orange' | null }> = {
  live: { label: 'Live', color: 'teal' },
  scheduled: { label: 'Scheduled', color: 'blue' },
  ended: { label: 'Ended', color: null },
  'no-image': { label: 'No image', color: 'orange' },
};

/** Whether the site home shows the banner now, will later, or no longer. */
export function BannerStatusBadge({ status }: { status: BannerStatus }) {
  const { label, color } = LOOK[status];
  return (
    <StateBadge color={color} data-testid="banner-status">
      {label}
    </StateBadge>
  );
}
