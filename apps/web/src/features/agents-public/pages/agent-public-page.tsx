import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Image,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconBrandWhatsapp,
  IconBuildingEstate,
  IconMapPin,
  IconPhone,
  IconRosetteDiscountCheck,
} from '@tabler/icons-react';
import { AppError } from '@propdesk/shared';
import { BrandMark } from '../../../components/brand-mark';
import { ColorSchemeToggle } from '../../../components/color-scheme-toggle';
import { NotFound } from '../../../components/not-found';
import { StatusPage } from '../../../components/status-page';
import { UserAvatar } from '../../../components/user-avatar';
import { errorMessage } from '../../../lib/api-client';
import { usePublicPath } from '../../../lib/i18n/addressed-language';
import { paths } from '../../../lib/paths';
import { useAgent } from '../../../lib/queries/agent';
import { useTenant } from '../../../lib/tenant';
import { AgentEvents } from '../components/agent-events';
import { AgentListings } from '../components/agent-listings';
import { telephoneLink, whatsappLink } from '../utils/contact-links';

/** The service's name, the same in every language. */
const WHATSAPP = 'WhatsApp';

/** The public agent page: name, logo, description, contact links, upcoming events, live listings. */
export function AgentPublicPage() {
  const { agentId = '' } = useParams();
  const { t } = useLingui();
  const publicPath = usePublicPath();
  const { slug, site } = useTenant();
  const agent = useAgent(agentId);

  if (agent.error instanceof AppError && agent.error.statusCode === 404) {
    return <NotFound home={publicPath(paths.siteRoot(slug))} fullHeight />;
  }

  const a = agent.data;
  const agencyName = a?.name ?? '';
  const place = a
    ? [a.location.suburb?.name, a.location.city?.name, a.location.country?.name]
        .filter(Boolean)
        .join(', ')
    : '';

  return (
    <Container size="md" py="lg">
      <Group justify="space-between" mb="xl">
        <Anchor
          component={Link}
          to={publicPath(paths.siteRoot(slug))}
          underline="never"
          c="inherit"
        >
          <BrandMark site={site.name} />
        </Anchor>
        <ColorSchemeToggle />
      </Group>
      <main>
        {agent.isError && (
          <StatusPage icon={<IconBuildingEstate size={36} />} title={t`Agent unavailable`}>
            {errorMessage(agent.error)}
          </StatusPage>
        )}
        {agent.isPending && <Skeleton height={320} radius="lg" />}
        {a && (
          <Stack gap="lg">
            <Card padding="xl">
              <Group align="flex-start" gap="xl" wrap="wrap">
                {a.image_url ? (
                  <Image
                    src={a.image_url}
                    alt={t`${agencyName} logo`}
                    w={150}
                    h={150}
                    radius="lg"
                    fit="cover"
                  />
                ) : (
                  <UserAvatar name={a.name} imageUrl={null} size={150} radius="lg" fz={48} />
                )}
                <Stack gap="xs" style={{ flex: '1 1 260px' }}>
                  <Group gap="xs">
                    <Title order={1} fz={{ base: 26, sm: 32 }} dir="auto">
                      {a.name}
                    </Title>
                    {a.verified && (
                      <Badge
                        color="brand"
                        variant="filled"
                        leftSection={<IconRosetteDiscountCheck size={14} />}
                      >
                        <Trans>Verified</Trans>
                      </Badge>
                    )}
                  </Group>
                  {place && (
                    <Group gap={6} c="dimmed">
                      <IconMapPin size={16} aria-hidden />
                      <Text size="sm">{place}</Text>
                    </Group>
                  )}
                  {a.description && (
                    <Text style={{ whiteSpace: 'pre-line' }} mt="xs" dir="auto">
                      {a.description}
                    </Text>
                  )}
                  <Group gap="sm" mt="sm">
                    {a.telephone && (
                      <Button
                        component="a"
                        href={telephoneLink(a.telephone)}
                        leftSection={<IconPhone size={18} />}
                        variant="light"
                      >
                        <span dir="ltr">{a.telephone}</span>
                      </Button>
                    )}
                    {a.whatsapp && (
                      <Button
                        component="a"
                        href={whatsappLink(a.whatsapp)}
                        target="_blank"
                        rel="noopener noreferrer"
                        leftSection={<IconBrandWhatsapp size={18} />}
                        color="#25d366"
                        autoContrast
                      >
                        {WHATSAPP}
                      </Button>
                    )}
                  </Group>
                </Stack>
              </Group>
            </Card>
            <AgentEvents agentId={agentId} />
            <AgentListings agentId={agentId} agentName={a.name} siteName={site.name} />
          </Stack>
        )}
      </main>
    </Container>
  );
}
