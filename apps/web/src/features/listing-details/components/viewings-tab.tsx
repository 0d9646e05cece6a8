import { Link } from 'react-router';
import { Anchor, Card, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
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
          <Trans>No viewing requests yet</Trans>
        </Title>
        <Text c="dimmed" maw={420}>
          <Trans>
            When customers ask to view this listing, their viewing requests will show here.
          </Trans>
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
  const { t } = useLingui();
  const filters = { kind: 'VIEWING', property: listing.publicId };
  const query = useInfiniteQuery({ ...leadListOptions(api, slug, filters), retry: 1 });
  const viewings = query.data?.pages.flatMap((page) => page.content) ?? [];

  if (query.isPending) return <Skeleton height={160} radius="md" aria-hidden />;
  if (query.isError && !viewings.length) {
    return (
      <Text size="sm" c="dimmed" data-testid="viewings-failed">
        <Trans>
          The viewing requests could not be loaded just now.{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Anchor>
        </Trans>
      </Text>
    );
  }
  if (!viewings.length) return <NoViewings />;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          <Trans>Viewing requests</Trans>
        </Title>
        <Anchor component={Link} to={paths.leads(slug, filters)} size="sm">
          <Trans>See them in Leads</Trans>
        </Anchor>
      </Group>
      <Paper withBorder radius="md" p={4}>
        <LeadRows
          leads={viewings}
          linkTo={(viewing) => paths.leads(slug, { ...filters, lead: viewing.publicId })}
          label={t`Viewing requests`}
          timeZone={site.timeZone}
          showListing={false}
        />
        <ScrollLoadFooter
          hasMore={query.hasNextPage}
          loadingMore={query.isFetchingNextPage}
          loadMore={() => void query.fetchNextPage()}
          itemCount={viewings.length}
          loadingLabel={t`Loading more viewing requests…`}
        />
      </Paper>
    </Stack>
  );
}
