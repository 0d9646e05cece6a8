import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Group } from '@mantine/core';
import { formatNumber } from '../../lib/format';
import type { PossibleDuplicate } from '../../lib/queries/duplicates';

/** What made two listings look like one home, one badge a reason. */
export function MatchedBadges({ matched }: { matched: PossibleDuplicate['matched'] }) {
  const { t } = useLingui();
  const photos = matched.photos;
  const count = formatNumber(photos);
  const reasons = [
    photos > 0 &&
      plural(photos, { one: `${count} photo in common`, other: `${count} photos in common` }),
    matched.place && t`Same type and spot, price within 5%`,
    matched.reference && t`Same agent reference`,
  ].filter((reason): reason is string => !!reason);
  return (
    <Group gap={6} data-testid="matched">
      {reasons.map((reason) => (
        <Badge key={reason} variant="filled" color="orange.4" autoContrast tt="none" fw={600}>
          {reason}
        </Badge>
      ))}
    </Group>
  );
}
