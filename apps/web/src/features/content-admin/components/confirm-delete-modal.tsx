import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface ConfirmDeleteModalProps {
  /** What is deleted, e.g. 'banner'; null keeps the modal closed. */
  noun: string;
  name: string | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirm a delete needs: it cannot be undone. */
export function ConfirmDeleteModal({
  noun,
  name,
  busy,
  onConfirm,
  onClose,
}: ConfirmDeleteModalProps) {
  return (
    <Modal
      opened={name !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={`Delete this ${noun}?`}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          &lsquo;{name}&rsquo; and its image will be deleted. This cannot be undone.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Keep {noun}
          </Button>
          <Button color="red" loading={busy} onClick={onConfirm}>
            Delete {noun}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
