import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Center, Loader, Stack, Text } from '@mantine/core';

/** A page that is on its way, saying so ('Loading' unless told what). */
export function FullPageLoader({ label }: { label?: ReactNode }) {
  return (
    <Center mih="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="md" aria-hidden />
        <Text c="dimmed" size="sm">
          {label ?? <Trans>Loading</Trans>}
        </Text>
      </Stack>
    </Center>
  );
}
