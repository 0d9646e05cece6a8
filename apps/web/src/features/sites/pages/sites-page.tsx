import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import {
  Alert,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowRight, IconMapPin } from '@tabler/icons-react';
import { BrandMark } from '../../../components/brand-mark';
import { ColorSchemeToggle } from '../../../components/color-scheme-toggle';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSites } from '../api/get-sites';

/** A site's address and currency, under its name. */
function SiteLine({ slug, currency }: { slug: string; currency: string }) {
  const address = `/${slug}`;
  return (
    <Trans>
      <bdi>{address}</bdi> · prices in {currency}
    </Trans>
  );
}

/** The address without a site: choose one of the regional sites. */
export function SitesPage() {
  const sites = useSites();
  return (
    <Container size="md" py="xl">
      <Group justify="space-between" mb={48}>
        <BrandMark />
        <ColorSchemeToggle />
      </Group>
      <Stack gap={4} mb="xl">
        <Title order={1}>
          <Trans>Choose your site</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Propdesk runs one marketplace per region. Pick yours to continue.</Trans>
        </Text>
      </Stack>
      {sites.isError && (
        <Alert color="red" variant="light">
          {errorMessage(sites.error)}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" p={0} m={0}>
        {sites.isPending &&
          [0, 1].map((i) => <Skeleton key={i} height={96} radius="lg" component="li" />)}
        {sites.data?.content.map((site) => (
          <li key={site.slug} style={{ listStyle: 'none' }}>
            <UnstyledButton component={Link} to={paths.dashboard(site.slug)} w="100%">
              <Card padding="lg" shadow="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Group wrap="nowrap">
                    <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                      <IconMapPin size={24} />
                    </ThemeIcon>
                    <div>
                      <Text fw={700}>{site.name}</Text>
                      <Text size="sm" c="dimmed">
                        <SiteLine slug={site.slug} currency={site.defaultCurrency} />
                      </Text>
                    </div>
                  </Group>
                  <IconArrowRight size={20} aria-hidden />
                </Group>
              </Card>
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
    </Container>
  );
}
