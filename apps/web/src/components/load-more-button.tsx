import { Button, Group } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** 'Load more' under a list that pages on request (a log read from the newest), shown while there is more. */
export function LoadMoreButton({ query }: { query: PagedQuery }) {
  if (!query.hasNextPage) return null;
  return (
    <Group justify="center">
      <Button
        variant="default"
        loading={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        <Trans>Load more</Trans>
      </Button>
    </Group>
  );
}
