import { useState } from 'react';
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
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconStar, IconTrash } from '@tabler/icons-react';
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

function ImageCard({
  image,
  first,
  onSetProfile,
  onDelete,
  settingProfile,
}: {
  image: PropertyImage;
  first: boolean;
  onSetProfile: () => void;
  onDelete: () => void;
  settingProfile: boolean;
}) {
  const { t } = useLingui();
  const room = roomLabel(image.location);
  const fileName = image.name;
  return (
    <Card padding="xs" withBorder data-testid="image-card" data-name={image.name}>
      <Card.Section>
        <AspectRatio ratio={8 / 5}>
          <Image
            src={image.variants.card ?? image.fileDownloadUri}
            alt={t({ message: `${room} photo`, comment: 'room: where the photo was taken' })}
            loading="lazy"
          />
        </AspectRatio>
      </Card.Section>
      <Group justify="space-between" mt="xs" gap={4} wrap="nowrap">
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

/** The listing's images grouped by location, with the profile photo marked. */
export function ImageGroups({ propertyId, data }: { propertyId: string; data: PropertyImages }) {
  const { t } = useLingui();
  const setProfile = useSetProfilePhoto(propertyId);
  const remove = useDeleteImage(propertyId);
  const [confirming, setConfirming] = useState<PropertyImage | null>(null);
  const groups = IMAGE_LOCATIONS.flatMap((location) => {
    const images = data.images[location] ?? [];
    return images.length ? [{ location, images }] : [];
  });

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

  if (!groups.length) {
    return (
      <Card padding="xl" withBorder data-tour="image-list">
        <Text c="dimmed" ta="center">
          <Trans>No images yet. Pick a room and add the first photos.</Trans>
        </Text>
      </Card>
    );
  }
  const firstName = groups[0]?.images[0]?.name;
  return (
    <Stack gap="xl" data-tour="image-list">
      {groups.map(({ location, images }, g) => (
        <section key={location} aria-labelledby={`images-${location}`} data-testid="image-group">
          <Group gap="xs" mb="sm" {...(g === 0 && { 'data-tour': 'image-group' })}>
            <Title order={2} fz="lg" id={`images-${location}`}>
              {roomLabel(location)}
            </Title>
            <Badge variant="light" color="gray">
              <GroupCount location={location} count={images.length} />
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {images.map((image) => (
              <ImageCard
                key={image.name}
                image={image}
                first={image.name === firstName}
                settingProfile={
                  setProfile.isPending && setProfile.variables === image.fileDownloadUri
                }
                onSetProfile={() => makeProfile(image)}
                onDelete={() => setConfirming(image)}
              />
            ))}
          </SimpleGrid>
        </section>
      ))}
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
