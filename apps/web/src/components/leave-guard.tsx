import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useBlocker } from 'react-router';
import { Button, Group, Modal, Text } from '@mantine/core';

/** Router state for a move that leaves nothing to save behind (the listing was just deleted). */
export const NOTHING_TO_SAVE = { nothingToSave: true } as const;

const nothingToSave = (state: unknown) =>
  typeof state === 'object' && state !== null && 'nothingToSave' in state;

/**
 * Asks before leaving with unsaved edits to `subject` ('this listing', already in the reader's
 * language): a confirm for in-app navigation (changes of the query string, such as an editor's
 * tabs, stay free), the browser's own prompt for closing or reloading the tab.
 */
export function LeaveGuard({ when, subject }: { when: boolean; subject: string }) {
  const { t } = useLingui();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      currentLocation.pathname !== nextLocation.pathname &&
      !nothingToSave(nextLocation.state),
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t`Close` }}
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t`Leave without saving?`}
      centered
    >
      <Text size="sm">
        <Trans comment="subject: what was edited, such as 'this listing'">
          Your changes to {subject} have not been saved.
        </Trans>
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          <Trans>Stay</Trans>
        </Button>
        <Button color="red.9" onClick={() => blocker.proceed?.()}>
          <Trans>Leave</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
