import { Link } from 'react-router';
import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { BrandMark } from '../../../components/brand-mark';
import { ColorSchemeToggle } from '../../../components/color-scheme-toggle';
import { paths } from '../../../lib/paths';
import { useSession, useTenant } from '../../../lib/tenant';

/** The site's root, where 'Exit Dashboard' leads. */
export function SiteHomePage() {
  const { site, slug } = useTenant();
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  return (
    <Container size="md" py="xl">
      <Group justify="space-between" mb={48}>
        <BrandMark site={site.name} />
        <Group gap="md">
          <Anchor component={Link} to={paths.articles(slug)} fw={600}>
            Blog
          </Anchor>
          <ColorSchemeToggle />
        </Group>
      </Group>
      <Paper
        p={{ base: 'xl', sm: 48 }}
        radius="xl"
        style={{ background: 'var(--propdesk-hero)', color: 'white' }}
      >
        <Stack gap="md" maw={560}>
          <Title order={1} c="white" fz={{ base: 30, sm: 40 }} lh={1.1}>
            {site.name}
          </Title>
          <Text size="lg" c="white">
            Homes and land to buy, rent and stay, listed by local agencies.
          </Text>
          <Group mt="sm">
            <Button component={Link} to={paths.dashboard(slug)} variant="white" size="md">
              {signedIn ? 'Open the dashboard' : 'Sign in'}
            </Button>
            {!signedIn && (
              <Button
                component={Link}
                to={paths.registerAgent(slug)}
                variant="outline"
                color="white"
                size="md"
              >
                Register your agency
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      {!signedIn && (
        <Text ta="center" mt="xl" c="dimmed">
          Looking for a home?{' '}
          <Anchor component={Link} to={paths.registerCustomer(slug)} fw={600}>
            Create a free account
          </Anchor>
        </Text>
      )}
    </Container>
  );
}
