import { formatNumber } from '../../../lib/format';
import { Plural, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Text } from '@mantine/core';
import { ScrollLoadFooter } from '../../../components/scroll-load-footer';
import type { FoundListing } from '../../../lib/queries/listing-search';
import { ListingCard } from './listing-card';

/** Start loading the next page this far before the bottom: cards are tall, pages are 20. */
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
  /** The listings chosen for an export, by publicId. */
  selected: ReadonlySet<string>;
  onSelect: (publicId: string, selected: boolean) => void;
}

/** The card grid (1 column on phones, up to 4 on wide screens) that keeps loading as it scrolls. */
export function ListingsGrid({
  tenant,
  listings,
  hasMore,
  loadingMore,
  loadMore,
  onArchive,
  selected,
  onSelect,
}: ListingsGridProps) {
  const { t } = useLingui();
  const count = listings.length;
  const total = formatNumber(count);
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
            selected={selected.has(listing.publicId)}
            onSelect={onSelect}
          />
        ))}
      </SimpleGrid>
      <ScrollLoadFooter
        hasMore={hasMore}
        loadingMore={loadingMore}
        loadMore={loadMore}
        itemCount={listings.length}
        loadingLabel={t`Loading more listings…`}
        prefetchMargin={PREFETCH_MARGIN}
      />
      {!hasMore && listings.length > 0 && (
        <Text size="sm" c="dimmed" ta="center" py="md" data-testid="end-of-list">
          <Plural
            value={count}
            one={`That is all of them: ${total} listing.`}
            other={`That is all of them: ${total} listings.`}
          />
        </Text>
      )}
    </>
  );
}
