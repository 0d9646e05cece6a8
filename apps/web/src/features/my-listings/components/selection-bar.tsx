import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconTrash } from '@tabler/icons-react';
import { MAX_BULK_LISTINGS } from '@propdesk/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { formatNumber } from '../../../lib/format';
import type { BulkAction } from '../api/my-listings';
import { BulkDeleteModal } from './bulk-delete-modal';

interface SelectionBarProps {
  count: number;
  /** How many listings the filters find; undefined while unknown. */
  total: number | undefined;
  busy: BulkAction | 'select' | null;
  onSelectAll: () => void;
  onClear: () => void;
  onAction: (action: BulkAction, confirm?: number) => void;
}

/**
 * What the agent does with the selected listings: select every one the filters find, archive,
 * unarchive or delete them (delete asks for their number typed), or clear the selection.
 */
export function SelectionBar({
  count,
  total,
  busy,
  onSelectAll,
  onClear,
  onAction,
}: SelectionBarProps) {
  const { t } = useLingui();
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const countText = formatNumber(count);
  const totalText = formatNumber(total ?? 0);
  const maxText = formatNumber(MAX_BULK_LISTINGS);
  const more = total !== undefined && total > count;
  const act = (action: BulkAction, confirm?: number) => {
    onAction(action, confirm);
    setAsking(null);
  };
  return (
    <Paper withBorder radius="md" p="sm" data-testid="selection-bar">
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Text size="sm" fw={500} aria-live="polite">
            {t({
              message: plural(count, {
                one: `${countText} listing selected`,
                other: `${countText} listings selected`,
              }),
            })}
          </Text>
          {more && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={onSelectAll}
              disabled={busy !== null}
            >
              {total > MAX_BULK_LISTINGS ? (
                <Trans>Select the newest {maxText}</Trans>
              ) : (
                <Trans>Select all {totalText} matching</Trans>
              )}
            </Anchor>
          )}
          <Anchor component="button" type="button" size="sm" onClick={onClear}>
            <Trans>Clear selection</Trans>
          </Anchor>
        </Group>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconArchive size={16} aria-hidden />}
            loading={busy === 'archive'}
            disabled={busy !== null && busy !== 'archive'}
            onClick={() => setAsking('archive')}
          >
            <Trans>Archive</Trans>
          </Button>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconArchiveOff size={16} aria-hidden />}
            loading={busy === 'restore'}
            disabled={busy !== null && busy !== 'restore'}
            onClick={() => act('restore')}
          >
            <Trans>Unarchive</Trans>
          </Button>
          <Button
            variant="light"
            color="red"
            size="xs"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={busy === 'delete'}
            disabled={busy !== null && busy !== 'delete'}
            onClick={() => setAsking('delete')}
          >
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Group>
      <ConfirmModal
        opened={asking === 'archive'}
        title={t({
          message: plural(count, {
            one: `Archive ${countText} listing?`,
            other: `Archive ${countText} listings?`,
          }),
        })}
        keepLabel={<Trans>Cancel</Trans>}
        confirmLabel={<Trans>Archive</Trans>}
        confirmColor="primary"
        busy={busy === 'archive'}
        onConfirm={() => act('archive')}
        onClose={() => setAsking(null)}
      >
        <Trans>Customers will no longer see them; you can unarchive them later.</Trans>
      </ConfirmModal>
      <BulkDeleteModal
        opened={asking === 'delete'}
        count={count}
        busy={busy === 'delete'}
        onConfirm={(typed) => act('delete', typed)}
        onClose={() => setAsking(null)}
      />
    </Paper>
  );
}
