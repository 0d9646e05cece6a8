import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';

/** A field label with a quiet '(optional)' after it, keeping side-by-side fields aligned. */
export function optionalLabel(label: ReactNode) {
  return (
    <>
      {label}{' '}
      <Text span c="dimmed" fz="xs" fw={400}>
        <Trans>(optional)</Trans>
      </Text>
    </>
  );
}
