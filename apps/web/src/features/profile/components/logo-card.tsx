import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Anchor, Badge, Card, Center, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { UserAvatar } from '../../../components/user-avatar';
import { paths } from '../../../lib/paths';
import { useTenant } from '../../../lib/tenant';
import type { Agent } from '../../../lib/queries/agent';
import { LogoUpload } from './logo-upload';

/** The agency logo at 150x150 and 100 px, its upload, and the link to the public agent page. */
export function LogoCard({ agent }: { agent: Agent }) {
  const { t } = useLingui();
  const { slug } = useTenant();
  const agencyName = agent.name;
  const agentCode = agent.code;
  return (
    <Card padding="lg">
      <Stack align="center" ta="center" gap="sm">
        <Center w={150} h={150}>
          {agent.image_url ? (
            <Image
              src={agent.image_url}
              alt={t`${agencyName} logo`}
              w={150}
              h={150}
              radius="lg"
              fit="cover"
            />
          ) : (
            <UserAvatar name={agent.name} imageUrl={null} size={150} radius="lg" fz={48} />
          )}
        </Center>
        {agent.image_url && (
          <Group gap="xs" wrap="nowrap">
            <Image
              src={agent.image_url}
              alt={t`${agencyName} logo, small`}
              w={100}
              h={100}
              radius="md"
              fit="cover"
            />
            <Text size="xs" c="dimmed" ta="start" maw={120}>
              <Trans>As shown beside your listings</Trans>
            </Text>
          </Group>
        )}
        <LogoUpload agentId={agent.publicId} hasLogo={!!agent.image_url} />
        <div>
          <Text fw={700} size="lg" dir="auto">
            {agent.name}
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>
              Agent code <bdi>{agentCode}</bdi>
            </Trans>
          </Text>
        </div>
        {agent.verified ? (
          <Badge
            color="brand"
            variant="filled"
            leftSection={<IconRosetteDiscountCheck size={14} />}
          >
            <Trans>Verified agency</Trans>
          </Badge>
        ) : (
          <Stack gap={6} align="center" data-testid="verification-about">
            <Badge color="orange" variant="dot">
              <Trans>Awaiting verification</Trans>
            </Badge>
            <Paper withBorder radius="md" p="sm" ta="start">
              <Stack gap={6}>
                <Text size="sm">
                  <Trans>
                    A moderator checks each new agency before marking it verified, and emails you
                    when it is done.
                  </Trans>
                </Text>
                <Text size="sm">
                  <Trans>
                    Meanwhile you can work as usual: complete this profile, create listings and send
                    them for review. A complete profile is quicker to check.
                  </Trans>
                </Text>
                <Text size="sm">
                  <Trans>Once verified, your public agency page shows a Verified badge.</Trans>
                </Text>
              </Stack>
            </Paper>
          </Stack>
        )}
        <Text size="sm">
          <Trans>
            Visitors see your public agency page. View it{' '}
            <Anchor component={Link} to={paths.agent(slug, agent.publicId)} fw={600}>
              here
            </Anchor>
            .
          </Trans>
        </Text>
      </Stack>
    </Card>
  );
}
