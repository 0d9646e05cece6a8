import { Button, Group, Modal, Stack, Text } from '@mantine/core';
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
  const name = listing ? `'${listing.title || listing.name}'` : 'This listing';
  const confirm = () => {
    if (!listing) return;
    setArchived.mutate({ publicId: listing.publicId, archived: archiving }, { onSuccess: onClose });
  };
  return (
    <Modal
      opened={!!listing}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={archiving ? 'Archive this listing?' : 'Unarchive this listing?'}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          {archiving
            ? `${name} will no longer be shown to customers.`
            : `${name} will be shown to customers again once it is approved.`}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={confirm} loading={setArchived.isPending}>
            {archiving ? 'Archive' : 'Unarchive'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
