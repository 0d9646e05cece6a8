import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { formatNumber } from '../../../lib/format';

interface BulkDeleteModalProps {
  opened: boolean;
  count: number;
  busy: boolean;
  /** Called with the number the agent typed, once it is the number selected. */
  onConfirm: (typed: number) => void;
  onClose: () => void;
}

/** Typing the number of listings confirms deleting them: a slip of the thumb deletes nothing. */
export function BulkDeleteModal({ opened, count, busy, onConfirm, onClose }: BulkDeleteModalProps) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const countText = formatNumber(count);
  // Digits of any script the agent's keyboard types (Arabic-Indic included) read as a number.
  const typedNumber = Number(
    typed.trim().replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)),
  );
  const matches = typed.trim() !== '' && typedNumber === count;
  const close = () => {
    setTyped('');
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      closeButtonProps={{ 'aria-label': t`Close` }}
      title={plural(count, {
        one: `Delete ${countText} listing?`,
        other: `Delete ${countText} listings?`,
      })}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (matches && !busy) onConfirm(typedNumber);
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            <Trans>
              Their photos, units and history go with them, and this cannot be undone. To archive
              instead keeps them for later.
            </Trans>
          </Text>
          <TextInput
            label={t`Type ${countText} to confirm`}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            inputMode="numeric"
            autoComplete="off"
            data-autofocus
            data-testid="bulk-delete-count"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              <Trans>Keep them</Trans>
            </Button>
            <Button type="submit" color="red" loading={busy} disabled={!matches}>
              {plural(count, {
                one: `Delete ${countText} listing`,
                other: `Delete ${countText} listings`,
              })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
