import { Trans } from '@lingui/react/macro';
import {
  Badge,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconHome, IconMapPin } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useEnumLabels } from '../../../lib/i18n/labels';
import type { Listing } from '../../../lib/queries/agent-listings';
import { useLiveAgentListings } from '../api/get-agent-listings';

function ListingCard({ listing }: { listing: Listing }) {
  const labels = useEnumLabels();
  const price =
    listing.price === null ? null : formatMoney(listing.price, listing.currency, { whole: true });
  const place = [listing.location.suburb, listing.location.city].filter(Boolean).join(', ');
  return (
    <Card padding="sm" withBorder component="article" aria-label={listing.title}>
      <Card.Section>
        {listing.profilePhoto ? (
          <Image src={listing.profilePhoto} alt="" h={150} fit="cover" loading="lazy" />
        ) : (
          <Group h={150} justify="center" bg="var(--mantine-color-default-hover)">
            <IconHome size={40} aria-hidden color="var(--mantine-color-dimmed)" />
          </Group>
        )}
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Badge variant="light">{labels.category(listing.category)}</Badge>
          <Text size="xs" c="dimmed" dir="ltr">
            {listing.code}
          </Text>
        </Group>
        <Text fw={600} lineClamp={2} dir="auto">
          {listing.title}
        </Text>
        {place && (
          <Group gap={4} c="dimmed" wrap="nowrap">
            <IconMapPin size={14} aria-hidden />
            <Text size="sm" truncate dir="auto">
              {place}
            </Text>
          </Group>
        )}
        {price && (
          <Text fw={700} c="var(--mantine-color-anchor)">
            {price}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** The agent's live listings on their public page, twelve at a time. */
export function AgentListings({
  agentId,
  agentName,
  siteName,
}: {
  agentId: string;
  agentName: string;
  siteName: string;
}) {
  const listings = useLiveAgentListings(agentId);
  return (
    <Card padding="lg">
      <Title order={2} size="h4" mb="md">
        <Trans>Listings</Trans>
      </Title>
      {listings.isPending && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} height={260} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {listings.isError && (
        <Text c="red" size="sm">
          {errorMessage(listings.error)}
        </Text>
      )}
      {listings.data && listings.data.length === 0 && (
        <Text c="dimmed" size="sm">
          <Trans>
            <bdi>{agentName}</bdi> has no published listings on {siteName} yet.
          </Trans>
        </Text>
      )}
      {listings.data && listings.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {listings.data.map((l) => (
            <ListingCard key={l.publicId} listing={l} />
          ))}
        </SimpleGrid>
      )}
      {listings.hasNextPage && (
        <Group justify="center" mt="md">
          <Button
            variant="light"
            onClick={() => void listings.fetchNextPage()}
            loading={listings.isFetchingNextPage}
          >
            <Trans>Show more listings</Trans>
          </Button>
        </Group>
      )}
    </Card>
  );
}
