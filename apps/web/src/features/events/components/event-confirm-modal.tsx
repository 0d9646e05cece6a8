import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useCancelEvent, useDeleteEvent } from '../api/event-actions';
import type { EventView } from '../api/event-view';

export interface EventConfirmation {
  action: 'cancel' | 'delete';
  event: EventView;
}

const WORDING = {
  cancel: {
    title: 'Cancel this event?',
    body: (name: string) =>
      `'${name}' moves to Cancelled and is no longer shown to customers. It cannot be edited afterwards.`,
    confirm: 'Cancel event',
  },
  delete: {
    title: 'Delete this event?',
    body: (name: string) => `'${name}' and its banner will be deleted. This cannot be undone.`,
    confirm: 'Delete event',
  },
} as const;

/** The confirm that cancelling or deleting an event needs, then the call and its toast. */
export function EventConfirmModal({
  confirmation,
  onClose,
}: {
  confirmation: EventConfirmation | null;
  onClose: () => void;
}) {
  const cancel = useCancelEvent();
  const remove = useDeleteEvent();
  const action = confirmation?.action ?? 'cancel';
  const mutation = action === 'cancel' ? cancel : remove;
  const wording = WORDING[action];
  const name = confirmation ? confirmation.event.title || confirmation.event.name : '';
  return (
    <Modal
      opened={confirmation !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={wording.title}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{wording.body(name)}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Keep event
          </Button>
          <Button
            color="red.8"
            loading={mutation.isPending}
            onClick={() =>
              confirmation && mutation.mutate(confirmation.event.publicId, { onSuccess: onClose })
            }
          >
            {wording.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
