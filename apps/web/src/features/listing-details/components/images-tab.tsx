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
import { wordsLabel } from '../../../components/listing-preview/format';
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

/** Rooms in the order the API gives them, each photo numbered across the whole gallery. */
function roomsOf(images: ListingDetail['images'], title: string) {
  const slides: LightboxPhoto[] = [];
  const rooms: Room[] = Object.entries(images)
    .filter(([, list]) => list.length > 0)
    .map(([room, list]) => ({
      room,
      photos: list.map((image, i) => {
        const label = wordsLabel(room);
        slides.push({
          src: image.variants.full ?? image.fileDownloadUri,
          alt: `${title}: ${label} photo ${i + 1}`,
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
      {empty ? 'Add images' : 'Manage images'}
    </Button>
  );
}

/** The Images tab: photos by room; a photo opens full screen. */
export function ImagesTab({ listing }: { listing: ListingDetail }) {
  const [open, setOpen] = useState(-1);
  const { rooms, slides } = roomsOf(listing.images, listing.title || listing.name);

  if (rooms.length === 0) {
    return (
      <Card withBorder radius="md" padding="xl">
        <Stack align="center" gap="sm" ta="center">
          <IconPhotoOff size={40} stroke={1.4} aria-hidden />
          <Text c="dimmed">This listing has no photos yet.</Text>
          <ManageImages publicId={listing.publicId} empty />
        </Stack>
      </Card>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Text c="dimmed" size="sm">
          {slides.length} {slides.length === 1 ? 'photo' : 'photos'} in {rooms.length}{' '}
          {rooms.length === 1 ? 'room' : 'rooms'}
        </Text>
        <ManageImages publicId={listing.publicId} />
      </Group>
      {rooms.map(({ room, photos }) => (
        <section key={room} aria-labelledby={`room-${room}`}>
          <Title order={2} size="h5" mb="xs" id={`room-${room}`}>
            {wordsLabel(room)}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
            {photos.map((photo) => (
              <UnstyledButton
                key={photo.key}
                onClick={() => setOpen(photo.index)}
                aria-label={`Open ${slides[photo.index]!.alt}`}
                data-testid="gallery-thumbnail"
              >
                <AspectRatio ratio={8 / 5}>
                  <Image src={photo.thumbnail} alt="" radius="md" loading="lazy" />
                </AspectRatio>
              </UnstyledButton>
            ))}
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
