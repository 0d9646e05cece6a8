import { Card, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';

/** Reached only by `?tab=Viewings`: the listing's viewing requests will be listed here. */
export function ViewingsTab() {
  return (
    <Card withBorder radius="md" padding="xl" data-testid="viewings-empty">
      <Stack align="center" gap="sm" ta="center">
        <IconCalendarEvent size={40} stroke={1.4} aria-hidden />
        <Title order={2} size="h4">
          No viewing requests yet
        </Title>
        <Text c="dimmed" maw={420}>
          When customers ask to view this listing, their viewing requests will show here.
        </Text>
      </Stack>
    </Card>
  );
}
