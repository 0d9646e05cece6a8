import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { List, Popover, RingProgress, Text, UnstyledButton } from '@mantine/core';

/** The shared completion checks' names (`missingCompletion`), in the reader's language. */
const MISSING: Record<string, MessageDescriptor> = {
  Name: msg`Name`,
  Title: msg`Title`,
  Description: msg`Description`,
  'Property type': msg`Property type`,
  Category: msg`Category`,
  Suburb: msg`Suburb`,
  'Map position': msg`Map position`,
  Price: msg`Price`,
  Currency: msg`Currency`,
  'Price type': msg`Price type`,
  'Area with its unit': msg`Area with its unit`,
  'Year built': msg`Year built`,
  Keywords: msg`Keywords`,
  'A feature': msg`A feature`,
  'An image': msg`An image`,
  'A profile photo': msg`A profile photo`,
};

interface CompletionRingProps {
  value: number;
  missing: string[];
}

/** The listing's completion (16 equal checks); hovering or tapping lists what is missing. */
export function CompletionRing({ value, missing }: CompletionRingProps) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const nameOf = (item: string) => {
    const known = MISSING[item];
    return known ? t(known) : item;
  };
  const color = value >= 80 ? 'teal' : value >= 50 ? 'yellow' : 'orange';
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <UnstyledButton
          aria-label={t`Completion ${value}%: show what is missing`}
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
          <Text size="sm">
            <Trans>Everything is filled in.</Trans>
          </Text>
        ) : (
          <>
            <Text size="sm" fw={600} mb={6}>
              <Trans>Still missing</Trans>
            </Text>
            <List size="sm" spacing={2}>
              {missing.map((item) => (
                <List.Item key={item}>{nameOf(item)}</List.Item>
              ))}
            </List>
          </>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
