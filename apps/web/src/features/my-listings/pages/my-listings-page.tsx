import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatCount, formatNumber } from '../../../lib/format';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileImport, IconFileSpreadsheet, IconSquareRoundedPlus } from '@tabler/icons-react';
import { MAX_EXPORT_IDS } from '@propdesk/shared';
import { notifyError } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import type { FoundListing } from '../../../lib/queries/listing-search';
import { useTenant } from '../../../lib/tenant';
import { notifications } from '@mantine/notifications';
import {
  useBulkAction,
  useExportListings,
  useMyListings,
  useSelectMatching,
  type BulkAction,
  type BulkResult,
} from '../api/my-listings';
import { BulkFailures, bulkSummary } from '../components/bulk-report';
import { SelectionBar } from '../components/selection-bar';
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
  const totalText = formatCount(total ?? 0, search.data?.pages[0]?.totalCapped);
  const { t } = useLingui();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const select = useCallback((publicId: string, on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(publicId);
      else next.delete(publicId);
      return next;
    });
  }, []);
  const exporting = useExportListings();
  const selecting = useSelectMatching();
  const bulk = useBulkAction();
  const [report, setReport] = useState<BulkResult | null>(null);
  const selectAll = () =>
    selecting.mutate(filters, { onSuccess: ({ ids }) => setSelected(new Set(ids)) });
  const runBulk = (action: BulkAction, confirm?: number) => {
    setReport(null);
    bulk.mutate(
      { action, ids: [...selected], confirm },
      {
        onSuccess: (result) => {
          // What failed stays selected, to try again or see to one by one.
          setSelected(
            new Set(result.results.filter((r) => r.outcome === 'FAILED').map((r) => r.publicId)),
          );
          if (result.failed) setReport(result);
          else notifications.show({ color: 'teal', message: bulkSummary(result) });
        },
      },
    );
  };
  const busy = bulk.isPending ? bulk.variables.action : selecting.isPending ? 'select' : null;
  const selectedCount = selected.size;
  const maxText = formatNumber(MAX_EXPORT_IDS);
  const exportCsv = () => {
    if (selectedCount > MAX_EXPORT_IDS) {
      notifyError(
        new Error(
          t`Select at most ${maxText} listings to export, or clear the selection to export all of them.`,
        ),
      );
      return;
    }
    exporting.mutate([...selected]);
  };

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
        selected={selected}
        onSelect={select}
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
          {total !== 0 && (
            <Button
              variant="default"
              onClick={exportCsv}
              loading={exporting.isPending}
              leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
              data-testid="export-csv"
            >
              <Trans>Export CSV</Trans>
            </Button>
          )}
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
      {report && <BulkFailures result={report} onClose={() => setReport(null)} />}
      {selectedCount > 0 && (
        <SelectionBar
          count={selectedCount}
          total={total}
          busy={busy}
          onSelectAll={selectAll}
          onClear={() => setSelected(new Set())}
          onAction={runBulk}
        />
      )}
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
