import { Trans } from '@lingui/react/macro';
import { Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import classes from './autosave-status.module.css';

/**
 * Where the editor's own saving stands: 'saving' while a save is under way, 'saved' once the
 * server stored it, 'invalid' when a pause found fields to fix, 'conflict' while fields both the
 * agent and a save made meanwhile changed wait for the agent's choice, 'failed' when the server
 * refused the save (its message is shown too).
 */
export type AutosaveState = 'idle' | 'saving' | 'saved' | 'invalid' | 'conflict' | 'failed';

const NOT_SAVED: AutosaveState[] = ['invalid', 'conflict', 'failed'];

/**
 * The state line above the editor's buttons, read out by screen readers as it changes; with a
 * conflict waiting, the button that opens the choice again.
 */
export function AutosaveStatus({
  state,
  onChoose,
}: {
  state: AutosaveState;
  onChoose?: () => void;
}) {
  return (
    <Group gap={6} justify="flex-end" mih={22} data-testid="autosave-status" data-state={state}>
      <Group gap={6} wrap="nowrap" role="status" aria-live="polite">
        {state === 'saving' && (
          <>
            <Loader size={14} aria-hidden />
            <Text size="sm" c="dimmed">
              <Trans>Saving…</Trans>
            </Text>
          </>
        )}
        {state === 'saved' && (
          <>
            <IconCircleCheck size={16} aria-hidden color="var(--mantine-color-teal-8)" />
            <Text size="sm" c="dimmed">
              <Trans>Saved</Trans>
            </Text>
          </>
        )}
        {NOT_SAVED.includes(state) && (
          <>
            <IconAlertCircle size={16} aria-hidden className={classes.refused} />
            <Text size="sm" className={classes.refused}>
              {state === 'invalid' && <Trans>Not saved: fix the marked fields</Trans>}
              {state === 'conflict' && <Trans>Not saved: this listing changed meanwhile</Trans>}
              {state === 'failed' && <Trans>Not saved</Trans>}
            </Text>
          </>
        )}
      </Group>
      {state === 'conflict' && onChoose && (
        <Button size="compact-sm" variant="default" onClick={onChoose}>
          <Trans>Choose values</Trans>
        </Button>
      )}
    </Group>
  );
}
