import {
  Alert,
  Anchor,
  Badge,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconArchive,
  IconCheck,
  IconClockHour4,
  IconCopy,
} from '@tabler/icons-react';
import { LINK_COPIED_MS } from '@propdesk/shared';
import { useTenant } from '../../../lib/tenant';
import type { EditorListing } from '../api/listing';
import { publicListingUrl } from './public-listing-url';

function PublicLink({ listing }: { listing: EditorListing }) {
  const { slug } = useTenant();
  const url = publicListingUrl(slug, listing.publicId);
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs">
            <Badge leftSection={<IconCheck size={12} />}>Live</Badge>
            <Text size="sm" c="dimmed">
              Customers can find this listing at
            </Text>
          </Group>
          <Anchor href={url} size="sm" truncate="end" data-testid="public-link">
            {url}
          </Anchor>
        </Stack>
        <CopyButton value={url} timeout={LINK_COPIED_MS}>
          {({ copied, copy }) => (
            <Tooltip label="Copy the public link" disabled={copied}>
              <Button
                variant={copied ? 'filled' : 'default'}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
                aria-live="polite"
              >
                {copied ? 'Link copied' : 'Copy link'}
              </Button>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Paper>
  );
}

/** Where the listing stands: live with its link, in review, sent back, archived. */
export function ListingStatusBar({ listing }: { listing: EditorListing }) {
  return (
    <Stack gap="sm">
      {listing.rejectionReason && (
        <Alert
          color="red"
          variant="light"
          title="A moderator sent this listing back"
          icon={<IconAlertTriangle size={20} />}
          data-testid="rejection-reason"
        >
          <Text size="sm" fw={600}>
            {listing.rejectionReason}
          </Text>
          <Text size="sm" mt="xs">
            Fix what the moderator describes on the tabs above and save: the listing goes back to
            review.
          </Text>
        </Alert>
      )}
      {listing.published === 'APPROVED' ? (
        <PublicLink listing={listing} />
      ) : (
        !listing.rejectionReason && (
          <Alert color="blue" variant="light" icon={<IconClockHour4 size={20} />}>
            In review: a moderator checks new and changed listings before they go live
          </Alert>
        )
      )}
      {listing.archived && (
        <Alert color="gray" variant="light" icon={<IconArchive size={20} />}>
          Archived: customers do not see this listing until you unarchive it on the Others tab.
        </Alert>
      )}
    </Stack>
  );
}
