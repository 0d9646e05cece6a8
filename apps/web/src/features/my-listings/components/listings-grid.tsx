import { useEffect } from 'react';
import { Button, Group, Loader, SimpleGrid, Text } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import type { FoundListing } from '../../../lib/queries/listing-search';
import { ListingCard } from './listing-card';

/** Start loading the next page this far before the bottom, so it is there when the agent is. */
const PREFETCH_MARGIN = '800px 0px';
/** Cards in the first row on the widest grid: their photos load at once. */
const FIRST_ROW = 4;

interface ListingsGridProps {
  tenant: string;
  listings: FoundListing[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  onArchive: (listing: FoundListing) => void;
}

/** The card grid (1 column on phones, up to 4 on wide screens) that keeps loading as it scrolls. */
export function ListingsGrid({
  tenant,
  listings,
  hasMore,
  loadingMore,
  loadMore,
  onArchive,
}: ListingsGridProps) {
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: PREFETCH_MARGIN });
  const nearBottom = entry?.isIntersecting ?? false;
  useEffect(() => {
    if (nearBottom && hasMore && !loadingMore) loadMore();
  }, [nearBottom, hasMore, loadingMore, loadMore, listings.length]);
  return (
    <>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3, xl: 4 }}
        spacing="md"
        verticalSpacing="md"
        data-testid="listings-grid"
      >
        {listings.map((listing, index) => (
          <ListingCard
            key={listing.publicId}
            tenant={tenant}
            listing={listing}
            eager={index < FIRST_ROW}
            onArchive={onArchive}
          />
        ))}
      </SimpleGrid>
      <div ref={ref} aria-hidden style={{ height: 1 }} />
      {loadingMore && (
        <Group justify="center" gap="xs" py="md" role="status" data-testid="loading-more">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            Loading more listings…
          </Text>
        </Group>
      )}
      {hasMore && !loadingMore && (
        <Group justify="center" py="md">
          <Button variant="default" onClick={loadMore}>
            Load more
          </Button>
        </Group>
      )}
      {!hasMore && listings.length > 0 && (
        <Text size="sm" c="dimmed" ta="center" py="md" data-testid="end-of-list">
          That is all of them: {listings.length} {listings.length === 1 ? 'listing' : 'listings'}.
        </Text>
      )}
    </>
  );
}
