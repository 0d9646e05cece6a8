import { Trans } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { Stack, Text, Title } from '@mantine/core';
import { DuplicateWarning } from '../../../components/duplicates/duplicate-warning';
import { useListing } from '../api/listing';
import { PropertyImagesPanel } from '../components/property-images-panel';

/** Spec section 2: the images page of one listing, its heading over the images panel. */
export function PropertyImagesPage() {
  const { propertyId = '' } = useParams();
  const listing = useListing(propertyId);
  const name = listing.data?.name;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          <Trans>Images</Trans>
        </Title>
        <Text c="dimmed">
          {name && (
            <>
              <bdi>{name}</bdi> ·{' '}
            </>
          )}
          <Trans>Photos by room, and the listing's profile photo.</Trans>
        </Text>
      </div>
      {listing.data && <DuplicateWarning listingId={propertyId} version={listing.data.updatedAt} />}
      <PropertyImagesPanel propertyId={propertyId} />
    </Stack>
  );
}
