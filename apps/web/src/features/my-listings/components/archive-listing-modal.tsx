import { ArchiveConfirmModal } from '../../../components/archive-confirm-modal';
import type { FoundListing } from '../../../lib/queries/listing-search';
import { useSetArchived } from '../api/my-listings';

/** Asks before archiving or unarchiving a listing from its card, then applies it. */
export function ArchiveListingModal({
  listing,
  onClose,
}: {
  listing: FoundListing | null;
  onClose: () => void;
}) {
  const setArchived = useSetArchived();
  const archiving = !listing?.archived;
  const confirm = () => {
    if (!listing) return;
    setArchived.mutate({ publicId: listing.publicId, archived: archiving }, { onSuccess: onClose });
  };
  return (
    <ArchiveConfirmModal
      opened={!!listing}
      name={listing ? listing.title || listing.name : ''}
      archiving={archiving}
      busy={setArchived.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
