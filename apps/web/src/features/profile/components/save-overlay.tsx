import { useLingui } from '@lingui/react/macro';
import { Loader, LoadingOverlay, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { SavingStatus } from '../../../lib/use-saving-status';

/** The profile save overlay: 'Saving...' while the call runs, then 'Sent' (spec section 4). */
export function SaveOverlay({ status }: { status: SavingStatus }) {
  const { t } = useLingui();
  const visible = status === 'saving' || status === 'saved';
  return (
    <LoadingOverlay
      visible={visible}
      zIndex={50}
      overlayProps={{ blur: 2, backgroundOpacity: 0.35, radius: 'lg' }}
      loaderProps={{
        children: (
          <Stack align="center" gap={8} role="status" aria-live="polite">
            {status === 'saved' ? (
              <ThemeIcon size={44} radius="xl" color="teal" aria-hidden>
                <IconCheck size={26} />
              </ThemeIcon>
            ) : (
              <Loader size="md" aria-hidden />
            )}
            <Text fw={600}>{status === 'saved' ? t`Sent` : t`Saving...`}</Text>
          </Stack>
        ),
      }}
    />
  );
}
