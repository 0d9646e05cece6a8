import { Link } from 'react-router';
import { Anchor, Button, Group } from '@mantine/core';
import { paths } from '../lib/paths';
import { useSession, useTenant } from '../lib/tenant';
import { BrandMark } from './brand-mark';
import { ColorSchemeToggle } from './color-scheme-toggle';

/** The public pages' slim header: the site's mark (home), the blog, sign-in or the dashboard, the theme. */
export function PublicHeader() {
  const { site, slug } = useTenant();
  const signedIn = useSession().status === 'authenticated';
  return (
    <Group component="header" justify="space-between" py="sm" mb="md" gap="sm" wrap="nowrap">
      <Anchor component={Link} to={paths.siteRoot(slug)} underline="never" c="inherit">
        <BrandMark site={site.name} />
      </Anchor>
      <Group gap={4} wrap="nowrap">
        <Button component={Link} to={paths.articles(slug)} variant="subtle" size="sm" px="xs">
          Blog
        </Button>
        {signedIn ? (
          <Button component={Link} to={paths.dashboard(slug)} variant="light" size="sm">
            Dashboard
          </Button>
        ) : (
          <>
            <Button component={Link} to={paths.login(slug)} variant="subtle" size="sm" px="xs">
              Sign in
            </Button>
            <Button
              component={Link}
              to={paths.registerCustomer(slug)}
              variant="light"
              size="sm"
              visibleFrom="xs"
            >
              Register
            </Button>
          </>
        )}
        <ColorSchemeToggle />
      </Group>
    </Group>
  );
}
