import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { Gate } from '../draft-gating';
import { TAB_LABELS, type EditorTab } from '../editor-tabs';

/** What a locked tab shows: why, and the way back to the tab that needs work. */
export function BlockedTab({ gate, hrefOf }: { gate: Gate; hrefOf: (tab: EditorTab) => string }) {
  const { t } = useLingui();
  const tabLabel = t(TAB_LABELS[gate.fixTab]);
  return (
    <Card padding="xl" data-testid="blocked-tab" data-tour="blocked">
      <Stack align="center" ta="center" gap="sm" py="lg">
        <ThemeIcon size={56} radius={28} variant="light" color="orange" aria-hidden>
          <IconLock size={28} />
        </ThemeIcon>
        <Text fw={600} size="lg" role="alert">
          {t(gate.message)}
        </Text>
        <Button component={Link} to={hrefOf(gate.fixTab)} variant="light">
          <Trans>Go to {tabLabel}</Trans>
        </Button>
      </Stack>
    </Card>
  );
}
