import { Trans } from '@lingui/react/macro';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { PublicListingCard } from '../../../components/listing-card/public-listing-card';
import { useTenant } from '../../../lib/tenant';
import { useSimilarListings } from '../api/public-listing';

/** Live listings like this one, as cards; nothing when there are none. */
export function SimilarListings({ propertyId }: { propertyId: string }) {
  const { slug } = useTenant();
  const similar = useSimilarListings(propertyId, true);
  if (!similar.data || similar.data.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="similar-listings" gap="md" data-print="hide">
      <Title order={2} size="h3" id="similar-listings">
        <Trans>Similar listings</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {similar.data.map((listing) => (
          <PublicListingCard key={listing.publicId} listing={listing} tenant={slug} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
