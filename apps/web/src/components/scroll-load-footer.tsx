import { useEffect } from 'react';
import { Button, Group, Loader, Text } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { Trans } from '@lingui/react/macro';

interface ScrollLoadFooterProps {
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** How many items are shown: a page that arrives with the end still in view loads the next. */
  itemCount: number;
  /** The status line while the next page loads, in the reader's language: t`Loading more units…`. */
  loadingLabel: string;
  /** How far before the bottom the next page starts loading, so it is there when the user is. */
  prefetchMargin?: string;
}

/** By default the next page starts loading 600 px before the end comes into view. */
const PREFETCH_MARGIN = '600px 0px';

/**
 * The end of a list that loads as it scrolls: the next page starts near the bottom, a status
 * line says it is loading, and 'Load more' does the same for keyboard and switch users.
 */
export function ScrollLoadFooter({
  hasMore,
  loadingMore,
  loadMore,
  itemCount,
  loadingLabel,
  prefetchMargin = PREFETCH_MARGIN,
}: ScrollLoadFooterProps) {
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: prefetchMargin });
  const nearBottom = entry?.isIntersecting ?? false;
  useEffect(() => {
    if (!nearBottom || !hasMore || loadingMore || !entry) return;
    // The observer's answer may predate the page that just arrived (the end was in view while
    // the list was still loading): check where the end is now, after this render's layout.
    const below = parseInt(prefetchMargin, 10) || 0;
    if (entry.target.getBoundingClientRect().top <= window.innerHeight + below) loadMore();
  }, [nearBottom, hasMore, loadingMore, loadMore, itemCount, entry, prefetchMargin]);
  return (
    <>
      <div ref={ref} aria-hidden style={{ height: 1 }} />
      {loadingMore && (
        <Group justify="center" gap="xs" py="md" role="status" data-testid="loading-more">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {loadingLabel}
          </Text>
        </Group>
      )}
      {hasMore && !loadingMore && (
        <Group justify="center" py="md">
          <Button variant="default" onClick={loadMore}>
            <Trans>Load more</Trans>
          </Button>
        </Group>
      )}
    </>
  );
}
