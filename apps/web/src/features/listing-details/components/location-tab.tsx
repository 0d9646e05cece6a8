import { Link } from 'react-router';
import { Alert, Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { IconEyeOff, IconMapPin, IconMapPinOff } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDistance } from '../../../lib/format';
import { PreviewAmenities } from '../../../components/listing-preview/preview-amenities';
import { LazyLocationMap } from '../../../components/location-map/lazy-location-map';
import { useEnumLabels } from '../../../lib/i18n/labels';
import { paths } from '../../../lib/paths';
import { useTenant } from '../../../lib/tenant';
import { useDetailAmenities, type ListingDetail } from '../api/listing';

/** 'Avondale, Harare, Zimbabwe', leaving out parts that are empty. */
const addressOf = ({ location }: ListingDetail) =>
  [location.suburb, location.city, location.country].filter(Boolean).join(', ');

const hasPosition = (listing: ListingDetail) =>
  Number.isFinite(listing.latitude) &&
  Number.isFinite(listing.longitude) &&
  !(listing.latitude === 0 && listing.longitude === 0);

function Amenities({ publicId }: { publicId: string }) {
  const { slug } = useTenant();
  const amenities = useDetailAmenities(publicId);
  const list = amenities.data ?? [];
  if (amenities.isPending) {
    return (
      <Text c="dimmed">
        <Trans>Loading amenities…</Trans>
      </Text>
    );
  }
  if (!list.some((a) => a.active)) {
    return (
      <Text c="dimmed" size="sm">
        <Trans>
          No amenities yet.{' '}
          <Anchor component={Link} to={paths.draftListing(slug, publicId, 'amenities')}>
            Add schools, shops and more
          </Anchor>
        </Trans>
      </Text>
    );
  }
  return <PreviewAmenities amenities={list} />;
}

/** The Location tab: the address, the map with the listing and its amenities, and their list. */
export function LocationTab({ listing }: { listing: ListingDetail }) {
  const { slug } = useTenant();
  const { t } = useLingui();
  const labels = useEnumLabels();
  const amenities = useDetailAmenities(listing.publicId);
  const point = hasPosition(listing)
    ? { latitude: listing.latitude, longitude: listing.longitude }
    : null;
  const markers = (amenities.data ?? [])
    .filter((a) => a.active)
    .map((a) => {
      const name = a.name || labels.amenityType(a.type);
      const distance = formatDistance(a.distance);
      return {
        id: a.publicId,
        latitude: a.latitude,
        longitude: a.longitude,
        label: t({
          message: `${name} (${distance})`,
          comment: 'An amenity on the map, and how far',
        }),
      };
    });

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconMapPin size={20} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
          <Text fw={500} data-testid="listing-address" dir="auto">
            {addressOf(listing)}
          </Text>
        </Group>
      </Card>
      {!point && (
        <Alert color="gray" variant="light" icon={<IconMapPinOff size={20} />}>
          <Trans>
            This listing has no position on the map yet.{' '}
            <Anchor component={Link} to={paths.draftListing(slug, listing.publicId, 'location')}>
              Place it on the Location tab of the form
            </Anchor>
          </Trans>
        </Alert>
      )}
      {point && !listing.displayMap && (
        <Alert color="gray" variant="light" icon={<IconEyeOff size={20} />}>
          <Trans>Display map is off: customers see the address but not this map.</Trans>
        </Alert>
      )}
      {point && <LazyLocationMap center={point} marker={point} markers={markers} height={420} />}
      <Card withBorder radius="md" padding="lg">
        <Amenities publicId={listing.publicId} />
      </Card>
    </Stack>
  );
}
