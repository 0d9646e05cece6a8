import { useEffect, useState } from 'react';
import { Alert, AspectRatio, Button, Group, Image, Stack, Text } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { MIN_IMAGE_HEIGHT, MIN_IMAGE_WIDTH, PROPERTY_PHOTO_RATIO } from '@propdesk/shared';
import { ImageCropModal } from '../../../components/image-crop-modal';
import { PhotoDropzone } from '../../../components/photo-dropzone';
import { checkImage } from '../../../lib/image-check';
import { notifyError } from '../../../lib/notify';
import { useDeleteEventBanner } from '../api/save-event';
import type { EventView } from '../api/event-view';

/** The largest banner sent: a wider crop is scaled down to this width. */
const MAX_BANNER_WIDTH = 2400;

interface EventBannerStepProps {
  event: EventView;
  /** The cropped banner waiting for 'Save', or null. */
  pending: Blob | null;
  onPending: (banner: Blob | null) => void;
  /** The event after its banner was removed. */
  onChange: (event: EventView) => void;
  busy: boolean;
}

/** A preview address for a blob, released when the blob changes or the step closes. */
function useObjectUrl(blob: Blob | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/** Step 2 (Files): the event's banner, picked or dropped, cropped 8:5, at least 800x500. */
export function EventBannerStep({
  event,
  pending,
  onPending,
  onChange,
  busy,
}: EventBannerStepProps) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useDeleteEventBanner();
  const preview = useObjectUrl(pending);
  const current = event.banner?.variants.card ?? null;

  const pick = async ([first]: File[]) => {
    setProblem(null);
    if (!first) return;
    const checked = await checkImage(first);
    if (checked.problem) setProblem(`${first.name}: ${checked.problem}`);
    else setFile(first);
  };
  const reject = (rejections: FileRejection[]) =>
    setProblem(
      rejections
        .map((r) => `${r.file.name}: ${r.errors.map((e) => e.message).join(', ')}`)
        .join('; '),
    );
  const removeBanner = () =>
    remove.mutate(event.publicId, {
      onSuccess: (result) => {
        notifications.show({ color: 'teal', message: 'Banner removed' });
        onChange(result);
      },
      onError: (error) => notifyError(error),
    });

  const shown = preview ?? current;
  return (
    <Stack gap="md" pt="md">
      {shown && (
        <Stack gap="xs">
          <AspectRatio ratio={PROPERTY_PHOTO_RATIO}>
            <Image
              src={shown}
              alt={preview ? 'The new banner' : 'The current banner'}
              radius="md"
              data-testid="banner-preview"
            />
          </AspectRatio>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {preview ? "New banner: 'Save' uploads it" : 'Current banner'}
            </Text>
            {preview ? (
              <Button variant="subtle" color="gray" size="xs" onClick={() => onPending(null)}>
                Discard the new banner
              </Button>
            ) : (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} />}
                loading={remove.isPending}
                disabled={busy}
                onClick={removeBanner}
              >
                Remove banner
              </Button>
            )}
          </Group>
        </Stack>
      )}
      <PhotoDropzone
        onDrop={(files) => void pick(files)}
        onReject={reject}
        disabled={busy || remove.isPending}
        prompt={
          shown
            ? 'Drop another banner here or click to choose'
            : 'Drop a banner here or click to choose'
        }
        hint={
          <>
            JPEG, PNG or WebP, at least {MIN_IMAGE_WIDTH}x{MIN_IMAGE_HEIGHT}; cropped to 8:5.
          </>
        }
        data-testid="banner-dropzone"
      />
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      <ImageCropModal
        title="Crop the banner (8:5)"
        file={file}
        aspect={PROPERTY_PHOTO_RATIO}
        minSize={{ width: MIN_IMAGE_WIDTH, height: MIN_IMAGE_HEIGHT }}
        maxWidth={MAX_BANNER_WIDTH}
        outputType="image/jpeg"
        confirmLabel="Use this crop"
        onCancel={() => setFile(null)}
        onCrop={({ blob }) => {
          onPending(blob);
          setFile(null);
        }}
      />
    </Stack>
  );
}
