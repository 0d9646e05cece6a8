import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { fieldLabel, formatChangeValue, type ValueNames } from '../../../lib/audit-format';
import type { Conflict } from '../draft-merge';

interface ConflictModalProps<F extends string> {
  conflicts: Conflict<F>[] | null;
  /** Names for ids (the type, the suburb) where the editor knows them. */
  names: ValueNames;
  busy: boolean;
  onCancel: () => void;
  /** Saves with each field as chosen: the agent's own where `keepMine` has it. */
  onSave: (keepMine: ReadonlySet<F>) => void;
}

/**
 * Someone saved the listing since the agent opened it, changing fields the agent changed too:
 * both values side by side, field by field, and the agent picks. Nothing is overwritten unseen.
 */
export function ConflictModal<F extends string>({
  conflicts,
  names,
  busy,
  onCancel,
  onSave,
}: ConflictModalProps<F>) {
  const { t } = useLingui();
  const [keepMine, setKeepMine] = useState<ReadonlySet<F>>(
    () => new Set(conflicts?.map((c) => c.field)),
  );
  const shown = (field: F, value: unknown) =>
    formatChangeValue(typeof value === 'string' ? (names[field]?.(value) ?? value) : value, 80);
  const choose = (field: F, mine: boolean) => {
    const next = new Set(keepMine);
    if (mine) next.add(field);
    else next.delete(field);
    setKeepMine(next);
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t`Close` }}
      opened={!!conflicts}
      onClose={onCancel}
      title={t`This listing changed while you were editing`}
      size="lg"
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            It was saved meanwhile in another tab, on another device or by a moderator. Fields only
            one of you changed are kept. For each field you both changed, choose the value to save.
          </Trans>
        </Text>
        <Stack gap="md" data-testid="conflicts">
          {conflicts?.map(({ field, mine, theirs }) => {
            const yours = shown(field, mine);
            const saved = shown(field, theirs);
            return (
              <Radio.Group
                key={field}
                data-field={field}
                label={fieldLabel(field)}
                value={keepMine.has(field) ? 'mine' : 'theirs'}
                onChange={(value) => choose(field, value === 'mine')}
              >
                <Stack gap={8} mt={6}>
                  <Radio
                    value="mine"
                    label={
                      <Trans>
                        Yours: <bdi>{yours}</bdi>
                      </Trans>
                    }
                  />
                  <Radio
                    value="theirs"
                    label={
                      <Trans>
                        Saved meanwhile: <bdi>{saved}</bdi>
                      </Trans>
                    }
                  />
                </Stack>
              </Radio.Group>
            );
          })}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            <Trans>Not now</Trans>
          </Button>
          <Button onClick={() => onSave(keepMine)} loading={busy}>
            <Trans>Save these values</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
