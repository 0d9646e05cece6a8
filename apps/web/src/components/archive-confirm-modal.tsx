import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface ArchiveConfirmModalProps {
  opened: boolean;
  /** The listing's name as the agent knows it. */
  name: string;
  /** True to archive, false to unarchive. */
  archiving: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirm archiving and unarchiving need (spec section 5), from a card or the editor. */
export function ArchiveConfirmModal({
  opened,
  name,
  archiving,
  busy,
  onConfirm,
  onClose,
}: ArchiveConfirmModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={archiving ? 'Archive this listing?' : 'Unarchive this listing?'}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          {archiving
            ? `'${name}' will no longer be shown to customers.`
            : `'${name}' will be shown to customers again once it is approved.`}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {archiving ? 'Archive' : 'Unarchive'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
