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
  const { slug } = useTenant();
  return (
    <Card padding="lg">
      <Stack align="center" ta="center" gap="sm">
        <Center w={150} h={150}>
          {agent.image_url ? (
            <Image
              src={agent.image_url}
              alt={`${agent.name} logo`}
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
              alt={`${agent.name} logo, small`}
              w={100}
              h={100}
              radius="md"
              fit="cover"
            />
            <Text size="xs" c="dimmed" ta="left" maw={120}>
              As shown beside your listings
            </Text>
          </Group>
        )}
        <LogoUpload agentId={agent.publicId} hasLogo={!!agent.image_url} />
        <div>
          <Text fw={700} size="lg">
            {agent.name}
          </Text>
          <Text size="sm" c="dimmed">
            Agent code {agent.code}
          </Text>
        </div>
        {agent.verified ? (
          <Badge
            color="brand"
            variant="filled"
            leftSection={<IconRosetteDiscountCheck size={14} />}
          >
            Verified agency
          </Badge>
        ) : (
          <Stack gap={6} align="center" data-testid="verification-about">
            <Badge color="orange" variant="dot">
              Awaiting verification
            </Badge>
            <Paper withBorder radius="md" p="sm" ta="left">
              <Stack gap={6}>
                <Text size="sm">
                  A moderator checks each new agency before marking it verified, and emails you when
                  it is done.
                </Text>
                <Text size="sm">
                  Meanwhile you can work as usual: complete this profile, create listings and send
                  them for review. A complete profile is quicker to check.
                </Text>
                <Text size="sm">
                  Once verified, your public agency page shows a Verified badge.
                </Text>
              </Stack>
            </Paper>
          </Stack>
        )}
        <Text size="sm">
          Visitors see your public agency page. View it{' '}
          <Anchor component={Link} to={paths.agent(slug, agent.publicId)} fw={600}>
            here
          </Anchor>
          .
        </Text>
      </Stack>
    </Card>
  );
}
