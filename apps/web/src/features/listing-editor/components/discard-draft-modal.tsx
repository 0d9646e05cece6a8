import { Button, Group, Modal, Text } from '@mantine/core';

interface DiscardDraftModalProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Emptying a new draft cannot be undone: it asks first. */
export function DiscardDraftModal({ opened, onClose, onConfirm }: DiscardDraftModalProps) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title="Discard this draft?"
      centered
    >
      <Text size="sm">Everything typed into this new listing will be cleared.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Keep editing
        </Button>
        <Button color="red.9" onClick={onConfirm}>
          Discard draft
        </Button>
      </Group>
    </Modal>
  );
}
