import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { useSession } from '../../../lib/tenant';
import { AgentLeads } from '../components/agent-leads';
import { MyRequests } from '../components/my-requests';

/**
 * Leads: the agent's inquiries and viewing requests; customers see their own requests here. The
 * shell gives everyone else the restricted view before this page renders.
 */
export function LeadsPage() {
  const session = useSession();
  const claims = session.status === 'authenticated' ? session.claims : null;
  const customerId = !claims?.agentId ? claims?.customerId : undefined;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {customerId ? <Trans>My requests</Trans> : <Trans>Leads</Trans>}
        </Title>
        <Text c="dimmed">
          {customerId ? (
            <Trans>Your questions and viewing requests, and what the agents answered.</Trans>
          ) : (
            <Trans>Questions and viewing requests about your listings, newest first.</Trans>
          )}
        </Text>
      </div>
      {customerId ? <MyRequests customerId={customerId} /> : <AgentLeads />}
    </Stack>
  );
}
