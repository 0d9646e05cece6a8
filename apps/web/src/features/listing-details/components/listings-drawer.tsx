import { Link } from 'react-router';
import { Button, Drawer, Group, NavLink, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ListingStatusDot } from '../../../components/listing-status-dot';
import { errorMessage } from '../../../lib/api-client';
import { useDrawerListings } from '../api/listing';

interface ListingsDrawerProps {
  opened: boolean;
  onClose: () => void;
  agentId: string;
  currentId: string;
  /** The address of a listing's detail page on the tab open now. */
  hrefOf: (publicId: string) => string;
  state: unknown;
}

/** The agent's listings beside the page: a green dot for approved, red for under review. */
export function ListingsDrawer({
  opened,
  onClose,
  agentId,
  currentId,
  hrefOf,
  state,
}: ListingsDrawerProps) {
  const listings = useDrawerListings(agentId, opened);
  const { t } = useLingui();
  const items = listings.data?.pages.flatMap((page) => page.content) ?? [];

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t`My listings`}
      position="right"
      size="sm"
      closeButtonProps={{ 'aria-label': t`Close my listings` }}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Stack gap={4} data-testid="listings-drawer">
        {listings.isPending && <Skeleton height={240} />}
        {listings.isError && (
          <Text c="red" size="sm">
            {errorMessage(listings.error)}
          </Text>
        )}
        {items.map((item) => (
          <NavLink
            key={item.publicId}
            component={Link}
            to={hrefOf(item.publicId)}
            state={state}
            onClick={onClose}
            active={item.publicId === currentId}
            aria-current={item.publicId === currentId ? 'page' : undefined}
            data-status={item.published}
            label={<span dir="auto">{item.title || item.name}</span>}
            description={
              <Group gap={6} wrap="nowrap" component="span">
                <Text span size="xs" dir="ltr">
                  {item.code}
                </Text>
                {item.archived && (
                  <Text span size="xs" c="dimmed">
                    · <Trans>Archived</Trans>
                  </Text>
                )}
              </Group>
            }
            leftSection={<ListingStatusDot published={item.published} label={false} />}
            styles={{ label: { overflowWrap: 'anywhere' } }}
          />
        ))}
        {listings.hasNextPage && (
          <Button
            variant="subtle"
            onClick={() => void listings.fetchNextPage()}
            loading={listings.isFetchingNextPage}
          >
            <Trans>Show more</Trans>
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
