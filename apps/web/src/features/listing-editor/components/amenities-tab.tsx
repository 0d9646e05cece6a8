import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  EmptyState,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconMapPin, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { AMENITY_GROUPS } from '@propdesk/shared';
import { useEnumLabels, type EnumLabels } from '../../../lib/i18n/labels';
import { formatDistance } from '../../../lib/format';
import { errorMessage } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { useDeleteAmenities, useListingAmenities, type Amenity } from '../api/amenities';
import type { EditorListing } from '../api/listing';
import { AmenityForm } from './amenity-form';
import { LazyLocationMap } from '../../../components/location-map/lazy-location-map';
import { useTabActive } from '../unsaved-tabs';

/** 'Health Centers' -> 'amenities-health-centers': one id, no spaces, for aria-labelledby. */
const groupHeadingId = (label: string) => `amenities-${label.toLowerCase().replace(/\s+/g, '-')}`;

const amenityLabel = (amenity: Amenity, labels: EnumLabels) =>
  amenity.name || labels.amenityType(amenity.type);

function AmenityRow({
  amenity,
  selected,
  onSelect,
  onEdit,
}: {
  amenity: Amenity;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onEdit: () => void;
}) {
  const { t } = useLingui();
  const labels = useEnumLabels();
  const label = amenityLabel(amenity, labels);
  return (
    <Paper withBorder radius="md" px="md" py="sm" data-testid="amenity-row" data-name={label}>
      <Group gap="sm" wrap="nowrap">
        <Checkbox
          aria-label={t`Select ${label}`}
          checked={selected}
          onChange={(event) => onSelect(event.currentTarget.checked)}
        />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          {/* The whole name, on more lines where it needs them. */}
          <Text fw={600} style={{ overflowWrap: 'anywhere' }} dir="auto">
            {label}
          </Text>
          <Group gap={6}>
            <Text size="sm" c="dimmed">
              {labels.amenityType(amenity.type)}
            </Text>
            <Text size="sm" c="dimmed" aria-hidden>
              ·
            </Text>
            <Text size="sm" c="dimmed">
              {formatDistance(amenity.distance)}
            </Text>
          </Group>
        </Stack>
        <Badge color={amenity.active ? undefined : 'gray'} variant="light" style={{ flex: 'none' }}>
          {amenity.active ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}
        </Badge>
        <Tooltip label={t`Edit`}>
          <ActionIcon variant="subtle" onClick={onEdit} aria-label={t`Edit ${label}`} size="lg">
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}

function DeleteSelected({
  listing,
  ids,
  onDeleted,
}: {
  listing: EditorListing;
  ids: string[];
  onDeleted: () => void;
}) {
  const { t } = useLingui();
  const remove = useDeleteAmenities(listing.publicId);
  const [confirming, setConfirming] = useState(false);
  const close = () => setConfirming(false);
  const count = ids.length;
  const confirm = () =>
    remove.mutate(ids, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t`Amenities deleted` });
        onDeleted();
        close();
      },
      onError: (error) => {
        notifyError(error);
        close();
      },
    });

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconTrash size={16} color="var(--mantine-color-red-text)" />}
        disabled={count === 0}
        onClick={() => setConfirming(true)}
      >
        {count > 0 ? t`Delete selected (${count})` : t`Delete selected`}
      </Button>
      <Modal
        opened={confirming}
        onClose={close}
        closeButtonProps={{ 'aria-label': t`Close` }}
        title={t`${plural(count, { one: 'Delete this amenity?', other: 'Delete # amenities?' })}`}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            <Trans>They are removed from the listing for good.</Trans>
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button color="red.9" onClick={confirm} loading={remove.isPending}>
              <Trans>Delete</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** The amenities tab: places near the listing in the spec's groups, with their distance. */
export function AmenitiesTab({ listing }: { listing: EditorListing }) {
  const { t } = useLingui();
  const labels = useEnumLabels();
  const amenities = useListingAmenities(listing.publicId);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<{ amenity: Amenity | null } | null>(null);
  const list = amenities.data ?? [];
  const present = selected.filter((id) => list.some((a) => a.publicId === id));
  const listingPoint = { latitude: listing.latitude, longitude: listing.longitude };
  // A map measures its box when it mounts: it is drawn only while the tab is on screen.
  const active = useTabActive();

  const groups = AMENITY_GROUPS.map((group) => ({
    id: groupHeadingId(group.label),
    label: labels.amenityGroup(group.label),
    items: list.filter((a) => group.types.includes(a.type)),
  })).filter((group) => group.items.length > 0);

  return (
    <Stack gap="lg">
      <Card padding="lg" withBorder>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <div>
              <Title order={2} size="h4">
                <Trans>Amenities</Trans>
              </Title>
              <Text size="sm" c="dimmed">
                <Trans>
                  Schools, places of worship, clinics and more near the listing; the distance is
                  worked out from the map.
                </Trans>
              </Text>
            </div>
            <Group gap="sm">
              <DeleteSelected listing={listing} ids={present} onDeleted={() => setSelected([])} />
              <Button
                leftSection={<IconPlus size={16} />}
                onClick={() => setEditing({ amenity: null })}
              >
                <Trans>Add amenity</Trans>
              </Button>
            </Group>
          </Group>
          {list.length > 0 && active && (
            <LazyLocationMap
              center={listingPoint}
              marker={listingPoint}
              markers={list.map((a) => ({
                id: a.publicId,
                label: amenityLabel(a, labels),
                latitude: a.latitude,
                longitude: a.longitude,
              }))}
              height={240}
              zoom={13}
            />
          )}
        </Stack>
      </Card>
      {amenities.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
          {errorMessage(amenities.error)}
        </Alert>
      ) : !amenities.data ? (
        <Skeleton height={200} radius="md" />
      ) : list.length === 0 ? (
        <Card padding="xl" withBorder>
          <EmptyState
            icon={<IconMapPin size={28} />}
            variant="light"
            title={t`No amenities yet`}
            description={t`Add the schools, worship centers, hospitals, highways, malls and hotels nearby: customers see them with their distance from the listing.`}
          />
        </Card>
      ) : (
        groups.map((group) => (
          <section key={group.id} aria-labelledby={group.id}>
            <Group gap="xs" mb="xs">
              <Title order={3} size="h5" id={group.id}>
                {group.label}
              </Title>
              <Badge variant="light" color="gray" size="sm">
                {group.items.length}
              </Badge>
            </Group>
            <Stack gap="xs">
              {group.items.map((amenity) => (
                <AmenityRow
                  key={amenity.publicId}
                  amenity={amenity}
                  selected={present.includes(amenity.publicId)}
                  onSelect={(on) =>
                    setSelected((ids) =>
                      on ? [...ids, amenity.publicId] : ids.filter((id) => id !== amenity.publicId),
                    )
                  }
                  onEdit={() => setEditing({ amenity })}
                />
              ))}
            </Stack>
          </section>
        ))
      )}
      <AmenityForm
        listing={listing}
        amenity={editing?.amenity ?? null}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
