import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t`Close` }}
      title={archiving ? t`Archive this listing?` : t`Unarchive this listing?`}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          {archiving ? (
            <Trans>&apos;{name}&apos; will no longer be shown to customers.</Trans>
          ) : (
            <Trans>&apos;{name}&apos; will be shown to customers again once it is approved.</Trans>
          )}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {archiving ? <Trans>Archive</Trans> : <Trans>Unarchive</Trans>}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
