import { useState } from 'react';
import { List, Popover, RingProgress, Text, UnstyledButton } from '@mantine/core';

interface CompletionRingProps {
  value: number;
  missing: string[];
}

/** The listing's completion (16 equal checks); hovering or tapping lists what is missing. */
export function CompletionRing({ value, missing }: CompletionRingProps) {
  const [opened, setOpened] = useState(false);
  const color = value >= 80 ? 'teal' : value >= 50 ? 'yellow' : 'orange';
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <UnstyledButton
          aria-label={`Completion ${value}%: show what is missing`}
          aria-expanded={opened}
          onMouseEnter={() => setOpened(true)}
          onMouseLeave={() => setOpened(false)}
          onClick={() => setOpened((o) => !o)}
          data-testid="completion-ring"
        >
          <RingProgress
            size={64}
            thickness={6}
            roundCaps
            sections={[{ value, color }]}
            label={
              <Text ta="center" size="xs" fw={700}>
                {value}%
              </Text>
            }
          />
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown maw={260}>
        {missing.length === 0 ? (
          <Text size="sm">Everything is filled in.</Text>
        ) : (
          <>
            <Text size="sm" fw={600} mb={6}>
              Still missing
            </Text>
            <List size="sm" spacing={2}>
              {missing.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
