import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';

interface DiscardDraftModalProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Emptying a new draft cannot be undone: it asks first. */
export function DiscardDraftModal({ opened, onClose, onConfirm }: DiscardDraftModalProps) {
  const { t } = useLingui();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t`Close` }}
      opened={opened}
      onClose={onClose}
      title={t`Discard this draft?`}
      centered
    >
      <Text size="sm">
        <Trans>Everything typed into this new listing will be cleared.</Trans>
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          <Trans>Keep editing</Trans>
        </Button>
        <Button color="red.9" onClick={onConfirm}>
          <Trans>Discard draft</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
