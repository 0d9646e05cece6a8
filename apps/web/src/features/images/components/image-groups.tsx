import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  AspectRatio,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  Title,
  Tooltip,
  useDirection,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconArrowLeft,
  IconArrowRight,
  IconGripVertical,
  IconStar,
  IconTrash,
} from '@tabler/icons-react';
import { IMAGE_LOCATIONS, MAX_IMAGES_PER_LOCATION } from '@propdesk/shared';
import {
  useDeleteImage,
  useSetProfilePhoto,
  type PropertyImage,
  type PropertyImages,
} from '../api/property-images';
import { roomLabel } from '../../../components/listing-preview/room-label';
import { formatNumber } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { notifyProfileSet } from '../profile-set-notice';
import { galleryMove, galleryOf, moveWithinRoom, type Move } from '../order/photo-order';
import { SortablePhotos, type SortableHandle } from '../order/sortable-photos';
import { usePhotoOrder } from '../order/use-photo-order';
import classes from './image-groups.module.css';

/** A move button that stays focusable at the end of the row, so the focus is never lost. */
function MoveButton({
  label,
  enabled,
  onMove,
  children,
}: {
  label: string;
  enabled: boolean;
  onMove: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={label}
        aria-disabled={!enabled}
        data-disabled={!enabled || undefined}
        onClick={() => enabled && onMove()}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

function ImageCard({
  image,
  first,
  place,
  total,
  handle,
  onMove,
  onSetProfile,
  onDelete,
  settingProfile,
}: {
  image: PropertyImage;
  first: boolean;
  /** Its place in the row it is shown in (a room or the whole gallery), from 1. */
  place: number;
  total: number;
  handle: SortableHandle;
  onMove: (to: number) => void;
  onSetProfile: () => void;
  onDelete: () => void;
  settingProfile: boolean;
}) {
  const { t } = useLingui();
  const room = roomLabel(image.location);
  const fileName = image.name;
  // Earlier points to where the row starts: the right on a right-to-left page.
  const rtl = useDirection().dir === 'rtl';
  const shownPlace = formatNumber(place);
  const shownTotal = formatNumber(total);
  return (
    <Card
      padding="xs"
      withBorder
      data-testid="image-card"
      data-name={image.name}
      className={handle.dragging ? classes.dragging : undefined}
    >
      <Card.Section>
        <AspectRatio ratio={8 / 5}>
          <Image
            src={image.variants.card ?? image.fileDownloadUri}
            alt={t({ message: `${room} photo`, comment: 'room: where the photo was taken' })}
            loading="lazy"
            draggable={false}
          />
        </AspectRatio>
      </Card.Section>
      <Group justify="space-between" mt="xs" gap={4} wrap="nowrap">
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            className={classes.handle}
            aria-label={t({
              message: `Move ${room} photo ${shownPlace} of ${shownTotal}`,
              comment:
                'room: where the photo was taken; shownPlace: its place; shownTotal: how many',
            })}
            data-testid="drag-handle"
            {...handle.handleProps}
          >
            <IconGripVertical size={16} />
          </ActionIcon>
          <Text size="xs" c="dimmed" data-testid="photo-place">
            <Trans comment="place: the photo's place in the row; total: how many photos">
              {shownPlace} of {shownTotal}
            </Trans>
          </Text>
        </Group>
        <Group gap={2} wrap="nowrap">
          <MoveButton label={t`Move earlier`} enabled={place > 1} onMove={() => onMove(place - 2)}>
            {rtl ? <IconArrowRight size={16} /> : <IconArrowLeft size={16} />}
          </MoveButton>
          <MoveButton label={t`Move later`} enabled={place < total} onMove={() => onMove(place)}>
            {rtl ? <IconArrowLeft size={16} /> : <IconArrowRight size={16} />}
          </MoveButton>
        </Group>
      </Group>
      <Group justify="space-between" mt={4} gap={4} wrap="nowrap">
        {image.profile ? (
          <Badge
            color="yellow"
            variant="filled"
            leftSection={<IconStar size={12} />}
            data-testid="profile-marker"
            {...(first && { 'data-tour': 'profile-marker' })}
          >
            <Trans>Profile photo</Trans>
          </Badge>
        ) : (
          <Button
            size="compact-xs"
            variant="light"
            onClick={onSetProfile}
            loading={settingProfile}
            leftSection={<IconStar size={12} />}
            {...(first && { 'data-tour': 'set-profile' })}
          >
            <Trans>Set as profile photo</Trans>
          </Button>
        )}
        <Tooltip label={t`Delete`}>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onDelete}
            aria-label={t({
              message: `Delete ${room} photo ${fileName}`,
              comment: 'room: where the photo was taken; fileName: its file',
            })}
            {...(first && { 'data-tour': 'delete-image' })}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Card>
  );
}

/** How many photos a room has: out of its total, except General, which has none. */
function GroupCount({ location, count }: { location: string; count: number }) {
  const shown = formatNumber(count);
  const total = formatNumber(MAX_IMAGES_PER_LOCATION);
  if (location === 'GENERAL') return shown;
  return (
    <Trans comment="shown: the photos a room has; total: how many it holds">
      {shown} of {total}
    </Trans>
  );
}

type View = 'rooms' | 'gallery';

/**
 * The listing's images, by room or as the whole gallery, with the profile photo marked: each
 * row can be put in order by dragging or with its cards' move buttons, saved at once.
 */
export function ImageGroups({ propertyId, data }: { propertyId: string; data: PropertyImages }) {
  const { t } = useLingui();
  const setProfile = useSetProfilePhoto(propertyId);
  const remove = useDeleteImage(propertyId);
  const photoOrder = usePhotoOrder(propertyId, data);
  const [confirming, setConfirming] = useState<PropertyImage | null>(null);
  const [view, setView] = useState<View>('rooms');
  const [said, setSaid] = useState('');
  const byName = new Map(
    Object.values(data.images)
      .flat()
      .map((image) => [image.name, image]),
  );
  const order = photoOrder.order.filter((name) => byName.has(name));
  const shownProfile = (image: PropertyImage) =>
    photoOrder.profile ? { ...image, profile: image.name === photoOrder.profile } : image;
  const groups = IMAGE_LOCATIONS.flatMap((location) => {
    const names = order.filter((name) => byName.get(name)!.location === location);
    return names.length ? [{ location, names }] : [];
  });
  const gallery = galleryOf(order, photoOrder.profile);

  const makeProfile = (image: PropertyImage) =>
    setProfile.mutate(image.fileDownloadUri, {
      onSuccess: notifyProfileSet,
      onError: (error) => notifyError(error),
    });
  const confirmDelete = () => {
    if (!confirming) return;
    remove.mutate(confirming.name, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t`Image deleted` });
        setConfirming(null);
      },
      onError: (error) => notifyError(error),
    });
  };
  const sayMoved = (move: Move, total: number) => {
    const place = formatNumber(move.to + 1);
    const count = formatNumber(total);
    setSaid(t`Photo moved to place ${place} of ${count}.`);
  };
  const moveInRoom = (names: string[], move: Move) => {
    if (move.from === move.to) return;
    photoOrder.save({ images: moveWithinRoom(order, names, move) });
    sayMoved(move, names.length);
  };
  const moveInGallery = (move: Move) => {
    if (move.from === move.to) return;
    photoOrder.save(galleryMove(gallery, photoOrder.profile, move));
    sayMoved(move, gallery.length);
  };

  if (!groups.length) {
    return (
      <Card padding="xl" withBorder data-tour="image-list">
        <Text c="dimmed" ta="center">
          <Trans>No images yet. Pick a room and add the first photos.</Trans>
        </Text>
      </Card>
    );
  }
  const firstName = groups[0]?.names[0];
  const card = (names: string[], onMove: (move: Move) => void) =>
    function PhotoCard(name: string, place: number, handle: SortableHandle) {
      const image = shownProfile(byName.get(name)!);
      return (
        <ImageCard
          image={image}
          first={name === firstName}
          place={place}
          total={names.length}
          handle={handle}
          onMove={(to) => onMove({ from: place - 1, to })}
          settingProfile={setProfile.isPending && setProfile.variables === image.fileDownloadUri}
          onSetProfile={() => makeProfile(image)}
          onDelete={() => setConfirming(image)}
        />
      );
    };
  return (
    <Stack gap="xl" data-tour="image-list">
      <Group justify="space-between" gap="sm">
        <SegmentedControl<View>
          value={view}
          onChange={setView}
          data={[
            { value: 'rooms', label: t`By room` },
            { value: 'gallery', label: t`Whole gallery` },
          ]}
          aria-label={t`Show the photos`}
        />
        <Text size="sm" c="dimmed" data-testid="order-state">
          {photoOrder.saving ? <Trans>Saving the order…</Trans> : <Trans>Order saved</Trans>}
        </Text>
      </Group>
      <VisuallyHidden aria-live="polite" data-testid="order-announcement">
        {said}
      </VisuallyHidden>
      {view === 'gallery' ? (
        <section aria-labelledby="images-gallery" data-testid="gallery-order">
          <Title order={2} fz="lg" id="images-gallery">
            <Trans>Whole gallery</Trans>
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            <Trans>
              Visitors see the photos in this order. The first one is the cover, shown on cards and
              in search results.
            </Trans>
          </Text>
          <SortablePhotos ids={gallery} onMove={moveInGallery}>
            {card(gallery, moveInGallery)}
          </SortablePhotos>
        </section>
      ) : (
        groups.map(({ location, names }, g) => (
          <section key={location} aria-labelledby={`images-${location}`} data-testid="image-group">
            <Group gap="xs" mb="sm" {...(g === 0 && { 'data-tour': 'image-group' })}>
              <Title order={2} fz="lg" id={`images-${location}`}>
                {roomLabel(location)}
              </Title>
              <Badge variant="light" color="gray">
                <GroupCount location={location} count={names.length} />
              </Badge>
            </Group>
            <SortablePhotos ids={names} onMove={(move) => moveInRoom(names, move)}>
              {card(names, (move) => moveInRoom(names, move))}
            </SortablePhotos>
          </section>
        ))
      )}
      <Modal
        opened={!!confirming}
        onClose={() => setConfirming(null)}
        title={t`Delete this image?`}
        centered
      >
        <Stack>
          {confirming && (
            <Image
              src={confirming.variants.thumbnail ?? confirming.fileDownloadUri}
              alt=""
              radius="sm"
              h={120}
              fit="contain"
            />
          )}
          <Text size="sm">
            {confirming?.profile ? (
              <Trans>
                The photo and its sizes are removed for good, and the listing will have no profile
                photo.
              </Trans>
            ) : (
              <Trans>The photo and its sizes are removed for good.</Trans>
            )}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button color="red" onClick={confirmDelete} loading={remove.isPending}>
              <Trans>Delete image</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
