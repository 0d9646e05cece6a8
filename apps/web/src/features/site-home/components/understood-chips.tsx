import { Group, Pill, Text } from '@mantine/core';
import type { Chip } from '../home-search';

/** What the sentence was understood as: one chip per filter, each removable. */
export function UnderstoodChips({
  chips,
  onRemove,
}: {
  chips: Chip[];
  onRemove: (key: string) => void;
}) {
  if (chips.length === 0) return null;
  return (
    <Group gap={6} role="group" aria-label="Understood from your search" data-testid="understood">
      <Text size="sm" c="dimmed">
        Understood:
      </Text>
      {chips.map((chip) => (
        <Pill
          key={chip.key}
          size="md"
          withRemoveButton
          onRemove={() => onRemove(chip.key)}
          removeButtonProps={{ 'aria-label': `Remove filter: ${chip.label}` }}
        >
          {chip.label}
        </Pill>
      ))}
    </Group>
  );
}
