import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconClockHour4, IconPencil, IconSend } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-client';
import { timeAgo } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { useSendForReview, type EditorListing } from '../api/listing';
import { RejectionNotice } from './rejection-notice';

/** What happens after 'Send for review', said the same way wherever the button shows. */
const WHAT_NEXT =
  'A moderator checks it; once approved it goes live on the site and you get an email.';

/**
 * Where a saved listing under review stands, above every tab of the editor, and the agent's one
 * step: 'Send for review'. Until then moderators see it as being filled in; a listing sent back
 * waits for the agent to send it again. Nothing shows once it is approved.
 */
export function ReviewStep({ listing }: { listing: EditorListing }) {
  const send = useSendForReview(listing.publicId);
  const now = useNow();
  if (listing.published === 'APPROVED') return null;

  const button = (
    <Button
      leftSection={<IconSend size={16} aria-hidden />}
      loading={send.isPending}
      onClick={() =>
        send.mutate(listing.updatedAt, {
          onSuccess: () =>
            notifications.show({
              color: 'teal',
              title: 'Sent for review',
              message: WHAT_NEXT,
            }),
        })
      }
    >
      Send for review
    </Button>
  );
  const problem = send.isError && (
    <Text size="sm" c="red.8" role="alert">
      {errorMessage(send.error)}
    </Text>
  );

  if (listing.rejectionReason) {
    return (
      <RejectionNotice reason={listing.rejectionReason}>
        <Stack gap="xs" mt="sm" align="flex-start">
          {button}
          {problem}
        </Stack>
      </RejectionNotice>
    );
  }
  if (listing.readyForReviewAt) {
    return (
      <Alert
        color="blue"
        variant="light"
        icon={<IconClockHour4 size={20} />}
        title={`Under review: sent ${timeAgo(listing.readyForReviewAt, now)}`}
        data-testid="review-step"
      >
        <Text size="sm">{WHAT_NEXT} You can still edit it meanwhile.</Text>
      </Alert>
    );
  }
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconPencil size={20} />}
      title="Under review: not sent yet"
      data-testid="review-step"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          Moderators see this listing as being filled in
          {listing.completion < 100 ? ` (${listing.completion}% complete)` : ''}. When the photos,
          features and the rest are done, send it for review. {WHAT_NEXT}
        </Text>
        <Group gap="sm">{button}</Group>
        {problem}
      </Stack>
    </Alert>
  );
}
