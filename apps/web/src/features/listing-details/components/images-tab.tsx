import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import {
  AspectRatio,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconPhotoPlus, IconPhotoOff } from '@tabler/icons-react';
import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { roomLabel } from '../../../components/listing-preview/room-label';
import { formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useTenant } from '../../../lib/tenant';
import type { ListingDetail } from '../api/listing';
import type { LightboxPhoto } from '../../../components/image-lightbox';

// The lightbox's code and styles load on the first click on a photo.
const ImageLightbox = lazy(async () => ({
  default: (await import('../../../components/image-lightbox')).ImageLightbox,
}));

interface Room {
  room: string;
  photos: { key: string; thumbnail: string; index: number }[];
}

const PHOTO_ALT = msg({
  message: '{title}: {room} photo {number}',
  comment: "A photo's text: the listing, the room, and the photo's number in the room",
});

/** Rooms in the order the API gives them, each photo numbered across the whole gallery. */
function roomsOf(images: ListingDetail['images'], title: string) {
  const slides: LightboxPhoto[] = [];
  const rooms: Room[] = Object.entries(images)
    .filter(([, list]) => list.length > 0)
    .map(([room, list]) => ({
      room,
      photos: list.map((image, i) => {
        const label = roomLabel(room);
        slides.push({
          src: image.variants.full ?? image.fileDownloadUri,
          alt: i18n._({ ...PHOTO_ALT, values: { title, room: label, number: i + 1 } }),
          description: label,
        });
        return {
          key: image.name,
          thumbnail: image.variants.thumbnail ?? image.variants.card ?? image.fileDownloadUri,
          index: slides.length - 1,
        };
      }),
    }));
  return { rooms, slides };
}

function ManageImages({ publicId, empty }: { publicId: string; empty?: boolean }) {
  const { slug } = useTenant();
  return (
    <Button
      component={Link}
      to={paths.propertyImages(slug, publicId)}
      variant={empty ? 'filled' : 'light'}
      leftSection={<IconPhotoPlus size={18} />}
    >
      {empty ? <Trans>Add images</Trans> : <Trans>Manage images</Trans>}
    </Button>
  );
}

/** The Images tab: photos by room; a photo opens full screen. */
export function ImagesTab({ listing }: { listing: ListingDetail }) {
  const [open, setOpen] = useState(-1);
  const { t } = useLingui();
  const { rooms, slides } = roomsOf(listing.images, listing.title || listing.name);

  const photoTotal = slides.length;
  const roomTotal = rooms.length;
  const photoCount = formatNumber(photoTotal);
  const roomCount = formatNumber(roomTotal);

  if (rooms.length === 0) {
    return (
      <Card withBorder radius="md" padding="xl">
        <Stack align="center" gap="sm" ta="center">
          <IconPhotoOff size={40} stroke={1.4} aria-hidden />
          <Text c="dimmed">
            <Trans>This listing has no photos yet.</Trans>
          </Text>
          <ManageImages publicId={listing.publicId} empty />
        </Stack>
      </Card>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Text c="dimmed" size="sm">
          {t({
            message: `${plural(photoTotal, { one: `${photoCount} photo`, other: `${photoCount} photos` })} in ${plural(roomTotal, { one: `${roomCount} room`, other: `${roomCount} rooms` })}`,
            comment: 'How many photos the listing has, in how many rooms',
          })}
        </Text>
        <ManageImages publicId={listing.publicId} />
      </Group>
      {rooms.map(({ room, photos }) => (
        <section key={room} aria-labelledby={`room-${room}`}>
          <Title order={2} size="h5" mb="xs" id={`room-${room}`}>
            {roomLabel(room)}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
            {photos.map((photo) => {
              const alt = slides[photo.index]!.alt;
              return (
                <UnstyledButton
                  key={photo.key}
                  onClick={() => setOpen(photo.index)}
                  aria-label={t({ message: `Open ${alt}`, comment: "alt: a photo's text" })}
                  data-testid="gallery-thumbnail"
                >
                  <AspectRatio ratio={8 / 5}>
                    <Image src={photo.thumbnail} alt="" radius="md" loading="lazy" />
                  </AspectRatio>
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        </section>
      ))}
      {open >= 0 && (
        <Suspense fallback={null}>
          <ImageLightbox photos={slides} index={open} onClose={() => setOpen(-1)} />
        </Suspense>
      )}
    </Stack>
  );
}
