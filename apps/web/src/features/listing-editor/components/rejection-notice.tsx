import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/**
 * A moderator's reason for sending the listing back, above every tab of the editor: the agent
 * reads it on the tab where they fix it.
 */
export function RejectionNotice({ reason, children }: { reason: string; children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <Alert
      color="red"
      variant="light"
      title={t`A moderator sent this listing back`}
      icon={<IconAlertTriangle size={20} />}
      data-testid="rejection-reason"
    >
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }} dir="auto">
        {reason}
      </Text>
      <Text size="sm" mt="xs">
        <Trans>Fix what the moderator describes, save, then send it for review again.</Trans>
      </Text>
      {children}
    </Alert>
  );
}
