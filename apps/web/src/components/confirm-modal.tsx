import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  /** What happens, in a sentence. */
  children: ReactNode;
  /** The way back ('Keep office'). */
  keepLabel: ReactNode;
  /** The red action ('Delete office'). */
  confirmLabel: ReactNode;
  /** The action's colour: red for what cannot be undone (the default), the theme's for the rest. */
  confirmColor?: 'red' | 'primary';
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirm before what cannot be undone: what happens, a way back, and the red action. */
export function ConfirmModal({
  opened,
  title,
  children,
  keepLabel,
  confirmLabel,
  confirmColor = 'red',
  busy,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t`Close` }}
      title={title}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{children}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {keepLabel}
          </Button>
          <Button
            {...(confirmColor === 'red' && { color: 'red' })}
            loading={busy}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
