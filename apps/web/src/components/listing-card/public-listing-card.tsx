import { Link } from 'react-router';
import { Badge, Card, Center, Group, Text } from '@mantine/core';
import { IconHome, IconMapPin } from '@tabler/icons-react';
import { useLingui } from '@lingui/react/macro';
import type { Schemas } from '../../lib/api-client';
import { usePublicPath } from '../../lib/i18n/addressed-language';
import { paths } from '../../lib/paths';
import { FavouriteButton } from '../favourite-button';
import { categoryHeadline, formatListingPrice } from '../listing-preview/format';
import { cardFacts } from './listing-facts';
import classes from './public-listing-card.module.css';

interface PublicListingCardProps {
  listing: Schemas['Property'];
  tenant: string;
  /** The first row loads at once; the rest when scrolled near. */
  eager?: boolean;
  /** Where the card is shown (search results, the map): its link says so, for the listing's figures. */
  source?: 'search' | 'map';
}

/** A live listing in a grid: photo, price, title, place and facts; the whole card is its link. */
export function PublicListingCard({
  listing,
  tenant,
  eager = false,
  source,
}: PublicListingCardProps) {
  const place = [listing.location.suburb, listing.location.city].filter(Boolean).join(', ');
  const facts = cardFacts(listing);
  const title = listing.title || listing.name;
  const { t } = useLingui();
  const publicPath = usePublicPath();
  const price = listing.price === null ? t`Price on request` : formatListingPrice(listing);
  return (
    <Card
      component="article"
      padding="md"
      withBorder
      className={classes.card}
      data-testid="public-listing-card"
    >
      <Card.Section className={classes.photo}>
        {listing.profilePhoto ? (
          <img
            src={listing.profilePhoto}
            alt=""
            width={800}
            height={500}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={eager ? 'high' : 'auto'}
          />
        ) : (
          <Center h="100%">
            <IconHome size={40} aria-hidden color="var(--mantine-color-dimmed)" />
          </Center>
        )}
        <Badge className={classes.category} variant="filled" color="dark">
          {categoryHeadline(listing.category)}
        </Badge>
        <FavouriteButton propertyId={listing.publicId} className={classes.favourite} />
      </Card.Section>
      <Text fw={700} fz="lg" mt="sm">
        {price}
      </Text>
      <Text component="h3" fw={600} lineClamp={2} fz="md" m={0} dir="auto">
        <Link
          to={publicPath(
            paths.publicListing(tenant, listing.publicId) + (source ? `?from=${source}` : ''),
          )}
          className={classes.link}
        >
          {title}
        </Link>
      </Text>
      {place && (
        <Group gap={4} c="dimmed" wrap="nowrap" mt={4}>
          <IconMapPin size={14} aria-hidden />
          <Text size="sm" truncate dir="auto">
            {place}
          </Text>
        </Group>
      )}
      {facts.length > 0 && (
        <Text size="sm" mt={6}>
          {facts.join(' · ')}
        </Text>
      )}
    </Card>
  );
}
