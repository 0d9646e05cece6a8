import { Link, useLocation } from 'react-router';
import { ActionIcon, Anchor, Box, Button, Group, Menu, VisuallyHidden } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { paths } from '../lib/paths';
import { useSession, useTenant } from '../lib/tenant';
import { BrandMark } from './brand-mark';
import { ColorSchemeToggle } from './color-scheme-toggle';

/** The label of the agencies' way in, the same in the header, its phone menu and the footer. */
export const AGENCY_SIGN_UP = 'List your property';

/**
 * The public pages' header: the site's mark (home), the blog, the agencies' sign-up, sign-in and
 * registration or the dashboard, the theme. On phones the agencies' link stays in view and the
 * rest goes into a menu, so nothing is pushed past the screen's edge.
 */
export function PublicHeader() {
  const { site, slug } = useTenant();
  const signedIn = useSession().status === 'authenticated';
  // Signing in or registering from here comes back here (the listing asked about, say).
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <Group component="header" justify="space-between" py="sm" mb="md" gap="xs" wrap="nowrap">
      <Anchor
        component={Link}
        to={paths.siteRoot(slug)}
        underline="never"
        c="inherit"
        miw={0}
        style={{ overflow: 'hidden' }}
      >
        <Box visibleFrom="xs">
          <BrandMark site={site.name} />
        </Box>
        {/* On a phone the mark alone: the buttons beside it need the room. */}
        <Box hiddenFrom="xs">
          <BrandMark compact />
          <VisuallyHidden>{`Propdesk ${site.name}`}</VisuallyHidden>
        </Box>
      </Anchor>
      <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }} component="nav" aria-label="Site">
        <Box visibleFrom="sm">
          <Button component={Link} to={paths.articles(slug)} variant="subtle" size="sm" px="xs">
            Blog
          </Button>
        </Box>
        {signedIn ? (
          <Button component={Link} to={paths.dashboard(slug)} variant="light" size="sm" px="sm">
            Dashboard
          </Button>
        ) : (
          <>
            <Button
              component={Link}
              to={paths.registerAgent(slug)}
              variant="subtle"
              size="sm"
              px="xs"
              data-testid="header-agency-sign-up"
            >
              {AGENCY_SIGN_UP}
            </Button>
            <Box visibleFrom="sm">
              <Group gap={4} wrap="nowrap">
                <Button
                  component={Link}
                  to={paths.login(slug, here)}
                  variant="subtle"
                  size="sm"
                  px="xs"
                >
                  Sign in
                </Button>
                <Button
                  component={Link}
                  to={paths.registerCustomer(slug, here)}
                  variant="light"
                  size="sm"
                >
                  Register
                </Button>
              </Group>
            </Box>
          </>
        )}
        <ColorSchemeToggle />
        <Box hiddenFrom="sm">
          <Menu position="bottom-end" width={220}>
            <Menu.Target>
              <ActionIcon variant="default" size="lg" radius="md" aria-label="Menu">
                <IconMenu2 size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={Link} to={paths.articles(slug)}>
                Blog
              </Menu.Item>
              {!signedIn && (
                <>
                  <Menu.Item component={Link} to={paths.login(slug, here)}>
                    Sign in
                  </Menu.Item>
                  <Menu.Item component={Link} to={paths.registerCustomer(slug, here)}>
                    Register
                  </Menu.Item>
                  <Menu.Item component={Link} to={paths.registerAgent(slug)}>
                    {AGENCY_SIGN_UP}
                  </Menu.Item>
                </>
              )}
            </Menu.Dropdown>
          </Menu>
        </Box>
      </Group>
    </Group>
  );
}
