import { useEffect, useState } from 'react';
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
import { MAX_IMAGE_FILE_BYTES, MIN_IMAGE_HEIGHT, MIN_IMAGE_WIDTH } from '@propdesk/shared';
import { PhotoDropzone } from '../../../components/photo-dropzone';
import { checkImage, type CheckedImage } from '../../../lib/image-check';
import { perFileProgress } from '../../../lib/upload';
import type { ImageLocation } from '../api/property-images';
import { useUploadImages } from '../api/upload-images';
import { formatFileSize } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { allowanceSentence } from './allowance-text';
import { locationLabel } from './location-label';

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
        .map((r) => `${r.file.name}: ${r.errors.map((e) => e.message).join(', ')}`)
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
          notifications.show({ color: 'teal', message: 'Added images successfully' });
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
  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : onClose}
      style={hidden ? { display: 'none' } : undefined}
      lockScroll={!hidden}
      trapFocus={!hidden}
      closeOnEscape={!hidden}
      title={`Add images: ${locationLabel(location)}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="lg"
      centered
    >
      <Stack gap="md">
        <PhotoDropzone
          onDrop={(files) => void add(files)}
          onReject={reject}
          disabled={busy}
          size="lg"
          prompt="Drag photos here or click to choose"
          hint={
            <>
              JPEG, PNG or WebP, at least {MIN_IMAGE_WIDTH}x{MIN_IMAGE_HEIGHT}, up to{' '}
              {formatFileSize(MAX_IMAGE_FILE_BYTES)} each. {allowanceSentence(location, allowance)}
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
            {locationLabel(location)} takes {allowance} more {allowance === 1 ? 'image' : 'images'}{' '}
            in this upload; remove {picked.length - allowance}.
          </Alert>
        )}

        {picked.length > 0 && (
          <ScrollArea.Autosize mah={260}>
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {picked.map((p, i) => (
                <li key={`${p.file.name}-${i}`} data-testid="picked-file">
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" truncate maw="70%">
                      {p.file.name}{' '}
                      <Text span c="dimmed" size="xs">
                        {formatFileSize(p.file.size)}
                      </Text>
                    </Text>
                    {!busy && (
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Remove ${p.file.name}`}
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
                      aria-label={`Upload progress of ${p.file.name}`}
                      data-testid="file-progress"
                      data-progress={Math.round((progress?.[i] ?? 0) * 100)}
                      animated={busy && (progress?.[i] ?? 0) < 1}
                    />
                  )}
                </li>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        {busy && sent && (
          <Text size="sm" c="dimmed">
            Processing the photos...
          </Text>
        )}

        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            onClick={start}
            loading={busy}
            disabled={!picked.length || tooMany || invalid}
            leftSection={<IconUpload size={16} />}
          >
            Upload {picked.length || ''} {picked.length === 1 ? 'image' : 'images'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
