import { memo } from 'react';
import { Link, useLocation } from 'react-router';
import { Badge, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { IconEye, IconHome } from '@tabler/icons-react';
import { CATEGORY_LABELS } from '@propdesk/shared';
import { formatListingPrice } from '../../../components/listing-preview/format';
import { ListingStatusDot } from '../../../components/listing-status-dot';
import { paths } from '../../../lib/paths';
import type { FoundListing } from '../../../lib/queries/listing-search';
import { ListingCardMenu } from './listing-card-menu';
import classes from './listing-card.module.css';

interface ListingCardProps {
  tenant: string;
  listing: FoundListing;
  /** The first row is fetched at once; later photos wait until they near the screen. */
  eager: boolean;
  onArchive: (listing: FoundListing) => void;
}

/**
 * One of the agent's listings in the grid: opens the detail page, with a menu of actions. Memoised:
 * a new page renders its own cards only, not the hundreds above it.
 */
export const ListingCard = memo(function ListingCard({
  tenant,
  listing,
  eager,
  onArchive,
}: ListingCardProps) {
  const location = useLocation();
  const place = [listing.location.suburb, listing.location.city].filter(Boolean).join(', ');
  return (
    <Card withBorder padding="md" radius="md" className={classes.card} data-testid="listing-card">
      <Card.Section>
        {listing.profilePhoto ? (
          <img
            className={classes.photo}
            src={listing.profilePhoto}
            alt=""
            width={800}
            height={500}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <div className={classes.placeholder} data-testid="photo-placeholder">
            <IconHome size={44} stroke={1.3} aria-hidden />
          </div>
        )}
      </Card.Section>
      <div className={classes.menu}>
        <ListingCardMenu tenant={tenant} listing={listing} onArchive={onArchive} />
      </div>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <ListingStatusDot published={listing.published} size="xs" />
          {listing.archived && (
            <Badge size="sm" variant="light" color="gray">
              Archived
            </Badge>
          )}
        </Group>
        <Text
          component={Link}
          to={paths.propertyDetails(tenant, listing.publicId)}
          state={{ from: location }}
          className={classes.open}
          fw={600}
          lineClamp={2}
        >
          {listing.title || listing.name}
        </Text>
        <Text fw={700} size="lg">
          {formatListingPrice(listing)}
        </Text>
        <Text size="sm" c="dimmed" truncate>
          {CATEGORY_LABELS[listing.category]}
          {place && ` · ${place}`}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed" ff="monospace">
            {listing.code}
          </Text>
          <Group gap={4} wrap="nowrap">
            <IconEye size={14} aria-hidden />
            <Text size="xs" c="dimmed">
              {listing.views.toLocaleString('en')} {listing.views === 1 ? 'view' : 'views'}
            </Text>
          </Group>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Progress
            value={listing.completion}
            size="sm"
            flex={1}
            aria-label={`${listing.completion}% complete`}
          />
          <Text size="xs" c="dimmed">
            {listing.completion}% complete
          </Text>
        </Group>
        {listing.rejectionReason && (
          <Text size="xs" c="red" lineClamp={3} data-testid="rejection-reason">
            Sent back: {listing.rejectionReason}
          </Text>
        )}
      </Stack>
    </Card>
  );
});
