import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { ListingPreview } from '../../../components/listing-preview/listing-preview';
import { useAgent } from '../../../lib/queries/agent';
import { useListingAmenities } from '../api/amenities';
import type { EditorListing } from '../api/listing';
import { useTypeFeatures } from '../api/type-features';
import { LazyLocationMap } from '../../../components/location-map/lazy-location-map';
import { ListingStatusBar } from './listing-status-bar';

/** The preview tab: where the listing stands, then the listing as a customer will see it. */
export function PreviewTab({ listing }: { listing: EditorListing }) {
  const type = useTypeFeatures(listing.typeId);
  const agent = useAgent(listing.agent.publicId);
  const amenities = useListingAmenities(listing.publicId);

  return (
    <Stack gap="lg">
      <ListingStatusBar listing={listing} />
      <Text size="sm" c="dimmed">
        <Trans>This is how customers will see the listing.</Trans>
      </Text>
      <ListingPreview
        listing={listing}
        typeName={type.data?.name}
        amenities={amenities.data ?? []}
        agency={agent.data && { name: agent.data.name, logoUrl: agent.data.image_url }}
        audience="agent"
        renderMap={(point) => <LazyLocationMap center={point} marker={point} height={300} />}
      />
    </Stack>
  );
}
