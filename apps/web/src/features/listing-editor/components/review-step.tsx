import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconClockHour4, IconPencil, IconSend } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-client';
import { timeAgo } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { useSendForReview, type EditorListing } from '../api/listing';
import { RejectionNotice } from './rejection-notice';

/** What happens after 'Send for review', said the same way wherever the button shows. */
const WHAT_NEXT = msg`A moderator checks it; once approved it goes live on the site and you get an email.`;

/**
 * Where a saved listing under review stands, above every tab of the editor, and the agent's one
 * step: 'Send for review'. Until then moderators see it as being filled in; a listing sent back
 * waits for the agent to send it again. Nothing shows once it is approved.
 */
export function ReviewStep({ listing }: { listing: EditorListing }) {
  const send = useSendForReview(listing.publicId);
  const now = useNow();
  const { t } = useLingui();
  if (listing.published === 'APPROVED') return null;
  const whatNext = t(WHAT_NEXT);
  const completion = listing.completion;

  const button = (
    <Button
      leftSection={<IconSend size={16} aria-hidden />}
      loading={send.isPending}
      onClick={() =>
        send.mutate(listing.updatedAt, {
          onSuccess: () =>
            notifications.show({
              color: 'teal',
              title: t`Sent for review`,
              message: whatNext,
            }),
        })
      }
    >
      <Trans>Send for review</Trans>
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
    const ago = timeAgo(listing.readyForReviewAt, now);
    return (
      <Alert
        color="blue"
        variant="light"
        icon={<IconClockHour4 size={20} />}
        title={t`Under review: sent ${ago}`}
        data-testid="review-step"
      >
        <Text size="sm">
          {whatNext} <Trans>You can still edit it meanwhile.</Trans>
        </Text>
      </Alert>
    );
  }
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconPencil size={20} />}
      title={t`Under review: not sent yet`}
      data-testid="review-step"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {completion < 100 ? (
            <Trans>
              Moderators see this listing as being filled in ({completion}% complete). When the
              photos, features and the rest are done, send it for review.
            </Trans>
          ) : (
            <Trans>
              Moderators see this listing as being filled in. When the photos, features and the rest
              are done, send it for review.
            </Trans>
          )}{' '}
          {whatNext}
        </Text>
        <Group gap="sm">{button}</Group>
        {problem}
      </Stack>
    </Alert>
  );
}
