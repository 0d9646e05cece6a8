import { useEffect, useRef, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { LeadRows } from '../../../components/lead-row/lead-rows';
import { ScrollLoadFooter } from '../../../components/scroll-load-footer';
import type { Lead } from '../../../lib/queries/leads';
import { steadyOrder } from '../steady-order';

type LeadPages = UseInfiniteQueryResult<InfiniteData<{ content: Lead[] }>>;

interface LeadListProps {
  query: LeadPages;
  /** The address that opens a lead. */
  linkTo: (lead: { publicId: string }) => string;
  selectedId: string | null;
  timeZone: string;
  showUnread: boolean;
  /** Lead each row with the person (agents) or the listing (customers). */
  heading: 'person' | 'listing';
  /** What an empty list says (no leads yet, or none matching the filters). */
  empty: ReactNode;
  /** What the list is called, for screen readers. */
  label: string;
  /** Changes when the list asks for other leads (its filters): the order starts afresh. */
  listKey?: string;
}

/**
 * The rows to show: the fresh order when no lead is open; while one is, the rows already shown
 * keep their places (steadyOrder), so the open lead stays in view when a reply re-sorts the list.
 */
function useSteadyRows(fresh: Lead[], openId: string | null, listKey: string): Lead[] {
  const shown = useRef<{ key: string; rows: Lead[] } | null>(null);
  const previous = shown.current?.key === listKey ? shown.current.rows : null;
  const rows = openId && previous ? steadyOrder(previous, fresh, openId) : fresh;
  useEffect(() => {
    shown.current = { key: listKey, rows };
  });
  return rows;
}

/** Leads newest first, 20 a page, loading more near the bottom ('Load more' for keyboards). */
export function LeadList({
  query,
  linkTo,
  selectedId,
  timeZone,
  showUnread,
  heading,
  empty,
  label,
  listKey = '',
}: LeadListProps) {
  const { t } = useLingui();
  const fresh = query.data?.pages.flatMap((page) => page.content) ?? [];
  const leads = useSteadyRows(fresh, selectedId, listKey);
  if (query.isPending) {
    return (
      <Stack gap="xs" aria-hidden>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={84} radius="md" />
        ))}
      </Stack>
    );
  }
  if (query.isError && !leads.length) {
    return (
      <Text size="sm" c="dimmed" data-testid="leads-failed">
        <Trans>The list could not be loaded just now.</Trans>{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Anchor>
      </Text>
    );
  }
  if (!leads.length)
    return (
      <Card withBorder radius="md" padding="xl">
        {empty}
      </Card>
    );
  return (
    <Paper withBorder radius="md" p={4}>
      <LeadRows
        leads={leads}
        linkTo={linkTo}
        label={label}
        timeZone={timeZone}
        selectedId={selectedId}
        showUnread={showUnread}
        heading={heading}
      />
      <ScrollLoadFooter
        hasMore={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        loadMore={() => void query.fetchNextPage()}
        itemCount={leads.length}
        loadingLabel={t`Loading more leads…`}
      />
    </Paper>
  );
}
