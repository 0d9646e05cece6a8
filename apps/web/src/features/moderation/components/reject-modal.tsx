import { useState } from 'react';
import { Button, Chip, Group, Modal, Stack, Text, Textarea } from '@mantine/core';

/** Reasons moderators give most; a chip fills the text, which can still be edited. */
const PRESET_REASONS = [
  'Photos are missing or unclear',
  'The description has contact details',
  'The price looks wrong',
  'The location is wrong',
];

const MIN = 3;
const MAX = 500;

interface RejectModalProps {
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
}

/** Sends a listing back: the reason (3–500 characters) is what the agent reads and is emailed. */
export function RejectModal({ opened, busy, onClose, onReject }: RejectModalProps) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const length = reason.trim().length;
  const error =
    length < MIN
      ? 'Give the agent a reason'
      : length > MAX
        ? 'Keep the reason under 500 characters'
        : null;
  const submit = () => {
    setTouched(true);
    if (!error) onReject(reason.trim());
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Send back to the agent"
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          The agent sees this reason on the listing and gets it by email.
        </Text>
        <Chip.Group>
          <Group gap={6}>
            {PRESET_REASONS.map((preset) => (
              <Chip
                key={preset}
                size="xs"
                checked={reason === preset}
                onChange={() => setReason(preset)}
              >
                {preset}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Textarea
          label="Reason"
          data-autofocus
          autosize
          minRows={3}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={touched ? error : null}
          description={`${length}/${MAX}`}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red.8" loading={busy} onClick={submit}>
            Send back
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
