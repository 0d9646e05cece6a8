import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Anchor, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useModerationSummary } from '../../../lib/queries/moderation';
import { useTenant } from '../../../lib/tenant';

interface Count {
  /** Names the count for the browser specs (`count-<testId>`), in English whatever the language. */
  testId: string;
  label: string;
  value: number;
  /** Where the count's items are worked on; leads are the agents' own, so that count has none. */
  to?: string;
  linkLabel?: string;
}

function CountCard({ testId, label, value, to, linkLabel }: Count) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={36} fw={800} lh={1.2} data-testid={`count-${testId}`}>
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
  const { t } = useLingui();
  const { slug } = useTenant();
  const summary = useModerationSummary(true);
  return (
    <Stack gap="lg">
      <Title order={2}>
        <Trans>Moderation</Trans>
      </Title>
      {summary.isPending && <Skeleton height={120} radius="lg" />}
      {summary.isError && <Text c="red.8">{errorMessage(summary.error)}</Text>}
      {summary.data && (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="lg">
          <CountCard
            testId="Listings waiting"
            label={t`Listings waiting`}
            value={summary.data.waiting}
            to={paths.reviewQueue(slug)}
            linkLabel={t`Open the review queue`}
          />
          <CountCard
            testId="Being filled in"
            label={t`Being filled in`}
            value={summary.data.beingFilledIn}
            to={paths.reviewQueue(slug, { state: 'IN_PROGRESS' })}
            linkLabel={t`See listings not sent yet`}
          />
          <CountCard
            testId="Sent back to agents"
            label={t`Sent back to agents`}
            value={summary.data.rejected}
            to={paths.reviewQueue(slug, { state: 'REJECTED' })}
            linkLabel={t`See listings sent back`}
          />
          <CountCard
            testId="Agents to verify"
            label={t`Agents to verify`}
            value={summary.data.agentsToVerify}
            to={`${paths.moderationAgents(slug)}?show=unverified`}
            linkLabel={t`Verify agencies`}
          />
          <CountCard
            testId="Leads in the last 7 days"
            label={t`Leads in the last 7 days`}
            value={summary.data.leadsLast7Days}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
