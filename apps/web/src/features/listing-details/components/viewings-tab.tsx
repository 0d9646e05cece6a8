import { Link } from 'react-router';
import { Anchor, Card, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LeadRows } from '../../../components/lead-row/lead-rows';
import { ScrollLoadFooter } from '../../../components/scroll-load-footer';
import { paths } from '../../../lib/paths';
import { leadListOptions } from '../../../lib/queries/leads';
import { useTenant } from '../../../lib/tenant';
import type { ListingDetail } from '../api/listing';

function NoViewings() {
  return (
    <Card withBorder radius="md" padding="xl" data-testid="viewings-empty">
      <Stack align="center" gap="sm" ta="center">
        <IconCalendarEvent size={40} stroke={1.4} aria-hidden />
        <Title order={2} size="h4">
          No viewing requests yet
        </Title>
        <Text c="dimmed" maw={420}>
          When customers ask to view this listing, their viewing requests will show here.
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * Reached only by `?tab=Viewings`: the listing's viewing requests, newest first, each opening in
 * Leads where the agent answers it.
 */
export function ViewingsTab({ listing }: { listing: ListingDetail }) {
  const { api, slug, site } = useTenant();
  const filters = { kind: 'VIEWING', property: listing.publicId };
  const query = useInfiniteQuery({ ...leadListOptions(api, slug, filters), retry: 1 });
  const viewings = query.data?.pages.flatMap((page) => page.content) ?? [];

  if (query.isPending) return <Skeleton height={160} radius="md" aria-hidden />;
  if (query.isError && !viewings.length) {
    return (
      <Text size="sm" c="dimmed" data-testid="viewings-failed">
        The viewing requests could not be loaded just now.{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Anchor>
      </Text>
    );
  }
  if (!viewings.length) return <NoViewings />;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Viewing requests
        </Title>
        <Anchor component={Link} to={paths.leads(slug, filters)} size="sm">
          See them in Leads
        </Anchor>
      </Group>
      <Paper withBorder radius="md" p={4}>
        <LeadRows
          leads={viewings}
          linkTo={(viewing) => paths.leads(slug, { ...filters, lead: viewing.publicId })}
          label="Viewing requests"
          timeZone={site.timeZone}
          showListing={false}
        />
        <ScrollLoadFooter
          hasMore={query.hasNextPage}
          loadingMore={query.isFetchingNextPage}
          loadMore={() => void query.fetchNextPage()}
          itemCount={viewings.length}
          noun="viewing requests"
        />
      </Paper>
    </Stack>
  );
}
