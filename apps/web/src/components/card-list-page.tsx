import type { ReactNode } from 'react';
import { Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../lib/api-client';

/** A dashboard page's heading: its title, what it is for, and its main action. */
export function PageHeading({
  title,
  description,
  action,
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm" maw={640}>
            {description}
          </Text>
        )}
      </div>
      {action}
    </Group>
  );
}

interface LoadState {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
}

/**
 * A titled section listing cards in a grid (one column on phones, two from `wideFrom`), with
 * its loading, error and empty states. The cards are `<li>`s: the grid is the list.
 */
export function CardListSection({
  id,
  heading,
  state,
  loadingLabel,
  loadingHeight = 120,
  count,
  empty,
  wideFrom = 'sm',
  children,
  footer,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  heading: ReactNode;
  state: LoadState;
  loadingLabel: string;
  loadingHeight?: number;
  count: number;
  empty: ReactNode;
  wideFrom?: 'sm' | 'md';
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Stack gap="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {heading}
      </Title>
      {state.isPending && <Skeleton height={loadingHeight} radius="md" aria-label={loadingLabel} />}
      {state.isError && (
        <Text role="alert" c="red">
          {errorMessage(state.error)}
        </Text>
      )}
      {state.isSuccess && count === 0 && empty}
      {count > 0 && (
        <SimpleGrid
          cols={{ base: 1, [wideFrom]: 2 }}
          spacing="md"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {children}
        </SimpleGrid>
      )}
      {footer}
    </Stack>
  );
}
