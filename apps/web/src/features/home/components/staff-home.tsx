import { Link } from 'react-router';
import { Anchor, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useModerationSummary } from '../../../lib/queries/moderation';
import { useTenant } from '../../../lib/tenant';

interface Count {
  label: string;
  value: number;
  /** Where the count's items are worked on; leads are the agents' own, so that count has none. */
  to?: string;
  linkLabel?: string;
}

function CountCard({ label, value, to, linkLabel }: Count) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={36} fw={800} lh={1.2} data-testid={`count-${label}`}>
        {value}
      </Text>
      {to && (
        <Anchor component={Link} to={to} size="sm" fw={600}>
          {linkLabel}
        </Anchor>
      )}
    </Paper>
  );
}

/** The home of a site's moderators and admins: what waits for them, and where to work on it. */
export function StaffHome() {
  const { slug } = useTenant();
  const summary = useModerationSummary(true);
  return (
    <Stack gap="lg">
      <Title order={2}>Moderation</Title>
      {summary.isPending && <Skeleton height={120} radius="lg" />}
      {summary.isError && <Text c="red.8">{errorMessage(summary.error)}</Text>}
      {summary.data && (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="lg">
          <CountCard
            label="Listings waiting"
            value={summary.data.waiting}
            to={paths.reviewQueue(slug)}
            linkLabel="Open the review queue"
          />
          <CountCard
            label="Being filled in"
            value={summary.data.beingFilledIn}
            to={paths.reviewQueue(slug, { state: 'IN_PROGRESS' })}
            linkLabel="See listings not sent yet"
          />
          <CountCard
            label="Sent back to agents"
            value={summary.data.rejected}
            to={paths.reviewQueue(slug, { state: 'REJECTED' })}
            linkLabel="See listings sent back"
          />
          <CountCard
            label="Agents to verify"
            value={summary.data.agentsToVerify}
            to={`${paths.moderationAgents(slug)}?show=unverified`}
            linkLabel="Verify agencies"
          />
          <CountCard label="Leads in the last 7 days" value={summary.data.leadsLast7Days} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
