import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconMessageQuestion } from '@tabler/icons-react';
import { FavouriteButton } from '../../../components/favourite-button';
import type { LeadKind } from './lead-modal';

/** What a visitor can do about a listing: ask, ask to view, keep it among their favourites. */
export function LeadActions({
  propertyId,
  onOpen,
}: {
  propertyId: string;
  onOpen: (kind: LeadKind) => void;
}) {
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
      <FavouriteButton propertyId={propertyId} withLabel />
      {/* The page reads without scripts; these three need them. */}
      <noscript>
        <Text size="sm" c="dimmed" data-testid="needs-javascript">
          <Trans>
            Asking a question, requesting a viewing and saving a favourite need JavaScript: turn it
            on in your browser to use them.
          </Trans>
        </Text>
      </noscript>
    </Stack>
  );
}
