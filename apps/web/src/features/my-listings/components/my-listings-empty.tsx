import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Button, Card, Stack, Text } from '@mantine/core';
import { IconHomeSearch, IconHomePlus } from '@tabler/icons-react';
import { paths } from '../../../lib/paths';

/** The agent has no listing at all yet. */
export function NoListingsYet({ tenant }: { tenant: string }) {
  return (
    <Card withBorder padding="xl" radius="md" data-testid="no-listings">
      <Stack align="center" gap="sm" ta="center">
        <IconHomePlus size={40} stroke={1.4} aria-hidden />
        <Text fw={600}>
          <Trans>You have no listings yet</Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>
            Listings you create show here, with their status, views and how complete they are.
          </Trans>
        </Text>
        <Button component={Link} to={paths.newListing(tenant)}>
          <Trans>Create A Listing</Trans>
        </Button>
      </Stack>
    </Card>
  );
}

/** Listings exist, but none matches the filters. */
export function NoListingMatches({ onClear }: { onClear: () => void }) {
  return (
    <Card withBorder padding="xl" radius="md" data-testid="no-matches">
      <Stack align="center" gap="sm" ta="center">
        <IconHomeSearch size={40} stroke={1.4} aria-hidden />
        <Text fw={600}>
          <Trans>No listing matches these filters</Trans>
        </Text>
        <Button variant="light" onClick={onClear}>
          <Trans>Clear filters</Trans>
        </Button>
      </Stack>
    </Card>
  );
}
