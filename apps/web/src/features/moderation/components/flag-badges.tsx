import { Badge, Group, Tooltip } from '@mantine/core';
import type { ReviewFlag } from '../api/moderation';

const FLAGS: Record<ReviewFlag, { label: string; hint: string }> = {
  CONTACT_DETAILS: {
    label: 'Contact details',
    hint: 'A phone number or email in the title, description or keywords',
  },
  FEW_PHOTOS: { label: 'Few photos', hint: 'Fewer than 3 photos' },
  PRICE_OUTLIER: {
    label: 'Unusual price',
    hint: 'Under half or over twice the median of similar live listings in the suburb',
  },
};

/** A row's flags: what a moderator should look at first. */
export function FlagBadges({ flags }: { flags: ReviewFlag[] }) {
  if (!flags.length) return null;
  return (
    <Group gap={6}>
      {flags.map((flag) => (
        <Tooltip key={flag} label={FLAGS[flag].hint}>
          <Badge color="red.9" variant="filled" size="sm" tabIndex={0}>
            {FLAGS[flag].label}
          </Badge>
        </Tooltip>
      ))}
    </Group>
  );
}
