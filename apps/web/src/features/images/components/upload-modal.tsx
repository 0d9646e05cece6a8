import { useEffect, useState } from 'react';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  Progress,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { IconUpload, IconX } from '@tabler/icons-react';
import {
  IMAGE_MIME_TYPES,
  MAX_IMAGE_FILE_BYTES,
  MIN_IMAGE_HEIGHT,
  MIN_IMAGE_WIDTH,
} from '@propdesk/shared';
import { PhotoDropzone } from '../../../components/photo-dropzone';
import { checkImage, type CheckedImage } from '../../../lib/image-check';
import { perFileProgress } from '../../../lib/upload';
import type { ImageLocation } from '../api/property-images';
import { useUploadImages } from '../api/upload-images';
import { formatFileSize, formatNumber } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { allowanceSentence } from './allowance-text';
import { roomLabel } from '../../../components/listing-preview/room-label';

interface UploadModalProps {
  propertyId: string;
  location: ImageLocation;
  /** How many files this upload may carry. */
  allowance: number;
  opened: boolean;
  onClose: () => void;
  /** Out of sight but open (the editor shows another tab): the picked files stay. */
  hidden?: boolean;
  onUnsaved?: (unsaved: boolean) => void;
}

/**
 * Why the drop area refused a file, in the reader's language: the drop area's own English for
 * the limits set here (its types and size), its own text for anything else.
 */
function refusal(i18n: I18n, error: FileRejection['errors'][number]): string {
  if (error.code === 'file-invalid-type') {
    const types = IMAGE_MIME_TYPES.join(', ');
    return i18n._(
      msg({ message: `File type must be one of ${types}`, comment: 'types: image/jpeg, ...' }),
    );
  }
  if (error.code === 'file-too-large') {
    const size = formatFileSize(MAX_IMAGE_FILE_BYTES);
    return i18n._(msg({ message: `File is larger than ${size}`, comment: 'size: 15 MB' }));
  }
  return error.message;
}

/** Drop or pick photos for one location; each file shows its own upload progress. */
export function UploadModal({
  propertyId,
  location,
  allowance,
  opened,
  onClose,
  hidden = false,
  onUnsaved,
}: UploadModalProps) {
  const { t, i18n } = useLingui();
  const [picked, setPicked] = useState<CheckedImage[]>([]);
  const [progress, setProgress] = useState<number[] | null>(null);
  const [rejected, setRejected] = useState<string | null>(null);
  const upload = useUploadImages(propertyId);
  const unsaved = picked.length > 0;
  useEffect(() => {
    onUnsaved?.(unsaved);
    return () => onUnsaved?.(false);
  }, [onUnsaved, unsaved]);

  useEffect(() => {
    if (!opened) {
      setPicked([]);
      setProgress(null);
      setRejected(null);
    }
  }, [opened]);

  const add = async (files: File[]) => {
    setRejected(null);
    const checked = await Promise.all(files.map(checkImage));
    setPicked((current) => [...current, ...checked]);
  };
  const reject = (rejections: FileRejection[]) => {
    setRejected(
      rejections
        .map((r) => {
          const fileName = r.file.name;
          const reasons = r.errors.map((e) => refusal(i18n, e)).join(', ');
          return t({
            message: `${fileName}: ${reasons}`,
            comment: 'fileName: a file refused; reasons: why',
          });
        })
        .join('; '),
    );
  };

  const tooMany = picked.length > allowance;
  const invalid = picked.some((p) => p.problem);
  const start = () => {
    const files = picked.map((p) => p.file);
    setProgress(files.map(() => 0));
    upload.mutate(
      {
        location,
        files,
        onProgress: (loaded, total) =>
          setProgress(
            perFileProgress(
              files.map((f) => f.size),
              loaded,
              total,
            ),
          ),
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t`Added images successfully` });
          onClose();
        },
        onError: (error) => {
          setProgress(null);
          notifyError(error);
        },
      },
    );
  };

  const busy = upload.isPending;
  const sent = progress?.every((p) => p >= 1) ?? false;
  const room = roomLabel(location);
  const minWidth = MIN_IMAGE_WIDTH;
  const minHeight = MIN_IMAGE_HEIGHT;
  const maxSize = formatFileSize(MAX_IMAGE_FILE_BYTES);
  const takes = formatNumber(allowance);
  const extra = formatNumber(picked.length - allowance);
  const pickedCount = picked.length;
  const count = formatNumber(pickedCount);
  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : onClose}
      style={hidden ? { display: 'none' } : undefined}
      lockScroll={!hidden}
      trapFocus={!hidden}
      closeOnEscape={!hidden}
      title={t({ message: `Add images: ${room}`, comment: 'room: where the photos go' })}
      closeButtonProps={{ 'aria-label': t`Close` }}
      size="lg"
      centered
    >
      <Stack gap="md">
        <PhotoDropzone
          onDrop={(files) => void add(files)}
          onReject={reject}
          disabled={busy}
          size="lg"
          prompt={t`Drag photos here or click to choose`}
          hint={
            <>
              <Trans comment="minWidth x minHeight: pixels, such as 800x500; maxSize: 15 MB">
                JPEG, PNG or WebP, at least {minWidth}x{minHeight}, up to <bdi>{maxSize}</bdi> each.
              </Trans>{' '}
              {allowanceSentence(i18n, location, allowance)}
            </>
          }
          data-testid="image-dropzone"
        />

        {rejected && (
          <Alert color="red" variant="light">
            {rejected}
          </Alert>
        )}
        {tooMany && (
          <Alert color="red" variant="light" data-testid="too-many">
            {t({
              message: plural(allowance, {
                one: `${room} takes ${takes} more image in this upload; remove ${extra}.`,
                other: `${room} takes ${takes} more images in this upload; remove ${extra}.`,
              }),
              comment: 'room: such as Kitchen; takes: how many it takes; extra: how many too many',
            })}
          </Alert>
        )}

        {picked.length > 0 && (
          <ScrollArea.Autosize mah={260}>
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {picked.map((p, i) => {
                const name = p.file.name;
                return (
                  <li key={`${name}-${i}`} data-testid="picked-file">
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text size="sm" truncate maw="70%">
                        <bdi>{p.file.name}</bdi>{' '}
                        <Text span c="dimmed" size="xs">
                          <bdi>{formatFileSize(p.file.size)}</bdi>
                        </Text>
                      </Text>
                      {!busy && (
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={t({ message: `Remove ${name}`, comment: 'A picked file' })}
                          onClick={() => setPicked((all) => all.filter((_, j) => j !== i))}
                        >
                          <IconX size={16} />
                        </ActionIcon>
                      )}
                    </Group>
                    {p.problem ? (
                      <Text size="xs" c="red">
                        {p.problem}
                      </Text>
                    ) : (
                      <Progress
                        value={Math.round((progress?.[i] ?? 0) * 100)}
                        size="sm"
                        mt={4}
                        aria-label={t({
                          message: `Upload progress of ${name}`,
                          comment: 'A picked file',
                        })}
                        data-testid="file-progress"
                        data-progress={Math.round((progress?.[i] ?? 0) * 100)}
                        animated={busy && (progress?.[i] ?? 0) < 1}
                      />
                    )}
                  </li>
                );
              })}
            </Stack>
          </ScrollArea.Autosize>
        )}
        {busy && sent && (
          <Text size="sm" c="dimmed">
            <Trans>Processing the photos...</Trans>
          </Text>
        )}

        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            onClick={start}
            loading={busy}
            disabled={!picked.length || tooMany || invalid}
            leftSection={<IconUpload size={16} />}
          >
            {t({
              message: plural(pickedCount, {
                0: 'Upload images',
                one: `Upload ${count} image`,
                other: `Upload ${count} images`,
              }),
              comment: 'pickedCount and count: the number of files picked',
            })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
