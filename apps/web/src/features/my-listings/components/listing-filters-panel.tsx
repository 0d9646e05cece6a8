import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { Button, Drawer, Group, Indicator, SimpleGrid, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { isFiltered, type ListingFilters } from '../listing-filters';
import { ListingFilterFields, type SetFilters } from './listing-filter-fields';

/** Phones: under 768 px the filters move into a drawer (the sidebar's breakpoint). */
const PHONE = '(max-width: 47.99em)';

interface ListingFiltersPanelProps {
  filters: ListingFilters;
  setFilters: SetFilters;
  clearFilters: () => void;
}

/**
 * A filter bar on wide screens; a 'Filters' button opening a drawer on phones. Memoised: the list
 * loading and paging does not render the seven inputs again.
 */
export const ListingFiltersPanel = memo(function ListingFiltersPanel({
  filters,
  setFilters,
  clearFilters,
}: ListingFiltersPanelProps) {
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const [opened, drawer] = useDisclosure(false);
  const filtered = isFiltered(filters);
  const { t } = useLingui();
  if (!phone) {
    return (
      <Stack gap="xs" role="search" aria-label={t`Filter listings`}>
        <SimpleGrid cols={{ base: 2, md: 4, xl: 7 }} spacing="sm" verticalSpacing="xs">
          <ListingFilterFields filters={filters} setFilters={setFilters} />
        </SimpleGrid>
        {filtered && (
          <Group justify="flex-end">
            <Button variant="subtle" size="xs" onClick={clearFilters}>
              <Trans>Clear filters</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    );
  }
  return (
    <>
      <Group justify="flex-start">
        <Indicator disabled={!filtered} size={10} offset={4}>
          <Button
            variant="default"
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
            onClick={drawer.open}
          >
            <Trans>Filters</Trans>
          </Button>
        </Indicator>
      </Group>
      <Drawer
        opened={opened}
        onClose={drawer.close}
        title={t`Filters`}
        position="bottom"
        size="auto"
        closeButtonProps={{ 'aria-label': t`Close filters` }}
      >
        <Stack gap="sm" role="search" aria-label={t`Filter listings`} pb="md">
          <ListingFilterFields filters={filters} setFilters={setFilters} />
          <Group grow mt="xs">
            <Button variant="default" onClick={clearFilters} disabled={!filtered}>
              <Trans>Clear filters</Trans>
            </Button>
            <Button onClick={drawer.close}>
              <Trans>Show listings</Trans>
            </Button>
          </Group>
        </Stack>
      </Drawer>
    </>
  );
});
