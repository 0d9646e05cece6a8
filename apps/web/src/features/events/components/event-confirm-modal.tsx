import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useCancelEvent, useDeleteEvent } from '../api/event-actions';
import type { EventView } from '../api/event-view';

export interface EventConfirmation {
  action: 'cancel' | 'delete';
  event: EventView;
}

/** The confirm that cancelling or deleting an event needs, then the call and its toast. */
export function EventConfirmModal({
  confirmation,
  onClose,
}: {
  confirmation: EventConfirmation | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const cancel = useCancelEvent();
  const remove = useDeleteEvent();
  const action = confirmation?.action ?? 'cancel';
  const cancelling = action === 'cancel';
  const mutation = cancelling ? cancel : remove;
  const name = confirmation ? confirmation.event.title || confirmation.event.name : '';
  return (
    <Modal
      opened={confirmation !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t`Close` }}
      title={cancelling ? t`Cancel this event?` : t`Delete this event?`}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          {cancelling ? (
            <Trans>
              &apos;<bdi>{name}</bdi>&apos; moves to Cancelled and is no longer shown to customers.
              It cannot be edited afterwards.
            </Trans>
          ) : (
            <Trans>
              &apos;<bdi>{name}</bdi>&apos; and its banner will be deleted. This cannot be undone.
            </Trans>
          )}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Keep event</Trans>
          </Button>
          <Button
            color="red.8"
            loading={mutation.isPending}
            onClick={() =>
              confirmation && mutation.mutate(confirmation.event.publicId, { onSuccess: onClose })
            }
          >
            {cancelling ? <Trans>Cancel event</Trans> : <Trans>Delete event</Trans>}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
