import { Trans } from '@lingui/react/macro';
import { Button, Group, useDirection } from '@mantine/core';
import { IconArrowRight, IconDeviceFloppy } from '@tabler/icons-react';

interface EditorActionsProps {
  onDiscard?: () => void;
  onSave?: () => void;
  onNext?: () => void;
  /** A new draft on the price tab: the one button that creates the listing. */
  onCreate?: () => void;
  saving: boolean;
  /** A save of the editor's own is under way: Discard waits for its answer. */
  autosaving?: boolean;
}

/** The buttons under a tab: Discard on the left, Save / Next or 'Save and Continue' on the right. */
export function EditorActions({
  onDiscard,
  onSave,
  onNext,
  onCreate,
  saving,
  autosaving = false,
}: EditorActionsProps) {
  // 'Next' points the way the page reads: left in Arabic.
  const { dir } = useDirection();
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      {onDiscard ? (
        <Button
          variant="subtle"
          color="gray"
          px="xs"
          onClick={onDiscard}
          disabled={saving || autosaving}
        >
          <Trans>Discard</Trans>
        </Button>
      ) : (
        <span />
      )}
      <Group gap="xs" wrap="nowrap">
        {onSave && (
          <Button
            variant="default"
            leftSection={<IconDeviceFloppy size={18} />}
            onClick={onSave}
            loading={saving}
          >
            <Trans>Save</Trans>
          </Button>
        )}
        {onCreate && (
          <Button onClick={onCreate} loading={saving} data-tour="save-and-continue">
            <Trans>Save and Continue</Trans>
          </Button>
        )}
        {onNext && (
          <Button
            rightSection={
              <IconArrowRight
                size={18}
                style={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined}
              />
            }
            onClick={onNext}
            disabled={saving}
          >
            <Trans>Next</Trans>
          </Button>
        )}
      </Group>
    </Group>
  );
}
