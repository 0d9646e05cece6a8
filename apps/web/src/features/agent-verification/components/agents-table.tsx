import { Trans } from '@lingui/react/macro';
import { formatNumber } from '../../../lib/format';
import { Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { UserAvatar } from '../../../components/user-avatar';
import type { StaffAgent } from '../api/staff-agents';
import { JoinedDate } from './joined-date';
import { VerificationBadge } from './verification-badge';
import { VerificationButton } from './verification-button';

interface AgentsViewProps {
  agents: StaffAgent[];
  timeZone: string;
  onVerification: (agent: StaffAgent) => void;
}

/** The short columns keep to one line; the agency and contact columns wrap instead. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

function Listings({ agent }: { agent: StaffAgent }) {
  const count = formatNumber(agent.listingsCount);
  const live = formatNumber(agent.liveCount);
  return (
    <Trans>
      {count} ({live} live)
    </Trans>
  );
}

/** Laptop and wider: one row per agency. */
export function AgentsTable({ agents, timeZone, onVerification }: AgentsViewProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Agency</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Contact</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Listings</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Joined</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Status</Trans>
            </Table.Th>
            <Table.Th>
              <VisuallyHidden>
                <Trans>Action</Trans>
              </VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {agents.map((agent) => (
            <Table.Tr key={agent.publicId} data-testid="agent-row">
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <UserAvatar name={agent.name} imageUrl={agent.image_url} size={40} />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm" dir="auto">
                      {agent.name}
                    </Text>
                    <Text size="xs" c="dimmed" dir="ltr">
                      {agent.code}
                    </Text>
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm" dir="auto">
                  {agent.contactName || '—'}
                </Text>
                <Text size="xs" c="dimmed" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
                  {agent.email}
                </Text>
              </Table.Td>
              <Table.Td style={NO_WRAP}>
                <Text size="sm">
                  <Listings agent={agent} />
                </Text>
              </Table.Td>
              <Table.Td style={NO_WRAP}>
                <JoinedDate at={agent.joinedAt} timeZone={timeZone} />
              </Table.Td>
              <Table.Td style={NO_WRAP}>
                <VerificationBadge verified={agent.verified} />
              </Table.Td>
              <Table.Td ta="right" style={NO_WRAP}>
                <VerificationButton agent={agent} onClick={onVerification} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phones: one card per agency, stacked. */
export function AgentCards({ agents, timeZone, onVerification }: AgentsViewProps) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {agents.map((agent) => (
        <Stack
          key={agent.publicId}
          component="li"
          gap="xs"
          p="sm"
          data-testid="agent-card"
          style={{
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-md)',
          }}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <UserAvatar name={agent.name} imageUrl={agent.image_url} size={40} />
            <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
              <Text fw={600} size="sm" dir="auto">
                {agent.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {agent.contactName && (
                  <>
                    <bdi>{agent.contactName}</bdi> ·{' '}
                  </>
                )}
                <span dir="ltr">{agent.email}</span>
              </Text>
            </Stack>
            <VerificationBadge verified={agent.verified} />
          </Group>
          <Group gap="xs" justify="space-between">
            <Text size="sm">
              <Trans>
                Listings: <Listings agent={agent} />
              </Trans>
            </Text>
            <Group gap={4}>
              <Text size="sm">
                <Trans>Joined</Trans>
              </Text>
              <JoinedDate at={agent.joinedAt} timeZone={timeZone} />
            </Group>
          </Group>
          <VerificationButton agent={agent} onClick={onVerification} fullWidth />
        </Stack>
      ))}
    </Stack>
  );
}
