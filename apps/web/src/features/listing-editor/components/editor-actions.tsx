import { Button, Group } from '@mantine/core';
import { IconArrowRight, IconDeviceFloppy } from '@tabler/icons-react';

interface EditorActionsProps {
  onDiscard?: () => void;
  onSave?: () => void;
  onNext?: () => void;
  /** A new draft on the price tab: the one button that creates the listing. */
  onCreate?: () => void;
  saving: boolean;
}

/** The buttons under a tab: Discard on the left, Save / Next or 'Save and Continue' on the right. */
export function EditorActions({ onDiscard, onSave, onNext, onCreate, saving }: EditorActionsProps) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      {onDiscard ? (
        <Button variant="subtle" color="gray" px="xs" onClick={onDiscard} disabled={saving}>
          Discard
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
            Save
          </Button>
        )}
        {onCreate && (
          <Button onClick={onCreate} loading={saving} data-tour="save-and-continue">
            Save and Continue
          </Button>
        )}
        {onNext && (
          <Button rightSection={<IconArrowRight size={18} />} onClick={onNext} disabled={saving}>
            Next
          </Button>
        )}
      </Group>
    </Group>
  );
}
