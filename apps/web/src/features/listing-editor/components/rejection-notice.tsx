import type { ReactNode } from 'react';
import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/**
 * A moderator's reason for sending the listing back, above every tab of the editor: the agent
 * reads it on the tab where they fix it.
 */
export function RejectionNotice({ reason, children }: { reason: string; children?: ReactNode }) {
  return (
    <Alert
      color="red"
      variant="light"
      title="A moderator sent this listing back"
      icon={<IconAlertTriangle size={20} />}
      data-testid="rejection-reason"
    >
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {reason}
      </Text>
      <Text size="sm" mt="xs">
        Fix what the moderator describes, save, then send it for review again.
      </Text>
      {children}
    </Alert>
  );
}
