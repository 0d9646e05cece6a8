import { Trans } from '@lingui/react/macro';
import { Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import classes from './autosave-status.module.css';

/**
 * Where the editor's own saving stands: 'saving' while a save is under way, 'saved' once the
 * server stored it, 'invalid' when a pause found fields to fix, 'failed' when the server refused
 * the save (its message is shown too).
 */
export type AutosaveState = 'idle' | 'saving' | 'saved' | 'invalid' | 'failed';

/** The state line above the editor's buttons, read out by screen readers as it changes. */
export function AutosaveStatus({ state }: { state: AutosaveState }) {
  return (
    <Group
      gap={6}
      justify="flex-end"
      mih={22}
      role="status"
      aria-live="polite"
      data-testid="autosave-status"
      data-state={state}
    >
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
      {(state === 'invalid' || state === 'failed') && (
        <>
          <IconAlertCircle size={16} aria-hidden className={classes.refused} />
          <Text size="sm" className={classes.refused}>
            {state === 'invalid' ? (
              <Trans>Not saved: fix the marked fields</Trans>
            ) : (
              <Trans>Not saved</Trans>
            )}
          </Text>
        </>
      )}
    </Group>
  );
}
