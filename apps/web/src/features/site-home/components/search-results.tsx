import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue } from 'react';
import { Button, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconHomeSearch } from '@tabler/icons-react';
import { PublicListingCard } from '../../../components/listing-card/public-listing-card';
import { ScrollLoadFooter } from '../../../components/scroll-load-footer';
import { errorMessage } from '../../../lib/api-client';
import { renderedOnServer } from '../../../lib/rendering';
import { useTenant } from '../../../lib/tenant';
import type { useLiveListings } from '../api/search-live-listings';
import { listingCount } from '../home-search';

interface SearchResultsProps {
  results: ReturnType<typeof useLiveListings>;
  onClear: () => void;
  filtered: boolean;
  /** Beside the map the list is narrower: fewer cards a row. */
  besideMap?: boolean;
}

const COLUMNS = { base: 1, xs: 2, md: 3, lg: 4 };
const BESIDE_MAP = { base: 1, xs: 2, md: 1, lg: 2 };

/** The listings found: cards that load as the visitor scrolls, or why there are none. */
export function SearchResults({ results, onClear, filtered, besideMap }: SearchResultsProps) {
  const columns = besideMap ? BESIDE_MAP : COLUMNS;
  const { t } = useLingui();
  const { slug } = useTenant();
  // The first row is above the fold: its photos load at once, the rest as they come near.
  const wide = useMediaQuery('(min-width: 75em)');
  const firstRow = besideMap ? 2 : wide ? 4 : 3;
  // The first cards render after the page's first paint, in slices that leave the main thread
  // free: the landing page's heading and search box do not wait for twenty cards. Later pages
  // are not deferred, so the list never lags behind what has loaded. A page the server rendered
  // has its cards in its HTML already: they are neither deferred there nor while hydrating.
  const painted = useDeferredValue(true, renderedOnServer());
  const data = painted ? results.data : undefined;
  const listings = data?.pages.flatMap((page) => page.content) ?? [];
  const total = data?.pages[0]?.totalElements ?? 0;
  const capped = data?.pages[0]?.totalCapped ?? false;

  if (results.isPending || (results.isSuccess && !data)) {
    return (
      <SimpleGrid cols={columns} aria-busy="true" aria-label={t`Loading listings`}>
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} height={300} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (results.isError) {
    return (
      <Text c="red" role="alert">
        {errorMessage(results.error)}
      </Text>
    );
  }
  if (listings.length === 0) {
    return (
      <Stack align="center" gap="sm" py="xl" data-testid="no-results">
        <IconHomeSearch size={40} aria-hidden color="var(--mantine-color-dimmed)" />
        <Title order={2} size="h4">
          <Trans>No listings match your search</Trans>
        </Title>
        <Text c="dimmed" ta="center">
          {filtered ? (
            <Trans>Try fewer filters or other words.</Trans>
          ) : (
            <Trans>There are no live listings on this site yet.</Trans>
          )}
        </Text>
        {filtered && (
          <Button onClick={onClear}>
            <Trans>Clear filters</Trans>
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby="search-results-heading">
      {/* The cards' titles are third-level headings: this names their level for screen readers. */}
      <VisuallyHidden component="h2" id="search-results-heading">
        <Trans>Listings found</Trans>
      </VisuallyHidden>
      <Text size="sm" c="dimmed" role="status" data-testid="result-count">
        {listingCount(total, capped)}
      </Text>
      <SimpleGrid cols={columns} spacing="md" data-testid="search-results">
        {listings.map((listing, index) => (
          <PublicListingCard
            key={listing.publicId}
            listing={listing}
            tenant={slug}
            eager={index < firstRow}
            source="search"
          />
        ))}
      </SimpleGrid>
      <ScrollLoadFooter
        hasMore={results.hasNextPage}
        loadingMore={results.isFetchingNextPage}
        loadMore={() => void results.fetchNextPage()}
        itemCount={listings.length}
        loadingLabel={t`Loading more listings…`}
      />
    </Stack>
  );
}
