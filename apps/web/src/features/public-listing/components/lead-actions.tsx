import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconFileTypePdf, IconMessageQuestion } from '@tabler/icons-react';
import { FavouriteButton } from '../../../components/favourite-button';
import type { LeadKind } from './lead-modal';

/**
 * What a visitor can do about a listing: ask, ask to view, keep it among their favourites, take
 * its brochure away (a plain link beside the page's address: it works without scripts).
 */
export function LeadActions({
  propertyId,
  brochureHref,
  onOpen,
}: {
  propertyId: string;
  brochureHref: string;
  onOpen: (kind: LeadKind) => void;
}) {
  // On paper the buttons do nothing: a printed page shows the listing and its agency only.
  return (
    <Stack gap="xs" data-print="hide">
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
      <Button
        component="a"
        href={brochureHref}
        download
        variant="subtle"
        leftSection={<IconFileTypePdf size={18} />}
        fullWidth
      >
        <Trans>Download brochure</Trans>
      </Button>
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
