import { Plural, Trans } from '@lingui/react/macro';
import { formatNumber } from '../../../lib/format';
import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileImport, IconSquareRoundedPlus } from '@tabler/icons-react';
import { paths } from '../../../lib/paths';
import type { FoundListing } from '../../../lib/queries/listing-search';
import { useTenant } from '../../../lib/tenant';
import { useMyListings } from '../api/my-listings';
import { ArchiveListingModal } from '../components/archive-listing-modal';
import { ListingFiltersPanel } from '../components/listing-filters-panel';
import { ListingsGrid } from '../components/listings-grid';
import { NoListingMatches, NoListingsYet } from '../components/my-listings-empty';
import { isFiltered } from '../listing-filters';
import { useListingFilters } from '../use-listing-filters';

function GridSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="md" aria-hidden>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} height={320} radius="md" />
      ))}
    </SimpleGrid>
  );
}

/** 'My Listings': the agent's listings as a card grid with filters kept in the address. */
export function MyListingsPage() {
  const { slug } = useTenant();
  const { filters, setFilters, clearFilters } = useListingFilters();
  const search = useMyListings(filters);
  const [archiving, setArchiving] = useState<FoundListing | null>(null);
  const total = search.data?.pages[0]?.totalElements;
  const totalText = formatNumber(total ?? 0);

  let body;
  if (search.isPending) body = <GridSkeleton />;
  else if (search.isError && !search.listings.length) {
    body = (
      <Text size="sm" c="dimmed" data-testid="search-failed">
        <Trans>Your listings could not be loaded just now, so none are shown.</Trans>{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => void search.refetch()}>
          <Trans>Try again</Trans>
        </Anchor>
      </Text>
    );
  } else if (!search.listings.length) {
    body = isFiltered(filters) ? (
      <NoListingMatches onClear={clearFilters} />
    ) : (
      <NoListingsYet tenant={slug} />
    );
  } else {
    body = (
      <ListingsGrid
        tenant={slug}
        listings={search.listings}
        hasMore={search.hasMore}
        loadingMore={search.loadingMore}
        loadMore={search.showMore}
        onArchive={setArchiving}
      />
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            <Trans>My Listings</Trans>
          </Title>
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="listings-total">
            {total === undefined ? (
              '\u00a0'
            ) : (
              <Plural value={total} one={`${totalText} listing`} other={`${totalText} listings`} />
            )}
          </Text>
        </div>
        <Group gap="sm">
          <Button
            component={Link}
            to={paths.listingImports(slug)}
            variant="default"
            leftSection={<IconFileImport size={18} aria-hidden />}
          >
            <Trans>Import CSV</Trans>
          </Button>
          <Button
            component={Link}
            to={paths.newListing(slug)}
            leftSection={<IconSquareRoundedPlus size={18} aria-hidden />}
          >
            <Trans>New Listing</Trans>
          </Button>
        </Group>
      </Group>
      {(total !== 0 || isFiltered(filters)) && (
        <ListingFiltersPanel
          filters={filters}
          setFilters={setFilters}
          clearFilters={clearFilters}
        />
      )}
      {body}
      <ArchiveListingModal listing={archiving} onClose={() => setArchiving(null)} />
    </Stack>
  );
}
