import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  AspectRatio,
  Button,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_GENERAL_IMAGES_PER_UPLOAD, MIN_IMAGE_HEIGHT, MIN_IMAGE_WIDTH } from '@propdesk/shared';
import { errorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { PhotoDropzone } from '../../../components/photo-dropzone';
import { checkImage, type CheckedImage } from '../../../lib/image-check';
import { useDeleteUnitImage, useUploadUnitImages, type Unit } from '../api/units';

interface UnitFilesStepProps {
  propertyId: string;
  unit: Unit;
  /** A failed upload or delete: the modal shows its error icon with the reason. */
  onFailure: (reason: string | null) => void;
}

/** Step 3: the unit's photos, checked like a listing's (800x500 at least, 15 MB, 10 at a time). */
export function UnitFilesStep({ propertyId, unit, onFailure }: UnitFilesStepProps) {
  const [images, setImages] = useState(unit.images);
  const [picked, setPicked] = useState<CheckedImage[]>([]);
  const [rejected, setRejected] = useState<string | null>(null);
  const upload = useUploadUnitImages(propertyId);
  const remove = useDeleteUnitImage(propertyId);
  const { t } = useLingui();

  const add = async (files: File[]) => {
    setRejected(null);
    const checked = await Promise.all(files.map(checkImage));
    setPicked((current) => [...current, ...checked]);
  };
  const reject = (rejections: FileRejection[]) =>
    setRejected(
      rejections
        .map((r) => `${r.file.name}: ${r.errors.map((e) => e.message).join(', ')}`)
        .join('; '),
    );
  const tooMany = picked.length > MAX_GENERAL_IMAGES_PER_UPLOAD;
  const invalid = picked.some((p) => p.problem);
  const width = MIN_IMAGE_WIDTH;
  const height = MIN_IMAGE_HEIGHT;
  const atOnce = formatNumber(MAX_GENERAL_IMAGES_PER_UPLOAD);
  const extra = formatNumber(picked.length - MAX_GENERAL_IMAGES_PER_UPLOAD);
  const pickedTotal = picked.length;
  const pickedCount = formatNumber(pickedTotal);

  const send = () => {
    onFailure(null);
    upload.mutate(
      { unitId: unit.publicId, files: picked.map((p) => p.file) },
      {
        onSuccess: (result) => {
          setImages(result.images);
          setPicked([]);
        },
        onError: (error) => onFailure(errorMessage(error)),
      },
    );
  };
  const deleteImage = (name: string) => {
    onFailure(null);
    remove.mutate(
      { unitId: unit.publicId, name },
      {
        onSuccess: () => setImages((all) => all.filter((image) => image.name !== name)),
        onError: (error) => onFailure(errorMessage(error)),
      },
    );
  };

  return (
    <Stack gap="md" pt="md">
      {images.length > 0 && (
        <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs" data-testid="unit-images">
          {images.map((image) => {
            const name = image.name;
            return (
              <div key={name} style={{ position: 'relative' }}>
                <AspectRatio ratio={8 / 5}>
                  <Image src={image.variants.thumbnail} alt="" radius="sm" />
                </AspectRatio>
                <ActionIcon
                  variant="filled"
                  color="dark"
                  size="sm"
                  pos="absolute"
                  top={4}
                  style={{ insetInlineEnd: 4 }}
                  aria-label={t`Delete photo ${name}`}
                  loading={remove.isPending && remove.variables?.name === image.name}
                  onClick={() => deleteImage(image.name)}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              </div>
            );
          })}
        </SimpleGrid>
      )}
      <PhotoDropzone
        onDrop={(files) => void add(files)}
        onReject={reject}
        disabled={upload.isPending}
        prompt={t`Drag photos of the unit here or click to choose`}
        hint={
          <Trans>
            JPEG, PNG or WebP, at least {width}x{height}, up to 15 MB each; {atOnce} at a time.
          </Trans>
        }
        data-testid="unit-dropzone"
      />
      {rejected && (
        <Alert color="red" variant="light">
          {rejected}
        </Alert>
      )}
      {tooMany && (
        <Alert color="red" variant="light">
          <Trans>
            Up to {atOnce} photos at a time; remove {extra}.
          </Trans>
        </Alert>
      )}
      {picked.length > 0 && (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {picked.map((p, i) => {
            const fileName = p.file.name;
            return (
              <li key={`${fileName}-${i}`} data-testid="picked-file">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" truncate dir="auto">
                    {fileName}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t`Remove ${fileName}`}
                    disabled={upload.isPending}
                    onClick={() => setPicked((all) => all.filter((_, j) => j !== i))}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </Group>
                {p.problem && (
                  <Text size="xs" c="red">
                    {p.problem}
                  </Text>
                )}
              </li>
            );
          })}
        </Stack>
      )}
      {picked.length > 0 && (
        <Group justify="flex-end">
          <Button
            variant="light"
            leftSection={<IconUpload size={16} />}
            onClick={send}
            loading={upload.isPending}
            disabled={tooMany || invalid}
          >
            {plural(pickedTotal, {
              one: `Upload ${pickedCount} photo`,
              other: `Upload ${pickedCount} photos`,
            })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
