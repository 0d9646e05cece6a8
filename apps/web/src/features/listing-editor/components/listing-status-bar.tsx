import { Alert, Stack } from '@mantine/core';
import { IconArchive, IconClockHour4 } from '@tabler/icons-react';
import { PublicLinkCard } from '../../../components/public-link/public-link-card';
import type { EditorListing } from '../api/listing';

/** Where the listing stands: live with its link, in review, archived (a rejection shows above the tabs). */
export function ListingStatusBar({ listing }: { listing: EditorListing }) {
  return (
    <Stack gap="sm">
      {/* An archived listing has no public page, so it has no link to share. */}
      {listing.published === 'APPROVED' && !listing.archived && (
        <PublicLinkCard publicId={listing.publicId} />
      )}
      {listing.published !== 'APPROVED' && !listing.rejectionReason && (
        <Alert color="blue" variant="light" icon={<IconClockHour4 size={20} />}>
          In review: a moderator checks new and changed listings before they go live
        </Alert>
      )}
      {listing.archived && (
        <Alert color="gray" variant="light" icon={<IconArchive size={20} />}>
          Archived: customers do not see this listing until you unarchive it on the Others tab.
        </Alert>
      )}
    </Stack>
  );
}
