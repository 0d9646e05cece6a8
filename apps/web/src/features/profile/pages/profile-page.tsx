import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { UserAvatar } from '../../../components/user-avatar';
import { errorMessage } from '../../../lib/api-client';
import { useAgent } from '../../../lib/queries/agent';
import { useSignedInUser } from '../../../lib/queries/signed-in-user';
import { useSession } from '../../../lib/tenant';
import { useCustomerProfile } from '../api/customer-profile';
import { AgencyForm } from '../components/agency-form';
import { LogoCard } from '../components/logo-card';
import { PersonalDataCard } from '../components/personal-data-card';
import { PersonalForm } from '../components/personal-form';
import { SessionsCard } from '../components/sessions-card';

/** The roles of a staff account, as its card names them. */
const ROLE_NAMES: Record<string, MessageDescriptor> = {
  AGENT: msg`agent`,
  CUSTOMER: msg`customer`,
  MODERATOR: msg`moderator`,
  ADMIN: msg`admin`,
};

function LoadError({ error }: { error: unknown }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
      {errorMessage(error)}
    </Alert>
  );
}

function AgentProfile({ agentId }: { agentId: string }) {
  const agent = useAgent(agentId);
  if (agent.isError) return <LoadError error={agent.error} />;
  if (!agent.data) return <Skeleton height={480} radius="lg" />;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
        <AgencyForm agent={agent.data} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
        <LogoCard agent={agent.data} />
      </Grid.Col>
    </Grid>
  );
}

function CustomerProfile({ customerId }: { customerId: string }) {
  const customer = useCustomerProfile(customerId);
  if (customer.isError) return <LoadError error={customer.error} />;
  if (!customer.data) return <Skeleton height={360} radius="lg" />;
  return <PersonalForm customer={customer.data} />;
}

/** 'My Profile': the agency form for agents, personal details for customers. */
export function ProfilePage() {
  const { t } = useLingui();
  const user = useSignedInUser();
  const roleName = (role: string) => {
    const name = ROLE_NAMES[role];
    return name ? t(name) : role.toLowerCase();
  };
  const session = useSession();
  const claims = session.status === 'authenticated' ? session.claims : null;

  let body;
  if (claims?.agentId) body = <AgentProfile agentId={claims.agentId} />;
  else if (claims?.customerId) body = <CustomerProfile customerId={claims.customerId} />;
  else {
    body = (
      <Card padding="lg">
        <Group>
          <UserAvatar name={user.name} imageUrl={user.image_url} size={56} radius="xl" />
          <div>
            <Text fw={700} dir="auto">
              {user.name}
            </Text>
            <Text size="sm" c="dimmed">
              <bdi>{user.email}</bdi> · {user.roles.map((role) => roleName(role)).join(', ')}
            </Text>
          </div>
        </Group>
        <Text size="sm" mt="md">
          <Trans>
            Staff accounts have no agency or personal-details form. Ask an administrator to change
            these details.
          </Trans>
        </Text>
      </Card>
    );
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          <Trans>My Profile</Trans>
        </Title>
        <Text c="dimmed">
          {user.isAgent
            ? t`How buyers and tenants see your agency.`
            : t`Your details for viewings and inquiries.`}
        </Text>
      </div>
      {body}
      <SessionsCard />
      <PersonalDataCard />
    </Stack>
  );
}
