import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { IMAGE_MIME_TYPES, MAX_IMAGE_FILE_BYTES } from '@propdesk/shared';

interface PhotoDropzoneProps {
  onDrop: (files: File[]) => void;
  onReject: (rejections: FileRejection[]) => void;
  disabled: boolean;
  /** What to do, e.g. 'Drag photos here or click to choose'. */
  prompt: string;
  /** The limits that apply, under the prompt. */
  hint: ReactNode;
  size?: 'md' | 'lg';
  'data-testid'?: string;
}

/** The drop area for listing and unit photos: the types and size the server takes, and why not. */
export function PhotoDropzone({
  onDrop,
  onReject,
  disabled,
  prompt,
  hint,
  size = 'md',
  'data-testid': testId,
}: PhotoDropzoneProps) {
  const icon = size === 'lg' ? 44 : 36;
  return (
    <Dropzone
      onDrop={onDrop}
      onReject={onReject}
      accept={[...IMAGE_MIME_TYPES]}
      maxSize={MAX_IMAGE_FILE_BYTES}
      disabled={disabled}
      name="files"
      inputProps={{ 'aria-label': prompt }}
      data-testid={testId}
    >
      <Group
        justify="center"
        gap={size}
        mih={size === 'lg' ? 120 : 96}
        style={{ pointerEvents: 'none' }}
      >
        <Dropzone.Accept>
          <IconUpload size={icon} stroke={1.5} />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={icon} stroke={1.5} />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconPhoto size={icon} stroke={1.5} />
        </Dropzone.Idle>
        <div>
          <Text size={size} inline>
            {prompt}
          </Text>
          <Text size="sm" c="dimmed" mt={size === 'lg' ? 7 : 6}>
            {hint}
          </Text>
        </div>
      </Group>
    </Dropzone>
  );
}
