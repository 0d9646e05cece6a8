import { useEffect, useState } from 'react';
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, AspectRatio, Button, Group, Image, Stack, Text } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { IconTrash } from '@tabler/icons-react';
import { MIN_IMAGE_HEIGHT, MIN_IMAGE_WIDTH, PROPERTY_PHOTO_RATIO } from '@propdesk/shared';
import { checkImage } from '../lib/image-check';
import { ImageCropModal } from './image-crop-modal';
import { PhotoDropzone } from './photo-dropzone';

/** The largest image sent: a wider crop is scaled down to this width. */
const MAX_IMAGE_WIDTH = 2400;

type ImageKind = 'cover' | 'banner-image' | 'banner';

interface CroppedImageFieldProps {
  /** Which image the field holds, for its words: an article's cover, a banner's image, an event's banner. */
  image: ImageKind;
  /** The stored image's card variant, or null. */
  current: string | null;
  /** The cropped image waiting for 'Save', or null. */
  pending: Blob | null;
  onPending: (image: Blob | null) => void;
  /** Removes the stored image; left out where the API keeps one for good. */
  onRemove?: () => void;
  removing?: boolean;
  busy: boolean;
  testId: string;
  /** The preview's widest size; full width when left out. */
  previewWidth?: number;
}

/** A preview address for a blob, released when the blob changes or the field closes. */
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

/** One image picked or dropped, cropped 8:5, at least 800x500, uploaded on 'Save'. */
export function CroppedImageField(props: CroppedImageFieldProps) {
  const { image, current, pending, onPending, onRemove, removing, busy, testId, previewWidth } =
    props;
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useObjectUrl(pending);
  const { t } = useLingui();
  // Whole sentences per image: the words around it agree with it in French and Arabic.
  const kind = image;

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

  const shown = preview ?? current;
  const minSize = `${MIN_IMAGE_WIDTH}x${MIN_IMAGE_HEIGHT}`;
  return (
    <Stack gap="xs">
      {shown && (
        <>
          <AspectRatio ratio={PROPERTY_PHOTO_RATIO} maw={previewWidth}>
            <Image
              src={shown}
              alt={
                preview
                  ? t`${select(kind, { cover: 'The new cover', banner: 'The new banner', other: 'The new banner image' })}`
                  : t`${select(kind, { cover: 'The current cover', banner: 'The current banner', other: 'The current banner image' })}`
              }
              radius="md"
              data-testid={`${testId}-preview`}
            />
          </AspectRatio>
          <Group justify="space-between" gap="xs" maw={previewWidth}>
            <Text size="sm" c="dimmed">
              {preview
                ? t`${select(kind, { cover: "New cover: 'Save' uploads it", banner: "New banner: 'Save' uploads it", other: "New banner image: 'Save' uploads it" })}`
                : t`${select(kind, { cover: 'Current cover', banner: 'Current banner', other: 'Current banner image' })}`}
            </Text>
            {preview ? (
              <Button variant="subtle" color="gray" size="xs" onClick={() => onPending(null)}>
                {t`${select(kind, { cover: 'Discard the new cover', banner: 'Discard the new banner', other: 'Discard the new banner image' })}`}
              </Button>
            ) : (
              onRemove && (
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  leftSection={<IconTrash size={14} />}
                  loading={removing}
                  disabled={busy}
                  onClick={onRemove}
                >
                  {t`${select(kind, { cover: 'Remove cover', banner: 'Remove banner', other: 'Remove banner image' })}`}
                </Button>
              )
            )}
          </Group>
        </>
      )}
      <PhotoDropzone
        onDrop={(files) => void pick(files)}
        onReject={reject}
        disabled={busy || Boolean(removing)}
        prompt={
          shown
            ? t`${select(kind, { cover: 'Drop another cover here or click to choose', banner: 'Drop another banner here or click to choose', other: 'Drop another banner image here or click to choose' })}`
            : t`${select(kind, { cover: 'Drop a cover here or click to choose', banner: 'Drop a banner here or click to choose', other: 'Drop a banner image here or click to choose' })}`
        }
        hint={<Trans>JPEG, PNG or WebP, at least {minSize}; cropped to 8:5.</Trans>}
        data-testid={`${testId}-dropzone`}
      />
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      <ImageCropModal
        title={t`${select(kind, { cover: 'Crop the cover (8:5)', banner: 'Crop the banner (8:5)', other: 'Crop the banner image (8:5)' })}`}
        file={file}
        aspect={PROPERTY_PHOTO_RATIO}
        minSize={{ width: MIN_IMAGE_WIDTH, height: MIN_IMAGE_HEIGHT }}
        maxWidth={MAX_IMAGE_WIDTH}
        outputType="image/jpeg"
        confirmLabel={t`Use this crop`}
        onCancel={() => setFile(null)}
        onCrop={({ blob }) => {
          onPending(blob);
          setFile(null);
        }}
      />
    </Stack>
  );
}
