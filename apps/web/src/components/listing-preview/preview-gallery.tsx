import { lazy, Suspense, useState } from 'react';
import {
  AspectRatio,
  Badge,
  Center,
  Chip,
  Group,
  Image,
  Paper,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { PHOTO_VARIANT_WIDTHS } from '@propdesk/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import classes from './listing-preview.module.css';
import { roomLabel } from './room-label';

// The lightbox's code and styles load on the first click on the photo.
const ImageLightbox = lazy(async () => ({
  default: (await import('../image-lightbox')).ImageLightbox,
}));

export interface GalleryImage {
  name: string;
  fileDownloadUri: string;
  variants: Record<string, string>;
  /** Its place in the listing's gallery across rooms, from 1, as the agent ordered it. */
  order?: number;
}

interface Photo {
  key: string;
  room: string;
  full: string;
  thumbnail: string;
  /** The 800x500 variant, which a listing's profilePhoto names. */
  card?: string;
  /** Every sized copy with its width, for the browser to pick the one the screen needs. */
  srcSet?: string;
}

/**
 * The main photo's width on the page: the preview's wide column (8 of 12 in an xl container,
 * 1,320 px at most) from `md` up, the whole width below.
 */
const MAIN_PHOTO_SIZES = '(min-width: 82.5em) 860px, (min-width: 62em) 66vw, 100vw';

/** A photo's sized copies as a `srcset` (thumbnail, card, full), those it has. */
function srcSetOf(variants: Record<string, string>): string | undefined {
  const sized = (Object.keys(PHOTO_VARIANT_WIDTHS) as (keyof typeof PHOTO_VARIANT_WIDTHS)[])
    .filter((name) => variants[name])
    .map((name) => `${variants[name]} ${PHOTO_VARIANT_WIDTHS[name]}w`);
  return sized.length > 1 ? sized.join(', ') : undefined;
}

/** The profile photo first, then the rest in the agent's order (else room by room, as given). */
function photosOf(images: Record<string, GalleryImage[]>, profilePhoto: string | null): Photo[] {
  const ordered = Object.entries(images)
    .flatMap(([room, list]) => list.map((image) => ({ room, image })))
    .sort((a, b) => (a.image.order ?? 0) - (b.image.order ?? 0));
  const photos: Photo[] = ordered.map(({ room, image }) => ({
    key: image.name,
    room,
    full: image.variants.full ?? image.fileDownloadUri,
    thumbnail: image.variants.thumbnail ?? image.variants.card ?? image.fileDownloadUri,
    card: image.variants.card,
    srcSet: srcSetOf(image.variants),
  }));
  if (!profilePhoto) return photos;
  const index = photos.findIndex(
    (p) =>
      p.full === profilePhoto ||
      p.thumbnail === profilePhoto ||
      p.card === profilePhoto ||
      p.key === profilePhoto,
  );
  if (index > 0) photos.unshift(...photos.splice(index, 1));
  if (index < 0) {
    photos.unshift({
      key: 'profile',
      room: 'PROFILE',
      full: profilePhoto,
      thumbnail: profilePhoto,
    });
  }
  return photos;
}

/** A larger view over thumbnails; rooms filter the thumbnails. */
export function PreviewGallery({
  images,
  profilePhoto,
  title,
  onPhotoView,
}: {
  images: Record<string, GalleryImage[]>;
  profilePhoto: string | null;
  title: string;
  /** Told each time the reader opens a photo: a thumbnail, or the full-screen view. */
  onPhotoView?: () => void;
}) {
  const { t } = useLingui();
  const photos = photosOf(images, profilePhoto);
  const [selected, setSelected] = useState(0);
  const [room, setRoom] = useState<string>('ALL');
  const [open, setOpen] = useState(-1);
  const rooms = [...new Set(photos.map((p) => p.room))];
  const current = photos[Math.min(selected, photos.length - 1)];
  const position = selected + 1;
  const currentRoom = current ? roomLabel(current.room) : '';

  if (!current) {
    return (
      <Paper withBorder radius="md" className={classes.noPhotos}>
        <AspectRatio ratio={8 / 5}>
          <Center>
            <Stack align="center" gap={4}>
              <IconPhotoOff size={36} aria-hidden />
              <Text size="sm">
                <Trans>No photos yet</Trans>
              </Text>
            </Stack>
          </Center>
        </AspectRatio>
      </Paper>
    );
  }

  const total = photos.length;
  const altOf = (photo: Photo) => {
    const room = roomLabel(photo.room);
    return t({
      message: `${title}: ${room}`,
      comment: "A photo's text: the listing, then the room",
    });
  };
  const shown = photos
    .map((photo, index) => ({ photo, index }))
    .filter(({ photo }) => room === 'ALL' || photo.room === room);

  return (
    <Stack gap="xs" data-testid="preview-gallery">
      <Paper radius="md" className={classes.mainPhoto}>
        <UnstyledButton
          display="block"
          w="100%"
          onClick={() => {
            setOpen(photos.indexOf(current));
            onPhotoView?.();
          }}
          aria-label={t`Open photo ${position} of ${total} full screen`}
        >
          <AspectRatio ratio={8 / 5}>
            <Image
              src={current.full}
              srcSet={current.srcSet}
              sizes={current.srcSet && MAIN_PHOTO_SIZES}
              alt={altOf(current)}
              radius="md"
              fetchPriority="high"
            />
          </AspectRatio>
        </UnstyledButton>
        <Badge className={classes.photoCount} variant="filled" color="dark">
          <Trans comment="The photo shown, of how many, and its room">
            {position} / {total} · {currentRoom}
          </Trans>
        </Badge>
      </Paper>
      {rooms.length > 1 && (
        <Chip.Group value={room} onChange={setRoom}>
          <Group gap={6} role="group" aria-label={t`Rooms`}>
            <Chip value="ALL" size="xs">
              <Trans comment="Every photo, and how many there are">All ({total})</Trans>
            </Chip>
            {rooms.map((r) => {
              const room = roomLabel(r);
              const count = photos.filter((p) => p.room === r).length;
              return (
                <Chip key={r} value={r} size="xs">
                  <Trans comment="A room, and how many photos it has">
                    {room} ({count})
                  </Trans>
                </Chip>
              );
            })}
          </Group>
        </Chip.Group>
      )}
      <ScrollArea type="auto" offsetScrollbars>
        <Group gap={8} wrap="nowrap">
          {shown.map(({ photo, index }) => {
            const number = index + 1;
            const room = roomLabel(photo.room);
            return (
              <UnstyledButton
                key={photo.key}
                onClick={() => {
                  setSelected(index);
                  onPhotoView?.();
                }}
                className={classes.thumbnail}
                data-active={index === selected || undefined}
                aria-label={t`Show photo ${number}: ${room}`}
                aria-pressed={index === selected}
              >
                <Image
                  src={photo.thumbnail}
                  alt=""
                  w={96}
                  h={60}
                  width={96}
                  height={60}
                  radius="sm"
                  fit="cover"
                  loading="lazy"
                />
              </UnstyledButton>
            );
          })}
        </Group>
      </ScrollArea>
      {open >= 0 && (
        <Suspense fallback={null}>
          <ImageLightbox
            photos={photos.map((photo) => ({
              src: photo.full,
              description: roomLabel(photo.room),
              alt: altOf(photo),
            }))}
            index={open}
            onClose={() => setOpen(-1)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
