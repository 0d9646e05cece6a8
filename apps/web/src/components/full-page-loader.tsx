import { Center, Loader, Stack, Text } from '@mantine/core';

export function FullPageLoader({ label }: { label: string }) {
  return (
    <Center mih="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="md" aria-hidden />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
