import type { ReactNode } from 'react';
import { Alert, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArchive } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { priceSuffix } from '../../../components/listing-preview/format';
import { formatMoney, formatNumber } from '../../../lib/format';
import { PublicLinkCard } from '../../../components/public-link/public-link-card';
import type { ListingDetail } from '../api/listing';
import { ListingFacts } from './listing-facts';

function Price({ listing }: { listing: ListingDetail }) {
  if (listing.price === null) {
    return (
      <Text c="dimmed">
        <Trans>No price yet</Trans>
      </Text>
    );
  }
  const suffix = priceSuffix(listing.category, listing.priceType, listing.areaType);
  return (
    <Text fz={{ base: 24, sm: 28 }} fw={700} data-testid="listing-price">
      {formatMoney(listing.price, listing.currency)}
      {suffix && (
        <Text span c="dimmed" fz="md" fw={500}>
          {' '}
          {suffix}
        </Text>
      )}
    </Text>
  );
}

function Status({ listing }: { listing: ListingDetail }) {
  const { t } = useLingui();
  return (
    <Stack gap="sm">
      {listing.archived && (
        <Group gap="sm">
          <Badge color="gray" variant="light" leftSection={<IconArchive size={12} />}>
            <Trans>Archived</Trans>
          </Badge>
        </Group>
      )}
      {listing.rejectionReason && (
        <Alert
          color="red"
          variant="light"
          title={t`A moderator sent this listing back`}
          icon={<IconAlertTriangle size={20} />}
          data-testid="rejection-reason"
          dir="auto"
        >
          {listing.rejectionReason}
        </Alert>
      )}
      {listing.published === 'APPROVED' && !listing.archived && (
        <PublicLinkCard publicId={listing.publicId} />
      )}
    </Stack>
  );
}

function Features({ listing }: { listing: ListingDetail }) {
  if (listing.features.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>No features chosen yet.</Trans>
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="xs" data-testid="listing-features">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Feature</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Quantity</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Note</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {listing.features.map((feature) => (
            <Table.Tr key={feature.publicId}>
              <Table.Td>{feature.label}</Table.Td>
              <Table.Td>{formatNumber(feature.quantity)}</Table.Td>
              {/* The agent's own note: the catalogue's generic description is not one. */}
              <Table.Td
                c={feature.note ? undefined : 'dimmed'}
                dir={feature.note ? 'auto' : undefined}
              >
                {feature.note || '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** The Details tab: price and status first, then the facts, description and features. */
export function DetailsTab({ listing }: { listing: ListingDetail }) {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Price listing={listing} />
          <Status listing={listing} />
        </Stack>
      </Card>
      <Section title={t`Facts`}>
        <ListingFacts listing={listing} />
      </Section>
      <Section title={t`Description`}>
        {listing.description ? (
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} dir="auto">
            {listing.description}
          </Text>
        ) : (
          <Text>
            <Trans>No description yet.</Trans>
          </Text>
        )}
      </Section>
      <Section title={t`Features`}>
        <Features listing={listing} />
      </Section>
    </Stack>
  );
}
