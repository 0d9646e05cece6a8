import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Tooltip } from '@mantine/core';
import type { ReviewFlag } from '../api/moderation';

const FLAGS: Record<ReviewFlag, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  CONTACT_DETAILS: {
    label: msg`Contact details`,
    hint: msg`A phone number or email in the title, description or keywords`,
  },
  FEW_PHOTOS: { label: msg`Few photos`, hint: msg`Fewer than 3 photos` },
  PRICE_OUTLIER: {
    label: msg`Unusual price`,
    hint: msg`Under half or over twice the median of similar live listings in the suburb`,
  },
  POSSIBLE_DUPLICATE: {
    label: msg`Possible duplicate`,
    hint: msg`Another listing of the site has the same photos, spot or reference`,
  },
};

/** A row's flags: what a moderator should look at first. */
export function FlagBadges({ flags }: { flags: ReviewFlag[] }) {
  const { t } = useLingui();
  if (!flags.length) return null;
  return (
    <Group gap={6}>
      {flags.map((flag) => (
        <Tooltip key={flag} label={t(FLAGS[flag].hint)}>
          <Badge color="red.9" variant="filled" size="sm" tabIndex={0}>
            {t(FLAGS[flag].label)}
          </Badge>
        </Tooltip>
      ))}
    </Group>
  );
}
