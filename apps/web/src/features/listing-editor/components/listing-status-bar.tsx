import { Trans } from '@lingui/react/macro';
import { Alert, Stack } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import { PublicLinkCard } from '../../../components/public-link/public-link-card';
import type { EditorListing } from '../api/listing';

/** Where the listing stands: live with its link, archived (review shows above the tabs). */
export function ListingStatusBar({ listing }: { listing: EditorListing }) {
  return (
    <Stack gap="sm">
      {/* An archived listing has no public page, so it has no link to share. */}
      {listing.published === 'APPROVED' && !listing.archived && (
        <PublicLinkCard publicId={listing.publicId} />
      )}
      {listing.archived && (
        <Alert color="gray" variant="light" icon={<IconArchive size={20} />}>
          <Trans>
            Archived: customers do not see this listing until you unarchive it on the Others tab.
          </Trans>
        </Alert>
      )}
    </Stack>
  );
}
