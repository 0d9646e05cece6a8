import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button, Chip, Group, Modal, Stack, Text, Textarea } from '@mantine/core';

/** Reasons moderators give most; a chip fills the text, which can still be edited. */
const PRESET_REASONS = [
  msg`Photos are missing or unclear`,
  msg`The description has contact details`,
  msg`The price looks wrong`,
  msg`The location is wrong`,
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
  const { t } = useLingui();
  const presets = PRESET_REASONS.map((preset) => t(preset));
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const length = reason.trim().length;
  const error =
    length < MIN
      ? t`Give the agent a reason`
      : length > MAX
        ? t`Keep the reason under 500 characters`
        : null;
  const submit = () => {
    setTouched(true);
    if (!error) onReject(reason.trim());
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Send back to the agent`}
      closeButtonProps={{ 'aria-label': t`Close` }}
      centered
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>The agent sees this reason on the listing and gets it by email.</Trans>
        </Text>
        <Chip.Group>
          <Group gap={6}>
            {presets.map((preset) => (
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
          label={t`Reason`}
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
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red.8" loading={busy} onClick={submit}>
            <Trans>Send back</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
