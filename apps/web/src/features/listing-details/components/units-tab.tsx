import { useCallback, useState } from 'react';
import { Alert, Button, Card, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconBuildingCommunity, IconPlus } from '@tabler/icons-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ScrollLoadFooter } from '../../../components/scroll-load-footer';
import { errorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import type { ListingDetail } from '../api/listing';
import { useDeleteUnit, useUnits, type Unit } from '../api/units';
import { UnitCard } from './unit-card';
import { UnitModal } from './unit-modal';

function DeleteUnitModal({
  unit,
  propertyId,
  onClose,
}: {
  unit: Unit | null;
  propertyId: string;
  onClose: () => void;
}) {
  const remove = useDeleteUnit(propertyId);
  const { t } = useLingui();
  const unitTitle = unit?.title ?? '';
  return (
    <Modal
      opened={unit !== null}
      onClose={onClose}
      title={t`Delete this unit?`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Text>
        <Trans>
          <bdi>{unitTitle}</bdi> and its photos will be deleted. This cannot be undone.
        </Trans>
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          color="red.8"
          loading={remove.isPending}
          onClick={() =>
            unit &&
            remove.mutate(unit.publicId, { onSuccess: onClose, onError: (e) => notifyError(e) })
          }
        >
          <Trans>Delete unit</Trans>
        </Button>
      </Group>
    </Modal>
  );
}

/** The next 10 units start loading 200 px before the end of the list comes into view. */
const PREFETCH_MARGIN = '200px 0px';

/** The Units tab: the listing's units 10 at a time as the list scrolls, with add, edit, delete. */
export function UnitsTab({ listing }: { listing: ListingDetail }) {
  const units = useUnits(listing.publicId);
  const [editing, setEditing] = useState<Unit | null>(null);
  const [modalOpened, setModalOpened] = useState(false);
  const [deleting, setDeleting] = useState<Unit | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = units;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  const list = units.data?.pages.flatMap((page) => page.content) ?? [];
  const total = units.data?.pages[0]?.totalElements ?? 0;
  const count = formatNumber(total);
  const { t } = useLingui();
  const open = (unit: Unit | null) => {
    setEditing(unit);
    setModalOpened(true);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text c="dimmed" size="sm" aria-live="polite">
          {units.data ? plural(total, { one: `${count} unit`, other: `${count} units` }) : ''}
        </Text>
        <Button leftSection={<IconPlus size={18} />} onClick={() => open(null)}>
          <Trans>Add Unit</Trans>
        </Button>
      </Group>
      {units.isPending && <Skeleton height={120} radius="md" />}
      {units.isError && (
        <Alert color="red" variant="light">
          {errorMessage(units.error)}
        </Alert>
      )}
      {units.data && list.length === 0 && (
        <Card withBorder radius="md" padding="xl">
          <Stack align="center" gap="xs" ta="center">
            <IconBuildingCommunity size={40} stroke={1.4} aria-hidden />
            <Text c="dimmed">
              <Trans>
                No units yet. Add the flats, rooms or offices this listing offers one by one.
              </Trans>
            </Text>
          </Stack>
        </Card>
      )}
      {list.length > 0 && (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.map((unit) => (
            <UnitCard
              key={unit.publicId}
              unit={unit}
              onEdit={() => open(unit)}
              onDelete={() => setDeleting(unit)}
            />
          ))}
        </Stack>
      )}
      {list.length > 0 && (
        <ScrollLoadFooter
          hasMore={hasNextPage}
          loadingMore={isFetchingNextPage}
          loadMore={loadMore}
          itemCount={list.length}
          loadingLabel={t`Loading more units…`}
          prefetchMargin={PREFETCH_MARGIN}
        />
      )}
      <UnitModal
        propertyId={listing.publicId}
        currency={listing.currency}
        unit={editing}
        opened={modalOpened}
        onClose={() => setModalOpened(false)}
      />
      <DeleteUnitModal
        unit={deleting}
        propertyId={listing.publicId}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
