import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { BannerStatus } from '../banner-form-values';
import { StateBadge } from './state-badge';

const LOOK: Record<
  BannerStatus,
  { label: MessageDescriptor; color: 'teal' | 'blue' | 'orange' | null }
> = {
  live: { label: msg`Live`, color: 'teal' },
  scheduled: { label: msg`Scheduled`, color: 'blue' },
  ended: { label: msg`Ended`, color: null },
  'no-image': { label: msg`No image`, color: 'orange' },
};

/** Whether the site home shows the banner now, will later, or no longer. */
export function BannerStatusBadge({ status }: { status: BannerStatus }) {
  const { t } = useLingui();
  const { label, color } = LOOK[status];
  return (
    <StateBadge color={color} data-testid="banner-status">
      {t(label)}
    </StateBadge>
  );
}
