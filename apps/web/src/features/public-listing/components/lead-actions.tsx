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
        Ask a question
      </Button>
      <Button
        variant="light"
        leftSection={<IconCalendarEvent size={18} />}
        onClick={() => onOpen('VIEWING')}
        fullWidth
      >
        Request a viewing
      </Button>
    </Stack>
  );
}
