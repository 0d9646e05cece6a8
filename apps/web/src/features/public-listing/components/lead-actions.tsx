import { Trans } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import { IconCalendarEvent, IconMessageQuestion } from '@tabler/icons-react';
import type { LeadKind } from './lead-modal';

/** The two things a visitor can do about a listing. */
export function LeadActions({ onOpen }: { onOpen: (kind: LeadKind) => void }) {
  return (
    <Stack gap="xs">
      <Button
        leftSection={<IconMessageQuestion size={18} />}
        onClick={() => onOpen('INQUIRY')}
        fullWidth
      >
        <Trans>Ask a question</Trans>
      </Button>
      <Button
        variant="light"
        leftSection={<IconCalendarEvent size={18} />}
        onClick={() => onOpen('VIEWING')}
        fullWidth
      >
        <Trans>Request a viewing</Trans>
      </Button>
    </Stack>
  );
}
