import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, CloseButton, Group, Text } from '@mantine/core';
import type { Chip } from '../home-search';

/** What the sentence was understood as: one chip per filter, each removable. */
export function UnderstoodChips({
  chips,
  onRemove,
}: {
  chips: Chip[];
  onRemove: (key: string) => void;
}) {
  const { t } = useLingui();
  if (chips.length === 0) return null;
  return (
    <Group
      gap={6}
      role="group"
      aria-label={t`Understood from your search`}
      data-testid="understood"
    >
      <Text size="sm" c="dimmed">
        <Trans>Understood:</Trans>
      </Text>
      {chips.map(({ label, ...chip }) => (
        <Badge
          key={chip.key}
          size="lg"
          variant="light"
          tt="none"
          fw={500}
          pr={3}
          rightSection={
            <CloseButton
              size="sm"
              radius="xl"
              variant="transparent"
              c="inherit"
              onClick={() => onRemove(chip.key)}
              aria-label={t`Remove filter: ${label}`}
            />
          }
        >
          {label}
        </Badge>
      ))}
    </Group>
  );
}
