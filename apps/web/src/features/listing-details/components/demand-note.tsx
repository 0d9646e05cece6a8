import { Group, Text, Tooltip } from '@mantine/core';
import { IconBellRinging, IconInfoCircle } from '@tabler/icons-react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useListingDemand } from '../api/demand';

/**
 * The listing's demand: how many saved searches of the site it matches, so the agent sees how
 * many customers hear of it. A number only: who saved them stays private.
 */
export function DemandNote({ propertyId }: { propertyId: string }) {
  const { t } = useLingui();
  const demand = useListingDemand(propertyId);
  if (!demand.data) return null;
  const count = demand.data.savedSearches;
  const explanation = t`Customers' saved searches on this site whose filters this listing meets: they get an e-mail when it is approved or its price falls. Who they are stays private.`;
  return (
    <Group gap={6} wrap="nowrap" data-testid="listing-demand">
      <IconBellRinging size={16} aria-hidden />
      <Text size="sm">
        <Plural
          value={count}
          _0="Matches no saved search yet"
          one="Matches # saved search"
          other="Matches # saved searches"
        />
      </Text>
      <Tooltip
        label={explanation}
        multiline
        w={280}
        withArrow
        events={{ hover: true, focus: true, touch: true }}
      >
        <IconInfoCircle size={16} tabIndex={0} role="img" aria-label={explanation} />
      </Tooltip>
      <Text size="xs" c="dimmed" visibleFrom="sm">
        <Trans>Only the number is shown, never who.</Trans>
      </Text>
    </Group>
  );
}
